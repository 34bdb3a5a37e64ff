/**
 * What the connectivity bar says and its colour (requirements §4 states and colours, §8 texts), as a pure function of the
 * sync status:
 * - offline (red): "You're offline. {n} changes will sync when connection returns";
 * - syncing (blue): "Syncing your changes...";
 * - pending (yellow), when changes wait or failed: "{n} changes pending sync" with Sync Now, and
 *   "{n} sync errors" with Retry Failed;
 * - synced (green): "All changes synced".
 * Failed requests are counted ("{n} sync errors") in every state but synced; the buttons show only
 * when pressing them can do something (online, not already syncing). Offline, while the page shows answers from
 * the cache, it also says "Showing cached data (offline)".
 */
import { MESSAGES } from '../config/messages';
import type { Translation } from '../i18n/text';
import type { STATUS_COLORS } from '../ui/status-colors';
import type { ConnectivityState, SyncStatus } from './status-store';

export type ConnectivityAction = 'syncNow' | 'retryFailed';

/** requirements §4: the bar is red offline, blue syncing, yellow with changes pending, green synced (STATUS_COLORS' names). */
export const CONNECTIVITY_COLORS = {
  offline: 'red',
  syncing: 'blue',
  pending: 'yellow',
  synced: 'green',
} as const satisfies Record<ConnectivityState, keyof typeof STATUS_COLORS>;

export interface ConnectivityView {
  state: ConnectivityState;
  color: (typeof CONNECTIVITY_COLORS)[ConnectivityState];
  /** The lines to show, in order. */
  messages: string[];
  actions: ConnectivityAction[];
}

export type ConnectivityInput = Pick<SyncStatus, 'online' | 'isSyncing' | 'pendingCount' | 'failedRequests'> & {
    /** The page shows answers read earlier (from the cache). */
    cachedData?: boolean;
  };

/** The bar's words: the spec's messages (in the app's language on screen: the catalogue's section `messages`). */
export type ConnectivityWords = Translation<
  Pick<typeof MESSAGES, 'cachedDataOffline' | 'connectivitySyncErrors' | 'connectivityOffline' | 'connectivitySyncing' | 'connectivityPending' | 'connectivitySynced'>
>;

export function connectivityView(input: ConnectivityInput, words: ConnectivityWords = MESSAGES): ConnectivityView {
  const view = baseView(input, words);
  if (view.state === 'offline' && input.cachedData) view.messages.push(words.cachedDataOffline);
  return { ...view, color: CONNECTIVITY_COLORS[view.state] };
}

function baseView({ online, isSyncing, pendingCount, failedRequests }: ConnectivityInput, words: ConnectivityWords): Omit<ConnectivityView, 'color'> {
  const errors = failedRequests > 0 ? [words.connectivitySyncErrors(failedRequests)] : [];
  if (!online) return { state: 'offline', messages: [words.connectivityOffline(pendingCount), ...errors], actions: [] };
  if (isSyncing) return { state: 'syncing', messages: [words.connectivitySyncing, ...errors], actions: [] };
  if (pendingCount > 0 || failedRequests > 0) {
    const messages: string[] = [];
    const actions: ConnectivityAction[] = [];
    if (pendingCount > 0) {
      messages.push(words.connectivityPending(pendingCount));
      actions.push('syncNow');
    }
    if (failedRequests > 0) {
      messages.push(...errors);
      actions.push('retryFailed');
    }
    return { state: 'pending', messages, actions };
  }
  return { state: 'synced', messages: [words.connectivitySynced], actions: [] };
}
