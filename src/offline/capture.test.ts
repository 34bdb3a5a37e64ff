import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { captureRequest, QUEUED_HEADER, type CaptureDeps } from './capture';
import { PendingRecords, pendingRecordsStore } from './pending-records';
import { OfflineQueue, QueueFullError } from './queue';
import { describeRequest } from './request-info';
import { idbStore, memoryStore, OFFLINE_DATABASES } from './storage';
import type { OfflineDataRecord, QueuedRequest } from './types';

const API = 'https://api.sportlink.test';
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function setup(patch: Partial<CaptureDeps> = {}) {
  const queueStore = memoryStore<QueuedRequest>();
  const recordStore = memoryStore<OfflineDataRecord>();
  const queue = new OfflineQueue(queueStore);
  const records = new PendingRecords(recordStore, () => 7);
  const onDropped = vi.fn();
  const deps: CaptureDeps = { queue, records, userId: () => 7, now: () => T0, onDropped, ...patch };
  return { queue, records, queueStore, recordStore, onDropped, deps };
}

/** A request the app could not send, described as the offline fetch describes it. */
function capture(method: string, path: string, init: RequestInit, deps: CaptureDeps) {
  const request = new Request(`${API}${path}`, { method, ...init });
  return captureRequest(request, describeRequest(method, request.url), deps);
}

const json = { 'content-type': 'application/json' };

beforeEach(() => {
  pendingRecordsStore.setState({ records: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a change that could not reach the server (requirements §8)', () => {
  it('says the spec notices, word for word', () => {
    expect(MESSAGES.savedLocally('create')).toBe('Created locally, will sync when online');
    expect(MESSAGES.savedLocally('update')).toBe('Updated locally, will sync when online');
    expect(MESSAGES.savedLocally('delete')).toBe('Deleted locally, will sync when online');
    expect(MESSAGES.requestQueued).toBe('Request queued for sync when online');
    expect(QUEUED_HEADER).toBe('x-offline-queued');
  });

  it('a workout logged offline is queued with every spec field and answered as created locally', async () => {
    const { queue, deps } = setup();
    const response = await capture(
      'POST',
      '/v1/api/records/sportlink/member/workout_log?return=id',
      { body: JSON.stringify({ enrollment_id: 3, reps: 5 }), headers: { ...json, authorization: 'Bearer secret', cookie: 'sid=1', 'x-project': 'sportlink', accept: 'application/json' } },
      deps,
    );

    const [queued] = await queue.all();
    expect(queued).toEqual({
      id: expect.stringMatching(UUID),
      timestamp: T0,
      retryCount: 0,
      maxRetries: 3,
      endpoint: '/v1/api/records/sportlink/member/workout_log?return=id',
      method: 'POST',
      body: '{"enrollment_id":3,"reps":5}',
      headers: { 'content-type': 'application/json', 'idempotency-key': queued.metadata.idempotencyKey, 'x-project': 'sportlink' },
      table: 'workout_log',
      operation: 'create',
      priority: 'high',
      metadata: { userId: 7, idempotencyKey: expect.stringMatching(UUID), state: 'pending', optimisticId: expect.any(Number), recordId: undefined },
    });
    expect(queued.maxRetries).toBe(OFFLINE.maxRetries);
    expect(queued.metadata.optimisticId).toBeLessThan(0);
    expect(queued.metadata.idempotencyKey).not.toBe(queued.id);

    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get(QUEUED_HEADER)).toBe('1');
    expect(await response.json()).toEqual({ error: false, data: queued.metadata.optimisticId, queued: true, message: 'Created locally, will sync when online' });
  });

  it('never keeps the sign-in token or cookies with a queued change (the token of the moment is added when it is sent)', async () => {
    const { queue, deps } = setup();
    await capture('PUT', '/v1/api/records/sportlink/member/program/4', { body: '{"name":"x"}', headers: { ...json, Authorization: 'Bearer secret', Cookie: 'sid=1' } }, deps);
    const [queued] = await queue.all();
    expect(Object.keys(queued.headers).sort()).toEqual(['content-type', 'idempotency-key']);
    expect(JSON.stringify(queued)).not.toContain('secret');
    expect(JSON.stringify(queued)).not.toContain('sid=1');
  });

  it('keeps the Idempotency-Key the app already gave the change, so the server applies it once', async () => {
    const { queue, deps } = setup();
    await capture('POST', '/v1/api/records/sportlink/member/post', { body: '{"text":"hi"}', headers: { ...json, 'Idempotency-Key': 'the-apps-key' } }, deps);
    const [queued] = await queue.all();
    expect(queued.headers['idempotency-key']).toBe('the-apps-key');
    expect(queued.metadata.idempotencyKey).toBe('the-apps-key');
  });

  it('gives every change its own Idempotency-Key when the app gave none', async () => {
    const { queue, deps } = setup();
    await capture('POST', '/v1/api/records/sportlink/member/post', { body: '{"text":"a"}', headers: json }, deps);
    await capture('POST', '/v1/api/records/sportlink/member/post', { body: '{"text":"a"}', headers: json }, deps);
    const keys = (await queue.all()).map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    for (const r of await queue.all()) expect(r.headers['idempotency-key']).toBe(r.metadata.idempotencyKey);
  });

  it('shows a record created offline at once, under its temporary id', async () => {
    const { queue, recordStore, deps } = setup();
    await capture('POST', '/v1/api/records/sportlink/member/workout_log', { body: JSON.stringify({ reps: 5 }), headers: json }, deps);
    const [queued] = await queue.all();
    const expected: OfflineDataRecord = {
      id: expect.stringMatching(UUID) as unknown as string,
      table: 'workout_log',
      data: { reps: 5, id: queued.metadata.optimisticId },
      operation: 'create',
      synced: false,
      optimisticId: queued.metadata.optimisticId!,
      timestamp: T0,
      requestId: queued.id,
      userId: 7,
    };
    expect(pendingRecordsStore.getState().records).toEqual([expected]);
    expect([...recordStore.data.values()]).toEqual([expected]);
  });

  it('two records created offline get two different temporary ids', async () => {
    const { queue, deps } = setup();
    await capture('POST', '/v1/api/records/sportlink/member/workout_log', { body: '{}', headers: json }, deps);
    await capture('POST', '/v1/api/records/sportlink/member/workout_log', { body: '{}', headers: json }, deps);
    const ids = (await queue.all()).map((r) => r.metadata.optimisticId);
    expect(ids[0]).not.toBe(ids[1]);
    expect(pendingRecordsStore.getState().records.map((r) => r.data.id).sort()).toEqual(ids.sort());
  });

  it('an update made offline is shown merged and answered as updated locally', async () => {
    const { queue, deps } = setup();
    const response = await capture('PATCH', '/v1/api/records/sportlink/member/program/12', { body: JSON.stringify({ name: 'Strength block' }), headers: json }, deps);
    const [queued] = await queue.all();
    expect(queued).toMatchObject({ method: 'PATCH', operation: 'update', table: 'program', metadata: { recordId: 12, optimisticId: undefined } });
    expect(pendingRecordsStore.getState().records).toEqual([
      expect.objectContaining({ operation: 'update', data: { name: 'Strength block', id: 12 }, optimisticId: null, requestId: queued.id }),
    ]);
    expect(await response.json()).toEqual({ error: false, data: 12, queued: true, message: 'Updated locally, will sync when online' });
  });

  it('a delete made offline takes the record off the screen and is answered as deleted locally', async () => {
    const { queue, deps } = setup();
    const response = await capture('DELETE', '/v1/api/records/sportlink/member/comment/99', {}, deps);
    const [queued] = await queue.all();
    expect(queued).toMatchObject({ method: 'DELETE', body: null, operation: 'delete', priority: 'high', metadata: { recordId: 99 } });
    expect(pendingRecordsStore.getState().records).toEqual([expect.objectContaining({ operation: 'delete', data: { id: 99 } })]);
    expect(await response.json()).toEqual({ error: false, data: 99, queued: true, message: 'Deleted locally, will sync when online' });
  });

  it('a bulk change or a profile call is queued without showing a record, and answered as queued', async () => {
    const { queue, deps } = setup();
    const bulk = await capture('POST', '/v1/api/records/sportlink/member/notification/PUTWHERE', { body: '{"where":{"read":0},"set":{"read":1}}', headers: json }, deps);
    const profile = await capture('POST', '/v1/api/sportlink/member/lambda/profile', { body: '{"first_name":"Ana"}', headers: json }, deps);
    expect(await bulk.json()).toEqual({ error: false, data: null, queued: true, message: 'Request queued for sync when online' });
    expect(await profile.json()).toEqual({ error: false, data: null, queued: true, message: 'Request queued for sync when online' });
    expect(pendingRecordsStore.getState().records).toEqual([]);
    const queued = await queue.all();
    expect(queued.map((r) => [r.table, r.operation, r.priority])).toEqual([
      [null, 'custom', 'medium'],
      ['notification', 'custom', 'low'],
    ]);
  });

  it('a create whose body is not JSON is queued as it was sent and shown with its id only', async () => {
    const { queue, deps } = setup();
    await capture('POST', '/v1/api/records/sportlink/member/post', { body: 'not json', headers: { 'content-type': 'text/plain' } }, deps);
    const [queued] = await queue.all();
    expect(queued.body).toBe('not json');
    expect(pendingRecordsStore.getState().records[0].data).toEqual({ id: queued.metadata.optimisticId });
  });

  it('belongs to the signed-in user, or to nobody when signed out', async () => {
    const { queue, deps } = setup({ userId: () => null });
    await capture('POST', '/v1/api/records/sportlink/member/post', { body: '{}', headers: json }, deps);
    expect((await queue.all())[0].metadata.userId).toBeNull();
    expect(pendingRecordsStore.getState().records[0].userId).toBeNull();
  });

  it('takes the time from the clock when not given one', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0 + 123_456);
    const { queue, deps } = setup({ now: undefined });
    await capture('POST', '/v1/api/records/sportlink/member/post', { body: '{}', headers: json }, deps);
    expect((await queue.all())[0].timestamp).toBe(T0 + 123_456);
    expect(pendingRecordsStore.getState().records[0].timestamp).toBe(T0 + 123_456);
  });

  it('when the queue is full, the oldest low-priority change makes room: it leaves the screen and the app is told', async () => {
    const { queue, deps, onDropped } = setup();
    // 99 reactions (low), then one more with a record on screen: 100.
    for (let i = 0; i < 99; i++) await capture('POST', '/v1/api/records/sportlink/member/reaction', { body: `{"n":${i}}`, headers: json }, { ...deps, now: () => T0 + 1000 + i });
    await capture('POST', '/v1/api/records/sportlink/member/reaction', { body: '{"n":"oldest"}', headers: json }, { ...deps, now: () => T0 });
    const oldest = (await queue.all()).find((r) => r.timestamp === T0)!;
    expect(pendingRecordsStore.getState().records.some((r) => r.requestId === oldest.id)).toBe(true);
    expect(onDropped).not.toHaveBeenCalled();

    const response = await capture('POST', '/v1/api/records/sportlink/member/workout_log', { body: '{"reps":1}', headers: json }, { ...deps, now: () => T0 + 5000 });
    expect(response.status).toBe(202);
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(onDropped).toHaveBeenCalledWith(oldest);
    const after = await queue.all();
    expect(after).toHaveLength(100);
    expect(after.some((r) => r.id === oldest.id)).toBe(false);
    expect(pendingRecordsStore.getState().records.some((r) => r.requestId === oldest.id)).toBe(false);
    expect(pendingRecordsStore.getState().records).toHaveLength(100);
  });

  it("when the queue is full of changes that matter, the change fails with 'Request queue is full' and nothing is shown", async () => {
    const { queue, deps, onDropped } = setup();
    for (let i = 0; i < OFFLINE.queueMax; i++) await capture('POST', '/v1/api/records/sportlink/member/program', { body: '{}', headers: json }, deps);
    pendingRecordsStore.setState({ records: [] });
    const refused = capture('POST', '/v1/api/records/sportlink/member/post', { body: '{"text":"one too many"}', headers: json }, deps);
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toThrow('Request queue is full');
    expect(pendingRecordsStore.getState().records).toEqual([]);
    expect(await queue.all()).toHaveLength(100);
    expect(onDropped).not.toHaveBeenCalled();
  });

  it('keeps the queued change and its record in IndexedDB, so both survive a reload', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const deps: CaptureDeps = {
      queue: new OfflineQueue(idbStore<QueuedRequest>(OFFLINE_DATABASES.queue)),
      records: new PendingRecords(idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records), () => 7),
      userId: () => 7,
      now: () => T0,
    };
    await capture('POST', '/v1/api/records/sportlink/member/workout_log', { body: '{"reps":3}', headers: json }, deps);

    pendingRecordsStore.setState({ records: [] });
    const queue = new OfflineQueue(idbStore<QueuedRequest>(OFFLINE_DATABASES.queue));
    const records = new PendingRecords(idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records), () => 7);
    await records.load();
    const [queued] = await queue.of(7);
    expect(queued).toMatchObject({ body: '{"reps":3}', operation: 'create' });
    expect(pendingRecordsStore.getState().records).toEqual([expect.objectContaining({ requestId: queued.id, data: { reps: 3, id: queued.metadata.optimisticId } })]);
  });
});
