/**
 * Cached reads (requirements §8, §9): the answers of TanStack Query kept in IndexedDB, so a page opened without a
 * connection shows what was last read. Kept OFFLINE.cacheMaxAgeMs (24 h) each; in memory the app's own rule holds
 * (kept 30 min after its last screen), so the stored copy also keeps what memory let go. Restored answers are shown at
 * once and asked again when a screen shows them online (a reload still brings fresh answers); while online, the
 * screen's answers older than OFFLINE.onlineStaleMs (5 min) are refreshed in the background. Writes are throttled, skipped past
 * OFFLINE.storageQuotaMb, and belong to one user: another user's session starts empty (and sign-out empties it).
 * Queries with `meta: { persist: false }` are never stored.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { OFFLINE } from '../config/constants';
import type { KeyValueStore } from './storage';

/** Bump when what the screens keep in their queries changes shape: older stored caches are then dropped. */
export const READ_CACHE_VERSION = 1;
const KEY = 'queries';

export interface StoredCache {
  version: number;
  userId: number | null;
  savedAt: number;
  state: DehydratedState;
}

type StoredQuery = DehydratedState['queries'][number];

const keep = (q: Query) => q.state.status === 'success' && q.state.data !== undefined && (q.meta as { persist?: boolean } | undefined)?.persist !== false;

/** Puts the stored answers of `userId` back into `client` (a newer answer in memory wins). Answers how many. */
export async function restoreReadCache(client: QueryClient, store: KeyValueStore<StoredCache>, userId: number | null, now = Date.now()): Promise<number> {
  const stored = await store.get(KEY);
  if (!stored || stored.version !== READ_CACHE_VERSION || stored.userId !== userId) {
    if (stored) await store.del(KEY);
    return 0;
  }
  const fresh = stored.state.queries.filter((q) => now - q.state.dataUpdatedAt <= OFFLINE.cacheMaxAgeMs);
  hydrate(client, { mutations: [], queries: fresh });
  // Shown at once, and asked again as soon as a screen shows them online: a reload still brings fresh answers.
  // (Only those the restore put in place: a newer answer already in memory stays as it is.)
  const restoredAt = new Map(fresh.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  await client.invalidateQueries({ predicate: (q) => restoredAt.get(q.queryHash) === q.state.dataUpdatedAt, refetchType: 'none' });
  return fresh.length;
}

/** What to store now: the answers in memory, plus the stored ones memory no longer holds, none past their age. */
export function mergeForStore(client: QueryClient, previous: StoredCache | undefined, userId: number | null, now = Date.now()): StoredCache {
  const current = dehydrate(client, { shouldDehydrateQuery: keep }).queries;
  const inMemory = new Set(current.map((q) => q.queryHash));
  const older = previous && previous.userId === userId && previous.version === READ_CACHE_VERSION ? previous.state.queries.filter((q) => !inMemory.has(q.queryHash)) : [];
  const queries: StoredQuery[] = [...current, ...older].filter((q) => now - q.state.dataUpdatedAt <= OFFLINE.cacheMaxAgeMs);
  return { version: READ_CACHE_VERSION, userId, savedAt: now, state: { mutations: [], queries } };
}

/** Keeps `client`'s answers stored as they change (at most one write per `throttleMs`). Answers the stop. */
export function persistReadCache(client: QueryClient, store: KeyValueStore<StoredCache>, userId: () => number | null, options: { throttleMs?: number; onError?: (e: unknown) => void } = {}): () => void {
  const throttleMs = options.throttleMs ?? 1000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const write = async () => {
    timer = null;
    if (stopped) return;
    try {
      const next = mergeForStore(client, await store.get(KEY), userId());
      if (JSON.stringify(next).length > OFFLINE.storageQuotaMb * 1024 * 1024) return; // over the quota: keep the last one
      await store.set(KEY, next);
    } catch (error) {
      options.onError?.(error);
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer === null) timer = setTimeout(() => void write(), throttleMs);
  });
  return () => {
    stopped = true;
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}

export async function clearReadCache(store: KeyValueStore<StoredCache>): Promise<void> {
  await store.del(KEY);
}
