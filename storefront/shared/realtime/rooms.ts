/**
 * The signed-in user's chat rooms (realtime `room/my`: each room with its unread count, and their total): one query,
 * read by the messages page and by the headers' Messages entries for their unread badge. The long-poll
 * (poller.ts) asks it again when a message arrives, and the messages page when it reads a room. Part of the first
 * load (the athlete header's badge): the rest of the realtime API (api.ts) is not.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import type { components } from '../../../src/generated/api';
import { useSession } from '../../../src/session/store';

export type Room = components['schemas']['Room'];
type RoomsResponse = components['schemas']['RoomsResponse'];

export const REALTIME_KEY = ['realtime'] as const;
/** Every rooms query starts with this key: invalidating it refreshes the rooms, their unread counts and the badges. */
export const ROOMS_KEY = [...REALTIME_KEY, 'rooms'] as const;
export const roomsKey = (user: number | null) => [...ROOMS_KEY, user] as const;

/** The roles that chat (the messages pages of athletes and trainers). */
export const chats = (role: string | null | undefined): role is 'athlete' | 'trainer' => role === 'athlete' || role === 'trainer';

/** GET realtime `room/my`, as the signed-in role. */
export async function getMyRooms(signal?: AbortSignal): Promise<RoomsResponse> {
  return unwrap(api.GET('/v1/api/{project}/{role}/realtime/room/my', { params: { path: onPath() }, signal }));
}

/** The rooms of a signed-in athlete or trainer; `select` picks what a reader needs from the one shared answer. */
export function useMyRooms<T = RoomsResponse>(select?: (rooms: RoomsResponse) => T) {
  const user = useSession((s) => s.user);
  const enabled = useSession((s) => s.isAuthenticated && chats(s.role));
  return useQuery({ queryKey: roomsKey(user), queryFn: ({ signal }) => getMyRooms(signal), enabled: enabled && user !== null, staleTime: 30_000, select });
}

const totalUnread = (rooms: RoomsResponse) => rooms.unread;

/** How many messages wait unread across the user's rooms (undefined before the first answer, or for other roles). */
export function useUnreadMessages(): number | undefined {
  return useMyRooms(totalUnread).data;
}
