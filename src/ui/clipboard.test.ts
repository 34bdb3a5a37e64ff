import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from './toasts';
import { TOASTS } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { copyToClipboard, writeToClipboard } from './clipboard';

beforeEach(() => {
  vi.useFakeTimers();
  toastStore.getState().clear();
});
afterEach(() => {
  toastStore.getState().clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const toasts = () => toastStore.getState().toasts.map(({ type, message, durationMs }) => ({ type, message, durationMs }));

describe('copyToClipboard', () => {
  it('confirms the copy for 2 s (requirements §9)', async () => {
    expect(TOASTS.copyConfirmationMs).toBe(2000);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });

    await expect(copyToClipboard('details')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('details');
    expect(toasts()).toEqual([{ type: 'success', message: 'Copied to clipboard', durationMs: 2000 }]);
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it('says so when the text could not be copied', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) } });
    await expect(copyToClipboard('x')).resolves.toBe(false); // no document here: no old-style copy either
    expect(toasts()).toEqual([{ type: 'error', message: MESSAGES.copyFailed, durationMs: TOASTS.errorMs }]);
  });

  it('falls back to the copy command where there is no Clipboard API', async () => {
    vi.stubGlobal('navigator', {});
    const area = { value: '', style: {}, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
    const execCommand = vi.fn(() => true);
    vi.stubGlobal('document', { createElement: () => area, body: { appendChild: vi.fn() }, activeElement: null, execCommand });
    await expect(writeToClipboard('plain http')).resolves.toBe(true);
    expect(area.value).toBe('plain http');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(area.remove).toHaveBeenCalled();
  });
});
