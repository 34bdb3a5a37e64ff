/** GET lambda `blog/filter`: the published posts with any (or all) of the tags and categories, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { BLOG_KEY, type BlogPostList } from '../../../../src/blog/types';
import type { BlogQuery } from '../blog-query';

export function filterPosts(q: BlogQuery, signal?: AbortSignal): Promise<BlogPostList> {
  return records.custom<BlogPostList>({
    endpoint: 'blog/filter',
    method: 'GET',
    query: { tags: q.tags, categories: q.categories, rule: q.rule, page: q.page, size: 9 },
    signal,
  });
}

export function useFilteredPosts(q: BlogQuery, enabled: boolean) {
  return useQuery({ queryKey: [...BLOG_KEY, 'filter', q], queryFn: ({ signal }) => filterPosts(q, signal), enabled, placeholderData: keepPreviousData });
}
