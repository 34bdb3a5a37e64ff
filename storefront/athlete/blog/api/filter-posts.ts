/** GET lambda `blog/filter`: the published posts with any (or all) of the tags and categories, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { BLOG_KEY, type BlogPostList } from '../../../shared/blog/types';
import type { BlogQuery } from '../blog-query';

export function filterPosts(q: BlogQuery, signal?: AbortSignal): Promise<BlogPostList> {
  return unwrap(
    api.GET('/v1/api/{project}/{role}/lambda/blog/filter', {
      params: { path: onPath(), query: { tags: q.tags, categories: q.categories, rule: q.rule, page: q.page, size: 9 } },
      signal,
    }),
  );
}

export function useFilteredPosts(q: BlogQuery, enabled: boolean) {
  return useQuery({ queryKey: [...BLOG_KEY, 'filter', q], queryFn: ({ signal }) => filterPosts(q, signal), enabled, placeholderData: keepPreviousData });
}
