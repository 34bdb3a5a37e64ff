/** GET records `post` by one trainer, page by page, pinned first then newest, with what a post card shows. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';
import { POSTS_KEY } from '../../common/feed/api/posts-cache';
import { FEED } from '../../common/feed/feed-config';
import { nextPageParam, POST_JOINS, type PostJoins } from '../../common/feed/feed-logic';
import { POST_ORDER } from '../../../shared/posts';

export function getTrainerPostsPage(trainerId: number, page: number, signal?: AbortSignal) {
  return records.list<'post', PostJoins>('post', {
    filter: { field: 'author_id', op: 'eq', value: trainerId },
    order: [...POST_ORDER],
    join: [...POST_JOINS],
    page,
    size: FEED.pageSize,
    signal,
  });
}

export function useTrainerPosts(trainerId: number | null) {
  const user = useSession((s) => s.user);
  return useInfiniteQuery({
    queryKey: [...POSTS_KEY, 'trainer', trainerId, user],
    queryFn: ({ pageParam, signal }) => getTrainerPostsPage(trainerId!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: trainerId !== null,
    staleTime: 0,
  });
}
