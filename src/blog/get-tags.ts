/** GET lambda `blog/tags`: every tag with its published posts counted (the public filters and the editor's choices). */
import { useQuery } from '@tanstack/react-query';
import { records } from '../api/records';
import { BLOG_KEY, type BlogTag } from './types';

export async function getBlogTags(signal?: AbortSignal): Promise<BlogTag[]> {
  return (await records.custom<{ list: BlogTag[] }>({ endpoint: 'blog/tags', method: 'GET', signal })).list;
}

export function useBlogTags() {
  return useQuery({ queryKey: [...BLOG_KEY, 'tags'], queryFn: ({ signal }) => getBlogTags(signal) });
}
