/**
 * The offline queue (requirements §3, §5, §9): the changes made without a connection, kept in IndexedDB, sent in priority
 * order (high, medium, low; oldest first within one). At most OFFLINE.queueMax: when full, the oldest low-priority
 * change makes room, else adding is refused with 'Request queue is full'. Changes older than OFFLINE.staleAfterMs
 * are cleaned away. Changes belong to a user: only that user's session sees, counts and sends them.
 */
import { OFFLINE, type OfflinePriority } from '../config/constants';
import { MESSAGES } from '../config/messages';
import type { KeyValueStore } from './storage';
import type { QueuedRequest, QueueStats } from './types';

const RANK: Record<OfflinePriority, number> = { high: 0, medium: 1, low: 2 };

/** Sync order: priority, then age. */
export function bySyncOrder(a: QueuedRequest, b: QueuedRequest): number {
  return RANK[a.priority] - RANK[b.priority] || a.timestamp - b.timestamp || a.id.localeCompare(b.id);
}

/** The temporary ids (of records created offline) a queued change names, in its path or its body. */
export function temporaryIdsIn(request: QueuedRequest): Set<number> {
  const ids = new Set<number>();
  for (const m of request.endpoint.matchAll(/\/(-\d+)(?=[/?]|$)/g)) ids.add(Number(m[1]));
  const walk = (v: unknown): void => {
    if (typeof v === 'number' && Number.isInteger(v) && v < 0) ids.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  if (request.body) {
    try {
      walk(JSON.parse(request.body));
    } catch {
      // not JSON: names nothing
    }
  }
  return ids;
}

/**
 * The order to send changes in: sync order (priority, then age), except that a change naming a record created
 * offline goes after the change that creates it, whatever their priorities (it could not be applied before).
 */
export function inSendOrder(requests: readonly QueuedRequest[]): QueuedRequest[] {
  const order = [...requests].sort(bySyncOrder);
  const creatorOf = new Map<number, string>();
  for (const r of order) if (r.operation === 'create' && r.metadata.optimisticId !== undefined) creatorOf.set(r.metadata.optimisticId, r.id);
  if (!creatorOf.size) return order;
  const needs = new Map(order.map((r) => [r.id, [...temporaryIdsIn(r)].map((id) => creatorOf.get(id)).filter((c): c is string => c !== undefined && c !== r.id)]));
  // Each step sends the first change (in sync order) whose creates have gone before it.
  const out: QueuedRequest[] = [];
  const sent = new Set<string>();
  let rest = order;
  while (rest.length) {
    const next = rest.find((r) => needs.get(r.id)!.every((c) => sent.has(c) || !rest.some((x) => x.id === c)));
    if (!next) return [...out, ...rest]; // changes naming each other: as they are
    out.push(next);
    sent.add(next.id);
    rest = rest.filter((r) => r !== next);
  }
  return out;
}

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor() {
    super(MESSAGES.queueFull);
  }
}

export class OfflineQueue {
  /** Changes to the store, one at a time (the capacity rule reads, then writes). */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore<QueuedRequest>,
    private readonly now: () => number = Date.now,
  ) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Every queued change (of every user), in sync order. */
  async all(): Promise<QueuedRequest[]> {
    return (await this.store.values()).sort(bySyncOrder);
  }

  /** The changes of `userId`, in sync order. */
  async of(userId: number | null): Promise<QueuedRequest[]> {
    return (await this.all()).filter((r) => r.metadata.userId === userId);
  }

  /**
   * Queues a change. When the queue is full the oldest low-priority change is dropped to make room (answered, so
   * the app can say so and undo it on screen); with none to drop it throws QueueFullError ('Request queue is full').
   */
  add(request: QueuedRequest): Promise<{ dropped: QueuedRequest | null }> {
    return this.serial(async () => {
      const queued = await this.all();
      let dropped: QueuedRequest | null = null;
      if (queued.length >= OFFLINE.queueMax) {
        dropped = queued.filter((r) => r.priority === 'low').sort((a, b) => a.timestamp - b.timestamp)[0] ?? null;
        if (!dropped) throw new QueueFullError();
        await this.store.del(dropped.id);
      }
      await this.store.set(request.id, request);
      return { dropped };
    });
  }

  /** One queued change by id. */
  get(id: string): Promise<QueuedRequest | undefined> {
    return this.store.get(id);
  }

  update(request: QueuedRequest): Promise<void> {
    return this.serial(() => this.store.set(request.id, request));
  }

  remove(id: string): Promise<void> {
    return this.serial(() => this.store.del(id));
  }

  /** Removes the changes queued longer ago than OFFLINE.staleAfterMs; answers them. */
  cleanStale(): Promise<QueuedRequest[]> {
    return this.serial(async () => {
      const cutoff = this.now() - OFFLINE.staleAfterMs;
      const stale = (await this.store.values()).filter((r) => r.timestamp < cutoff);
      for (const r of stale) await this.store.del(r.id);
      return stale;
    });
  }

  /** requirements §3 "Offline queue stats": the changes of `userId` waiting to be sent (failed ones not included). */
  async stats(userId: number | null): Promise<QueueStats> {
    const stats: QueueStats = { total: 0, high: 0, medium: 0, low: 0 };
    for (const r of await this.of(userId)) {
      if (r.metadata.state !== 'pending') continue;
      stats.total++;
      stats[r.priority]++;
    }
    return stats;
  }
}
