/**
 * The offline layer, started right after the first render (src/main.tsx) as its own chunk: the queue of changes
 * made without a connection and their sync (requirements §3, §4, §8, §9; ADR 011), the cached reads, and the connectivity
 * monitor. Everything is kept per user in IndexedDB; where IndexedDB cannot be used, the app says 'Offline Service
 * Error' and keeps the queue in memory for this page.
 */
import { onlineManager } from '@tanstack/react-query';
import { notifyIfTokenExpired } from '../api/client';
import { apiConfig, getToken } from '../api/config';
import { ApiError } from '../api/errors';
import { queryClient } from '../api/query-client';
import { showToast } from '../ui/toasts';
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { sessionStore } from '../session/store';
import { captureRequest } from './capture';
import { ConnectivityMonitor, type ConnectionInfo } from './connectivity';
import { PendingRecords } from './pending-records';
import { OfflineQueue, QueueFullError } from './queue';
import { clearReadCache, persistReadCache, restoreReadCache, type StoredCache } from './read-cache';
import type { RequestInfo } from './request-info';
import { offlineStatusStore } from './status-store';
import { idbStore, memoryStore, OFFLINE_DATABASES, type KeyValueStore } from './storage';
import { SyncEngine } from './sync-engine';
import type { OfflineDataRecord, QueuedRequest } from './types';

export { QueueFullError };

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
  queue: OfflineQueue;
  records: PendingRecords;
  engine: SyncEngine;
  cache: KeyValueStore<StoredCache>;
}

let started: Promise<Layer> | null = null;

/** Starts the offline layer once; answers it. */
export function startOffline(): Promise<Layer> {
  started ??= (async () => {
    const stores = await openStores();
    const queue = new OfflineQueue(stores.queue);
    const records = new PendingRecords(stores.records, userId);
    const refreshScreens = () => void queryClient.invalidateQueries();
    const engine = new SyncEngine({
      queue,
      records,
      status: offlineStatusStore,
      send,
      userId,
      notify: showToast,
      onRun: refreshScreens,
      onUnauthorized: (response) => void response.clone().json().then(
        (body: unknown) => notifyIfTokenExpired(ApiError.fromResponse(401, false, body)),
        () => undefined,
      ),
      browserOnline: () => globalThis.navigator?.onLine ?? true,
    });

    try {
      // Changes too old to send go, and with them what they showed on screen (again before every sync run).
      await engine.cleanStale();
      await records.load();
      await restoreReadCache(queryClient, stores.cache, userId());
    } catch (error) {
      serviceError(error);
    }
    persistReadCache(queryClient, stores.cache, userId, { onError: serviceError });

    // Another user (or none) from now on: their own queue counts, their own overlay, no one else's cached reads,
    // neither stored nor in memory (a session that expired and a different account signing in is not a sign-out).
    sessionStore.subscribe((state, before) => {
      if (state.user === before.user) return;
      if (before.user !== null) queryClient.clear();
      void clearReadCache(stores.cache).catch(serviceError);
      void records.load().then(() => engine.refreshStatus());
      if (state.user !== null) void engine.sync();
    });

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
      browserOnline: () => globalThis.navigator?.onLine ?? true,
      connection: () => (globalThis.navigator as Navigator & { connection?: ConnectionInfo }).connection,
      events: globalThis,
    });
    monitor.start();

    offlineStatusStore.getState().connectSyncEngine({ syncNow: async () => void (await engine.sync()), retryFailed: async () => void (await engine.retryFailed()) });
    await engine.refreshStatus();
    engine.start();

    // Background refetch (requirements §9, "online stale 5 min, background refetch 30 s"): every 30 s, what the screen shows
    // and is older than 5 min is asked again while online.
    setInterval(() => {
      if (!offlineStatusStore.getState().online || globalThis.document?.visibilityState === 'hidden') return;
      const now = Date.now();
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => now - q.state.dataUpdatedAt > OFFLINE.onlineStaleMs });
    }, OFFLINE.backgroundRefetchMs);

    return { queue, records, engine, cache: stores.cache };
  })();
  return started;
}

/** Queues a change that could not be sent (src/offline/offline-fetch.ts) and answers the stand-in response. */
export async function capture(request: Request, info: RequestInfo): Promise<Response> {
  const layer = await startOffline();
  let response: Response;
  try {
    response = await captureRequest(request, info, {
      queue: layer.queue,
      records: layer.records,
      userId,
      onDropped: () => void queryClient.invalidateQueries(),
    });
  } catch (error) {
    if (!(error instanceof QueueFullError)) serviceError(error);
    throw error;
  }
  await layer.engine.refreshStatus();
  const { message } = (await response.clone().json()) as { message: string };
  showToast({ type: 'info', message });
  return response;
}

/** Sign-out: this browser forgets the user's cached reads (their queued changes stay, for their next sign-in). */
export async function forgetCachedReads(): Promise<void> {
  const layer = await startOffline();
  await clearReadCache(layer.cache);
}

export { pendingRecordsStore, usePendingRecords, withPending } from './pending-records';
