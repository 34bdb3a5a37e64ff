import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE, type OfflinePriority } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { bySyncOrder, inSendOrder, OfflineQueue, QueueFullError, temporaryIdsIn } from './queue';
import { idbStore, OFFLINE_DATABASES } from './storage';
import type { QueuedRequest } from './types';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

let seq = 0;
function request(patch: Partial<Omit<QueuedRequest, 'metadata'>> & { metadata?: Partial<QueuedRequest['metadata']> } = {}): QueuedRequest {
  seq++;
  const { metadata, ...rest } = patch;
  return {
    id: `req-${String(seq).padStart(4, '0')}`,
    timestamp: T0 + seq,
    retryCount: 0,
    maxRetries: OFFLINE.maxRetries,
    endpoint: '/v1/api/records/sportlink/member/workout_log',
    method: 'POST',
    body: '{"reps":5}',
    headers: { 'content-type': 'application/json', 'idempotency-key': `key-${seq}` },
    table: 'workout_log',
    operation: 'create',
    priority: 'high',
    ...rest,
    metadata: { userId: 1, idempotencyKey: `key-${seq}`, state: 'pending', ...metadata },
  };
}

const openQueue = (now?: () => number) => new OfflineQueue(idbStore<QueuedRequest>(OFFLINE_DATABASES.queue), now);

/** Fills the queue with `n` changes of `priority` (oldest first), straight into the database. */
async function fill(n: number, priority: OfflinePriority, from = T0 - 1000 * DAY) {
  const store = idbStore<QueuedRequest>(OFFLINE_DATABASES.queue);
  const made: QueuedRequest[] = [];
  for (let i = 0; i < n; i++) {
    const r = request({ priority, timestamp: from + i });
    made.push(r);
    await store.set(r.id, r);
  }
  return made;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  // Fake the clock and the timers, not setImmediate: the fake IndexedDB runs its work on it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the offline queue (requirements §3, §5, §9)', () => {
  it('has the spec limits: 100 changes at most, cleaned after 7 days, synced high, medium, low', () => {
    expect(OFFLINE.queueMax).toBe(100);
    expect(OFFLINE.staleAfterMs).toBe(604_800_000);
    expect(OFFLINE.staleAfterMs).toBe(7 * DAY);
    expect(OFFLINE.priorities).toEqual(['high', 'medium', 'low']);
    expect(OFFLINE.maxRetries).toBe(3);
    expect(MESSAGES.queueFull).toBe('Request queue is full');
  });

  it('keeps the queued changes in IndexedDB, so they survive a reload', async () => {
    const a = request();
    const b = request({ method: 'PUT', endpoint: '/v1/api/records/sportlink/member/program/3', operation: 'update', metadata: { recordId: 3 } });
    const before = openQueue();
    await before.add(a);
    await before.add(b);

    const afterReload = openQueue();
    expect(await afterReload.all()).toEqual([a, b]);
  });

  it('hands the changes back in sync order: high, then medium, then low, oldest first within each', async () => {
    const q = openQueue();
    const lowOld = request({ priority: 'low', timestamp: T0 - 5000 });
    const mediumNew = request({ priority: 'medium', timestamp: T0 + 50 });
    const highNew = request({ priority: 'high', timestamp: T0 + 60 });
    const mediumOld = request({ priority: 'medium', timestamp: T0 - 100 });
    const highOld = request({ priority: 'high', timestamp: T0 + 10 });
    const lowNew = request({ priority: 'low', timestamp: T0 + 70 });
    for (const r of [lowOld, mediumNew, highNew, mediumOld, highOld, lowNew]) await q.add(r);
    expect((await q.all()).map((r) => r.id)).toEqual([highOld, highNew, mediumOld, mediumNew, lowOld, lowNew].map((r) => r.id));
  });

  it('orders two changes made in the same millisecond by their id, the same way every time', () => {
    const a = request({ id: 'aaa', timestamp: T0 });
    const b = request({ id: 'bbb', timestamp: T0 });
    expect(bySyncOrder(a, b)).toBeLessThan(0);
    expect(bySyncOrder(b, a)).toBeGreaterThan(0);
    expect(bySyncOrder(a, a)).toBe(0);
    expect(bySyncOrder(request({ priority: 'low', timestamp: T0 - 1 }), request({ priority: 'medium', timestamp: T0 + 1 }))).toBeGreaterThan(0);
  });

  it("shows each user only their own changes (a shared browser keeps everyone's)", async () => {
    const q = openQueue();
    const mine = request({ metadata: { userId: 1 } });
    const theirs = request({ metadata: { userId: 2 } });
    const signedOut = request({ metadata: { userId: null } });
    for (const r of [mine, theirs, signedOut]) await q.add(r);
    expect((await q.of(1)).map((r) => r.id)).toEqual([mine.id]);
    expect((await q.of(2)).map((r) => r.id)).toEqual([theirs.id]);
    expect((await q.of(null)).map((r) => r.id)).toEqual([signedOut.id]);
    expect(await q.all()).toHaveLength(3);
  });

  it('counts the waiting changes of a user by priority, leaving out the failed ones', async () => {
    const q = openQueue();
    await q.add(request({ priority: 'high' }));
    await q.add(request({ priority: 'high' }));
    await q.add(request({ priority: 'medium' }));
    await q.add(request({ priority: 'low' }));
    await q.add(request({ priority: 'low', metadata: { state: 'failed', lastError: 'Failed to fetch' } }));
    await q.add(request({ priority: 'high', metadata: { userId: 2 } }));
    expect(await q.stats(1)).toEqual({ total: 4, high: 2, medium: 1, low: 1 });
    expect(await q.stats(2)).toEqual({ total: 1, high: 1, medium: 0, low: 0 });
    expect(await q.stats(3)).toEqual({ total: 0, high: 0, medium: 0, low: 0 });
  });

  it('reads one queued change by its id, from any page on the same database', async () => {
    const r = request({ metadata: { userId: 2 } });
    await openQueue().add(r);
    expect(await openQueue().get(r.id)).toEqual(r);
    expect(await openQueue().get('no-such-change')).toBeUndefined();
  });

  it('updates a queued change in place and removes one for good', async () => {
    const q = openQueue();
    const r = request();
    const other = request();
    await q.add(r);
    await q.add(other);
    await q.update({ ...r, retryCount: 2, metadata: { ...r.metadata, lastError: 'HTTP error! status: 503', nextAttemptAt: T0 + 2000 } });
    expect((await openQueue().all())[0]).toMatchObject({ id: r.id, retryCount: 2, metadata: { lastError: 'HTTP error! status: 503', nextAttemptAt: T0 + 2000 } });

    await q.remove(r.id);
    expect((await openQueue().all()).map((x) => x.id)).toEqual([other.id]);
  });

  it('takes a 100th change when 99 wait', async () => {
    await fill(99, 'high');
    const q = openQueue();
    const r = request({ priority: 'high' });
    await expect(q.add(r)).resolves.toEqual({ dropped: null });
    expect(await q.all()).toHaveLength(100);
  });

  it('when full, the oldest low-priority change makes room for a new one, and the app is told which', async () => {
    const highs = await fill(60, 'high', T0 - 10 * 60_000);
    const lows = await fill(40, 'low', T0 - 5 * 60_000);
    // Older than every low one, but high: it stays.
    expect(highs[0].timestamp).toBeLessThan(lows[0].timestamp);

    const q = openQueue();
    const r = request({ priority: 'medium' });
    const { dropped } = await q.add(r);
    expect(dropped).toEqual(lows[0]);

    const after = await openQueue().all();
    expect(after).toHaveLength(100);
    expect(after.map((x) => x.id)).toContain(r.id);
    expect(after.map((x) => x.id)).not.toContain(lows[0].id);
    expect(after.map((x) => x.id)).toContain(lows[1].id);
    expect(after.map((x) => x.id)).toContain(highs[0].id);
  });

  it("when full of changes that matter, refuses a new one with 'Request queue is full' and keeps the ones it has", async () => {
    await fill(50, 'high');
    await fill(50, 'medium');
    const q = openQueue();
    const r = request({ priority: 'low' });
    const error = await q.add(r).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueueFullError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Request queue is full');
    expect((error as Error).name).toBe('QueueFullError');
    const after = await q.all();
    expect(after).toHaveLength(100);
    expect(after.map((x) => x.id)).not.toContain(r.id);

    // The refusal does not jam the queue: a removal makes room and the next change is taken.
    await q.remove(after[0].id);
    await expect(q.add(r)).resolves.toEqual({ dropped: null });
    expect(await q.all()).toHaveLength(100);
  });

  it('counts every user of this browser towards the 100', async () => {
    const store = idbStore<QueuedRequest>(OFFLINE_DATABASES.queue);
    for (let i = 0; i < 100; i++) {
      const r = request({ priority: 'high', metadata: { userId: 2 } });
      await store.set(r.id, r);
    }
    await expect(openQueue().add(request({ metadata: { userId: 1 } }))).rejects.toThrow('Request queue is full');
  });

  it('adds one change at a time, so two changes made at once cannot overfill it', async () => {
    await fill(99, 'high');
    const q = openQueue();
    const first = request({ priority: 'high' });
    const second = request({ priority: 'high' });
    const results = await Promise.allSettled([q.add(first), q.add(second)]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: { dropped: null } });
    expect(results[1].status).toBe('rejected');
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(QueueFullError);
    const ids = (await q.all()).map((x) => x.id);
    expect(ids).toHaveLength(100);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
  });

  it('cleans away the changes queued more than 7 days ago, and answers them', async () => {
    const q = openQueue();
    const exactlySevenDays = request({ timestamp: T0 - 7 * DAY });
    const justOver = request({ timestamp: T0 - 7 * DAY - 1 });
    const old = request({ timestamp: T0 - 30 * DAY, metadata: { userId: 2, state: 'failed' } });
    const today = request({ timestamp: T0 - 60_000 });
    for (const r of [exactlySevenDays, justOver, old, today]) await q.add(r);

    const cleaned = await q.cleanStale();
    expect(cleaned.map((r) => r.id).sort()).toEqual([justOver.id, old.id].sort());
    expect((await openQueue().all()).map((r) => r.id)).toEqual([exactlySevenDays.id, today.id]);
  });

  it('reads the clock when cleaning, so a change becomes stale as days pass', async () => {
    const q = openQueue();
    const r = request({ timestamp: T0 });
    await q.add(r);
    vi.advanceTimersByTime(OFFLINE.staleAfterMs);
    expect(await q.cleanStale()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(await q.cleanStale()).toEqual([r]);
    expect(await q.all()).toEqual([]);
  });

  it('takes its clock from the caller when given one', async () => {
    let now = T0;
    const q = openQueue(() => now);
    await q.add(request({ timestamp: T0 - DAY }));
    expect(await q.cleanStale()).toEqual([]);
    now = T0 + 7 * DAY;
    expect(await q.cleanStale()).toHaveLength(1);
  });
});

describe('the order changes are sent in', () => {
  const q = (id: string, priority: 'high' | 'medium' | 'low', timestamp: number, extra: Partial<QueuedRequest> = {}): QueuedRequest => ({
    id,
    timestamp,
    retryCount: 0,
    maxRetries: 3,
    endpoint: '/v1/api/records/sportlink/trainer/x',
    method: 'POST',
    body: null,
    headers: {},
    table: 'x',
    operation: 'custom',
    priority,
    ...extra,
    metadata: { userId: 1, idempotencyKey: id, state: 'pending', ...extra.metadata },
  });

  it('is priority then age, except that a change naming a record created offline comes after its create', () => {
    const exercise = q('create-exercise', 'medium', 1, { operation: 'create', metadata: { userId: 1, idempotencyKey: 'a', state: 'pending', optimisticId: -500 } });
    const uses = q('add-to-workout', 'high', 2, { body: JSON.stringify({ workout_id: 3, exercise_id: -500 }) });
    const renames = q('rename', 'high', 3, { method: 'PUT', endpoint: '/v1/api/records/sportlink/trainer/exercise/-500', operation: 'update' });
    const other = q('other', 'high', 4);
    const late = q('late', 'low', 0);
    expect(inSendOrder([late, renames, uses, exercise, other]).map((r) => r.id)).toEqual(['other', 'create-exercise', 'add-to-workout', 'rename', 'late']);
    expect([...temporaryIdsIn(uses)]).toEqual([-500]);
    expect([...temporaryIdsIn(renames)]).toEqual([-500]);
  });

  it('leaves the sync order alone when nothing names a record created offline', () => {
    const list = [q('b', 'low', 1), q('a', 'high', 2), q('c', 'medium', 0)];
    expect(inSendOrder(list).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
});
