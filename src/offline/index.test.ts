import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import type { StoredCache } from './read-cache';
import { idbStore, OFFLINE_DATABASES } from './storage';
import { fakeBrowserPage, until, type FakeBrowserPage } from './test-page';
import type { OfflineDataRecord, QueuedRequest } from './types';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const BASE = '/v1/api/records/sportlink/member';

let browser: FakeBrowserPage;
/** The changes the page sent to the server ("METHOD /path"); the pings are not listed. */
let sent: string[];

const stores = () => ({
  queue: idbStore<QueuedRequest>(OFFLINE_DATABASES.queue),
  records: idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records),
  cache: idbStore<StoredCache>(OFFLINE_DATABASES.cache),
});

/** A change queued by an earlier page, with what it shows on screen. */
async function queuedEarlier(id: string, timestamp: number, userId: number) {
  const request: QueuedRequest = {
    id,
    timestamp,
    retryCount: 0,
    maxRetries: OFFLINE.maxRetries,
    endpoint: `${BASE}/workout_log`,
    method: 'POST',
    body: JSON.stringify({ reps: 5, note: id }),
    headers: { 'content-type': 'application/json', 'idempotency-key': `key-${id}` },
    table: 'workout_log',
    operation: 'create',
    priority: 'high',
    metadata: { userId, idempotencyKey: `key-${id}`, state: 'pending', optimisticId: -1 - Number(timestamp % 1000) },
  };
  const record: OfflineDataRecord = {
    id: `record-${id}`,
    table: 'workout_log',
    data: { reps: 5, note: id, id: request.metadata.optimisticId },
    operation: 'create',
    synced: false,
    optimisticId: request.metadata.optimisticId!,
    timestamp,
    requestId: id,
    userId,
  };
  await stores().queue.set(id, request);
  await stores().records.set(record.id, record);
}

/** The modules of a fresh page load, signed in as `user` (the offline layer starts once per page). */
async function page(user: number | null = 7) {
  const [offline, { sessionStore }, { queryClient }, { toastStore }, { offlineStatusStore }, { pendingRecordsStore }] = await Promise.all([
    import('./index'),
    import('../session/store'),
    import('../api/query-client'),
    import('../ui/toasts'),
    import('./status-store'),
    import('./pending-records'),
  ]);
  sessionStore.setState({ user });
  return {
    ...offline,
    sessionStore,
    queryClient,
    status: () => offlineStatusStore.getState(),
    toasts: () => toastStore.getState().toasts.map(({ type, title, message }) => ({ type, title, message })),
    shown: () => pendingRecordsStore.getState().records.map((r) => r.requestId),
  };
}

/** A query a screen shows, answered `updatedAgoMs` ago; `fetches` counts the times it is asked again. */
function shownQuery(p: Awaited<ReturnType<typeof page>>, key: string, updatedAgoMs: number) {
  const queryFn = vi.fn(async () => `${key} again`);
  p.queryClient.setQueryData([key], key, { updatedAt: Date.now() - updatedAgoMs });
  // No refetch of its own: what asks again is the background refetch.
  const observer = new QueryObserver(p.queryClient, { queryKey: [key], queryFn, staleTime: Infinity, refetchOnMount: false });
  observer.subscribe(() => undefined);
  return queryFn;
}

beforeEach(() => {
  vi.resetModules();
  // The fake IndexedDB runs its work on setImmediate: fake the clock and the timers only.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  browser = fakeBrowserPage();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input.url;
      if (url.endsWith('/v1/api/status')) return new Response('{}', { status: 200 });
      sent.push(`${init?.method ?? (input as Request).method} ${url}`);
      return new Response(JSON.stringify({ error: false, data: 901 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('starting the offline layer', () => {
  it('starts once per page, however often it is asked', async () => {
    const p = await page();
    const first = p.startOffline();
    expect(p.startOffline()).toBe(first);
    const layer = await first;
    expect(await p.startOffline()).toBe(layer);
  });

  it('cleans away the changes queued more than 7 days ago, and what they showed on screen, and counts what is left', async () => {
    browser.setOnline(false);
    await queuedEarlier('stale', T0 - OFFLINE.staleAfterMs - 1, 7);
    await queuedEarlier('fresh', T0 - HOUR, 7);
    const p = await page();
    await p.startOffline();

    expect((await stores().queue.values()).map((r) => r.id)).toEqual(['fresh']);
    expect((await stores().records.values()).map((r) => r.requestId)).toEqual(['fresh']);
    expect(p.shown()).toEqual(['fresh']);
    expect(p.status().pendingCount).toBe(1);
  });

  it('keeps cleaning while the page stays open: a change that turns 7 days old offline is dropped when the connection returns, never sent', async () => {
    browser.setOnline(false);
    await queuedEarlier('waiting', T0 - HOUR, 7);
    const p = await page();
    await p.startOffline();
    expect(p.status()).toMatchObject({ online: false, pendingCount: 1 });

    vi.setSystemTime(T0 + 7 * DAY); // the tab stays open, offline, for a week
    browser.setOnline(true);
    await vi.advanceTimersByTimeAsync(OFFLINE.syncAfterOnlineMs);
    await until(async () => (await stores().queue.values()).length === 0);
    await until(() => p.status().pendingCount === 0 && !p.status().isSyncing);

    expect(sent).toEqual([]);
    expect(p.shown()).toEqual([]);
  });

  it('sends a change younger than 7 days when the connection returns', async () => {
    browser.setOnline(false);
    await queuedEarlier('waiting', T0 - HOUR, 7);
    const p = await page();
    await p.startOffline();

    vi.setSystemTime(T0 + 6 * DAY);
    browser.setOnline(true);
    await vi.advanceTimersByTimeAsync(OFFLINE.syncAfterOnlineMs);
    await until(() => sent.length === 1);
    expect(sent).toEqual([`POST ${BASE}/workout_log`]);
  });
});

describe('the background refetch (requirements §9: online stale 5 min, background refetch 30 s)', () => {
  it('every 30 s, asks again what the screens show and is older than 5 min, and leaves the younger answers alone', async () => {
    const p = await page();
    await p.startOffline();
    const old = shownQuery(p, 'old', OFFLINE.onlineStaleMs + 1);
    const young = shownQuery(p, 'young', OFFLINE.onlineStaleMs - 60_000);

    await vi.advanceTimersByTimeAsync(OFFLINE.backgroundRefetchMs - 1);
    expect(old).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(old).toHaveBeenCalledTimes(1);
    expect(young).not.toHaveBeenCalled();

    // 30 s later the young answer is still under 5 min old; a minute and a half later it is not.
    await vi.advanceTimersByTimeAsync(OFFLINE.backgroundRefetchMs);
    expect(young).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * OFFLINE.backgroundRefetchMs);
    expect(young).toHaveBeenCalledTimes(1);
    expect(old).toHaveBeenCalledTimes(1); // asked again 2 min ago: fresh
  });

  it('does not ask again what no screen shows', async () => {
    const p = await page();
    await p.startOffline();
    const queryFn = vi.fn(async () => 'again');
    p.queryClient.setQueryData(['unseen'], 'x', { updatedAt: Date.now() - HOUR });
    p.queryClient.getQueryCache().find({ queryKey: ['unseen'] })!.setOptions({ queryKey: ['unseen'], queryFn });
    await vi.advanceTimersByTimeAsync(OFFLINE.backgroundRefetchMs);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('asks nothing while offline, nor while the page is hidden', async () => {
    const p = await page();
    await p.startOffline();
    const old = shownQuery(p, 'old', HOUR);

    browser.setOnline(false);
    await vi.advanceTimersByTimeAsync(2 * OFFLINE.backgroundRefetchMs);
    expect(old).not.toHaveBeenCalled();
    expect(p.queryClient.getQueryState(['old'])?.fetchStatus).toBe('idle'); // not even asked, to wait for the connection

    browser.setOnline(true);
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    await vi.advanceTimersByTimeAsync(2 * OFFLINE.backgroundRefetchMs);
    expect(old).not.toHaveBeenCalled();

    vi.stubGlobal('document', { visibilityState: 'visible' });
    await vi.advanceTimersByTimeAsync(OFFLINE.backgroundRefetchMs);
    expect(old).toHaveBeenCalledTimes(1);
  });
});

describe("where IndexedDB cannot be used: 'Offline Service Error', and the queue in memory", () => {
  it('says so once where the browser has no IndexedDB, and still queues a change for this page', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const p = await page();
    const layer = await p.startOffline();
    expect(p.toasts()).toEqual([{ type: 'error', title: MESSAGES.offlineServiceError, message: 'This browser keeps no offline data (IndexedDB is not available)' }]);

    browser.setOnline(false);
    const { describeRequest } = await import('./request-info');
    const request = new Request(`https://api.sportlink.test${BASE}/workout_log`, { method: 'POST', body: '{"reps":5}', headers: { 'idempotency-key': 'k1' } });
    const response = await p.capture(request, describeRequest('POST', request.url));
    expect(response.status).toBe(202);
    expect((await (await layer.changes()).queue.all()).map((r) => r.metadata.idempotencyKey)).toEqual(['k1']);
    expect(p.status().pendingCount).toBe(1);
    expect(p.toasts().filter((t) => t.title === MESSAGES.offlineServiceError)).toHaveLength(1);
  });

  it('says so, with the reason, where IndexedDB refuses to open (a private window)', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    });
    const p = await page();
    await p.startOffline();
    expect(p.toasts()).toEqual([
      { type: 'error', title: MESSAGES.offlineServiceError, message: 'A mutation operation was attempted on a database that did not allow mutations.' },
    ]);
  });

  it('says nothing where IndexedDB works', async () => {
    const p = await page();
    await p.startOffline();
    expect(p.toasts()).toEqual([]);
  });
});

describe('the cached reads follow the signed-in user', () => {
  async function readOnFirstPage(user: number) {
    const first = await page(user);
    await first.startOffline();
    first.queryClient.setQueryData(['program', 1], { name: 'Strength' });
    await vi.advanceTimersByTimeAsync(1000); // the stored copy is written at most once a second
    await until(async () => (await stores().cache.get('queries')) !== undefined);
    // The page is loaded again (clearing the fake timers also sets the fake clock back: put it where it was).
    const now = Date.now();
    vi.clearAllTimers();
    vi.setSystemTime(now);
    vi.resetModules();
  }

  it('what a user read is stored under them, and shown on their next page load', async () => {
    await readOnFirstPage(7);
    expect((await stores().cache.get('queries'))!.userId).toBe(7);

    const next = await page(7);
    await next.startOffline();
    expect(next.queryClient.getQueryData(['program', 1])).toEqual({ name: 'Strength' });
  });

  it("another user's next page load shows none of it, and the stored copy is thrown away", async () => {
    await readOnFirstPage(7);

    const next = await page(8);
    await next.startOffline();
    expect(next.queryClient.getQueryData(['program', 1])).toBeUndefined();
    expect(await stores().cache.get('queries')).toBeUndefined();
  });

  it("when the user changes, the stored reads are forgotten and the new user's own offline changes are shown and sent", async () => {
    await queuedEarlier('theirs', T0 - HOUR, 8);
    const p = await page(7);
    await p.startOffline();
    p.queryClient.setQueryData(['program', 1], { name: 'Strength' });
    await vi.advanceTimersByTimeAsync(1000);
    await until(async () => (await stores().cache.get('queries')) !== undefined);
    expect(p.shown()).toEqual([]);

    p.sessionStore.setState({ user: 8 });
    await until(async () => (await stores().cache.get('queries')) === undefined);
    await until(() => sent.length === 1);
    expect(sent).toEqual([`POST ${BASE}/workout_log`]);
  });

  it("shows the new user's offline changes while offline, and sends none of them until online", async () => {
    await queuedEarlier('theirs', T0 - HOUR, 8);
    browser.setOnline(false);
    const p = await page(7);
    await p.startOffline();
    expect([p.shown(), p.status().pendingCount]).toEqual([[], 0]);

    p.sessionStore.setState({ user: 8 });
    await until(() => p.shown().length === 1 && p.status().pendingCount === 1);
    expect(p.shown()).toEqual(['theirs']);
    expect(sent).toEqual([]);
  });

  it("another account signing in after a session ended without a sign-out sees none of the previous account's answers, in memory or stored", async () => {
    const p = await page(7);
    await p.startOffline();
    p.queryClient.setQueryData(['program', 1], { name: 'Strength' });
    p.sessionStore.setState({ user: null });
    p.sessionStore.setState({ user: 8 });
    expect(p.queryClient.getQueryData(['program', 1])).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    const stored = await stores().cache.get('queries');
    expect(stored?.state.queries.map((q) => q.queryKey) ?? []).not.toContainEqual(['program', 1]);
  });

  it('sign-out forgets the stored reads', async () => {
    const p = await page(7);
    await p.startOffline();
    p.queryClient.setQueryData(['program', 1], { name: 'Strength' });
    await vi.advanceTimersByTimeAsync(1000);
    await until(async () => (await stores().cache.get('queries')) !== undefined);
    await p.forgetCachedReads();
    expect(await stores().cache.get('queries')).toBeUndefined();
  });
});
