/**
 * Where the offline layer keeps things: IndexedDB through idb-keyval, one database per kind (queued requests,
 * offline data records, the read cache), each a plain key-value store. Tests pass in-memory stand-ins.
 */
import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval';

export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  del(key: string): Promise<void>;
  values(): Promise<T[]>;
  clear(): Promise<void>;
}

export function idbStore<T>(database: string, store = 'items'): KeyValueStore<T> {
  let handle: UseStore | null = null;
  const db = () => (handle ??= createStore(database, store));
  return {
    get: (key) => get<T>(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    values: () => values<T>(db()),
    clear: () => clear(db()),
  };
}

/** An in-memory store with the same face (tests, and browsers without IndexedDB). */
export function memoryStore<T>(): KeyValueStore<T> & { data: Map<string, T> } {
  const data = new Map<string, T>();
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
    values: async () => [...data.values()].map((v) => structuredClone(v)),
    clear: async () => data.clear(),
  };
}

export const OFFLINE_DATABASES = {
  queue: 'sportlink-offline-queue',
  records: 'sportlink-offline-records',
  cache: 'sportlink-query-cache',
} as const;
