/**
 * The sync engine (requirements §4, §8, §9): sends the queued changes of the signed-in user, in sync order, one at a time.
 *
 * - In priority order (high, medium, low; oldest first), except that a change naming a record created offline goes
 *   after the change that creates it (`inSendOrder`).
 * - Each is sent with its Idempotency-Key, so a change whose answer was lost is applied once however often it is
 *   sent again (the server answers the first answer).
 * - Answered 2xx: done; a create's temporary id becomes the server's in the changes after it. Answered 4xx: the
 *   server refused it (trying again cannot help): it is dropped, its change taken off the screen, and the app says
 *   why ('Sync Failed'). 401 leaves it queued (the session must be renewed first). No answer, 5xx or 409 "still
 *   running": tried again after OFFLINE.retryDelayMs doubling with each retry; after OFFLINE.maxRetries retries it is
 *   kept as a sync error for Retry Failed. A failure because the connection went away costs no retry.
 * - Changes queued more than OFFLINE.staleAfterMs ago are cleaned away before every run (`cleanStale`), never sent.
 * - Background: while online every OFFLINE.syncIntervalMs (OFFLINE.slowSyncIntervalMs on a slow connection), and
 *   OFFLINE.syncAfterOnlineMs after going online;
 *   going offline stops it. One run at a time: a sync asked for while one runs gets that run.
 * - Progress goes to the status store (isSyncing, lastSyncTime, failedRequests, syncErrors, pendingCount); a run
 *   that sent changes says 'Sync Complete: {n} changes synced successfully.'.
 */
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { replaceId, type PendingRecords } from './pending-records';
import { inSendOrder, type OfflineQueue } from './queue';
import type { OfflineStatusStore } from './status-store';
import type { QueuedRequest } from './types';

export type Notify = (toast: { type: 'success' | 'error' | 'warning' | 'info'; title?: string; message: string }) => void;

export interface SyncEngineDeps {
  queue: OfflineQueue;
  records: PendingRecords;
  status: OfflineStatusStore;
  /** Sends a queued request as it was made, with the token of the moment. */
  send(request: QueuedRequest): Promise<Response>;
  /** The signed-in user, whose changes are sent. */
  userId(): number | null;
  notify: Notify;
  /** A change reached the server (refetch what shows that table). */
  onApplied?(request: QueuedRequest): void;
  /** The server refused a change (it was rolled back); `message` is the server's. */
  onRefused?(request: QueuedRequest, message: string): void;
  /** A run ended (after it sent anything: refetch what the screens show). */
  onRun?(run: SyncRun): void;
  /** The server said the session is over (401): the app renews it; the queue waits. */
  onUnauthorized?(response: Response): void;
  /** Whether the browser says it is online (a failure while offline costs no retry). */
  browserOnline?(): boolean;
  now?(): number;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

export interface SyncRun {
  synced: number;
  refused: number;
  /** Changes that could not be sent this time (they wait for a retry). */
  deferred: number;
}

/** The delay before retry `n` (1-based): 1 s, 2 s, 4 s, ... */
export const retryDelayMs = (n: number) => OFFLINE.retryDelayMs * 2 ** Math.max(0, n - 1);

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return MESSAGES.httpError(response.status);
}

export class SyncEngine {
  private running: Promise<SyncRun> | null = null;
  private interval: unknown = null;
  private soon: unknown = null;
  private retryTimer: unknown = null;
  private started = false;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: SyncEngineDeps) {
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  }

  /** Starts background sync (and follows the connection: online starts it, offline stops it). */
  start(): void {
    if (this.started) return;
    this.started = true;
    const follow = (online: boolean) => (online ? this.goOnline() : this.goOffline());
    this.unsubscribe = this.deps.status.subscribe((s, before) => {
      if (s.online !== before.online) follow(s.online);
    });
    follow(this.deps.status.getState().online);
  }

  stop(): void {
    this.started = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.goOffline();
  }

  private goOnline(): void {
    this.clearTimers();
    this.soon = this.setTimer(() => void this.sync(), OFFLINE.syncAfterOnlineMs);
    // Every 30 s; on a slow connection every 60 s (requirements §9's two configurations).
    const every = () => {
      const ms = this.deps.status.getState().slowConnection ? OFFLINE.slowSyncIntervalMs : OFFLINE.syncIntervalMs;
      this.interval = this.setTimer(() => {
        void this.sync();
        every();
      }, ms);
    };
    every();
  }

  private goOffline(): void {
    this.clearTimers();
  }

  private clearTimers(): void {
    for (const t of [this.soon, this.interval, this.retryTimer]) if (t !== null) this.clearTimer(t);
    this.soon = this.interval = this.retryTimer = null;
  }

  /** Counts the user's queue into the status store. */
  async refreshStatus(): Promise<void> {
    const mine = await this.deps.queue.of(this.deps.userId());
    const failed = mine.filter((r) => r.metadata.state === 'failed');
    const stats = { total: 0, high: 0, medium: 0, low: 0 };
    for (const r of mine) {
      if (r.metadata.state !== 'pending') continue;
      stats.total++;
      stats[r.priority]++;
    }
    this.deps.status.getState().report({
      stats,
      pendingCount: mine.length - failed.length,
      failedRequests: failed.length,
      syncErrors: failed.map((r) => r.metadata.lastError ?? MESSAGES.syncFailed),
    });
  }

  /**
   * Drops the changes (of every user) queued more than OFFLINE.staleAfterMs ago, and what they showed on screen;
   * answers them. Done when the layer starts and before every run, so a change is never sent past that age: the
   * server remembers a change's answer only a day longer (ADR 011), and a later copy could be applied again.
   */
  async cleanStale(): Promise<QueuedRequest[]> {
    const stale = await this.deps.queue.cleanStale();
    for (const r of stale) await this.deps.records.settle(r.id);
    return stale;
  }

  /** Sends what waits (Sync Now, the timers). While a run is going, answers that run. */
  sync(): Promise<SyncRun> {
    if (this.running) return this.running;
    const run = this.run().finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  /** Retry Failed: the failed changes wait again, with their retries reset, and a sync starts (after one running). */
  async retryFailed(): Promise<SyncRun> {
    for (const r of await this.deps.queue.of(this.deps.userId())) {
      if (r.metadata.state !== 'failed') continue;
      await this.deps.queue.update({ ...r, retryCount: 0, metadata: { ...r.metadata, state: 'pending', nextAttemptAt: undefined, lastError: undefined } });
    }
    await this.refreshStatus();
    // A run already going chose its changes before these waited again: they go in the next one.
    if (this.running) await this.running.catch(() => undefined);
    return this.sync();
  }

  private async run(): Promise<SyncRun> {
    const result: SyncRun = { synced: 0, refused: 0, deferred: 0 };
    const status = this.deps.status.getState();
    if (!status.online) return result;
    // A page left open for days cleans as it goes: a change past its age is never sent.
    await this.cleanStale();
    const userId = this.deps.userId();
    const due = inSendOrder((await this.deps.queue.of(userId)).filter((r) => r.metadata.state === 'pending'));
    if (!due.length) {
      await this.refreshStatus();
      return result;
    }
    status.report({ isSyncing: true });
    try {
      for (let i = 0; i < due.length; i++) {
        if (!this.deps.status.getState().online) break;
        // Read it again: an earlier create may have renamed an id in it.
        const current = await this.deps.queue.get(due[i].id);
        if (!current || current.metadata.state !== 'pending') continue;
        if (current.metadata.nextAttemptAt && current.metadata.nextAttemptAt > this.now()) {
          // Waiting out its retry delay; the ones after it wait too (order matters within a table).
          result.deferred += due.length - i;
          this.scheduleRetry(current.metadata.nextAttemptAt - this.now());
          break;
        }
        const outcome = await this.sendOne(current);
        if (outcome === 'synced') result.synced++;
        else if (outcome === 'refused') result.refused++;
        else {
          result.deferred += due.length - i;
          break;
        }
        // The bar counts down as changes go (the full count is read again at the end).
        const left = this.deps.status.getState().pendingCount;
        if (left > 0) this.deps.status.getState().report({ pendingCount: left - 1 });
      }
    } finally {
      await this.refreshStatus();
      this.deps.status.getState().report({ isSyncing: false, lastSyncTime: this.now() });
    }
    if (result.synced > 0) this.deps.notify({ type: 'success', title: MESSAGES.syncCompleteTitle, message: MESSAGES.syncCompleteBody(result.synced) });
    if (result.synced > 0 || result.refused > 0) this.deps.onRun?.(result);
    return result;
  }

  private scheduleRetry(ms: number): void {
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      void this.sync();
    }, Math.max(0, ms));
  }

  /** Sends one change; answers what became of it. */
  private async sendOne(request: QueuedRequest): Promise<'synced' | 'refused' | 'deferred'> {
    let response: Response | null = null;
    let failure: string | null = null;
    try {
      response = await this.deps.send(request);
    } catch (error) {
      failure = error instanceof Error && error.message ? error.message : MESSAGES.defaultError;
    }
    if (response && response.ok) {
      await this.applied(request, response);
      return 'synced';
    }
    if (response && response.status === 401) {
      this.deps.onUnauthorized?.(response);
      return 'deferred';
    }
    const transient = !response || response.status >= 500 || response.status === 408 || response.status === 429 || (response.status === 409 && response.headers.has('retry-after'));
    if (response && !transient) {
      const message = await messageOf(response);
      await this.deps.queue.remove(request.id);
      await this.deps.records.settle(request.id);
      request.metadata.lastError = message;
      this.deps.onRefused?.(request, message);
      this.deps.notify({ type: 'error', title: MESSAGES.syncFailed, message });
      return 'refused';
    }
    // No answer (or not yet one): a retry later. A failure because the browser went offline costs none.
    const offline = this.deps.browserOnline ? !this.deps.browserOnline() : false;
    if (offline) return 'deferred';
    const retryCount = request.retryCount + 1;
    const lastError = failure ?? (response ? await messageOf(response) : MESSAGES.defaultError);
    if (retryCount > request.maxRetries) {
      await this.deps.queue.update({ ...request, retryCount, metadata: { ...request.metadata, state: 'failed', lastError, nextAttemptAt: undefined } });
      this.deps.notify({ type: 'error', title: MESSAGES.syncFailed, message: lastError });
      return 'deferred';
    }
    const wait = response?.status === 409 ? Number(response.headers.get('retry-after')) * 1000 || retryDelayMs(retryCount) : retryDelayMs(retryCount);
    await this.deps.queue.update({ ...request, retryCount, metadata: { ...request.metadata, lastError, nextAttemptAt: this.now() + wait } });
    this.scheduleRetry(wait);
    return 'deferred';
  }

  private async applied(request: QueuedRequest, response: Response): Promise<void> {
    await this.deps.queue.remove(request.id);
    await this.deps.records.settle(request.id);
    const optimisticId = request.metadata.optimisticId;
    if (request.operation === 'create' && optimisticId !== undefined) {
      let realId: unknown;
      try {
        realId = ((await response.clone().json()) as { data?: unknown }).data;
      } catch {
        realId = undefined;
      }
      if (typeof realId === 'number' && realId > 0) await this.remap(optimisticId, realId);
    }
    this.deps.onApplied?.(request);
  }

  /** The changes after a create name its real id instead of its temporary one (paths and bodies). */
  private async remap(optimisticId: number, realId: number): Promise<void> {
    for (const r of await this.deps.queue.all()) {
      const endpoint = r.endpoint.replace(new RegExp(`/${optimisticId}(?=[/?]|$)`, 'g'), `/${realId}`);
      let body = r.body;
      if (body) {
        try {
          body = JSON.stringify(replaceId(JSON.parse(body), optimisticId, realId));
        } catch {
          // not JSON: as it is
        }
      }
      const recordId = r.metadata.recordId === optimisticId ? realId : r.metadata.recordId;
      if (endpoint !== r.endpoint || body !== r.body || recordId !== r.metadata.recordId) {
        await this.deps.queue.update({ ...r, endpoint, body, metadata: { ...r.metadata, recordId } });
      }
    }
    await this.deps.records.remap(optimisticId, realId);
  }
}
