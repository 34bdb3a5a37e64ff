import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const custom = vi.fn();
vi.mock('../api/records', () => ({ records: { custom: (...args: unknown[]) => custom(...args) } }));

const { readRoom } = await import('./api');
const { roomsKey } = await import('./rooms');
const { unreadCountKey } = await import('../notifications/unread-count');

describe('reading a room', () => {
  it('marks it read, then asks the rooms and the bell again: the Messages badge and the bell count down', async () => {
    const client = new QueryClient();
    client.setQueryData(roomsKey(1), { error: false, list: [], unread: 2 });
    client.setQueryData(unreadCountKey(1), 1);
    custom.mockResolvedValue({ error: false, data: 12 });
    await readRoom(client, 4);
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', body: { room_id: 4 } }));
    expect(String(custom.mock.calls[0][0].endpoint)).toMatch(/\/realtime\/room\/read$/);
    expect(client.getQueryState(roomsKey(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(unreadCountKey(1))?.isInvalidated).toBe(true);
  });

  it('leaves the counts alone when the server refuses', async () => {
    const client = new QueryClient();
    client.setQueryData(roomsKey(1), { error: false, list: [], unread: 2 });
    custom.mockRejectedValue(new Error('You are not in this room'));
    await expect(readRoom(client, 4)).rejects.toThrow('You are not in this room');
    expect(client.getQueryState(roomsKey(1))?.isInvalidated).toBe(false);
  });
});
