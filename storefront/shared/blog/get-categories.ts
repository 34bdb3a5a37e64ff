/** GET lambda `blog/category`: every category with its published posts counted (the public filters and the editor's choices). */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import { BLOG_KEY, type BlogCategory } from './types';

export async function getBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/blog/category', { params: { path: onPath() }, signal }))).list;
}

export function useBlogCategories() {
  return useQuery({ queryKey: [...BLOG_KEY, 'categories'], queryFn: ({ signal }) => getBlogCategories(signal) });
}
