/**
 * The offline layer's changes part (ADR 011): the queue of changes made without a connection, what they show on
 * screen meanwhile, and their sync. Its own chunk, started by the offline layer (src/offline/index.ts) once someone
 * is signed in, at the page's start or at their first sign-in: a visitor has no change to queue, so their browser
 * never fetches it (docs/performance.md, "Storefront: light parts for the landing chunk").
 */
import { notifyIfTokenExpired } from '../api/client';
import { ApiError } from '../api/errors';
import { queryClient } from '../api/query-client';
import { showToast } from '../ui/toasts';
import { sessionStore } from '../session/store';
import { captureRequest } from './capture';
import { PendingRecords } from './pending-records';
import { OfflineQueue, QueueFullError } from './queue';
import type { RequestInfo } from './request-info';
import { offlineStatusStore } from './status-store';
import type { KeyValueStore } from './storage';
import { SyncEngine } from './sync-engine';
import type { OfflineDataRecord, QueuedRequest } from './types';

export interface ChangesDeps {
  stores: { queue: KeyValueStore<QueuedRequest>; records: KeyValueStore<OfflineDataRecord> };
  /** Sends a queued change with the caller's session (the offline layer's transport). */
  send: (request: QueuedRequest) => Promise<Response>;
  /** Says 'Offline Service Error' with the reason. */
  serviceError: (error: unknown) => void;
  /** The signed-in user's id, or null; whether the browser says it is online. */
  userId: () => number | null;
  browserOnline: () => boolean;
}

/** Starts the changes part: cleans what is too old, shows what is queued, and syncs from now on. */
export async function startChanges({ stores, send, serviceError, userId, browserOnline }: ChangesDeps) {
  const queue = new OfflineQueue(stores.queue);
  const records = new PendingRecords(stores.records, userId);
  const engine = new SyncEngine({
    queue,
    records,
    status: offlineStatusStore,
    send,
    userId,
    notify: showToast,
    onRun: () => void queryClient.invalidateQueries(),
    onUnauthorized: (response) => void response.clone().json().then(
      (body: unknown) => notifyIfTokenExpired(ApiError.fromResponse(401, false, body)),
      () => undefined,
    ),
    browserOnline,
  });

  try {
    // Changes too old to send go, and with them what they showed on screen (again before every sync run).
    await engine.cleanStale();
    await records.load();
  } catch (error) {
    serviceError(error);
  }

  // Another user (or none) from now on: their own queue counts, their own overlay; a user signing in has theirs sent.
  sessionStore.subscribe((state, before) => {
    if (state.user === before.user) return;
    void records.load().then(() => engine.refreshStatus());
    if (state.user !== null) void engine.sync();
  });

  offlineStatusStore.getState().connectSyncEngine({ syncNow: async () => void (await engine.sync()), retryFailed: async () => void (await engine.retryFailed()) });
  await engine.refreshStatus();
  engine.start();

  /** Queues a change that could not be sent and answers the stand-in response (a full queue is the caller's to say). */
  async function capture(request: Request, info: RequestInfo): Promise<Response> {
    let response: Response;
    try {
      response = await captureRequest(request, info, { queue, records, userId, onDropped: () => void queryClient.invalidateQueries() });
    } catch (error) {
      if (!(error instanceof QueueFullError)) serviceError(error);
      throw error;
    }
    await engine.refreshStatus();
    return response;
  }

  return { queue, records, engine, capture };
}

export type Changes = Awaited<ReturnType<typeof startChanges>>;
