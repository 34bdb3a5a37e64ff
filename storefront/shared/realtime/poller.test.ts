import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEY, unreadCountKey } from '../notifications/unread-count';
import { messagesKey, type PollResponse } from './api';
import { deliver } from './poller';
import { roomsKey } from './rooms';

const answer = (extra: Partial<PollResponse>): PollResponse => ({ error: false, messages: [], notifications: [], cursor: { chat: 0, notification: 0 }, timed_out: false, ...extra });
const message = { id: 9, room_id: 4, user_id: 2, body: 'Easy 20 minutes is fine.', created_at: '2026-03-10T12:00:00Z' };
const notice = (link: string) => ({ id: 7, type: 'chat', title: 'New message from Kai Coach', message: 'Easy 20 minutes is fine.', link, created_at: '2026-03-10T12:00:00Z' });

/** A client with the rooms, the unread count and room 4's messages loaded, none of them stale yet. */
function loaded() {
  const client = new QueryClient();
  client.setQueryData(roomsKey(1), { error: false, list: [], unread: 0 });
  client.setQueryData(unreadCountKey(1), 0);
  client.setQueryData([...NOTIFICATIONS_KEY, 'list', 1, false], { pages: [], pageParams: [] });
  client.setQueryData(messagesKey(4), { pages: [{ error: false, list: [], has_more: false }], pageParams: [undefined] });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('what a poll brings', () => {
  it('puts a new message into its room and asks the rooms again, so the Messages badge counts it', () => {
    const client = loaded();
    const toasts: string[] = [];
    deliver(client, answer({ messages: [message] }), null, (t) => toasts.push(t.title));
    const pages = client.getQueryData<InfiniteData<{ list: (typeof message)[] }>>(messagesKey(4));
    expect(pages?.pages[0].list.map((m) => m.id)).toEqual([9]);
    expect(stale(client, roomsKey(1))).toBe(true);
    expect(stale(client, unreadCountKey(1))).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('refreshes the bell and the notifications list for a new notification, with a toast', () => {
    const client = loaded();
    const toasts: string[] = [];
    deliver(client, answer({ notifications: [{ ...notice('/trainer/transactions'), type: 'sale', title: 'New sale' }] }), null, (t) => toasts.push(t.title));
    expect(stale(client, unreadCountKey(1))).toBe(true);
    expect(stale(client, [...NOTIFICATIONS_KEY, 'list', 1, false])).toBe(true);
    expect(stale(client, roomsKey(1))).toBe(false);
    expect(toasts).toEqual(['New sale']);
  });

  it('shows no toast for a message of the conversation on screen, but one for another room', () => {
    const client = loaded();
    const toasts: string[] = [];
    deliver(client, answer({ messages: [message], notifications: [notice('/athlete/messages?room=4')] }), 4, (t) => toasts.push(t.title));
    expect(toasts).toEqual([]);
    deliver(client, answer({ notifications: [notice('/athlete/messages?room=5')] }), 4, (t) => toasts.push(t.title));
    expect(toasts).toEqual(['New message from Kai Coach']);
  });
});
