/**
 * The realtime API for the screens (server/realtime, contract tag `realtime`): a room's messages a page at a time,
 * opening a room, sending, marking read (the rooms themselves: rooms.ts). One query key family, updated by the
 * long-poll (poller.ts) as messages arrive, so every screen agrees.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { records } from '../api/records';
import type { components } from '../generated/api';
import { NOTIFICATIONS_KEY } from '../notifications/unread-count';
import { REALTIME_KEY, realtimePath, ROOMS_KEY, type Room } from './rooms';

export type ChatMessage = components['schemas']['ChatMessage'];
export type Person = components['schemas']['Person'];
type ChatPage = components['schemas']['ChatPage'];
export type PollResponse = components['schemas']['PollResponse'];

export const messagesKey = (roomId: number) => [...REALTIME_KEY, 'messages', roomId] as const;

export async function getMessages(roomId: number, before: number | undefined, signal?: AbortSignal): Promise<ChatPage> {
  return records.custom<ChatPage>({ endpoint: realtimePath('chat'), query: { room_id: roomId, chat_id: before, size: 30 }, signal });
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
  return records.custom<{ model: Room }>({ endpoint: realtimePath('room'), method: 'POST', body: { user_id: userId } });
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
    mutationFn: (v: { room_id: number; body: string }) => records.custom<{ model: ChatMessage }>({ endpoint: realtimePath('send'), method: 'POST', body: v }),
    onSuccess: ({ model }) => {
      addMessages(client, [model]);
      void client.invalidateQueries({ queryKey: ROOMS_KEY });
    },
  });
}

export function markRead(roomId: number): Promise<unknown> {
  return records.custom({ endpoint: realtimePath('room/read'), method: 'POST', body: { room_id: roomId } });
}

/**
 * Marks a room read up to its newest message, then refreshes the rooms (their unread counts and the headers' badge)
 * and the notifications (the server marks the room's chat notification read with it: the bell counts down).
 */
export async function readRoom(client: QueryClient, roomId: number): Promise<void> {
  await markRead(roomId);
  await Promise.all([client.invalidateQueries({ queryKey: ROOMS_KEY }), client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })]);
}
