/**
 * Mounted once at the app root: keeps the connectivity status (src/offline/status-store.ts) in step
 * with the browser, and says when it changes (requirements §8 notices): "Back Online" when the connection
 * returns, "Offline Mode: You are now offline. Changes will be saved locally." when it goes.
 */
import { useEffect } from 'react';
import { messagesText } from '../config/i18n/en';
import { textOf } from '../i18n/text';
import { offlineStatusStore, watchConnectivity, type OfflineStatusStore } from '../offline/status-store';
import { showToast, toastStore } from '../ui/toasts';

/** Shows the notice of every change of `store.online` from now on (each replaces the one before); answers the stop. */
export function announceConnectivity(
  store: OfflineStatusStore = offlineStatusStore,
  notify: typeof showToast = showToast,
  dismiss: (id: string) => void = (id) => toastStore.getState().dismiss(id),
): () => void {
  let shown: string | null = null;
  return store.subscribe((state, before) => {
    if (state.online === before.online) return;
    if (shown) dismiss(shown);
    shown = state.online
      ? notify({ type: 'success', message: textOf(messagesText).backOnline })
      : notify({ type: 'warning', title: textOf(messagesText).offlineModeTitle, message: textOf(messagesText).offlineModeBody });
  });
}

export function ConnectivityNotices() {
  useEffect(() => {
    const stopWatching = watchConnectivity();
    const stopAnnouncing = announceConnectivity();
    return () => {
      stopAnnouncing();
      stopWatching();
    };
  }, []);
  return null;
}
