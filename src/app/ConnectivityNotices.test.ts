import { describe, expect, it, vi } from 'vitest';
import { createOfflineStatusStore } from '../offline/status-store';
import { announceConnectivity } from './ConnectivityNotices';

describe('connectivity notices', () => {
  it('say Offline Mode when the connection goes and Back Online when it returns, once per change, each replacing the last', () => {
    const store = createOfflineStatusStore({ online: true });
    let n = 0;
    const notify = vi.fn(() => `toast-${++n}`);
    const dismiss = vi.fn();
    const stop = announceConnectivity(store, notify, dismiss);
    store.getState().report({ pendingCount: 2 }); // not a connectivity change
    store.getState().setOnline(false);
    store.getState().setOnline(false);
    store.getState().setOnline(true);
    expect(notify.mock.calls).toEqual([
      [{ type: 'warning', title: 'Offline Mode', message: 'You are now offline. Changes will be saved locally.' }],
      [{ type: 'success', message: 'Back Online' }],
    ]);
    expect(dismiss.mock.calls).toEqual([['toast-1']]);
    stop();
    store.getState().setOnline(false);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
