/**
 * The realtime API for the screens (server/realtime, contract tag `realtime`): rooms, a room's messages a page at a
 * time, opening a room, sending, marking read. One query key family, updated by the long-poll (poller.ts) as
 * messages arrive, so every screen agrees.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiConfig, resolvePathRole } from '../api/config';
import { records } from '../api/records';
import type { components } from '../generated/api';
import { useSession } from '../session/store';

export type Room = components['schemas']['Room'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type Person = components['schemas']['Person'];
type RoomsResponse = components['schemas']['RoomsResponse'];
type ChatPage = components['schemas']['ChatPage'];
export type PollResponse = components['schemas']['PollResponse'];

export const REALTIME_KEY = ['realtime'] as const;
export const roomsKey = (user: number | null) => [...REALTIME_KEY, 'rooms', user] as const;
export const messagesKey = (roomId: number) => [...REALTIME_KEY, 'messages', roomId] as const;

/** A realtime path of the signed-in role: `/v1/api/{project}/{role}/realtime/{path}`. */
export const realtimePath = (path: string) => `/v1/api/${encodeURIComponent(apiConfig.projectId)}/${resolvePathRole()}/realtime/${path}`;

export async function getMyRooms(signal?: AbortSignal): Promise<RoomsResponse> {
  return records.custom<RoomsResponse>({ endpoint: realtimePath('room/my'), signal });
}

export function useMyRooms() {
  const user = useSession((s) => s.user);
  return useQuery({ queryKey: roomsKey(user), queryFn: ({ signal }) => getMyRooms(signal), enabled: user !== null, staleTime: 30_000 });
}

export async function getMessages(roomId: number, before: number | undefined, signal?: AbortSignal): Promise<ChatPage> {
  return records.custom<ChatPage>({ endpoint: realtimePath('chat'), query: { room_id: roomId, chat_id: before, size: 30 }, signal });
}

/** A room's messages, newest page first (older pages as they are asked for). */
export function useMessages(roomId: number | null) {
  return useInfiniteQuery({
    queryKey: messagesKey(roomId ?? 0),
    queryFn: ({ pageParam, signal }) => getMessages(roomId!, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.id : undefined),
    enabled: roomId !== null && roomId > 0,
    staleTime: 60_000,
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
    onSuccess: () => client.invalidateQueries({ queryKey: [...REALTIME_KEY, 'rooms'] }),
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { room_id: number; body: string }) => records.custom<{ model: ChatMessage }>({ endpoint: realtimePath('send'), method: 'POST', body: v }),
    onSuccess: ({ model }) => {
      addMessages(client, [model]);
      void client.invalidateQueries({ queryKey: [...REALTIME_KEY, 'rooms'] });
    },
  });
}

export function markRead(roomId: number): Promise<unknown> {
  return records.custom({ endpoint: realtimePath('room/read'), method: 'POST', body: { room_id: roomId } });
}
