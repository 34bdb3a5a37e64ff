/**
 * For the unit tests of the offline layer as a page starts it (index.ts, offline-fetch.ts): what Node lacks of a
 * browser page (the window's online/offline events, navigator.onLine) and a fresh, empty fake IndexedDB. Undone by
 * `vi.unstubAllGlobals()`. Not part of the app.
 */
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

export interface FakeBrowserPage {
  /** The browser goes online or offline: navigator.onLine changes and the window says so. */
  setOnline(online: boolean): void;
}

export function fakeBrowserPage({ online = true }: { online?: boolean } = {}): FakeBrowserPage {
  const win = new EventTarget();
  const navigator = { onLine: online };
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('navigator', navigator);
  vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
  vi.stubGlobal('removeEventListener', win.removeEventListener.bind(win));
  return {
    setOnline(next) {
      navigator.onLine = next;
      win.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
}

// Taken at load, before a test fakes the timers: the fake IndexedDB works on setImmediate.
const realSetImmediate = globalThis.setImmediate;

/** Waits (on the real event loop, a fake clock standing still) until `done` holds. */
export async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await done()) return;
    await new Promise<void>((resolve) => realSetImmediate(resolve));
  }
  throw new Error('gave up waiting');
}
