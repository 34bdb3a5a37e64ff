// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadToastList, ToastHost } from './ToastHost';
import { toastStore } from './toasts';
import { MESSAGES } from '../config/messages';
import { ErrorBoundary, ErrorFallback } from './ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const run = async (fn: () => unknown) => {
  await act(async () => {
    await fn();
  });
};
const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
const toasts = () => [...document.querySelectorAll('[data-testid="toast"]')].map((t) => t.textContent);

// The toast list is a lazy chunk (ToastHost.tsx): fetched once here, as the app fetches it after its first render.
beforeAll(async () => {
  preloadToastList();
  await import('./ToastList');
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the boundary log the caught error
});
afterEach(async () => {
  await run(() => root.unmount());
  container.remove();
  toastStore.getState().clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Bomb() {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error('boom');
  return <button onClick={() => setArmed(true)}>Arm</button>;
}

describe('the error boundary', () => {
  it('shows the spec fallback for a crash, and Try Again renders the children anew', async () => {
    await run(() => root.render(<ErrorBoundary showDetails={false}><Bomb /></ErrorBoundary>));
    await run(() => button('Arm')!.click());
    expect(container.querySelector('h1')!.textContent).toBe(MESSAGES.errorFallbackTitle);
    expect(container.textContent).toContain(MESSAGES.errorFallbackBody);
    expect(container.querySelector('[data-testid="error-details"]')).toBeNull();
    await run(() => button(MESSAGES.errorFallbackRetry)!.click());
    expect(button('Arm')).toBeDefined();
  });

  it('copies the development details with the copy toast, shown by the fallback itself when it replaced the app', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await run(() => root.render(<ErrorFallback error={new Error('kaput')} showDetails onRetry={() => undefined} />));
    expect(container.querySelector('[data-testid="error-details"]')!.textContent).toContain('Error: kaput');
    await run(() => button('Copy details')!.click());
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Error: kaput'));
    expect(toasts()).toEqual([MESSAGES.copiedToClipboard]);
  });

  it('leaves the toast to the app when the app toast host is still there', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => undefined } });
    await run(() =>
      root.render(
        <>
          <ToastHost />
          <ErrorFallback error={new Error('kaput')} showDetails onRetry={() => undefined} />
        </>,
      ),
    );
    await run(() => button('Copy details')!.click());
    expect(toasts()).toEqual([MESSAGES.copiedToClipboard]); // one host, one toast
  });
});
