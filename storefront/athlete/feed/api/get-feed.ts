/**
 * GET records `post`, page by page, pinned posts first, then newest: posts by the trainers the athlete follows or about programs the
 * athlete holds (one list with an any-of filter group), each with its author, program, comments and likes.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';
import { FEED } from '../../common/feed/feed-config';
import { nextPageParam, POST_JOINS, type PostJoins, type PostPage } from '../../common/feed/feed-logic';
import { POSTS_KEY } from '../../common/feed/api/posts-cache';
import { POST_ORDER } from '../../../shared/posts';

export async function getFeedPage(any: readonly string[], page: number, signal?: AbortSignal): Promise<PostPage> {
  return records.list<'post', PostJoins>('post', {
    any,
    order: [...POST_ORDER],
    join: [...POST_JOINS],
    page,
    size: FEED.pageSize,
    signal,
  });
}

/** `any` from feedAnyFilters; not asked while it is empty (an empty group would match every post). */
export function useFeed(any: readonly string[] | undefined) {
  const user = useSession((s) => s.user);
  return useInfiniteQuery({
    queryKey: [...POSTS_KEY, 'feed', user, any],
    queryFn: ({ pageParam, signal }) => getFeedPage(any!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: !!any?.length,
    staleTime: 0,
  });
}
