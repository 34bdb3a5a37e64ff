import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { captureRequest } from './capture';
import { PendingRecords, pendingRecordsStore } from './pending-records';
import { OfflineQueue } from './queue';
import { describeRequest } from './request-info';
import { createOfflineStatusStore } from './status-store';
import { idbStore, memoryStore, OFFLINE_DATABASES, type KeyValueStore } from './storage';
import { retryDelayMs, SyncEngine, type SyncEngineDeps, type SyncRun } from './sync-engine';
import type { OfflineDataRecord, QueuedRequest } from './types';

// Taken before the timers are faked: lets the promise chains of a run finish between two steps of the clock.
const realSetImmediate = globalThis.setImmediate;
const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => realSetImmediate(resolve));
};
/** Waits (on the real event loop, the fake clock standing still) until `done` holds. */
async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await done()) return;
    await flush();
  }
  throw new Error('gave up waiting');
}
/** Moves the fake clock on by `ms` (firing the timers due) and lets what they started finish. */
const tick = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
};

const API = 'https://api.sportlink.test';
const BASE = '/v1/api/records/sportlink/member';
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

const ok = (data: unknown = null) => new Response(JSON.stringify({ error: false, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
const networkError = () => {
  throw new TypeError('Failed to fetch');
};

type Answer = (request: QueuedRequest) => Response | Promise<Response>;

interface Setup {
  queueStore?: KeyValueStore<QueuedRequest>;
  recordStore?: KeyValueStore<OfflineDataRecord>;
  online?: boolean;
  slow?: boolean;
  deps?: Partial<SyncEngineDeps>;
}

function setup(options: Setup = {}) {
  const env = {
    user: 1 as number | null,
    browserOnline: true,
    respond: ((_r: QueuedRequest) => ok()) as Answer,
  };
  const queue = new OfflineQueue(options.queueStore ?? memoryStore<QueuedRequest>());
  const records = new PendingRecords(options.recordStore ?? memoryStore<OfflineDataRecord>(), () => env.user);
  const status = createOfflineStatusStore({ online: options.online ?? true, slowConnection: options.slow ?? false });
  /** What each attempt sent, as it was sent. */
  const sent: QueuedRequest[] = [];
  const send = vi.fn(async (request: QueuedRequest) => {
    sent.push(structuredClone(request));
    return env.respond(request);
  });
  const notify = vi.fn();
  const onApplied = vi.fn();
  const onRefused = vi.fn();
  const onRun = vi.fn();
  const onUnauthorized = vi.fn();
  const engine = new SyncEngine({
    queue,
    records,
    status,
    send,
    userId: () => env.user,
    notify,
    onApplied,
    onRefused,
    onRun,
    onUnauthorized,
    browserOnline: () => env.browserOnline,
    ...options.deps,
  });

  /** A change made without a connection, as the app queues it (src/offline/capture.ts). */
  const offline = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const request = new Request(`${API}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const response = await captureRequest(request, describeRequest(method, request.url), { queue, records, userId: () => env.user });
    const queued = (await queue.all()).find((r) => r.timestamp === Date.now() && !known.has(r.id))!;
    known.add(queued.id);
    vi.advanceTimersByTime(1); // the next change is made a millisecond later
    return { queued, response };
  };
  const known = new Set<string>();

  return { env, queue, records, status, send, sent, notify, onApplied, onRefused, onRun, onUnauthorized, engine, offline, state: () => status.getState() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  pendingRecordsStore.setState({ records: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sync settings (requirements §9)', () => {
  it('retries 3 times, 1 s apart doubling each time, and syncs every 30 s (60 s when slow) and 1 s after going online', () => {
    expect(OFFLINE.maxRetries).toBe(3);
    expect(OFFLINE.retryDelayMs).toBe(1000);
    expect(OFFLINE.syncIntervalMs).toBe(30_000);
    expect(OFFLINE.slowSyncIntervalMs).toBe(60_000);
    expect(OFFLINE.syncAfterOnlineMs).toBe(1000);
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3)]).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(0)).toBe(1000);
  });

  it('says the spec notices, word for word', () => {
    expect(MESSAGES.syncCompleteTitle).toBe('Sync Complete');
    expect(MESSAGES.syncCompleteBody(3)).toBe('3 changes synced successfully.');
    expect(MESSAGES.syncFailed).toBe('Sync Failed');
    expect(MESSAGES.httpError(503)).toBe('HTTP error! status: 503');
  });
});

describe('sending the queued changes', () => {
  it('sends them one at a time, high priority first, then medium, then low, oldest first within each', async () => {
    const s = setup();
    const like = await s.offline('POST', `${BASE}/reaction`, { post_id: 1 }); // low
    const enroll = await s.offline('POST', `${BASE}/enrollment`, { program_id: 2 }); // medium
    const log = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 }); // high
    const comment = await s.offline('POST', `${BASE}/comment`, { text: 'Nice' }); // high
    const read = await s.offline('POST', `${BASE}/notification/PUTWHERE`, { read: 1 }); // low
    let inFlight = 0;
    let most = 0;
    s.env.respond = async () => {
      most = Math.max(most, ++inFlight);
      await Promise.resolve();
      inFlight--;
      return ok();
    };

    await s.engine.sync();
    expect(s.sent.map((r) => r.id)).toEqual([log, comment, enroll, like, read].map((x) => x.queued.id));
    expect(most).toBe(1);
  });

  it('a change the server takes is settled: out of the queue, off the overlay, counted and announced as Sync Complete', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    await s.offline('PUT', `${BASE}/program/4`, { name: 'Block' });
    await s.engine.refreshStatus();
    expect(s.state().pendingCount).toBe(2);
    // requirements §3 "Offline queue stats" in the status store: in all and by priority (a log and a program: both high).
    expect(s.state().stats).toEqual({ total: 2, high: 2, medium: 0, low: 0 });
    expect(pendingRecordsStore.getState().records).toHaveLength(2);
    vi.setSystemTime(T0 + 60_000);

    const run = await s.engine.sync();
    expect(run).toEqual({ synced: 2, refused: 0, deferred: 0 });
    expect(await s.queue.all()).toEqual([]);
    expect(pendingRecordsStore.getState().records).toEqual([]);
    expect(s.state()).toMatchObject({ isSyncing: false, lastSyncTime: T0 + 60_000, pendingCount: 0, failedRequests: 0, syncErrors: [] });
    expect(s.notify).toHaveBeenCalledTimes(1);
    expect(s.notify).toHaveBeenCalledWith({ type: 'success', title: 'Sync Complete', message: '2 changes synced successfully.' });
    expect(s.onApplied).toHaveBeenCalledTimes(2);
    expect(s.onRun).toHaveBeenCalledWith({ synced: 2, refused: 0, deferred: 0 });
  });

  it('sends each change as it was made, with its Idempotency-Key', async () => {
    const s = setup();
    const { queued } = await s.offline('PATCH', `${BASE}/program/4?x=1`, { name: 'Block' }, { 'idempotency-key': 'key-from-the-app' });
    await s.engine.sync();
    expect(s.send).toHaveBeenCalledTimes(1);
    expect(s.sent[0]).toMatchObject({ id: queued.id, method: 'PATCH', endpoint: `${BASE}/program/4?x=1`, body: '{"name":"Block"}' });
    expect(s.sent[0].headers['idempotency-key']).toBe('key-from-the-app');
  });

  it('says it is syncing while it sends, and counts down the changes that wait', async () => {
    const s = setup();
    for (let i = 0; i < 3; i++) await s.offline('POST', `${BASE}/workout_log`, { reps: i });
    await s.engine.refreshStatus();
    const seen: { isSyncing: boolean; pendingCount: number }[] = [];
    s.env.respond = () => {
      const { isSyncing, pendingCount } = s.state();
      seen.push({ isSyncing, pendingCount });
      return ok();
    };
    expect(s.state().isSyncing).toBe(false);
    const running = s.engine.sync();
    expect(s.state().isSyncing).toBe(false); // not before it has looked at the queue
    await running;
    expect(seen).toEqual([
      { isSyncing: true, pendingCount: 3 },
      { isSyncing: true, pendingCount: 2 },
      { isSyncing: true, pendingCount: 1 },
    ]);
    expect(s.state()).toMatchObject({ isSyncing: false, pendingCount: 0, lastSyncTime: T0 + 3 });
  });

  it("sends only the signed-in user's changes, and counts only theirs", async () => {
    const s = setup();
    const mine = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    s.env.user = 2;
    const theirs = await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    s.env.user = 1;

    expect(await s.engine.sync()).toEqual({ synced: 1, refused: 0, deferred: 0 });
    expect(s.sent.map((r) => r.id)).toEqual([mine.queued.id]);
    expect(s.state().pendingCount).toBe(0);
    expect((await s.queue.all()).map((r) => r.id)).toEqual([theirs.queued.id]);

    s.env.user = 2;
    await s.engine.refreshStatus();
    expect(s.state().pendingCount).toBe(1);
    await s.engine.sync();
    expect(s.sent.map((r) => r.id)).toEqual([mine.queued.id, theirs.queued.id]);
  });

  it('sends nothing while offline', async () => {
    const s = setup({ online: false });
    await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    const states: boolean[] = [];
    s.status.subscribe((now) => states.push(now.isSyncing));
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 0 });
    expect(s.send).not.toHaveBeenCalled();
    expect(states).not.toContain(true);
    expect(await s.queue.all()).toHaveLength(1);
  });

  it('stops sending when the connection goes away in the middle of a sync', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    const second = await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    s.env.respond = () => {
      s.status.getState().setOnline(false);
      return ok();
    };
    expect(await s.engine.sync()).toEqual({ synced: 1, refused: 0, deferred: 0 });
    expect(s.send).toHaveBeenCalledTimes(1);
    expect((await s.queue.all()).map((r) => r.id)).toEqual([second.queued.id]);
    expect(s.state()).toMatchObject({ isSyncing: false, pendingCount: 1 });
  });

  it('with nothing to send, it only brings the counts up to date and announces nothing', async () => {
    const s = setup();
    s.state().report({ pendingCount: 5, failedRequests: 2, syncErrors: ['old', 'old'] });
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 0 });
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 0, syncErrors: [], isSyncing: false });
    expect(s.send).not.toHaveBeenCalled();
    expect(s.notify).not.toHaveBeenCalled();
    expect(s.onRun).not.toHaveBeenCalled();
  });
});

describe('a change the server refuses', () => {
  it('a change refused by the server is dropped, taken off the screen and explained', async () => {
    const s = setup();
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: -5 });
    expect(pendingRecordsStore.getState().records).toHaveLength(1);
    s.env.respond = () => answer(422, { error: true, message: 'Reps must be positive' }, { 'content-type': 'application/json' });

    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 1, deferred: 0 });
    expect(await s.queue.all()).toEqual([]);
    expect(pendingRecordsStore.getState().records).toEqual([]);
    expect(s.notify).toHaveBeenCalledTimes(1);
    expect(s.notify).toHaveBeenCalledWith({ type: 'error', title: 'Sync Failed', message: 'Reps must be positive' });
    expect(s.onRefused).toHaveBeenCalledWith(expect.objectContaining({ id: queued.id, metadata: expect.objectContaining({ lastError: 'Reps must be positive' }) }), 'Reps must be positive');
    expect(s.onRun).toHaveBeenCalledWith({ synced: 0, refused: 1, deferred: 0 });
    // A refusal is over and done with: it is not a sync error waiting for Retry Failed.
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 0, syncErrors: [], isSyncing: false });
  });

  it.each([400, 403, 404, 410, 422])('a %i answer is a refusal: trying again cannot help', async (status) => {
    const s = setup();
    await s.offline('DELETE', `${BASE}/comment/9`);
    s.env.respond = () => answer(status, { error: true, message: `refused ${status}` });
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 1, deferred: 0 });
    expect(await s.queue.all()).toEqual([]);
    await tick(60_000);
    expect(s.send).toHaveBeenCalledTimes(1);
  });

  it('a 409 without Retry-After (an Idempotency-Key reused for another change) is a refusal too', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/post`, { text: 'x' });
    s.env.respond = () => answer(409, { error: true, message: 'Idempotency-Key already used' });
    expect(await s.engine.sync()).toMatchObject({ refused: 1 });
    expect(s.notify).toHaveBeenCalledWith({ type: 'error', title: 'Sync Failed', message: 'Idempotency-Key already used' });
  });

  it("explains a refusal without a message of its own by its status: 'HTTP error! status: 404'", async () => {
    const s = setup();
    await s.offline('DELETE', `${BASE}/comment/9`);
    s.env.respond = () => answer(404, 'Not Found');
    await s.engine.sync();
    expect(s.notify).toHaveBeenCalledWith({ type: 'error', title: 'Sync Failed', message: 'HTTP error! status: 404' });
  });

  it('a refusal does not hold back the changes after it', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: -1 });
    const good = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    s.env.respond = (r) => (r.body === '{"reps":-1}' ? answer(400, { message: 'Bad reps' }) : ok(77));
    expect(await s.engine.sync()).toEqual({ synced: 1, refused: 1, deferred: 0 });
    expect(s.sent.map((r) => r.id)).toContain(good.queued.id);
    expect(s.notify.mock.calls.map(([n]) => n)).toEqual([
      { type: 'error', title: 'Sync Failed', message: 'Bad reps' },
      { type: 'success', title: 'Sync Complete', message: '1 change synced successfully.' },
    ]);
  });
});

describe('a change answered 401 (the session is over)', () => {
  it('stays queued as it was, the app is told to renew the session, and the changes after it wait', async () => {
    const s = setup();
    const first = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    const unauthorized = answer(401, { error: true, message: 'TOKEN_EXPIRED' });
    s.env.respond = () => unauthorized;

    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 2 });
    expect(s.send).toHaveBeenCalledTimes(1);
    expect(s.onUnauthorized).toHaveBeenCalledWith(unauthorized);
    const [stored] = await s.queue.all();
    expect(stored).toEqual(first.queued); // no retry counted, no error kept
    expect(pendingRecordsStore.getState().records).toHaveLength(2);
    expect(s.notify).not.toHaveBeenCalled();
    expect(s.state()).toMatchObject({ pendingCount: 2, failedRequests: 0 });
    expect(vi.getTimerCount()).toBe(0); // no retry: it waits for the next sync

    // Signed in again: the next sync sends both.
    s.env.respond = () => ok();
    expect(await s.engine.sync()).toEqual({ synced: 2, refused: 0, deferred: 0 });
  });
});

describe('a change that cannot be sent now', () => {
  it('is tried again after 1 s, 2 s and 4 s, then kept as a sync error until Retry Failed, with the same Idempotency-Key every time', async () => {
    const s = setup();
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    const start = Date.now();
    s.env.respond = networkError;

    await s.engine.sync();
    expect(s.send).toHaveBeenCalledTimes(1);
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 1, metadata: { state: 'pending', lastError: 'Failed to fetch', nextAttemptAt: start + 1000 } });
    expect(s.state()).toMatchObject({ pendingCount: 1, failedRequests: 0, isSyncing: false });
    expect(s.notify).not.toHaveBeenCalled();

    await tick(999);
    expect(s.send).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(s.send).toHaveBeenCalledTimes(2); // 1 s after the first attempt
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 2, metadata: { nextAttemptAt: start + 3000 } });

    await tick(1999);
    expect(s.send).toHaveBeenCalledTimes(2);
    await tick(1);
    expect(s.send).toHaveBeenCalledTimes(3); // 2 s later
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 3, metadata: { nextAttemptAt: start + 7000 } });

    await tick(3999);
    expect(s.send).toHaveBeenCalledTimes(3);
    await tick(1);
    expect(s.send).toHaveBeenCalledTimes(4); // 4 s later: the third retry, the last

    const [failed] = await s.queue.all();
    expect(failed).toMatchObject({ id: queued.id, retryCount: 4, metadata: { state: 'failed', lastError: 'Failed to fetch' } });
    expect(failed.metadata.nextAttemptAt).toBeUndefined();
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 1, syncErrors: ['Failed to fetch'], isSyncing: false, lastSyncTime: start + 7000 });
    expect(s.notify).toHaveBeenCalledTimes(1);
    expect(s.notify).toHaveBeenCalledWith({ type: 'error', title: 'Sync Failed', message: 'Failed to fetch' });
    // Still shown: it is not lost, it waits for Retry Failed.
    expect(pendingRecordsStore.getState().records).toHaveLength(1);

    await tick(10 * 60_000);
    expect(s.send).toHaveBeenCalledTimes(4);
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 0 });
    expect(s.send).toHaveBeenCalledTimes(4);

    expect(new Set(s.sent.map((r) => r.headers['idempotency-key']))).toEqual(new Set([queued.metadata.idempotencyKey]));
    expect(s.sent.map((r) => r.retryCount)).toEqual([0, 1, 2, 3]);
  });

  it('a server error (5xx) is retried the same way, keeping its message, and settles when the server takes it', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    s.env.respond = () => answer(503, { error: true, message: 'Database unavailable' });
    await s.engine.sync();
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 1, metadata: { lastError: 'Database unavailable' } });

    s.env.respond = () => answer(500, 'oops');
    await tick(1000);
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 2, metadata: { lastError: 'HTTP error! status: 500' } });

    s.env.respond = () => ok(10);
    await tick(2000);
    expect(s.send).toHaveBeenCalledTimes(3);
    expect(await s.queue.all()).toEqual([]);
    expect(pendingRecordsStore.getState().records).toEqual([]);
    expect(s.notify).toHaveBeenCalledWith({ type: 'success', title: 'Sync Complete', message: '1 change synced successfully.' });
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 0 });
  });

  it.each([408, 429])('a %i answer is retried after the delay, not refused', async (status) => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    s.env.respond = () => answer(status, { message: `status ${status}` });
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 1 });
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 1, metadata: { state: 'pending', lastError: `status ${status}` } });
    s.env.respond = () => ok();
    await tick(1000);
    expect(s.send).toHaveBeenCalledTimes(2);
    expect(await s.queue.all()).toEqual([]);
  });

  it('a 409 with Retry-After (the same change still running on the server) is tried again after the seconds the server asks', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    s.env.respond = () => answer(409, { error: true, message: 'Still running' }, { 'retry-after': '5' });
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 1 });
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 1, metadata: { state: 'pending', nextAttemptAt: T0 + 1 + 5000 } });
    expect(s.notify).not.toHaveBeenCalled();
    s.env.respond = () => ok();
    await tick(4999);
    expect(s.send).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(s.send).toHaveBeenCalledTimes(2);
    expect(await s.queue.all()).toEqual([]);
  });

  it('a failure while the browser is offline costs no retry', async () => {
    const s = setup();
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    s.env.respond = () => {
      s.env.browserOnline = false; // the connection went away while it was being sent
      throw new TypeError('Failed to fetch');
    };
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 1 });
    expect((await s.queue.all())[0]).toEqual(queued);
    expect(vi.getTimerCount()).toBe(0);
    expect(s.notify).not.toHaveBeenCalled();
    expect(s.state()).toMatchObject({ pendingCount: 1, failedRequests: 0 });
  });

  it('a change waiting out its retry delay holds back the ones after it, and Sync Now does not skip the wait', async () => {
    const s = setup();
    const first = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    const second = await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    s.env.respond = networkError;
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 2 });
    expect(s.send).toHaveBeenCalledTimes(1);

    s.env.respond = () => ok();
    await tick(500);
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 2 }); // Sync Now, 0.5 s into the 1 s wait
    expect(s.send).toHaveBeenCalledTimes(1);
    expect(s.state().lastSyncTime).toBe(Date.now());

    await tick(499);
    expect(s.send).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(s.sent.map((r) => r.id)).toEqual([first.queued.id, first.queued.id, second.queued.id]);
    expect(await s.queue.all()).toEqual([]);
  });

  it('Retry Failed sends the failed changes again, their retries counted from zero', async () => {
    const s = setup();
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    await s.queue.update({ ...queued, retryCount: 4, metadata: { ...queued.metadata, state: 'failed', lastError: 'Failed to fetch' } });
    await s.engine.refreshStatus();
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 1, syncErrors: ['Failed to fetch'] });

    // A sync leaves it alone...
    expect(await s.engine.sync()).toEqual({ synced: 0, refused: 0, deferred: 0 });
    expect(s.send).not.toHaveBeenCalled();

    // ...Retry Failed sends it.
    expect(await s.engine.retryFailed()).toEqual({ synced: 1, refused: 0, deferred: 0 });
    expect(s.sent[0]).toMatchObject({ id: queued.id, retryCount: 0, metadata: { state: 'pending' } });
    expect(s.sent[0].metadata.lastError).toBeUndefined();
    expect(s.sent[0].headers['idempotency-key']).toBe(queued.metadata.idempotencyKey);
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 0, syncErrors: [] });
    expect(s.notify).toHaveBeenCalledWith({ type: 'success', title: 'Sync Complete', message: '1 change synced successfully.' });
  });

  it('a change sent again by Retry Failed gets its three retries again', async () => {
    const s = setup();
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    await s.queue.update({ ...queued, retryCount: 4, metadata: { ...queued.metadata, state: 'failed', lastError: 'Failed to fetch' } });
    s.env.respond = networkError;
    await s.engine.retryFailed();
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 1, metadata: { state: 'pending', nextAttemptAt: Date.now() + 1000 } });
    expect(s.state()).toMatchObject({ pendingCount: 1, failedRequests: 0 });
    await tick(1000 + 2000 + 4000);
    expect(s.send).toHaveBeenCalledTimes(4);
    expect((await s.queue.all())[0]).toMatchObject({ retryCount: 4, metadata: { state: 'failed' } });
    expect(s.state()).toMatchObject({ pendingCount: 0, failedRequests: 1 });
  });

  it("Retry Failed leaves other users' failed changes alone", async () => {
    const s = setup();
    s.env.user = 2;
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    s.env.user = 1;
    const failed = { ...queued, retryCount: 4, metadata: { ...queued.metadata, state: 'failed' as const, lastError: 'x' } };
    await s.queue.update(failed);
    await s.engine.retryFailed();
    expect(s.send).not.toHaveBeenCalled();
    expect(await s.queue.all()).toEqual([failed]);
  });

  it("lists the sync errors by their messages, 'Sync Failed' for one without a message", async () => {
    const s = setup();
    const a = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    const b = await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    await s.offline('POST', `${BASE}/workout_log`, { reps: 3 });
    await s.queue.update({ ...a.queued, metadata: { ...a.queued.metadata, state: 'failed', lastError: 'HTTP error! status: 502' } });
    await s.queue.update({ ...b.queued, metadata: { ...b.queued.metadata, state: 'failed' } });
    await s.engine.refreshStatus();
    expect(s.state()).toMatchObject({ pendingCount: 1, failedRequests: 2, syncErrors: ['HTTP error! status: 502', 'Sync Failed'] });
  });
});

describe('changes too old to send (requirements §9: cleaned after 7 days)', () => {
  it('a change queued more than 7 days ago is cleaned away before the next sync sends anything: never sent, off the screen, not counted', async () => {
    const s = setup();
    const old = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    vi.setSystemTime(old.queued.timestamp + 3 * 24 * 60 * 60_000);
    const fresh = await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    expect(pendingRecordsStore.getState().records).toHaveLength(2);

    vi.setSystemTime(old.queued.timestamp + OFFLINE.staleAfterMs + 1);
    expect(await s.engine.sync()).toEqual({ synced: 1, refused: 0, deferred: 0 });
    expect(s.sent.map((r) => r.id)).toEqual([fresh.queued.id]);
    expect(await s.queue.all()).toEqual([]);
    expect(pendingRecordsStore.getState().records).toEqual([]);
    expect(s.state().pendingCount).toBe(0);
  });

  it('a change exactly 7 days old is still sent', async () => {
    const s = setup();
    const change = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    vi.setSystemTime(change.queued.timestamp + OFFLINE.staleAfterMs);
    expect(await s.engine.sync()).toEqual({ synced: 1, refused: 0, deferred: 0 });
    expect(s.sent.map((r) => r.id)).toEqual([change.queued.id]);
  });

  it('a sync error past its age goes too, so Retry Failed cannot send it', async () => {
    const s = setup();
    const change = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    await s.queue.update({ ...change.queued, retryCount: 4, metadata: { ...change.queued.metadata, state: 'failed', lastError: 'Failed to fetch' } });
    vi.setSystemTime(change.queued.timestamp + OFFLINE.staleAfterMs + 1);
    expect(await s.engine.retryFailed()).toEqual({ synced: 0, refused: 0, deferred: 0 });
    expect(s.send).not.toHaveBeenCalled();
    expect(await s.queue.all()).toEqual([]);
    expect([s.state().pendingCount, s.state().failedRequests]).toEqual([0, 0]);
  });

  it("cleans every user's old changes when asked (the page's start), and answers them", async () => {
    const s = setup();
    const mine = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    s.env.user = 2;
    const theirs = await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    const young = await s.offline('POST', `${BASE}/workout_log`, { reps: 3 });
    vi.setSystemTime(theirs.queued.timestamp + OFFLINE.staleAfterMs + 1);
    expect((await s.engine.cleanStale()).map((r) => r.id).sort()).toEqual([mine.queued.id, theirs.queued.id].sort());
    expect((await s.queue.all()).map((r) => r.id)).toEqual([young.queued.id]);
    expect(s.send).not.toHaveBeenCalled();
  });
});

describe('one sync at a time', () => {
  it('a sync asked for while one runs gets that run, and sends nothing twice', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    await s.offline('POST', `${BASE}/workout_log`, { reps: 2 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    s.env.respond = async () => {
      await gate;
      return ok();
    };

    const first = s.engine.sync();
    const second = s.engine.sync();
    expect(second).toBe(first);
    await flush();
    expect(s.engine.sync()).toBe(first);
    expect(s.send).toHaveBeenCalledTimes(1);
    release();
    expect(await first).toEqual({ synced: 2, refused: 0, deferred: 0 });
    expect(s.send).toHaveBeenCalledTimes(2);
    expect(s.notify).toHaveBeenCalledTimes(1);

    // Once it is over, the next sync is a new run.
    const third = s.engine.sync();
    expect(third).not.toBe(first);
    expect(await third).toEqual({ synced: 0, refused: 0, deferred: 0 });
  });

  it('a run that fails on the way still ends, saying it is no longer syncing', async () => {
    const queueStore = memoryStore<QueuedRequest>();
    const s = setup({ queueStore });
    await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    const boom = new Error('IndexedDB went away');
    vi.spyOn(queueStore, 'del').mockRejectedValueOnce(boom);
    await expect(s.engine.sync()).rejects.toBe(boom);
    expect(s.state().isSyncing).toBe(false);
    // ...and the next one runs.
    expect(await s.engine.sync()).toEqual({ synced: 1, refused: 0, deferred: 0 });
  });
});

describe('background sync (requirements §4, §9)', () => {
  function syncs(engine: SyncEngine) {
    const runs: Promise<SyncRun>[] = [];
    const original = engine.sync.bind(engine);
    const spy = vi.spyOn(engine, 'sync').mockImplementation(() => {
      const run = original();
      runs.push(run);
      return run;
    });
    return { spy, runs };
  }

  it('going online syncs after 1 s, then every 30 s', async () => {
    const s = setup({ online: false });
    const { spy } = syncs(s.engine);
    s.engine.start();
    expect(vi.getTimerCount()).toBe(0);
    await tick(120_000);
    expect(spy).not.toHaveBeenCalled();

    s.state().setOnline(true);
    await tick(999);
    expect(spy).toHaveBeenCalledTimes(0);
    await tick(1);
    expect(spy).toHaveBeenCalledTimes(1);
    await tick(30_000 - 1000 - 1);
    expect(spy).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(spy).toHaveBeenCalledTimes(2); // 30 s after going online
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(3);
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(4);
    s.engine.stop();
  });

  it('started while online, it syncs after 1 s', async () => {
    const s = setup();
    const { spy } = syncs(s.engine);
    s.engine.start();
    await tick(999);
    expect(spy).not.toHaveBeenCalled();
    await tick(1);
    expect(spy).toHaveBeenCalledTimes(1);
    s.engine.stop();
  });

  it('on a slow connection it syncs every 60 s instead of 30 s', async () => {
    const s = setup({ slow: true });
    const { spy } = syncs(s.engine);
    s.engine.start();
    await tick(1000);
    expect(spy).toHaveBeenCalledTimes(1); // the sync 1 s after going online
    await tick(59_000 - 1);
    expect(spy).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(spy).toHaveBeenCalledTimes(2);
    await tick(60_000);
    expect(spy).toHaveBeenCalledTimes(3);
    s.engine.stop();
  });

  it('a connection that turns slow is synced every 60 s from the next sync on', async () => {
    const s = setup();
    const { spy } = syncs(s.engine);
    s.engine.start();
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(2);
    s.state().report({ slowConnection: true });
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(3); // the one already set for 30 s
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(3);
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(4); // 60 s later
    s.engine.stop();
  });

  it('going offline stops background sync and any retry; coming back online syncs after 1 s', async () => {
    const s = setup();
    await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    s.env.respond = networkError;
    const { spy } = syncs(s.engine);
    s.engine.start();
    await tick(1000);
    expect(s.send).toHaveBeenCalledTimes(1); // failed: a retry is set for 1 s later

    s.state().setOnline(false);
    expect(vi.getTimerCount()).toBe(0);
    await tick(10 * 60_000);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(s.send).toHaveBeenCalledTimes(1);

    s.env.respond = () => ok();
    s.state().setOnline(true);
    await tick(999);
    expect(s.send).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(s.send).toHaveBeenCalledTimes(2);
    expect(await s.queue.all()).toEqual([]);
    expect(s.notify).toHaveBeenCalledWith({ type: 'success', title: 'Sync Complete', message: '1 change synced successfully.' });
    s.engine.stop();
  });

  it('a change made offline reaches the server 1 s after the connection returns', async () => {
    const s = setup({ online: false });
    s.engine.start();
    const { queued } = await s.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    await tick(60_000);
    expect(s.send).not.toHaveBeenCalled();
    s.state().setOnline(true);
    await tick(1000);
    expect(s.sent.map((r) => r.id)).toEqual([queued.id]);
    expect(s.state()).toMatchObject({ pendingCount: 0, isSyncing: false });
    s.engine.stop();
  });

  it('stops for good when stopped, and no longer follows the connection', async () => {
    const s = setup();
    const { spy } = syncs(s.engine);
    s.engine.start();
    s.engine.stop();
    expect(vi.getTimerCount()).toBe(0);
    s.state().setOnline(false);
    s.state().setOnline(true);
    expect(vi.getTimerCount()).toBe(0);
    await tick(120_000);
    expect(spy).not.toHaveBeenCalled();
  });

  it('starting it twice does not sync twice as often', async () => {
    const s = setup();
    const { spy } = syncs(s.engine);
    s.engine.start();
    s.engine.start();
    await tick(30_000);
    expect(spy).toHaveBeenCalledTimes(2);
    s.engine.stop();
  });

  it('uses the timers it is given: 1 s after going online, then 30 s', () => {
    const setTimer = vi.fn((_fn: () => void, ms: number) => ({ ms }));
    const clearTimer = vi.fn();
    const s = setup({ deps: { setTimer, clearTimer } });
    s.engine.start();
    expect(setTimer.mock.calls.map(([, ms]) => ms)).toEqual([1000, 30_000]);
    setTimer.mock.calls[1][0](); // the 30 s timer fires: it syncs and sets the next
    expect(setTimer.mock.calls.map(([, ms]) => ms)).toEqual([1000, 30_000, 30_000]);
    s.engine.stop();
    expect(clearTimer.mock.calls.map(([t]) => t)).toEqual([{ ms: 1000 }, { ms: 30_000 }]);
  });
});

describe('records created offline get their real id (requirements §8)', () => {
  it("a create's temporary id is replaced by the real one in the later changes' paths and bodies and on the screen", async () => {
    const s = setup();
    const log = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    const tempId = log.queued.metadata.optimisticId!;
    expect(tempId).toBeLessThan(0);
    const edit = await s.offline('PUT', `${BASE}/workout_log/${tempId}`, { id: tempId, reps: 8 });
    const child = await s.offline('POST', `${BASE}/workout_exercise`, { workout_log_id: tempId, sets: [{ log: tempId }] });
    const remove = await s.offline('DELETE', `${BASE}/workout_log/${tempId}?soft=1`);
    expect(edit.queued.metadata.recordId).toBe(tempId);

    const overlayAtSecondSend: OfflineDataRecord[][] = [];
    s.env.respond = (r) => {
      if (r.id === log.queued.id) return ok(501);
      if (r.id === edit.queued.id) overlayAtSecondSend.push(structuredClone(pendingRecordsStore.getState().records));
      if (r.id === child.queued.id) return ok(900);
      return ok();
    };
    expect(await s.engine.sync()).toEqual({ synced: 4, refused: 0, deferred: 0 });

    const [, sentEdit, sentChild, sentRemove] = s.sent;
    expect(sentEdit).toMatchObject({ id: edit.queued.id, endpoint: `${BASE}/workout_log/501`, metadata: { recordId: 501 } });
    expect(JSON.parse(sentEdit.body!)).toEqual({ id: 501, reps: 8 });
    expect(JSON.parse(sentChild.body!)).toEqual({ workout_log_id: 501, sets: [{ log: 501 }] });
    expect(sentRemove).toMatchObject({ endpoint: `${BASE}/workout_log/501?soft=1`, metadata: { recordId: 501 } });
    // The Idempotency-Keys do not change with the id.
    expect(sentEdit.headers['idempotency-key']).toBe(edit.queued.metadata.idempotencyKey);

    // On screen, between the two: the create has left the overlay, the later changes name the real id.
    const overlay = overlayAtSecondSend[0];
    expect(overlay.map((r) => r.requestId)).toEqual([edit.queued.id, child.queued.id, remove.queued.id]);
    expect(overlay.map((r) => r.data)).toEqual([
      { id: 501, reps: 8 },
      { workout_log_id: 501, sets: [{ log: 501 }], id: child.queued.metadata.optimisticId },
      { id: 501 },
    ]);
  });

  it('renames the id in the queue itself, so a change still waiting after the run is sent with the real id', async () => {
    const s = setup();
    const log = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    const tempId = log.queued.metadata.optimisticId!;
    const edit = await s.offline('PATCH', `${BASE}/workout_log/${tempId}`, { reps: 8 });
    s.env.respond = (r) => (r.id === log.queued.id ? ok(501) : networkError());
    await s.engine.sync();
    const [waiting] = await s.queue.all();
    expect(waiting).toMatchObject({ id: edit.queued.id, endpoint: `${BASE}/workout_log/501`, metadata: { recordId: 501, idempotencyKey: edit.queued.metadata.idempotencyKey } });
  });

  it('leaves alone an id that only looks like the temporary one, and a body that is not JSON', async () => {
    const s = setup();
    const log = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
    const tempId = log.queued.metadata.optimisticId!;
    const lookalike = await s.offline('PUT', `${BASE}/workout_log/${tempId}7`, { ref: Number(`${tempId}7`), note: String(tempId) });
    const raw = await s.offline('PUT', `${BASE}/workout_log/${tempId}`, undefined);
    await s.queue.update({ ...raw.queued, body: `reps=8&id=${tempId}` });
    s.env.respond = (r) => (r.id === log.queued.id ? ok(501) : networkError());
    await s.engine.sync();
    const after = await s.queue.all();
    const stillLookalike = after.find((r) => r.id === lookalike.queued.id)!;
    expect(stillLookalike.endpoint).toBe(`${BASE}/workout_log/${tempId}7`);
    expect(JSON.parse(stillLookalike.body!)).toEqual({ ref: Number(`${tempId}7`), note: String(tempId) });
    const stillRaw = after.find((r) => r.id === raw.queued.id)!;
    expect(stillRaw).toMatchObject({ endpoint: `${BASE}/workout_log/501`, body: `reps=8&id=${tempId}` });
  });

  // Priority first would send a high-priority change naming a record created offline at a lower priority (a
  // workout_exercise, high, naming a new exercise, medium) before that record exists; inSendOrder puts it after.
  it('a change naming a record created offline is sent after that record, whatever their priorities', async () => {
    const s = setup();
    const exercise = await s.offline('POST', `${BASE}/exercise`, { name: 'Nordic curl' }); // medium
    const tempId = exercise.queued.metadata.optimisticId!;
    const link = await s.offline('POST', `${BASE}/workout_exercise`, { workout_id: 3, exercise_id: tempId }); // high
    // The server refuses a reference to a record it does not have (a negative id is never one).
    s.env.respond = (r) => {
      if (r.id === exercise.queued.id) return ok(640);
      return JSON.parse(r.body!).exercise_id < 0 ? answer(422, { error: true, message: 'exercise_id: no such exercise' }) : ok(900);
    };
    expect(await s.engine.sync()).toEqual({ synced: 2, refused: 0, deferred: 0 });
    const sentLink = s.sent.find((r) => r.id === link.queued.id)!;
    expect(JSON.parse(sentLink.body!)).toEqual({ workout_id: 3, exercise_id: 640 });
  });

  it('changes nothing when the server answers a create without a usable id', async () => {
    for (const data of [null, 'abc', -3, 0]) {
      const s = setup();
      const log = await s.offline('POST', `${BASE}/workout_log`, { reps: 5 });
      const tempId = log.queued.metadata.optimisticId!;
      const edit = await s.offline('PUT', `${BASE}/workout_log/${tempId}`, { id: tempId });
      s.env.respond = (r) => (r.id === log.queued.id ? ok(data) : networkError());
      await s.engine.sync();
      expect((await s.queue.all())[0]).toMatchObject({ id: edit.queued.id, endpoint: `${BASE}/workout_log/${tempId}`, body: JSON.stringify({ id: tempId }) });
    }
  });
});

describe('on IndexedDB', () => {
  beforeEach(() => {
    vi.useRealTimers();
    // The fake IndexedDB runs its work on setImmediate: fake the clock and the timers only.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    vi.stubGlobal('indexedDB', new IDBFactory());
  });

  it('changes made before a reload are sent after it, once each, with their keys, and the queue is emptied', async () => {
    const before = setup({ queueStore: idbStore(OFFLINE_DATABASES.queue), recordStore: idbStore(OFFLINE_DATABASES.records), online: false });
    const a = await before.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    const b = await before.offline('POST', `${BASE}/workout_log`, { reps: 2 });

    // The page is loaded again: new stores on the same databases.
    pendingRecordsStore.setState({ records: [] });
    const after = setup({ queueStore: idbStore(OFFLINE_DATABASES.queue), recordStore: idbStore(OFFLINE_DATABASES.records) });
    await after.records.load();
    expect(pendingRecordsStore.getState().records).toHaveLength(2);
    await after.engine.refreshStatus();
    expect(after.state().pendingCount).toBe(2);

    expect(await after.engine.sync()).toEqual({ synced: 2, refused: 0, deferred: 0 });
    expect(after.sent.map((r) => [r.id, r.headers['idempotency-key']])).toEqual([
      [a.queued.id, a.queued.metadata.idempotencyKey],
      [b.queued.id, b.queued.metadata.idempotencyKey],
    ]);
    expect(await new OfflineQueue(idbStore<QueuedRequest>(OFFLINE_DATABASES.queue)).all()).toEqual([]);
    expect(await idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records).values()).toEqual([]);
    expect(pendingRecordsStore.getState().records).toEqual([]);
  });

  it('a retry count survives a reload: the retries go on where they stopped', async () => {
    const before = setup({ queueStore: idbStore(OFFLINE_DATABASES.queue), recordStore: idbStore(OFFLINE_DATABASES.records) });
    await before.offline('POST', `${BASE}/workout_log`, { reps: 1 });
    before.env.respond = networkError;
    await before.engine.sync();
    await vi.advanceTimersByTimeAsync(1000);
    await until(async () => (await before.queue.all())[0].retryCount === 2);
    before.engine.stop(); // the page goes away (its retry timer with it)

    const after = setup({ queueStore: idbStore(OFFLINE_DATABASES.queue), recordStore: idbStore(OFFLINE_DATABASES.records) });
    after.env.respond = networkError;
    vi.setSystemTime(Date.now() + 2000); // past the 2 s wait
    await after.engine.sync();
    const [stored] = await after.queue.all();
    expect(stored).toMatchObject({ retryCount: 3, metadata: { state: 'pending', nextAttemptAt: Date.now() + 4000 } });
    expect(after.send).toHaveBeenCalledTimes(1);
    after.engine.stop();
  });
});
