/** GET lambda `blog/all`: the published posts, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { BLOG_KEY, type BlogPostList } from '../../../shared/blog/types';

export function getPosts(page: number, signal?: AbortSignal): Promise<BlogPostList> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/blog/all', { params: { path: onPath(), query: { page, size: 9 } }, signal }));
}

export function usePosts(page: number, enabled: boolean) {
  return useQuery({ queryKey: [...BLOG_KEY, 'all', page], queryFn: ({ signal }) => getPosts(page, signal), enabled, placeholderData: keepPreviousData });
}
