// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineStatusStore } from '../offline/status-store';
import { ConnectivityBar, ConnectivityBarView, CONNECTIVITY_BAR_LABELS } from './ConnectivityBar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

const run = async (fn: () => void) => {
  await act(async () => fn());
};
const render = (element: React.ReactNode) => run(() => root.render(element));
const bar = () => container.querySelector<HTMLElement>('[data-testid="connectivity-bar"]')!;
const buttons = () => [...container.querySelectorAll<HTMLButtonElement>('button')];
const button = (name: string) => buttons().find((b) => b.textContent === name || b.getAttribute('aria-label') === name);

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(async () => {
  await run(() => root.unmount());
  container.remove();
  offlineStatusStore.setState({ online: true, isSyncing: false, pendingCount: 0, failedRequests: 0, syncErrors: [], collapsedState: 'synced', collapsedByDefault: true });
});

const idle = { online: true, isSyncing: false, pendingCount: 0, failedRequests: 0 };

describe('ConnectivityBarView', () => {
  it.each([
    [{ ...idle, online: false, pendingCount: 3 }, 'offline', "You're offline. 3 changes will sync when connection returns", []],
    [{ ...idle, isSyncing: true }, 'syncing', 'Syncing your changes...', []],
    [{ ...idle, pendingCount: 2, failedRequests: 1 }, 'pending', '2 changes pending sync1 sync error', ['Sync Now', 'Retry Failed']],
    [idle, 'synced', 'All changes synced', []],
  ])('shows %o as %s', async (status, state, text, actions) => {
    await render(<ConnectivityBarView status={status} />);
    expect(bar().dataset.state).toBe(state);
    expect(bar().querySelector('[role="status"]')!.textContent).toBe(text);
    expect(buttons().map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([...actions, CONNECTIVITY_BAR_LABELS.collapse]);
  });

  it('calls Sync Now, Retry Failed and collapse, and opens again from the strip', async () => {
    const onSyncNow = vi.fn();
    const onRetryFailed = vi.fn();
    const onCollapsedChange = vi.fn();
    const status = { ...idle, pendingCount: 1, failedRequests: 1 };
    await render(<ConnectivityBarView status={status} onSyncNow={onSyncNow} onRetryFailed={onRetryFailed} onCollapsedChange={onCollapsedChange} />);
    await run(() => button('Sync Now')!.click());
    await run(() => button('Retry Failed')!.click());
    await run(() => button(CONNECTIVITY_BAR_LABELS.collapse)!.click());
    expect([onSyncNow.mock.calls.length, onRetryFailed.mock.calls.length]).toEqual([1, 1]);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);

    await render(<ConnectivityBarView status={status} collapsed onCollapsedChange={onCollapsedChange} />);
    const strip = button(CONNECTIVITY_BAR_LABELS.expand('1 change pending sync · 1 sync error'))!;
    expect(strip.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[role="status"]')).toBeNull();
    await run(() => strip.click());
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('announces nothing when not live (the gallery samples)', async () => {
    await render(<ConnectivityBarView status={idle} live={false} data-testid="sample" />);
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('[data-testid="sample"]')).not.toBeNull();
  });
});

describe('ConnectivityBar', () => {
  it('follows the status store, and a collapse lasts only while the state does', async () => {
    await render(<ConnectivityBar />);
    expect(bar().dataset.state).toBe('synced');
    // Nothing to say yet: the thin strip, which opens the bar.
    expect(bar().getAttribute('aria-expanded')).toBe('false');
    await run(() => bar().click());
    expect(bar().textContent).toBe('All changes synced');
    await run(() => button(CONNECTIVITY_BAR_LABELS.collapse)!.click());
    expect(offlineStatusStore.getState().collapsedState).toBe('synced');
    expect(button(CONNECTIVITY_BAR_LABELS.expand('All changes synced'))).toBeDefined();

    await run(() => offlineStatusStore.getState().setOnline(false));
    expect(bar().dataset.state).toBe('offline');
    expect(bar().textContent).toContain("You're offline. 0 changes will sync when connection returns");

    await run(() => offlineStatusStore.getState().setOnline(true));
    expect(bar().getAttribute('aria-expanded')).toBe('false'); // collapsed again: still remembered for synced
    await run(() => bar().click());
    expect(offlineStatusStore.getState().collapsedState).toBeNull();
  });
});
