/** GET lambda `blog/all?mine=true`: the trainer's own posts, drafts included, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { BLOG_KEY, type BlogPostList } from '../../../../src/blog/types';

export function getMyPosts(page: number, signal?: AbortSignal): Promise<BlogPostList> {
  return records.custom<BlogPostList>({ endpoint: 'blog/all', method: 'GET', query: { mine: true, page, size: 10 }, pathRole: 'trainer', signal });
}

export function useMyPosts(page: number) {
  return useQuery({ queryKey: [...BLOG_KEY, 'mine', page], queryFn: ({ signal }) => getMyPosts(page, signal), placeholderData: keepPreviousData });
}
