/**
 * Connectivity and sync status (requirements §3 "Sync status", §4 "Connectivity"): whether the browser is
 * online (navigator.onLine, then its `online` and `offline` events), and what the offline queue
 * reports: syncing or not, when it last synced, how many changes wait and how many failed. The
 * connectivity bar (src/layout/ConnectivityBar.tsx) shows it; its Sync Now and Retry Failed call the
 * actions here.
 *
 * The offline layer (src/offline/index.ts, loaded after the first render) connects its sync engine with
 * `connectSyncEngine()` (until then the actions do nothing) and reports with `report()`; its connectivity monitor
 * (browser events, a network check every 5 s, a ping every 10 s) sets `online`, which the engine follows: going
 * online starts background sync, going offline stops it (requirements §4).
 */
import { useStore } from 'zustand';
import type { QueueStats } from './types';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** requirements §3 "Sync status", plus the connectivity and the number of changes waiting. */
export interface SyncStatus {
  online: boolean;
  isSyncing: boolean;
  /** When the last sync finished (epoch ms), or null before the first. */
  lastSyncTime: number | null;
  /** Queued requests that failed and wait for Retry Failed. */
  failedRequests: number;
  /** The messages of those failures. */
  syncErrors: string[];
  /** Queued changes waiting to be sent (the failed ones not included). */
  pendingCount: number;
  /** The connection is slow (requirements §9: 2g or slow-2g, downlink under 1.5, or rtt over 300). */
  slowConnection: boolean;
  /** requirements §3 "Offline queue stats": the changes waiting, in all and by priority. */
  stats: QueueStats;
}

/** The bar's states (requirements §4 colours: red offline, blue syncing, yellow pending changes, green synced). */
export type ConnectivityState = 'offline' | 'syncing' | 'pending' | 'synced';

/** What the offline queue plugs in (see the file note). */
export interface SyncEngine {
  syncNow(): void | Promise<void>;
  retryFailed(): void | Promise<void>;
}

export interface OfflineStatusState extends SyncStatus {
  /**
   * The bar is collapsed while it stays in this state; a new state shows it again. It starts collapsed in `synced`
   * (a visitor who changed nothing has nothing to be told, requirements §4 lets the bar collapse), until there is something to
   * say (offline, changes waiting or syncing, failures): from then on it shows unless the user collapses it.
   */
  collapsedState: ConnectivityState | null;
  /** True while the collapse is the starting one, not the user's. */
  collapsedByDefault: boolean;
  setOnline(online: boolean): void;
  /** For the offline queue: its progress. */
  report(patch: Partial<Omit<SyncStatus, 'online'>>): void;
  /**
   * For the playground: shows this status instead of the real one until `simulate(null)`, which brings back the real
   * one as it is by then (the queue's reports and the browser's connectivity meanwhile are kept, not shown).
   */
  simulate(status: Partial<SyncStatus> | null): void;
  /** Sync Now: asks the connected engine to send what waits (nothing without one, or offline). */
  syncNow(): Promise<void>;
  /** Retry Failed: asks the connected engine to send the failed requests again. */
  retryFailed(): Promise<void>;
  /** Connects the offline queue; answers the disconnect. */
  connectSyncEngine(engine: SyncEngine): () => void;
  /** Collapses the bar while it shows `state`; null shows it again. */
  setCollapsedState(state: ConnectivityState | null): void;
}

export type OfflineStatusStore = StoreApi<OfflineStatusState>;

/** The browser's own idea of being online (true where there is no navigator). */
export function browserOnline(nav: Pick<Navigator, 'onLine'> | undefined = globalThis.navigator): boolean {
  return nav?.onLine ?? true;
}

/** Whether the bar has something to say beyond "all synced". */
const hasNews = (s: Pick<SyncStatus, 'online' | 'isSyncing' | 'pendingCount' | 'failedRequests'>) => !s.online || s.isSyncing || s.pendingCount > 0 || s.failedRequests > 0;

export function createOfflineStatusStore(initial: Partial<SyncStatus> = {}): OfflineStatusStore {
  let engine: SyncEngine | null = null;
  /** While a simulation shows, the real status (what report and setOnline say meanwhile). */
  let real: Partial<SyncStatus> | null = null;
  const store = createStore<OfflineStatusState>()((set, get) => {
    /** The starting collapse ends with the first news. */
    const settle = () => {
      if (get().collapsedByDefault && hasNews(get())) set({ collapsedState: null, collapsedByDefault: false });
    };
    return {
      online: browserOnline(),
      isSyncing: false,
      lastSyncTime: null,
      failedRequests: 0,
      syncErrors: [],
      pendingCount: 0,
      slowConnection: false,
      stats: { total: 0, high: 0, medium: 0, low: 0 },
      ...initial,
      collapsedState: 'synced',
      collapsedByDefault: true,

      setOnline(online) {
        if (real) return void (real.online = online);
        if (get().online !== online) set({ online });
        settle();
      },

      report(patch) {
        if (real) return void Object.assign(real, patch);
        set(patch);
        settle();
      },

      simulate(status) {
        if (status) {
          if (!real) {
            const { online, isSyncing, lastSyncTime, failedRequests, syncErrors, pendingCount, slowConnection, stats } = get();
            real = { online, isSyncing, lastSyncTime, failedRequests, syncErrors, pendingCount, slowConnection, stats };
          }
          set(status);
        } else if (real) {
          const back = real;
          real = null;
          set(back);
        }
        settle();
      },

      async syncNow() {
        if (engine && get().online) await engine.syncNow();
      },

      async retryFailed() {
        if (engine && get().online) await engine.retryFailed();
      },

      connectSyncEngine(next) {
        engine = next;
        return () => {
          if (engine === next) engine = null;
        };
      },

      setCollapsedState(collapsedState) {
        set({ collapsedState, collapsedByDefault: false });
      },
    };
  });
  // Offline from the start, say: news at once.
  store.getState().report({});
  return store;
}

/** The app's connectivity and sync status. */
export const offlineStatusStore: OfflineStatusStore = createOfflineStatusStore();

/** React: a slice of the app's connectivity and sync status. */
export function useOfflineStatus<T>(selector: (state: OfflineStatusState) => T): T {
  return useStore(offlineStatusStore, selector);
}

/** Where the browser says it went online or offline (the window, or a stand-in in tests). */
export interface ConnectivityEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Keeps `store.online` in step with the browser: navigator.onLine now, then the `online` and
 * `offline` events. Answers the stop.
 */
export function watchConnectivity(
  store: OfflineStatusStore = offlineStatusStore,
  target: ConnectivityEvents = globalThis as unknown as ConnectivityEvents,
  isOnline: () => boolean = browserOnline,
): () => void {
  const online = () => store.getState().setOnline(true);
  const offline = () => store.getState().setOnline(false);
  store.getState().setOnline(isOnline());
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
