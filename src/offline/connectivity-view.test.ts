import { blue, green, red, yellow } from '@mui/material/colors';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../config/messages';
import { STATUS_COLORS } from '../ui/status-colors';
import { messages as fr } from '../config/i18n/fr';
import { CONNECTIVITY_COLORS, connectivityView } from './connectivity-view';

const status = (patch: Partial<Parameters<typeof connectivityView>[0]> = {}) => ({
  online: true,
  isSyncing: false,
  pendingCount: 0,
  failedRequests: 0,
  ...patch,
});

describe('the connectivity bar says', () => {
  it('the spec texts, word for word', () => {
    expect(MESSAGES.connectivityOffline(3)).toBe("You're offline. 3 changes will sync when connection returns");
    expect(MESSAGES.connectivityPending(2)).toBe('2 changes pending sync');
    expect(MESSAGES.connectivitySyncing).toBe('Syncing your changes...');
    expect(MESSAGES.connectivitySynced).toBe('All changes synced');
    expect(MESSAGES.connectivitySyncErrors(4)).toBe('4 sync errors');
    expect([MESSAGES.syncNow, MESSAGES.retryFailed]).toEqual(['Sync Now', 'Retry Failed']);
    expect([MESSAGES.backOnline, MESSAGES.offlineModeTitle, MESSAGES.offlineModeBody]).toEqual([
      'Back Online',
      'Offline Mode',
      'You are now offline. Changes will be saved locally.',
    ]);
    expect([MESSAGES.offlineServiceError, MESSAGES.cachedDataOffline]).toEqual(['Offline Service Error', 'Showing cached data (offline)']);
  });

  it('offline (red), with the changes waiting, whatever else is going on', () => {
    expect(connectivityView(status({ online: false }))).toEqual({
      state: 'offline',
      color: 'red',
      messages: ["You're offline. 0 changes will sync when connection returns"],
      actions: [],
    });
    expect(connectivityView(status({ online: false, pendingCount: 1, isSyncing: true }))).toEqual({
      state: 'offline',
      color: 'red',
      messages: ["You're offline. 1 change will sync when connection returns"],
      actions: [],
    });
    expect(connectivityView(status({ online: false, pendingCount: 5, failedRequests: 2 }))).toEqual({
      state: 'offline',
      color: 'red',
      messages: ["You're offline. 5 changes will sync when connection returns", '2 sync errors'],
      actions: [],
    });
  });

  it("offline, while the page shows answers read earlier, also 'Showing cached data (offline)', last", () => {
    expect(connectivityView(status({ online: false, pendingCount: 2, cachedData: true }))).toEqual({
      state: 'offline',
      color: 'red',
      messages: [MESSAGES.connectivityOffline(2), MESSAGES.cachedDataOffline],
      actions: [],
    });
    expect(connectivityView(status({ online: false, pendingCount: 2, failedRequests: 1, cachedData: true })).messages).toEqual([
      MESSAGES.connectivityOffline(2),
      MESSAGES.connectivitySyncErrors(1),
      MESSAGES.cachedDataOffline,
    ]);
    expect(connectivityView(status({ online: false, cachedData: false })).messages).toEqual([MESSAGES.connectivityOffline(0)]);
  });

  it('online, never says it shows cached data: the answers are the live ones', () => {
    for (const patch of [{}, { isSyncing: true }, { pendingCount: 3 }, { failedRequests: 1 }]) {
      expect(connectivityView(status({ ...patch, cachedData: true })).messages).not.toContain(MESSAGES.cachedDataOffline);
    }
  });

  it('syncing (blue) while a sync runs, counting failures but offering no button', () => {
    expect(connectivityView(status({ isSyncing: true, pendingCount: 4 }))).toEqual({ state: 'syncing', color: 'blue', messages: ['Syncing your changes...'], actions: [] });
    expect(connectivityView(status({ isSyncing: true, failedRequests: 1 }))).toEqual({
      state: 'syncing',
      color: 'blue',
      messages: ['Syncing your changes...', '1 sync error'],
      actions: [],
    });
  });

  it('pending (yellow) with Sync Now while changes wait, and Retry Failed while some failed', () => {
    expect(connectivityView(status({ pendingCount: 1 }))).toEqual({ state: 'pending', color: 'yellow', messages: ['1 change pending sync'], actions: ['syncNow'] });
    expect(connectivityView(status({ pendingCount: 12 }))).toEqual({ state: 'pending', color: 'yellow', messages: ['12 changes pending sync'], actions: ['syncNow'] });
    expect(connectivityView(status({ failedRequests: 1 }))).toEqual({ state: 'pending', color: 'yellow', messages: ['1 sync error'], actions: ['retryFailed'] });
    expect(connectivityView(status({ pendingCount: 2, failedRequests: 3 }))).toEqual({
      state: 'pending',
      color: 'yellow',
      messages: ['2 changes pending sync', '3 sync errors'],
      actions: ['syncNow', 'retryFailed'],
    });
  });

  it('synced (green) when online with nothing waiting and nothing failed', () => {
    expect(connectivityView(status())).toEqual({ state: 'synced', color: 'green', messages: ['All changes synced'], actions: [] });
  });

  it('in the words it is given (the language on screen), the same lines in the same places', () => {
    expect(connectivityView(status({ online: false, pendingCount: 1, failedRequests: 2, cachedData: true }), fr).messages).toEqual([
      fr.connectivityOffline(1),
      fr.connectivitySyncErrors(2),
      fr.cachedDataOffline,
    ]);
    expect(connectivityView(status({ isSyncing: true }), fr).messages).toEqual([fr.connectivitySyncing]);
    expect(connectivityView(status({ pendingCount: 3, failedRequests: 1 }), fr).messages).toEqual([fr.connectivityPending(3), fr.connectivitySyncErrors(1)]);
    expect(connectivityView(status(), fr).messages).toEqual([fr.connectivitySynced]);
    expect(fr.connectivitySynced).not.toBe(MESSAGES.connectivitySynced);
  });
});

describe('the connectivity bar colours (requirements §4)', () => {
  it('are red offline, blue syncing, yellow pending, green synced', () => {
    expect(CONNECTIVITY_COLORS).toEqual({ offline: 'red', syncing: 'blue', pending: 'yellow', synced: 'green' });
  });

  it('are the named hues, each with readable text (the yellow with dark text)', () => {
    expect(STATUS_COLORS[CONNECTIVITY_COLORS.offline]).toEqual({ bg: red[800], fg: '#ffffff' });
    expect(STATUS_COLORS[CONNECTIVITY_COLORS.syncing]).toEqual({ bg: blue[800], fg: '#ffffff' });
    expect(STATUS_COLORS[CONNECTIVITY_COLORS.pending]).toEqual({ bg: yellow[800], fg: '#1b1b1b' });
    expect(STATUS_COLORS[CONNECTIVITY_COLORS.synced]).toEqual({ bg: green[800], fg: '#ffffff' });
  });
});
