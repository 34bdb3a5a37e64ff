/** GET lambda `blog/single/{id}`: one post with its body (a draft only for its author and admins). */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import { BLOG_KEY, type BlogPost } from './types';

export const blogPostKey = (id: number) => [...BLOG_KEY, 'post', id] as const;

export async function getBlogPost(id: number, signal?: AbortSignal): Promise<BlogPost> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/blog/single/{id}', { params: { path: { ...onPath(), id } }, signal }))).model;
}

export function useBlogPost(id: number | null) {
  return useQuery({ queryKey: blogPostKey(id ?? 0), queryFn: ({ signal }) => getBlogPost(id!, signal), enabled: id !== null && id > 0 });
}
