import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DEFAULT_MS, TOAST_MAX_VISIBLE } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('uses the spec numbers: 5000 ms, at most 5', () => {
    expect(TOAST_DEFAULT_MS).toBe(5000);
    expect(TOAST_MAX_VISIBLE).toBe(5);
  });

  it('shows a toast and hides it after 5000 ms', () => {
    const store = createToastStore();
    store.getState().show({ type: 'warning', message: 'careful' });
    expect(store.getState().toasts).toMatchObject([{ type: 'warning', message: 'careful', persistent: false, durationMs: 5000 }]);
    vi.advanceTimersByTime(4999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('hides an error after 4000 ms (requirements §8), unless told otherwise', () => {
    const store = createToastStore();
    store.getState().show({ type: 'error', message: 'refused' });
    store.getState().show({ type: 'error', message: 'kept longer', durationMs: 8000 });
    expect(store.getState().toasts.map((t) => t.durationMs)).toEqual([4000, 8000]);
    vi.advanceTimersByTime(3999);
    expect(store.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['kept longer']);
  });

  it('shows the same words once: a red error repeating the warning showing renews the warning', () => {
    const store = createToastStore();
    const id = store.getState().show({ type: 'warning', message: 'Your account has been deactivated' });
    expect(store.getState().show({ type: 'error', message: 'Your account has been deactivated' })).toBe(id);
    expect(store.getState().toasts).toMatchObject([{ type: 'warning', message: 'Your account has been deactivated' }]);
  });

  it('keeps at most 5, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= 7; i++) store.getState().show({ message: `n${i}` });
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['n3', 'n4', 'n5', 'n6', 'n7']);
  });

  it('renews a toast already showing instead of stacking a copy', () => {
    const store = createToastStore();
    const id = store.getState().show({ type: 'warning', message: 'same' });
    vi.advanceTimersByTime(4000);
    expect(store.getState().show({ type: 'warning', message: 'same' })).toBe(id);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(4000);
    expect(store.getState().toasts).toHaveLength(1); // the timer started again
    vi.advanceTimersByTime(1000);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('keeps persistent toasts until dismissed, and honours a duration', () => {
    const store = createToastStore();
    const sticky = store.getState().show({ message: 'sticky', persistent: true });
    store.getState().show({ message: 'short', durationMs: 1000 });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['sticky']);
    store.getState().dismiss(sticky);
    expect(store.getState().toasts).toEqual([]);
  });
});
