import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../config/messages';
import { connectivityView } from './connectivity-view';

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
  });

  it('offline (red), with the changes waiting, whatever else is going on', () => {
    expect(connectivityView(status({ online: false }))).toEqual({
      state: 'offline',
      messages: ["You're offline. 0 changes will sync when connection returns"],
      actions: [],
    });
    expect(connectivityView(status({ online: false, pendingCount: 1, isSyncing: true }))).toEqual({
      state: 'offline',
      messages: ["You're offline. 1 changes will sync when connection returns"],
      actions: [],
    });
    expect(connectivityView(status({ online: false, pendingCount: 5, failedRequests: 2 }))).toEqual({
      state: 'offline',
      messages: ["You're offline. 5 changes will sync when connection returns", '2 sync errors'],
      actions: [],
    });
  });

  it('syncing (blue) while a sync runs, counting failures but offering no button', () => {
    expect(connectivityView(status({ isSyncing: true, pendingCount: 4 }))).toEqual({ state: 'syncing', messages: ['Syncing your changes...'], actions: [] });
    expect(connectivityView(status({ isSyncing: true, failedRequests: 1 }))).toEqual({
      state: 'syncing',
      messages: ['Syncing your changes...', '1 sync errors'],
      actions: [],
    });
  });

  it('pending (yellow) with Sync Now while changes wait, and Retry Failed while some failed', () => {
    expect(connectivityView(status({ pendingCount: 1 }))).toEqual({ state: 'pending', messages: ['1 changes pending sync'], actions: ['syncNow'] });
    expect(connectivityView(status({ pendingCount: 12 }))).toEqual({ state: 'pending', messages: ['12 changes pending sync'], actions: ['syncNow'] });
    expect(connectivityView(status({ failedRequests: 1 }))).toEqual({ state: 'pending', messages: ['1 sync errors'], actions: ['retryFailed'] });
    expect(connectivityView(status({ pendingCount: 2, failedRequests: 3 }))).toEqual({
      state: 'pending',
      messages: ['2 changes pending sync', '3 sync errors'],
      actions: ['syncNow', 'retryFailed'],
    });
  });

  it('synced (green) when online with nothing waiting and nothing failed', () => {
    expect(connectivityView(status())).toEqual({ state: 'synced', messages: ['All changes synced'], actions: [] });
  });
});
