/**
 * The offline layer, started right after the first render (src/main.tsx) as its own chunk: the cached reads and the
 * connectivity monitor for everyone, and, once someone is signed in, the queue of changes made without a connection
 * and their sync (its own chunk, src/offline/changes.ts) (requirements §3, §4, §8, §9; ADR 011). Everything is kept
 * per user in IndexedDB; where IndexedDB cannot be used, the app says 'Offline Service Error' and keeps the queue in
 * memory for this page.
 */
import { onlineManager } from '@tanstack/react-query';
import { apiConfig, getToken } from '../api/config';
import { queryClient } from '../api/query-client';
import { showToast } from '../ui/toasts';
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { sessionStore } from '../session/store';
import type { Changes } from './changes';
import { ConnectivityMonitor, type ConnectionInfo } from './connectivity';
import { clearReadCache, persistReadCache, restoreReadCache, type StoredCache } from './read-cache';
import type { RequestInfo } from './request-info';
import { offlineStatusStore } from './status-store';
import { idbStore, memoryStore, OFFLINE_DATABASES, type KeyValueStore } from './storage';
import type { OfflineDataRecord, QueuedRequest } from './types';

const serviceError = (error: unknown) =>
  showToast({ type: 'error', title: MESSAGES.offlineServiceError, message: error instanceof Error && error.message ? error.message : MESSAGES.defaultError });

/** IndexedDB when it works here, else memory (said once). */
async function openStores() {
  const stores = {
    queue: idbStore<QueuedRequest>(OFFLINE_DATABASES.queue),
    records: idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records),
    cache: idbStore<StoredCache>(OFFLINE_DATABASES.cache),
  };
  try {
    if (typeof indexedDB === 'undefined') throw new Error('This browser keeps no offline data (IndexedDB is not available)');
    await stores.queue.values();
    return stores;
  } catch (error) {
    serviceError(error);
    return { queue: memoryStore<QueuedRequest>(), records: memoryStore<OfflineDataRecord>(), cache: memoryStore<StoredCache>() };
  }
}

const userId = () => sessionStore.getState().user;
const browserOnline = () => globalThis.navigator?.onLine ?? true;

async function send(request: QueuedRequest): Promise<Response> {
  const headers = new Headers(request.headers);
  if (!headers.has('x-project')) headers.set('x-project', apiConfig.projectId);
  const token = await getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return globalThis.fetch(`${apiConfig.baseUrl.replace(/\/+$/, '')}${request.endpoint}`, { method: request.method, headers, body: request.body });
}

async function ping(timeoutMs: number): Promise<boolean> {
  try {
    const res = await globalThis.fetch(`${apiConfig.baseUrl.replace(/\/+$/, '')}/v1/api/status`, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return res.status < 500 || res.status === 503; // 503: the server answers (its database is down): reachable
  } catch {
    return false;
  }
}

interface Layer {
  cache: KeyValueStore<StoredCache>;
  /** The changes part: started with the layer when someone is signed in, else at the first sign-in or captured change. */
  changes: () => Promise<Changes>;
}

let started: Promise<Layer> | null = null;

/** Starts the offline layer once; answers it. */
export function startOffline(): Promise<Layer> {
  started ??= (async () => {
    const stores = await openStores();
    let changes: Promise<Changes> | null = null;
    // (Fetched again at the next need if its chunk could not be: offline before it was ever fetched.)
    const startChanges = () =>
      (changes ??= import('./changes')
        .then((m) => m.startChanges({ stores, send, serviceError, userId, browserOnline }))
        .catch((error: unknown) => {
          changes = null;
          throw error;
        }));

    // Another user (or none) from now on: no one else's cached reads, neither stored nor in memory (a session that
    // expired and a different account signing in is not a sign-out); a first sign-in starts the changes part.
    sessionStore.subscribe((state, before) => {
      if (state.user === before.user) return;
      if (before.user !== null) queryClient.clear();
      void clearReadCache(stores.cache).catch(serviceError);
      if (state.user !== null) void startChanges().catch(() => undefined);
    });

    if (userId() !== null) await startChanges().catch(() => undefined);
    try {
      await restoreReadCache(queryClient, stores.cache, userId());
    } catch (error) {
      serviceError(error);
    }
    persistReadCache(queryClient, stores.cache, userId, { onError: serviceError });

    // TanStack Query pauses queries while the monitor says offline (instead of the browser's events alone).
    onlineManager.setEventListener((setOnline) => {
      const unsubscribe = offlineStatusStore.subscribe((s, b) => {
        if (s.online !== b.online) setOnline(s.online);
      });
      setOnline(offlineStatusStore.getState().online);
      return unsubscribe;
    });
    const monitor = new ConnectivityMonitor({
      status: offlineStatusStore,
      ping,
      browserOnline,
      connection: () => (globalThis.navigator as Navigator & { connection?: ConnectionInfo }).connection,
      events: globalThis,
    });
    monitor.start();

    // Background refetch (requirements §9, "online stale 5 min, background refetch 30 s"): every 30 s, what the screen shows
    // and is older than 5 min is asked again while online.
    setInterval(() => {
      if (!offlineStatusStore.getState().online || globalThis.document?.visibilityState === 'hidden') return;
      const now = Date.now();
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => now - q.state.dataUpdatedAt > OFFLINE.onlineStaleMs });
    }, OFFLINE.backgroundRefetchMs);

    return { cache: stores.cache, changes: startChanges };
  })();
  return started;
}

/** Queues a change that could not be sent (src/offline/offline-fetch.ts) and answers the stand-in response. */
export async function capture(request: Request, info: RequestInfo): Promise<Response> {
  const changes = await (await startOffline()).changes();
  const response = await changes.capture(request, info);
  const { message } = (await response.clone().json()) as { message: string };
  showToast({ type: 'info', message });
  return response;
}

/** Sign-out: this browser forgets the user's cached reads (their queued changes stay, for their next sign-in). */
export async function forgetCachedReads(): Promise<void> {
  const layer = await startOffline();
  await clearReadCache(layer.cache);
}

