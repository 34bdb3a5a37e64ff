/** GET records `notification` (the user's own), newest first, page by page; all of them or the unread ones only. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { records, type ListPage } from '../../../src/api/records';
import { NOTIFICATIONS_KEY } from './unread-count';
import { useSession } from '../../../src/session/store';
import { NOTIFICATIONS } from './notifications-config';

export function getNotifications(unreadOnly: boolean, page: number, signal?: AbortSignal): Promise<ListPage<'notification'>> {
  return records.list('notification', {
    filter: unreadOnly ? 'read_at,is,null' : undefined,
    order: ['created_at,desc', 'id,desc'],
    page,
    size: NOTIFICATIONS.pageSize,
    signal,
  });
}

export function useNotifications(unreadOnly: boolean) {
  const user = useSession((s) => s.user);
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', user, unreadOnly],
    queryFn: ({ pageParam, signal }) => getNotifications(unreadOnly, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.num_pages ? last.page + 1 : undefined),
    enabled: user !== null,
    staleTime: 0,
  });
}
