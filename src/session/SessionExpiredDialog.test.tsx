// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_REDIRECT_MS } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { SessionExpiredDialog, sessionExpiredRedirect } from './SessionExpiredDialog';
import { createMemoryStorage, createSessionStore, type LoginPayload, type SessionStore } from './store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function signedIn(role: LoginPayload['role']) {
  const storage = createMemoryStorage({ theme: 'dark' });
  const store = createSessionStore({ storage });
  store.getState().login({
    user_id: 3,
    token: 'tok',
    role,
    first_name: 'A',
    last_name: 'B',
    photo: null,
    refresh_token: 'r',
    remember_me: true,
    expire_at: '2030-01-01T00:00:00.000Z',
  });
  return { storage, store };
}

/** Runs `fn` in an async act, so the updates MUI leaves for microtasks (its ripple) land in it too. */
async function run(fn: () => void) {
  await act(async () => fn());
}

function render(element: React.ReactNode) {
  return run(() => root.render(element));
}

function expire(store: SessionStore) {
  return run(() => store.getState().markSessionExpired());
}

const wait = (ms: number) => run(() => vi.advanceTimersByTime(ms));

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = () =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === MESSAGES.sessionExpiredButton);

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(async () => {
  await run(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('SessionExpiredDialog', () => {
  it('waits 5000 ms (requirements §9)', () => {
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(5000);
  });

  it('is hidden while the session is fine, and shows title, body and button once it expires', async () => {
    const { store } = signedIn('trainer');
    await render(<SessionExpiredDialog store={store} navigate={vi.fn()} currentPath={() => '/trainer/feed'} />);
    expect(dialog()).toBeNull();

    await expire(store);
    const shown = dialog();
    expect(shown).not.toBeNull();
    expect(shown!.textContent).toContain('Session Expired');
    expect(shown!.textContent).toContain('Your current login session has expired. Redirecting to login page shortly.');
    expect(button()).toBeDefined();
    expect(shown!.getAttribute('aria-labelledby')).toBe('session-expired-title');
    expect(document.getElementById('session-expired-title')!.textContent).toBe(MESSAGES.sessionExpiredTitle);
  });

  it('after 5 s logs out and sends a trainer to /login with redirect_uri = path and query', async () => {
    const { store, storage } = signedIn('trainer');
    const navigate = vi.fn();
    await render(<SessionExpiredDialog store={store} navigate={navigate} currentPath={() => '/trainer/transactions?page=2'} />);
    await expire(store);

    await wait(4999);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().token).toBe('tok');

    await wait(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect_uri=%2Ftrainer%2Ftransactions%3Fpage%3D2');
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null, role: null, sessionExpired: false });
    expect(Object.fromEntries(storage.data)).toEqual({ theme: 'dark' });
  });

  it.each(['admin', 'super_admin'] as const)('sends %s to /admin/login', async (role) => {
    const { store } = signedIn(role);
    const navigate = vi.fn();
    await render(<SessionExpiredDialog store={store} navigate={navigate} currentPath={() => '/admin/refunds'} />);
    await expire(store);
    await wait(5000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login?redirect_uri=%2Fadmin%2Frefunds');
  });

  it('the button logs out and redirects at once, and the timer does not fire again', async () => {
    const { store } = signedIn('athlete');
    const navigate = vi.fn();
    await render(<SessionExpiredDialog store={store} navigate={navigate} currentPath={() => '/athlete/library'} />);
    await expire(store);
    await wait(1000);

    await run(() => button()!.click());
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect_uri=%2Fathlete%2Flibrary');
    expect(store.getState().isAuthenticated).toBe(false);

    await wait(10_000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull(); // closed once its exit transition ran
  });

  it('a session that recovers before 5 s (new login) closes the dialog and cancels the redirect', async () => {
    const { store } = signedIn('trainer');
    const navigate = vi.fn();
    await render(<SessionExpiredDialog store={store} navigate={navigate} currentPath={() => '/trainer/feed'} />);
    await expire(store);
    await wait(3000);
    await run(() => store.getState().login({ user_id: 3, token: 'tok2', role: 'trainer', first_name: 'A', last_name: 'B', photo: null }));
    await wait(10_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().token).toBe('tok2');
  });

  it('defaults the path to the page location', async () => {
    window.history.replaceState(null, '', '/admin/trainers?page=3');
    const { store } = signedIn('super_admin');
    const navigate = vi.fn();
    await render(<SessionExpiredDialog store={store} navigate={navigate} />);
    await expire(store);
    await wait(5000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login?redirect_uri=%2Fadmin%2Ftrainers%3Fpage%3D3');
  });

  it('inside a router, navigates with the router from the router location', async () => {
    const { store } = signedIn('athlete');
    function Where() {
      const location = useLocation();
      return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
    }
    await render(
      <MemoryRouter initialEntries={['/athlete/feed?tab=new']}>
        <SessionExpiredDialog store={store} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const where = () => container.querySelector('[data-testid="where"]')!.textContent;
    expect(where()).toBe('/athlete/feed?tab=new');
    await expire(store);
    await wait(5000);
    expect(where()).toBe('/login?redirect_uri=%2Fathlete%2Ffeed%3Ftab%3Dnew');
    expect(store.getState().isAuthenticated).toBe(false);
  });
});

describe('sessionExpiredRedirect', () => {
  it('builds the login path with redirect_uri per role', () => {
    expect(sessionExpiredRedirect('trainer', '/trainer/feed')).toBe('/login?redirect_uri=%2Ftrainer%2Ffeed');
    expect(sessionExpiredRedirect('athlete', '/')).toBe('/login?redirect_uri=%2F');
    expect(sessionExpiredRedirect('admin', '/admin/x?y=1&z=2')).toBe('/admin/login?redirect_uri=%2Fadmin%2Fx%3Fy%3D1%26z%3D2');
    expect(sessionExpiredRedirect('super_admin', '/a')).toBe('/admin/login?redirect_uri=%2Fa');
    expect(sessionExpiredRedirect(null, '/a')).toBe('/login?redirect_uri=%2Fa');
  });
});
