import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE } from '../config/constants';
import { clearReadCache, mergeForStore, persistReadCache, READ_CACHE_VERSION, restoreReadCache, type StoredCache } from './read-cache';
import { memoryStore } from './storage';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

const clients: QueryClient[] = [];
function client() {
  const c = new QueryClient();
  clients.push(c);
  return c;
}

/** What a page stored for `userId`: the answers of `seed`, as persistReadCache would store them. */
function stored(userId: number | null, seed: (c: QueryClient) => void, now = T0): StoredCache {
  const c = client();
  seed(c);
  return mergeForStore(c, undefined, userId, now);
}

const stop: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  for (const s of stop.splice(0)) s();
  for (const c of clients.splice(0)) c.clear();
  vi.useRealTimers();
});

describe('the cached reads settings (requirements §9)', () => {
  it('keeps answers 24 h, refreshes shown ones older than 5 min, and stores at most 50 MB', () => {
    expect(OFFLINE.cacheMaxAgeMs).toBe(86_400_000);
    expect(OFFLINE.cacheMaxAgeMs).toBe(24 * HOUR);
    expect(OFFLINE.onlineStaleMs).toBe(300_000);
    expect(OFFLINE.onlineStaleMs).toBe(5 * MIN);
    expect(OFFLINE.storageQuotaMb).toBe(50);
    expect(OFFLINE.backgroundRefetchMs).toBe(30_000);
    expect(READ_CACHE_VERSION).toBe(1);
  });
});

describe('keeping the answers read (persistReadCache)', () => {
  it('stores what was read, for this user, at most once a second', async () => {
    const store = memoryStore<StoredCache>();
    const set = vi.spyOn(store, 'set');
    const c = client();
    stop.push(persistReadCache(c, store, () => 7));

    c.setQueryData(['programs'], [{ id: 1, name: 'Strength' }]);
    c.setQueryData(['program', 1], { id: 1, name: 'Strength' });
    await vi.advanceTimersByTimeAsync(500);
    c.setQueryData(['programs'], [{ id: 1, name: 'Strength' }, { id: 2, name: 'Mobility' }]);
    await vi.advanceTimersByTimeAsync(499);
    expect(set).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(set).toHaveBeenCalledTimes(1);

    const saved = store.data.get('queries')!;
    expect(saved).toMatchObject({ version: 1, userId: 7, savedAt: T0 + 1000 });
    expect(Object.fromEntries(saved.state.queries.map((q) => [q.queryHash, q.state.data]))).toEqual({
      '["programs"]': [{ id: 1, name: 'Strength' }, { id: 2, name: 'Mobility' }],
      '["program",1]': { id: 1, name: 'Strength' },
    });

    // Quiet: nothing more is written.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(set).toHaveBeenCalledTimes(1);
    c.setQueryData(['program', 2], { id: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(set).toHaveBeenCalledTimes(2);
  });

  it('writes as often as it is told to', async () => {
    const store = memoryStore<StoredCache>();
    const set = vi.spyOn(store, 'set');
    const c = client();
    stop.push(persistReadCache(c, store, () => 7, { throttleMs: 200 }));
    c.setQueryData(['a'], 1);
    await vi.advanceTimersByTimeAsync(199);
    expect(set).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('keeps in the browser what memory let go, for 24 h', async () => {
    const store = memoryStore<StoredCache>();
    const c = client();
    stop.push(persistReadCache(c, store, () => 7));
    c.setQueryData(['program', 1], { id: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    c.removeQueries({ queryKey: ['program', 1] });
    c.setQueryData(['program', 2], { id: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.data.get('queries')!.state.queries.map((q) => q.queryHash).sort()).toEqual(['["program",1]', '["program",2]']);
  });

  it('never stores the queries marked persist: false, nor failed or unfinished ones', async () => {
    const c = client();
    c.setQueryData(['kept'], 'yes');
    c.getQueryCache().build(c, { queryKey: ['secret'], meta: { persist: false } }).setData('card details');
    await c.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('500')), retry: false });
    void c.prefetchQuery({ queryKey: ['loading'], queryFn: () => new Promise(() => undefined) });
    const out = mergeForStore(c, undefined, 7, T0);
    expect(out.state.queries.map((q) => q.queryHash)).toEqual(['["kept"]']);
    expect(out.state.mutations).toEqual([]);
  });

  it("keeps older stored answers only for the same user and the same cache version, and none older than 24 h", () => {
    const previous = stored(7, (c) => {
      c.setQueryData(['old-but-fine'], 1, { updatedAt: T0 - 24 * HOUR });
      c.setQueryData(['too-old'], 2, { updatedAt: T0 - 24 * HOUR - 1 });
    });
    const c = client();
    c.setQueryData(['now'], 3);
    const hashes = (s: StoredCache) => s.state.queries.map((q) => q.queryHash).sort();

    expect(hashes(mergeForStore(c, previous, 7, T0))).toEqual(['["now"]', '["old-but-fine"]']);
    expect(hashes(mergeForStore(c, previous, 8, T0))).toEqual(['["now"]']);
    expect(hashes(mergeForStore(c, { ...previous, version: READ_CACHE_VERSION + 1 }, 7, T0))).toEqual(['["now"]']);
    expect(mergeForStore(c, previous, 7, T0)).toMatchObject({ version: 1, userId: 7, savedAt: T0 });
  });

  it('the answer in memory wins over the stored one of the same query', () => {
    const previous = stored(7, (c) => c.setQueryData(['program', 1], { name: 'old' }, { updatedAt: T0 - HOUR }));
    const c = client();
    c.setQueryData(['program', 1], { name: 'new' });
    const out = mergeForStore(c, previous, 7, T0);
    expect(out.state.queries.map((q) => q.state.data)).toEqual([{ name: 'new' }]);
  });

  it('over the 50 MB quota, it keeps the last copy it stored instead', async () => {
    const store = memoryStore<StoredCache>();
    const onError = vi.fn();
    const c = client();
    stop.push(persistReadCache(c, store, () => 7, { onError }));
    c.setQueryData(['small'], 'x');
    await vi.advanceTimersByTimeAsync(1000);
    const first = store.data.get('queries');
    expect(first?.state.queries).toHaveLength(1);

    c.setQueryData(['huge'], 'x'.repeat(50 * 1024 * 1024));
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.data.get('queries')).toEqual(first);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a write that fails instead of throwing, and goes on writing', async () => {
    const store = memoryStore<StoredCache>();
    const onError = vi.fn();
    const failure = new Error('QuotaExceededError');
    vi.spyOn(store, 'set').mockRejectedValueOnce(failure);
    const c = client();
    stop.push(persistReadCache(c, store, () => 7, { onError }));
    c.setQueryData(['a'], 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(failure);
    c.setQueryData(['a'], 2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.data.get('queries')!.state.queries[0].state.data).toBe(2);
  });

  it('stops writing when stopped, a write on its way included', async () => {
    const store = memoryStore<StoredCache>();
    const set = vi.spyOn(store, 'set');
    const c = client();
    const halt = persistReadCache(c, store, () => 7);
    c.setQueryData(['a'], 1);
    halt();
    await vi.advanceTimersByTimeAsync(5000);
    c.setQueryData(['a'], 2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(set).not.toHaveBeenCalled();
  });

  it("stores under the user of the moment, dropping the previous user's answers", async () => {
    const store = memoryStore<StoredCache>();
    let user: number | null = 7;
    const c = client();
    stop.push(persistReadCache(c, store, () => user));
    c.setQueryData(['mine'], 1);
    await vi.advanceTimersByTimeAsync(1000);
    c.clear();
    user = 8;
    c.setQueryData(['theirs'], 2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.data.get('queries')).toMatchObject({ userId: 8 });
    expect(store.data.get('queries')!.state.queries.map((q) => q.queryHash)).toEqual(['["theirs"]']);
  });
});

describe('showing the answers again on the next page load (restoreReadCache)', () => {
  it('puts the stored answers of this user back, and answers how many', async () => {
    const store = memoryStore<StoredCache>();
    await store.set(
      'queries',
      stored(7, (c) => {
        c.setQueryData(['programs'], [{ id: 1 }]);
        c.setQueryData(['program', 1], { id: 1 });
      }),
    );
    const c = client();
    expect(await restoreReadCache(c, store, 7, T0)).toBe(2);
    expect(c.getQueryData(['programs'])).toEqual([{ id: 1 }]);
    expect(c.getQueryData(['program', 1])).toEqual({ id: 1 });
    expect(c.getQueryState(['programs'])?.dataUpdatedAt).toBe(T0);
  });

  it('does not restore an answer older than 24 h', async () => {
    const store = memoryStore<StoredCache>();
    await store.set(
      'queries',
      stored(7, (c) => {
        c.setQueryData(['day-old'], 'kept', { updatedAt: T0 - 24 * HOUR });
        c.setQueryData(['older'], 'dropped', { updatedAt: T0 - 24 * HOUR - 1 });
      }),
    );
    const c = client();
    expect(await restoreReadCache(c, store, 7, T0)).toBe(1);
    expect(c.getQueryData(['day-old'])).toBe('kept');
    expect(c.getQueryData(['older'])).toBeUndefined();
  });

  it('marks every restored answer stale, to be refetched when shown online (a reload brings fresh answers), without fetching now', async () => {
    const store = memoryStore<StoredCache>();
    await store.set(
      'queries',
      stored(7, (c) => {
        c.setQueryData(['recent'], 1, { updatedAt: T0 - 1000 });
        c.setQueryData(['hours-old'], 3, { updatedAt: T0 - 3 * HOUR });
      }),
    );
    const c = client();
    await restoreReadCache(c, store, 7, T0);
    expect(c.getQueryState(['recent'])?.isInvalidated).toBe(true);
    expect(c.getQueryState(['hours-old'])?.isInvalidated).toBe(true);
    expect(c.getQueryData(['recent'])).toBe(1); // still shown meanwhile
    expect(c.isFetching()).toBe(0);
  });

  it('reads the clock when not given the time', async () => {
    const store = memoryStore<StoredCache>();
    await store.set('queries', stored(7, (c) => c.setQueryData(['q'], 1, { updatedAt: T0 })));
    vi.setSystemTime(T0 + 6 * MIN);
    const c = client();
    expect(await restoreReadCache(c, store, 7)).toBe(1);
    expect(c.getQueryState(['q'])?.isInvalidated).toBe(true);
  });

  it('a newer answer already in memory wins over the stored one', async () => {
    const store = memoryStore<StoredCache>();
    await store.set('queries', stored(7, (c) => c.setQueryData(['program', 1], { name: 'stored' }, { updatedAt: T0 - HOUR })));
    const c = client();
    c.setQueryData(['program', 1], { name: 'fetched just now' });
    await restoreReadCache(c, store, 7, T0);
    expect(c.getQueryData(['program', 1])).toEqual({ name: 'fetched just now' });
    expect(c.getQueryState(['program', 1])?.isInvalidated).toBe(false);
  });

  it("another user's session starts empty, and the stored answers of the one before are thrown away", async () => {
    const store = memoryStore<StoredCache>();
    await store.set('queries', stored(7, (c) => c.setQueryData(['inbox'], ['private'])));
    const c = client();
    expect(await restoreReadCache(c, store, 8, T0)).toBe(0);
    expect(c.getQueryData(['inbox'])).toBeUndefined();
    expect(store.data.has('queries')).toBe(false);
  });

  it('a signed-out session does not get a signed-in cache', async () => {
    const store = memoryStore<StoredCache>();
    await store.set('queries', stored(7, (c) => c.setQueryData(['inbox'], ['private'])));
    expect(await restoreReadCache(client(), store, null, T0)).toBe(0);
  });

  it('throws away a cache stored by another version of the app', async () => {
    const store = memoryStore<StoredCache>();
    await store.set('queries', { ...stored(7, (c) => c.setQueryData(['q'], 1)), version: READ_CACHE_VERSION + 1 });
    const c = client();
    expect(await restoreReadCache(c, store, 7, T0)).toBe(0);
    expect(c.getQueryData(['q'])).toBeUndefined();
    expect(store.data.has('queries')).toBe(false);
  });

  it('restores nothing when nothing was stored', async () => {
    const store = memoryStore<StoredCache>();
    const del = vi.spyOn(store, 'del');
    expect(await restoreReadCache(client(), store, 7, T0)).toBe(0);
    expect(del).not.toHaveBeenCalled();
  });

  it('sign-out empties the stored answers', async () => {
    const store = memoryStore<StoredCache>();
    await store.set('queries', stored(7, (c) => c.setQueryData(['q'], 1)));
    await clearReadCache(store);
    expect(store.data.size).toBe(0);
    expect(await restoreReadCache(client(), store, 7, T0)).toBe(0);
  });

  it('what one page stored, the next page shows (stored then restored end to end)', async () => {
    const store = memoryStore<StoredCache>();
    const first = client();
    stop.push(persistReadCache(first, store, () => 7));
    first.setQueryData(['workouts', { week: 3 }], [{ id: 10, name: 'Legs' }]);
    await vi.advanceTimersByTimeAsync(1000);

    vi.setSystemTime(T0 + 2 * HOUR);
    const next = client();
    expect(await restoreReadCache(next, store, 7)).toBe(1);
    expect(next.getQueryData(['workouts', { week: 3 }])).toEqual([{ id: 10, name: 'Legs' }]);
    expect(next.getQueryState(['workouts', { week: 3 }])?.isInvalidated).toBe(true);
  });
});
