/** GET lambda `blog/tags`: every tag with its published posts counted (the public filters and the editor's choices). */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import { BLOG_KEY, type BlogTag } from './types';

export async function getBlogTags(signal?: AbortSignal): Promise<BlogTag[]> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/blog/tags', { params: { path: onPath() }, signal }))).list;
}

export function useBlogTags() {
  return useQuery({ queryKey: [...BLOG_KEY, 'tags'], queryFn: ({ signal }) => getBlogTags(signal) });
}
