/** GET lambda `blog/all`: the published posts, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { BLOG_KEY, type BlogPostList } from '../../../../src/blog/types';

export function getPosts(page: number, signal?: AbortSignal): Promise<BlogPostList> {
  return records.custom<BlogPostList>({ endpoint: 'blog/all', method: 'GET', query: { page, size: 9 }, signal });
}

export function usePosts(page: number, enabled: boolean) {
  return useQuery({ queryKey: [...BLOG_KEY, 'all', page], queryFn: ({ signal }) => getPosts(page, signal), enabled, placeholderData: keepPreviousData });
}
