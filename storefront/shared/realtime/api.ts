/**
 * The realtime API for the screens (server/realtime, contract tag `realtime`): a room's messages a page at a time,
 * opening a room, sending, marking read (the rooms themselves: rooms.ts). One query key family, updated by the
 * long-poll (poller.ts) as messages arrive, so every screen agrees.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import type { components } from '../../../src/generated/api';
import { NOTIFICATIONS_KEY } from '../notifications/unread-count';
import { REALTIME_KEY, ROOMS_KEY, type Room } from './rooms';

export type ChatMessage = components['schemas']['ChatMessage'];
export type Person = components['schemas']['Person'];
type ChatPage = components['schemas']['ChatPage'];
export type PollResponse = components['schemas']['PollResponse'];

export const messagesKey = (roomId: number) => [...REALTIME_KEY, 'messages', roomId] as const;

export async function getMessages(roomId: number, before: number | undefined, signal?: AbortSignal): Promise<ChatPage> {
  return unwrap(api.GET('/v1/api/{project}/{role}/realtime/chat', { params: { path: onPath(), query: { room_id: roomId, chat_id: before, size: 30 } }, signal }));
}

/**
 * A room's messages, newest page first (older pages as they are asked for). Read again whenever a conversation opens:
 * the long-poll adds what arrives while the tab is open, but not what arrived before it (a reload, another tab).
 */
export function useMessages(roomId: number | null) {
  return useInfiniteQuery({
    queryKey: messagesKey(roomId ?? 0),
    queryFn: ({ pageParam, signal }) => getMessages(roomId!, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.id : undefined),
    enabled: roomId !== null && roomId > 0,
    staleTime: 60_000,
    refetchOnMount: 'always',
  });
}

/** Puts arrived messages into their rooms' loaded pages (newest first, each once). */
export function addMessages(client: QueryClient, messages: readonly ChatMessage[]): void {
  for (const m of messages) {
    client.setQueryData<InfiniteData<ChatPage, number | undefined>>(messagesKey(m.room_id), (data) => {
      if (!data || data.pages.some((p) => p.list.some((x) => x.id === m.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first, list: [m, ...first.list].sort((a, b) => b.id - a.id) }, ...rest] };
    });
  }
}

export function openRoom(userId: number): Promise<{ model: Room }> {
  return unwrap(api.POST('/v1/api/{project}/{role}/realtime/room', { params: { path: onPath() }, body: { user_id: userId } }));
}

/** POST realtime `send`: the message as stored. */
function sendMessage(v: { room_id: number; body: string }): Promise<{ model: ChatMessage }> {
  return unwrap(api.POST('/v1/api/{project}/{role}/realtime/send', { params: { path: onPath() }, body: v }));
}

export function useOpenRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openRoom,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: ({ model }) => {
      addMessages(client, [model]);
      void client.invalidateQueries({ queryKey: ROOMS_KEY });
    },
  });
}

export function markRead(roomId: number): Promise<unknown> {
  return unwrap(api.POST('/v1/api/{project}/{role}/realtime/room/read', { params: { path: onPath() }, body: { room_id: roomId } }));
}

/**
 * Marks a room read up to its newest message, then refreshes the rooms (their unread counts and the headers' badge)
 * and the notifications (the server marks the room's chat notification read with it: the bell counts down).
 */
export async function readRoom(client: QueryClient, roomId: number): Promise<void> {
  await markRead(roomId);
  await Promise.all([client.invalidateQueries({ queryKey: ROOMS_KEY }), client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })]);
}
