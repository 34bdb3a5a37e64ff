import { describe, expect, it, vi } from 'vitest';
import { browserOnline, createOfflineStatusStore, watchConnectivity, type ConnectivityEvents } from './status-store';

describe('the connectivity status store', () => {
  it('starts from the browser and takes the queue reports', () => {
    const store = createOfflineStatusStore({ online: false });
    expect(store.getState()).toMatchObject({ online: false, isSyncing: false, lastSyncTime: null, failedRequests: 0, syncErrors: [], pendingCount: 0, collapsedState: null });
    store.getState().report({ pendingCount: 3, failedRequests: 1, syncErrors: ['HTTP error! status: 500'], lastSyncTime: 42 });
    expect(store.getState()).toMatchObject({ pendingCount: 3, failedRequests: 1, syncErrors: ['HTTP error! status: 500'], lastSyncTime: 42 });
    expect(browserOnline({ onLine: false })).toBe(false);
    expect(browserOnline(undefined)).toBe(true);
  });

  it('holds a simulation against the queue’s reports until it is taken back, then shows the real status as it is by then', () => {
    const store = createOfflineStatusStore({ online: true });
    store.getState().simulate({ online: true, pendingCount: 4, isSyncing: false, failedRequests: 0, syncErrors: [] });
    // The queue reports and the browser goes offline meanwhile (a slow start): the simulation still shows.
    store.getState().report({ pendingCount: 0, lastSyncTime: 7 });
    store.getState().setOnline(false);
    expect(store.getState()).toMatchObject({ online: true, pendingCount: 4, lastSyncTime: null });
    store.getState().simulate(null);
    expect(store.getState()).toMatchObject({ online: false, pendingCount: 0, lastSyncTime: 7 });
    // Taken back, reports show again.
    store.getState().report({ pendingCount: 2 });
    expect(store.getState().pendingCount).toBe(2);
  });

  it('Sync Now and Retry Failed do nothing until an engine connects, then call it while online', async () => {
    const store = createOfflineStatusStore({ online: true });
    await expect(store.getState().syncNow()).resolves.toBeUndefined();
    await expect(store.getState().retryFailed()).resolves.toBeUndefined();

    const engine = { syncNow: vi.fn(), retryFailed: vi.fn(async () => undefined) };
    const disconnect = store.getState().connectSyncEngine(engine);
    await store.getState().syncNow();
    await store.getState().retryFailed();
    expect(engine.syncNow).toHaveBeenCalledTimes(1);
    expect(engine.retryFailed).toHaveBeenCalledTimes(1);

    store.getState().setOnline(false);
    await store.getState().syncNow();
    expect(engine.syncNow).toHaveBeenCalledTimes(1); // nothing to do offline

    store.getState().setOnline(true);
    disconnect();
    await store.getState().syncNow();
    expect(engine.syncNow).toHaveBeenCalledTimes(1);
  });

  it('starts collapsed while all is synced, and shows from the first news on, until the user collapses it', () => {
    const store = createOfflineStatusStore({ online: true });
    expect(store.getState()).toMatchObject({ collapsedState: 'synced', collapsedByDefault: true });
    store.getState().report({ lastSyncTime: 1 });
    expect(store.getState().collapsedState).toBe('synced'); // nothing to say yet
    store.getState().report({ pendingCount: 1 });
    expect(store.getState()).toMatchObject({ collapsedState: null, collapsedByDefault: false });
    store.getState().report({ pendingCount: 0 });
    expect(store.getState().collapsedState).toBeNull(); // "All changes synced" now says something
    expect(createOfflineStatusStore({ online: false }).getState().collapsedState).toBeNull();
  });

  it('remembers the collapsed bar for the state it was collapsed in', () => {
    const store = createOfflineStatusStore();
    store.getState().setCollapsedState('synced');
    expect(store.getState().collapsedState).toBe('synced');
    store.getState().setCollapsedState(null);
    expect(store.getState().collapsedState).toBeNull();
  });

  it('follows the browser going offline and online, and stops when told', () => {
    const listeners = new Map<string, () => void>();
    const target: ConnectivityEvents = {
      addEventListener: (type, listener) => void listeners.set(type, listener),
      removeEventListener: (type, listener) => {
        if (listeners.get(type) === listener) listeners.delete(type);
      },
    };
    const store = createOfflineStatusStore({ online: true });
    const changes: boolean[] = [];
    store.subscribe((s, before) => {
      if (s.online !== before.online) changes.push(s.online);
    });
    const stop = watchConnectivity(store, target, () => false);
    expect(store.getState().online).toBe(false); // navigator.onLine at the start
    listeners.get('online')!();
    listeners.get('online')!(); // no change, no update
    listeners.get('offline')!();
    expect(changes).toEqual([false, true, false]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
