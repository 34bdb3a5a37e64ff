import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPending, nextOptimisticId, PendingRecords, pendingRecordsStore, replaceId, withPending } from './pending-records';
import { idbStore, memoryStore, OFFLINE_DATABASES } from './storage';
import type { OfflineDataRecord } from './types';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

let seq = 0;
function record(patch: Partial<OfflineDataRecord> = {}): OfflineDataRecord {
  seq++;
  return {
    id: `rec-${seq}`,
    table: 'workout_log',
    data: { id: -1000 - seq, reps: 5 },
    operation: 'create',
    synced: false,
    optimisticId: -1000 - seq,
    timestamp: T0 + seq,
    requestId: `req-${seq}`,
    userId: 1,
    ...patch,
  };
}

const shown = () => pendingRecordsStore.getState().records;

beforeEach(() => {
  pendingRecordsStore.setState({ records: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('temporary ids for records created offline', () => {
  it('are below zero, so they are never a real id', () => {
    const id = nextOptimisticId(T0);
    expect(id).toBeLessThan(0);
    expect(Number.isInteger(id)).toBe(true);
    expect(id).toBeLessThanOrEqual(-Math.floor(T0 / 10));
  });

  it('are never the same twice, even in the same millisecond or when the clock goes back', () => {
    const ids = [nextOptimisticId(T0), nextOptimisticId(T0), nextOptimisticId(T0), nextOptimisticId(T0 - 60_000), nextOptimisticId(T0 + 1)];
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeLessThan(ids[i - 1]);
  });

  it('read the clock when none is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0 + 10_000_000_000);
    expect(nextOptimisticId()).toBeLessThanOrEqual(-Math.floor((T0 + 10_000_000_000) / 10));
  });
});

describe('the offline data records (what the screen shows before the server has it)', () => {
  it("loads the signed-in user's records from IndexedDB, oldest first, and no one else's", async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const store = idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records);
    const newer = record({ timestamp: T0 + 500 });
    const older = record({ timestamp: T0 - 500 });
    const someoneElse = record({ userId: 2 });
    for (const r of [newer, older, someoneElse]) await store.set(r.id, r);

    let user: number | null = 1;
    const records = new PendingRecords(idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records), () => user);
    await records.load();
    expect(shown()).toEqual([older, newer]);

    user = 2;
    await records.load();
    expect(shown()).toEqual([someoneElse]);

    user = null;
    await records.load();
    expect(shown()).toEqual([]);
  });

  it('shows a new change at once and keeps it for the next page load', async () => {
    const store = memoryStore<OfflineDataRecord>();
    const records = new PendingRecords(store, () => 1);
    const r = record();
    await records.add(r);
    expect(shown()).toEqual([r]);
    expect(store.data.get(r.id)).toEqual(r);

    pendingRecordsStore.setState({ records: [] });
    await new PendingRecords(store, () => 1).load();
    expect(shown()).toEqual([r]);
  });

  it('replaces a record added again under the same id instead of showing it twice', async () => {
    const records = new PendingRecords(memoryStore(), () => 1);
    const r = record();
    await records.add(r);
    await records.add({ ...r, data: { ...r.data, reps: 8 } });
    expect(shown()).toHaveLength(1);
    expect(shown()[0].data.reps).toBe(8);
  });

  it('takes the records of a settled request off the screen and out of storage, and answers them', async () => {
    const store = memoryStore<OfflineDataRecord>();
    const records = new PendingRecords(store, () => 1);
    const a = record({ requestId: 'r1' });
    const b = record({ requestId: 'r1', operation: 'update' });
    const c = record({ requestId: 'r2' });
    for (const r of [a, b, c]) await records.add(r);

    const gone = await records.settle('r1');
    expect(gone.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(shown()).toEqual([c]);
    expect([...store.data.keys()]).toEqual([c.id]);
    expect(await records.settle('no-such-request')).toEqual([]);
  });

  it('renames a temporary id to the real one everywhere the later changes name it, and leaves the others alone', async () => {
    const store = memoryStore<OfflineDataRecord>();
    const records = new PendingRecords(store, () => 1);
    const update = record({ operation: 'update', optimisticId: null, data: { id: -77, reps: 6 } });
    const child = record({ table: 'workout_exercise', data: { id: -78, workout_id: -77, sets: [{ of: -77 }, { of: 3 }] }, optimisticId: -78 });
    const unrelated = record({ operation: 'update', optimisticId: null, data: { id: 12, note: '-77' } });
    for (const r of [update, child, unrelated]) await records.add(r);
    const set = vi.spyOn(store, 'set');

    await records.remap(-77, 501);
    expect(shown().map((r) => r.data)).toEqual([
      { id: 501, reps: 6 },
      { id: -78, workout_id: 501, sets: [{ of: 501 }, { of: 3 }] },
      { id: 12, note: '-77' },
    ]);
    expect(store.data.get(update.id)!.data).toEqual({ id: 501, reps: 6 });
    expect(store.data.get(child.id)!.data.workout_id).toBe(501);
    // Only the records that changed are written again.
    expect(set.mock.calls.map(([key]) => key).sort()).toEqual([update.id, child.id].sort());
  });

  it('forgets every record on clear', async () => {
    const store = memoryStore<OfflineDataRecord>();
    const records = new PendingRecords(store, () => 1);
    await records.add(record());
    await records.add(record({ userId: 2 }));
    await records.clear();
    expect(shown()).toEqual([]);
    expect(store.data.size).toBe(0);
  });
});

describe('whether a change waits in the queue', () => {
  it('knows a create by its temporary id and an update by its record, in their table, until synced', () => {
    const created = record({ table: 'log_comment', data: { id: -77, body: 'On the train' }, optimisticId: -77 });
    const changed = record({ table: 'workout_override', data: { id: 12, reps: '6' }, operation: 'update', optimisticId: null });
    pendingRecordsStore.setState({ records: [created, changed, record({ table: 'log_comment', data: { id: 40 }, synced: true })] });
    expect(isPending('log_comment', -77)).toBe(true);
    expect(isPending('workout_override', 12)).toBe(true);
    expect(isPending('log_comment', 12)).toBe(false); // another table's record
    expect(isPending('log_comment', 40)).toBe(false); // synced
    expect(isPending('log_comment', 41)).toBe(false);
  });
});

describe('replacing an id in a change', () => {
  it('replaces the number at any depth, in objects and arrays, and nothing else', () => {
    expect(replaceId(-5, -5, 9)).toBe(9);
    expect(replaceId(-6, -5, 9)).toBe(-6);
    expect(replaceId('-5', -5, 9)).toBe('-5');
    expect(replaceId(null, -5, 9)).toBeNull();
    expect(replaceId({ a: -5, b: [-5, { c: -5, d: -55 }], e: 'x', f: true }, -5, 9)).toEqual({ a: 9, b: [9, { c: 9, d: -55 }], e: 'x', f: true });
  });
});

describe('laying the pending changes over the rows read from the server', () => {
  type Row = { id?: number; name: string; enrollment_id?: number };
  const rows: Row[] = [
    { id: 1, name: 'Squat' },
    { id: 2, name: 'Bench' },
    { id: 3, name: 'Row' },
  ];

  it('adds a record created offline at the end, marked pending with when it was made', () => {
    const created = record({ table: 'exercise', data: { id: -40, name: 'Dip' }, timestamp: T0 });
    expect(withPending('exercise', rows, [created])).toEqual([...rows, { id: -40, name: 'Dip', _pending: true, _queuedAt: '2025-01-15T12:00:00.000Z' }]);
  });

  it('merges an offline update into its row, marked pending', () => {
    const updated = record({ table: 'exercise', operation: 'update', data: { id: 2, name: 'Incline bench' } });
    expect(withPending('exercise', rows, [updated])).toEqual([{ id: 1, name: 'Squat' }, { id: 2, name: 'Incline bench', _pending: true }, { id: 3, name: 'Row' }]);
  });

  it('takes a record deleted offline out of the list', () => {
    const deleted = record({ table: 'exercise', operation: 'delete', data: { id: 1 } });
    expect(withPending('exercise', rows, [deleted])).toEqual([{ id: 2, name: 'Bench' }, { id: 3, name: 'Row' }]);
  });

  it('applies the changes in the order they were made: create, then update, then delete of the same record', () => {
    const created = record({ table: 'exercise', data: { id: -41, name: 'Dip' }, timestamp: T0 });
    const updated = record({ table: 'exercise', operation: 'update', data: { id: -41, name: 'Weighted dip' } });
    const out = withPending('exercise', rows, [created, updated]);
    expect(out.at(-1)).toMatchObject({ id: -41, name: 'Weighted dip', _pending: true });
    const deleted = record({ table: 'exercise', operation: 'delete', data: { id: -41 } });
    expect(withPending('exercise', rows, [created, updated, deleted])).toEqual(rows);
  });

  it('ignores the changes of other tables and the ones already synced, and leaves the rows given untouched', () => {
    const otherTable = record({ table: 'program', data: { id: -42, name: 'Program' } });
    const synced = record({ table: 'exercise', synced: true, data: { id: -43, name: 'Synced' } });
    const copy = structuredClone(rows);
    expect(withPending('exercise', rows, [otherTable, synced])).toEqual(rows);
    expect(rows).toEqual(copy);
  });

  it('adds only the creates that belong to the list being shown', () => {
    const mine = record({ table: 'workout_log', data: { id: -50, name: 'Log A', enrollment_id: 7 } });
    const otherEnrollment = record({ table: 'workout_log', data: { id: -51, name: 'Log B', enrollment_id: 8 } });
    const out = withPending<Row>('workout_log', [], [mine, otherEnrollment], (r) => r.enrollment_id === 7);
    expect(out.map((r) => r.id)).toEqual([-50]);
  });

  it('does not show a create twice when the server already lists it under the same id', () => {
    const created = record({ table: 'exercise', data: { id: 3, name: 'Row (offline)' } });
    const out = withPending('exercise', rows, [created]);
    expect(out.filter((r) => r.id === 3)).toEqual([{ id: 3, name: 'Row (offline)', _pending: true, _queuedAt: new Date(created.timestamp).toISOString() }]);
    expect(out).toHaveLength(3);
  });
});
