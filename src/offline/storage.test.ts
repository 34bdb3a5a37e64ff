import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idbStore, memoryStore, OFFLINE_DATABASES } from './storage';

interface Item {
  name: string;
  tags: string[];
}

let factory: IDBFactory;

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the IndexedDB store (idb-keyval on a fake IndexedDB)', () => {
  it('keeps, reads, lists, deletes and empties values by key', async () => {
    const store = idbStore<Item>('test-db');
    expect(await store.get('a')).toBeUndefined();
    expect(await store.values()).toEqual([]);

    await store.set('a', { name: 'Squat', tags: ['legs'] });
    await store.set('b', { name: 'Bench', tags: ['chest'] });
    expect(await store.get('a')).toEqual({ name: 'Squat', tags: ['legs'] });
    expect((await store.values()).map((v) => v.name).sort()).toEqual(['Bench', 'Squat']);

    await store.set('a', { name: 'Front squat', tags: [] });
    expect(await store.get('a')).toEqual({ name: 'Front squat', tags: [] });

    await store.del('a');
    expect(await store.get('a')).toBeUndefined();
    expect(await store.values()).toEqual([{ name: 'Bench', tags: ['chest'] }]);

    await store.clear();
    expect(await store.values()).toEqual([]);
  });

  it('what one page stored is there for the next page on the same database (it survives a reload)', async () => {
    await idbStore<Item>('test-db').set('k', { name: 'Deadlift', tags: ['back'] });
    const afterReload = idbStore<Item>('test-db');
    expect(await afterReload.get('k')).toEqual({ name: 'Deadlift', tags: ['back'] });
  });

  it('keeps each database apart', async () => {
    const queue = idbStore<Item>(OFFLINE_DATABASES.queue);
    const records = idbStore<Item>(OFFLINE_DATABASES.records);
    await queue.set('x', { name: 'queued', tags: [] });
    expect(await records.get('x')).toBeUndefined();
    expect(await records.values()).toEqual([]);
    await records.clear();
    expect(await queue.get('x')).toEqual({ name: 'queued', tags: [] });
  });

  it('opens the database only when first used, and only once', async () => {
    const open = vi.spyOn(factory, 'open');
    const store = idbStore<Item>('lazy-db');
    expect(open).not.toHaveBeenCalled();
    await store.get('a');
    await store.set('a', { name: 'x', tags: [] });
    await store.values();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('lazy-db');
  });

  it('stores a copy: changing an object after storing it changes nothing stored', async () => {
    const store = idbStore<Item>('copy-db');
    const item = { name: 'Row', tags: ['back'] };
    await store.set('r', item);
    item.tags.push('changed');
    const read = await store.get('r');
    expect(read).toEqual({ name: 'Row', tags: ['back'] });
    read!.tags.push('again');
    expect(await store.get('r')).toEqual({ name: 'Row', tags: ['back'] });
  });

  it('names its three databases', () => {
    expect(OFFLINE_DATABASES).toEqual({
      queue: 'sportlink-offline-queue',
      records: 'sportlink-offline-records',
      cache: 'sportlink-query-cache',
    });
  });
});

describe('the in-memory store (tests, and browsers without IndexedDB)', () => {
  it('has the same face as the IndexedDB one', async () => {
    const store = memoryStore<Item>();
    expect(await store.get('a')).toBeUndefined();
    await store.set('a', { name: 'Squat', tags: [] });
    await store.set('b', { name: 'Bench', tags: [] });
    expect(await store.get('a')).toEqual({ name: 'Squat', tags: [] });
    expect(await store.values()).toEqual([
      { name: 'Squat', tags: [] },
      { name: 'Bench', tags: [] },
    ]);
    await store.del('a');
    expect([...store.data.keys()]).toEqual(['b']);
    await store.clear();
    expect(store.data.size).toBe(0);
  });

  it('hands out copies, like IndexedDB, so nobody changes a stored value by accident', async () => {
    const store = memoryStore<Item>();
    const item = { name: 'Row', tags: ['back'] };
    await store.set('r', item);
    item.tags.push('after');
    (await store.get('r'))!.tags.push('from get');
    (await store.values())[0].tags.push('from values');
    expect(store.data.get('r')).toEqual({ name: 'Row', tags: ['back'] });
  });
});
