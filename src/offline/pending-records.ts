/**
 * Offline data records (requirements §3): the changes the app shows before the server has them (optimistic), kept in
 * IndexedDB beside their queued request and mirrored in a store React reads. A create gets a temporary id below
 * zero (`optimisticId`) until the server gives the real one; a change the server refuses is removed (rolled back).
 * `withPending` lays the pending changes of a table over rows read from the server (or the read cache).
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { KeyValueStore } from './storage';
import type { OfflineDataRecord } from './types';

export const pendingRecordsStore = createStore<{ records: OfflineDataRecord[] }>()(() => ({ records: [] }));

let lastOptimisticId = 0;
/** A temporary id for a record created offline: negative, never a real one, unique in this browser. */
export function nextOptimisticId(now: number = Date.now()): number {
  lastOptimisticId = Math.min(lastOptimisticId - 1, -Math.floor(now / 10));
  return lastOptimisticId;
}

export class PendingRecords {
  constructor(
    private readonly store: KeyValueStore<OfflineDataRecord>,
    private readonly userId: () => number | null,
  ) {}

  /** Reads the stored records of the signed-in user into the store React reads. */
  async load(): Promise<void> {
    const me = this.userId();
    const all = await this.store.values();
    pendingRecordsStore.setState({ records: all.filter((r) => r.userId === me).sort((a, b) => a.timestamp - b.timestamp) });
  }

  async add(record: OfflineDataRecord): Promise<void> {
    await this.store.set(record.id, record);
    pendingRecordsStore.setState((s) => ({ records: [...s.records.filter((r) => r.id !== record.id), record] }));
  }

  /** The server has the change (synced) or refused it (rolled back): it leaves the screen's overlay either way. */
  async settle(requestId: string): Promise<OfflineDataRecord[]> {
    const gone = (await this.store.values()).filter((r) => r.requestId === requestId);
    for (const r of gone) await this.store.del(r.id);
    pendingRecordsStore.setState((s) => ({ records: s.records.filter((r) => r.requestId !== requestId) }));
    return gone;
  }

  /** A create reached the server: later pending changes that name its temporary id name the real one. */
  async remap(optimisticId: number, realId: number): Promise<void> {
    const swap = (r: OfflineDataRecord): OfflineDataRecord => ({ ...r, data: replaceId(r.data, optimisticId, realId) as Record<string, unknown> });
    for (const r of await this.store.values()) {
      const next = swap(r);
      if (JSON.stringify(next) !== JSON.stringify(r)) await this.store.set(r.id, next);
    }
    pendingRecordsStore.setState((s) => ({ records: s.records.map(swap) }));
  }

  async clear(): Promise<void> {
    await this.store.clear();
    pendingRecordsStore.setState({ records: [] });
  }
}

/** `value` with every number equal to `from` (in objects and arrays, any depth) replaced by `to`. */
export function replaceId(value: unknown, from: number, to: number): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((v) => replaceId(v, from, to));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceId(v, from, to)]));
  return value;
}

/** A row as shown: `_pending` while the server does not have it yet, `_queuedAt` (ISO) when it was made offline. */
export type Pending<R> = R & { _pending?: true; _queuedAt?: string };

/**
 * `rows` of `table` with its pending changes laid over, in their order: creates added (with their temporary id and
 * `_pending: true`), updates merged into their row, deletes taken out. `keep` picks the creates that belong to this
 * list (say, one enrollment's logs).
 */
export function withPending<R extends { id?: number }>(
  table: string,
  rows: readonly R[],
  records: readonly OfflineDataRecord[],
  keep: (created: R) => boolean = () => true,
): Pending<R>[] {
  let out: Pending<R>[] = [...rows];
  for (const r of records) {
    if (r.table !== table || r.synced) continue;
    const id = Number(r.data.id);
    if (r.operation === 'create') {
      const row = { ...(r.data as R), _pending: true as const, _queuedAt: new Date(r.timestamp).toISOString() };
      if (keep(row)) out = [...out.filter((x) => x.id !== id), row];
    } else if (r.operation === 'update') {
      out = out.map((x) => (x.id === id ? { ...x, ...(r.data as Partial<R>), _pending: true as const } : x));
    } else {
      out = out.filter((x) => x.id !== id);
    }
  }
  return out;
}

/** React: the pending changes of `table` (all tables when none is named). */
/** A change of `table`'s record `id` (a create's temporary id, or an update's record) waits in the offline queue. */
export function isPending(table: string, id: number): boolean {
  return pendingRecordsStore.getState().records.some((r) => r.table === table && !r.synced && Number(r.data.id) === id);
}

export function usePendingRecords(table?: string): OfflineDataRecord[] {
  const records = useStore(pendingRecordsStore, (s) => s.records);
  return useMemo(() => (table ? records.filter((r) => r.table === table) : records), [records, table]);
}
