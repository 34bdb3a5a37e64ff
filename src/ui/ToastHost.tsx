/**
 * Renders the app's toasts (src/ui/toasts.ts) in the top-right corner, newest at the bottom (ToastList.tsx, a
 * lazy chunk: nothing of it is in the first load while no toast shows). The app root mounts one; `SpareToastHost`
 * shows them where that one is gone (the root error boundary's fallback screen replaces the whole app, its toast
 * host included).
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { toastStore, type ToastStore } from './toasts';

type ToastList = ComponentType<{ store: ToastStore }>;
let loaded: ToastList | null = null;
let loading: Promise<ToastList> | null = null;
/** The toast list's chunk, fetched once; a failed fetch (offline before it came) is tried again next time. */
function loadToastList(): Promise<ToastList> {
  loading ??= import('./ToastList').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Fetches the toast list's chunk ahead of the first toast: the app calls it right after its first render. */
export function preloadToastList(): void {
  void loadToastList().catch(() => undefined);
}

/** The toast list once its chunk is here; while it is not, each change of `attempt` fetches it again. */
function useToastList(attempt: number): ToastList | null {
  const [list, setList] = useState<ToastList | null>(() => loaded);
  useEffect(() => {
    if (list) return undefined;
    let live = true;
    loadToastList().then(
      (l) => live && setList(() => l),
      () => undefined, // nothing to show it with; the next toast tries again
    );
    return () => {
      live = false;
    };
  }, [list, attempt]);
  return list;
}

// How many counted hosts are mounted, for SpareToastHost.
let mountedHosts = 0;
const hostListeners = new Set<() => void>();
const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
};
const hostShown = () => mountedHosts > 0;

function useCountedHost(counted: boolean) {
  useEffect(() => {
    if (!counted) return undefined;
    mountedHosts++;
    hostListeners.forEach((l) => l());
    return () => {
      mountedHosts--;
      hostListeners.forEach((l) => l());
    };
  }, [counted]);
}

export function ToastHost({ store = toastStore, counted = true }: { store?: ToastStore; counted?: boolean }) {
  useCountedHost(counted);
  const count = useStore(store, (s) => s.toasts.length);
  const List = useToastList(count);
  return count > 0 && List ? <List store={store} /> : null;
}

/** The app's toasts, only while no other ToastHost is mounted. */
export function SpareToastHost() {
  const shown = useSyncExternalStore(subscribeHosts, hostShown, () => false);
  return shown ? null : <ToastHost counted={false} />;
}
