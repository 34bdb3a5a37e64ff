/** GET lambda `blog/all?mine=true`: the trainer's own posts, drafts included, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { BLOG_KEY, type BlogPostList } from '../../../shared/blog/types';

export function getMyPosts(page: number, signal?: AbortSignal): Promise<BlogPostList> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/blog/all', { params: { path: onPath('trainer'), query: { mine: true, page, size: 10 } }, signal }));
}

export function useMyPosts(page: number) {
  return useQuery({ queryKey: [...BLOG_KEY, 'mine', page], queryFn: ({ signal }) => getMyPosts(page, signal), placeholderData: keepPreviousData });
}
