import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../../../src/api/config';
import { unreadCountKey } from '../notifications/unread-count';
import { readRoom } from './api';
import { roomsKey } from './rooms';

/** The server's answer to every call; the requests sent are `fetch`'s calls. */
const fetch = vi.fn<(request: Request) => Promise<Response>>();
beforeEach(() => {
  fetch.mockReset();
  configureApi({ baseUrl: 'http://api.test' });
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

describe('reading a room', () => {
  it('marks it read, then asks the rooms and the bell again: the Messages badge and the bell count down', async () => {
    const client = new QueryClient();
    client.setQueryData(roomsKey(1), { error: false, list: [], unread: 2 });
    client.setQueryData(unreadCountKey(1), 1);
    fetch.mockImplementation(async () => Response.json({ error: false, data: 12 }));
    await readRoom(client, 4);
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ room_id: 4 });
    expect(new URL(request.url).pathname).toMatch(/\/realtime\/room\/read$/);
    expect(client.getQueryState(roomsKey(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(unreadCountKey(1))?.isInvalidated).toBe(true);
  });

  it('leaves the counts alone when the server refuses', async () => {
    const client = new QueryClient();
    client.setQueryData(roomsKey(1), { error: false, list: [], unread: 2 });
    fetch.mockImplementation(async () => Response.json({ error: true, message: 'You are not in this room' }, { status: 403 }));
    await expect(readRoom(client, 4)).rejects.toThrow('You are not in this room');
    expect(client.getQueryState(roomsKey(1))?.isInvalidated).toBe(false);
  });
});
