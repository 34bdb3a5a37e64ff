/**
 * How many of the signed-in user's notifications are unread: one small list call (`read_at is null`, one row, its
 * `total`) under one query key, shared by the header's bell (athletes' and trainers') and the notifications page,
 * asked again every minute and whenever something marks notifications read or the long-poll brings new ones (they
 * invalidate NOTIFICATIONS_KEY). Part of the first load (the athlete header's bell): nothing else lives here.
 */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../src/api/records';
import { useSession } from '../../../src/session/store';

/** Every notification query starts with this key; invalidating it refreshes the list and the count. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const unreadCountKey = (user: number | null) => [...NOTIFICATIONS_KEY, 'unread-count', user] as const;
/** How often the count is asked again while a page is open. */
export const UNREAD_REFETCH_MS = 60_000;

/** The roles that have notifications to read (admins read theirs in the admin). */
export const hasNotifications = (role: string | null | undefined): role is 'athlete' | 'trainer' => role === 'athlete' || role === 'trainer';

/** The notifications page of a role. */
export const notificationsPath = (role: 'athlete' | 'trainer') => `/${role}/notifications`;

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const page = await records.list('notification', { filter: 'read_at,is,null', size: 1, signal });
  return page.total;
}

/** The unread count of a signed-in athlete or trainer (undefined otherwise, or before the first answer). */
export function useUnreadCount() {
  const user = useSession((s) => s.user);
  const enabled = useSession((s) => s.isAuthenticated && hasNotifications(s.role));
  return useQuery({
    queryKey: unreadCountKey(user),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: enabled && user !== null,
    refetchInterval: UNREAD_REFETCH_MS,
    staleTime: UNREAD_REFETCH_MS / 2,
  });
}
