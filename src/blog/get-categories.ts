/** GET lambda `blog/category`: every category with its published posts counted (the public filters and the editor's choices). */
import { useQuery } from '@tanstack/react-query';
import { records } from '../api/records';
import { BLOG_KEY, type BlogCategory } from './types';

export async function getBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  return (await records.custom<{ list: BlogCategory[] }>({ endpoint: 'blog/category', method: 'GET', signal })).list;
}

export function useBlogCategories() {
  return useQuery({ queryKey: [...BLOG_KEY, 'categories'], queryFn: ({ signal }) => getBlogCategories(signal) });
}
