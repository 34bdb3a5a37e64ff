import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../api/config';
import { TOKEN } from '../config/constants';
import {
  canRefresh,
  expireAtMs,
  isTokenExpired,
  RefreshScheduler,
  refreshDelayMs,
  refreshOnce,
  startSessionRefresh,
} from './refresh';
import { fetchProfile } from './app-start';
import { createMemoryStorage, createSessionStore, type LoginPayload } from './store';

const S = 1000;
const MIN = 60 * S;
const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function payload(overrides: Partial<LoginPayload> = {}): LoginPayload {
  return {
    user_id: 5,
    token: 'access-1',
    role: 'trainer',
    first_name: 'Tess',
    last_name: 'Trainer',
    photo: null,
    refresh_token: 'refresh-1',
    remember_me: true,
    expire_at: iso(T0 + 60 * MIN),
    ...overrides,
  };
}

function signedIn(overrides: Partial<LoginPayload> = {}) {
  const storage = createMemoryStorage();
  const store = createSessionStore({ storage });
  store.getState().login(payload(overrides));
  return { storage, store };
}

/** A deferred promise, to hold a request open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('isTokenExpired (30 s early-expiry margin)', () => {
  it('uses the spec margin of 30 s', () => {
    expect(TOKEN.earlyExpiryMarginS).toBe(30);
  });

  it('counts a token exactly 30 s before expiry as expired', () => {
    expect(isTokenExpired(T0 + 30 * S, T0)).toBe(true);
  });

  it('does not count a token 31 s (or 30.001 s) before expiry as expired', () => {
    expect(isTokenExpired(T0 + 31 * S, T0)).toBe(false);
    expect(isTokenExpired(T0 + 30 * S + 1, T0)).toBe(false);
  });

  it('counts a token past its expiry as expired', () => {
    expect(isTokenExpired(T0 - 1, T0)).toBe(true);
    expect(isTokenExpired(T0, T0)).toBe(true);
  });

  it('reads ISO text (as the login payload gives it) and Dates', () => {
    expect(isTokenExpired(iso(T0 + 30 * S), T0)).toBe(true);
    expect(isTokenExpired(iso(T0 + 31 * S), T0)).toBe(false);
    expect(isTokenExpired(new Date(T0 + 31 * S), T0)).toBe(false);
  });

  it('defaults now to the clock', () => {
    vi.useFakeTimers({ now: T0 });
    try {
      expect(isTokenExpired(iso(T0 + 30 * S))).toBe(true);
      expect(isTokenExpired(iso(T0 + 31 * S))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown or unreadable expiry is not expired', () => {
    expect(isTokenExpired(null, T0)).toBe(false);
    expect(isTokenExpired(undefined, T0)).toBe(false);
    expect(isTokenExpired('not a date', T0)).toBe(false);
    expect(expireAtMs('not a date')).toBeNull();
  });
});

describe('canRefresh', () => {
  it('needs a refresh token and remember_me equal to true', () => {
    expect(canRefresh({ refreshToken: 'r', rememberMe: true })).toBe(true);
    expect(canRefresh({ refreshToken: 'r', rememberMe: 'true' })).toBe(true); // as storage holds it
  });

  it('refuses without a refresh token', () => {
    expect(canRefresh({ refreshToken: null, rememberMe: true })).toBe(false);
    expect(canRefresh({ refreshToken: '', rememberMe: true })).toBe(false);
    expect(canRefresh({ rememberMe: true })).toBe(false);
  });

  it("refuses with remember_me false, 'false', or missing", () => {
    expect(canRefresh({ refreshToken: 'r', rememberMe: false })).toBe(false);
    expect(canRefresh({ refreshToken: 'r', rememberMe: 'false' })).toBe(false);
    expect(canRefresh({ refreshToken: 'r', rememberMe: null })).toBe(false);
    expect(canRefresh({ refreshToken: 'r' })).toBe(false);
  });
});

describe('refreshDelayMs = max(60 s, min(timeLeft − 5 min, timeLeft / 2))', () => {
  it('uses the spec numbers', () => {
    expect({ min: TOKEN.minRefreshDelayMs, lead: TOKEN.refreshLeadMs }).toEqual({ min: 60 * S, lead: 5 * MIN });
  });

  it('takes half the time left when that is smaller (long tokens): 60 min left -> 30 min', () => {
    expect(refreshDelayMs(T0 + 60 * MIN, T0)).toBe(30 * MIN);
  });

  it('takes time left minus 5 min when that is smaller (short tokens): 8 min left -> 3 min', () => {
    expect(refreshDelayMs(T0 + 8 * MIN, T0)).toBe(3 * MIN);
  });

  it('the two meet at 10 min left -> 5 min; either side picks the smaller', () => {
    expect(refreshDelayMs(T0 + 10 * MIN, T0)).toBe(5 * MIN);
    expect(refreshDelayMs(T0 + 10 * MIN + 2 * S, T0)).toBe(5 * MIN + 1 * S); // half is smaller
    expect(refreshDelayMs(T0 + 10 * MIN - 2 * S, T0)).toBe(5 * MIN - 2 * S); // minus 5 min is smaller
  });

  it('never sooner than 60 s', () => {
    expect(refreshDelayMs(T0 + 6 * MIN, T0)).toBe(60 * S); // 1 min vs 3 min: exactly the floor
    expect(refreshDelayMs(T0 + 6 * MIN - 1, T0)).toBe(60 * S); // just under the floor: clamped
    expect(refreshDelayMs(T0 + 6 * MIN + 30 * S, T0)).toBe(90 * S); // just over it
    expect(refreshDelayMs(T0 + 2 * MIN, T0)).toBe(60 * S); // 1 min half, negative minus-5
    expect(refreshDelayMs(T0 + 30 * S, T0)).toBe(60 * S);
    expect(refreshDelayMs(T0 - 10 * MIN, T0)).toBe(60 * S); // already expired
  });

  it('reads ISO text, and answers null for an unknown expiry', () => {
    expect(refreshDelayMs(iso(T0 + 60 * MIN), T0)).toBe(30 * MIN);
    expect(refreshDelayMs(null, T0)).toBeNull();
    expect(refreshDelayMs('garbage', T0)).toBeNull();
  });
});

describe('refreshOnce', () => {
  beforeEach(() => {
    resetApiConfig();
    configureApi({ baseUrl: 'http://api.test' });
  });
  afterEach(() => {
    resetApiConfig();
    vi.unstubAllGlobals();
  });

  it('POSTs refresh_token {refresh_token} as the session path role and stores the answer', async () => {
    const { store, storage } = signedIn({ role: 'super_admin' });
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ error: false, ...payload({ role: 'super_admin', token: 'access-2', refresh_token: 'refresh-2', expire_at: iso(T0 + 120 * MIN) }) }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(refreshOnce({ store })).resolves.toBe(true);

    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/v1/api/sportlink/admin/lambda/refresh_token');
    expect(await request.json()).toEqual({ refresh_token: 'refresh-1' });
    expect(store.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', expireAt: iso(T0 + 120 * MIN), sessionExpired: false });
    expect(storage.data.get('token')).toBe('access-2');
    expect(storage.data.get('refresh_token')).toBe('refresh-2');
  });

  it('single flight: two concurrent callers share one request and one promise', async () => {
    const { store } = signedIn();
    const answer = deferred<LoginPayload>();
    const request = vi.fn(() => answer.promise);

    const first = refreshOnce({ store, request });
    const second = refreshOnce({ store, request });
    expect(second).toBe(first);
    expect(request).toHaveBeenCalledTimes(1);

    answer.resolve(payload({ token: 'access-2' }));
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(store.getState().token).toBe('access-2');

    // Once settled, the next refresh is a new request.
    request.mockResolvedValueOnce(payload({ token: 'access-3' }));
    await refreshOnce({ store, request });
    expect(request).toHaveBeenCalledTimes(2);
    expect(store.getState().token).toBe('access-3');
  });

  it('single flight through the real client: two callers, one HTTP request', async () => {
    const { store } = signedIn();
    const answer = deferred<Response>();
    const fetch = vi.fn((_request: Request) => answer.promise);
    vi.stubGlobal('fetch', fetch);
    const both = Promise.all([refreshOnce({ store }), refreshOnce({ store })]);
    answer.resolve(Response.json({ error: false, ...payload({ token: 'access-2' }) }));
    await expect(both).resolves.toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offline (the request never reached the server): the session stays, and the refresh runs again once online', async () => {
    const { store } = signedIn();
    const listeners = new Map<string, () => void>();
    vi.stubGlobal('addEventListener', (type: string, fn: () => void) => listeners.set(type, fn));
    const request = vi.fn(async (): Promise<LoginPayload> => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshOnce({ store, request })).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ sessionExpired: false, token: 'access-1' });
    request.mockResolvedValueOnce(payload({ token: 'access-2' }));
    listeners.get('online')!();
    await vi.waitFor(() => expect(store.getState().token).toBe('access-2'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without a refresh token', async () => {
    const { store } = signedIn({ refresh_token: undefined });
    const request = vi.fn();
    await expect(refreshOnce({ store, request })).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('sends nothing with remember_me false', async () => {
    const { store } = signedIn({ remember_me: false });
    const request = vi.fn();
    await expect(refreshOnce({ store, request })).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
  });

  it("sends nothing when storage says remember_me 'false'", async () => {
    const storage = createMemoryStorage({ user: '5', token: 't', role: 'trainer', refresh_token: 'r', remember_me: 'false' });
    const store = createSessionStore({ storage });
    const request = vi.fn();
    await expect(refreshOnce({ store, request })).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
  });

  it('a failed refresh marks the session expired and resolves false', async () => {
    const { store } = signedIn();
    vi.stubGlobal('fetch', async () => Response.json({ error: true, message: 'Invalid refresh token' }, { status: 401 }));
    await expect(refreshOnce({ store })).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ sessionExpired: true, token: 'access-1' });
  });

  it('an answer without a token counts as a failure', async () => {
    const { store } = signedIn();
    const request = vi.fn(async () => ({ ...payload(), token: '' }));
    await expect(refreshOnce({ store, request })).resolves.toBe(false);
    expect(store.getState().sessionExpired).toBe(true);
  });

  it('keeps the refresh token used when the answer brings none', async () => {
    const { store } = signedIn();
    const request = vi.fn(async () => payload({ token: 'access-2', refresh_token: undefined, remember_me: undefined }));
    await expect(refreshOnce({ store, request })).resolves.toBe(true);
    expect(store.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-1', rememberMe: true });
  });

  it('an answer arriving after logout is ignored (no sign-in, no expiry)', async () => {
    const { store } = signedIn();
    const answer = deferred<LoginPayload>();
    const pending = refreshOnce({ store, request: () => answer.promise });
    store.getState().logout();
    answer.resolve(payload({ token: 'access-2' }));
    await expect(pending).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null, sessionExpired: false });
  });
});

describe('RefreshScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs refresh when due, not a millisecond before', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = new RefreshScheduler({ refresh });
    expect(scheduler.schedule(iso(T0 + 60 * MIN))).toBe(30 * MIN);
    expect(scheduler.due).toBe(T0 + 30 * MIN);
    await vi.advanceTimersByTimeAsync(30 * MIN - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scheduler.scheduled).toBe(false);
  });

  it('uses the injected clock', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = new RefreshScheduler({ refresh, now: () => T0 + 52 * MIN }); // 8 min left -> 3 min
    expect(scheduler.schedule(T0 + 60 * MIN)).toBe(3 * MIN);
    await vi.advanceTimersByTimeAsync(3 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits at least 60 s even for a nearly expired token', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = new RefreshScheduler({ refresh });
    expect(scheduler.schedule(T0 + 10 * S)).toBe(60 * S);
    await vi.advanceTimersByTimeAsync(60 * S - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a new schedule replaces the old one; cancel drops it', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = new RefreshScheduler({ refresh });
    scheduler.schedule(T0 + 8 * MIN); // 3 min
    scheduler.schedule(T0 + 60 * MIN); // 30 min
    await vi.advanceTimersByTimeAsync(3 * MIN);
    expect(refresh).not.toHaveBeenCalled();
    scheduler.cancel();
    expect(scheduler.scheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('schedules nothing for an unknown expiry', () => {
    const scheduler = new RefreshScheduler({ refresh: vi.fn() });
    expect(scheduler.schedule(null)).toBeNull();
    expect(scheduler.scheduled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits longer than setTimeout allows in steps, without firing early', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = new RefreshScheduler({ refresh });
    const days = 24 * 60 * MIN;
    const delay = scheduler.schedule(T0 + 100 * days)!; // half: 50 days
    expect(delay).toBe(50 * days);
    await vi.advanceTimersByTimeAsync(30 * days);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20 * days - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('attached: schedules after login, reschedules after each refresh, cancels on logout', async () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    let n = 1;
    const refresh = vi.fn(async () => {
      n += 1;
      // The token from this refresh lives 8 minutes: next refresh 3 minutes later.
      store.getState().login(payload({ token: `access-${n}`, expire_at: iso(Date.now() + 8 * MIN) }));
    });
    const scheduler = new RefreshScheduler({ refresh });
    const detach = scheduler.attach(store);
    expect(scheduler.scheduled).toBe(false); // signed out

    store.getState().login(payload({ expire_at: iso(T0 + 60 * MIN) }));
    expect(scheduler.due).toBe(T0 + 30 * MIN);

    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBe('access-2');
    expect(scheduler.due).toBe(T0 + 33 * MIN); // rescheduled from the new expiry

    await vi.advanceTimersByTimeAsync(3 * MIN);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(scheduler.due).toBe(T0 + 36 * MIN);

    store.getState().logout();
    expect(scheduler.scheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(refresh).toHaveBeenCalledTimes(2);
    detach();
  });

  it('attached: schedules nothing without a refresh token or with remember me off', async () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const refresh = vi.fn(async () => undefined);
    const scheduler = new RefreshScheduler({ refresh });
    scheduler.attach(store);
    store.getState().login(payload({ refresh_token: undefined }));
    expect(scheduler.scheduled).toBe(false);
    store.getState().login(payload({ remember_me: false }));
    expect(scheduler.scheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('attached: picks up a remembered session already stored, and cancels when it expires or on detach', async () => {
    const storage = createMemoryStorage({
      user: '5',
      token: 'stored',
      role: 'athlete',
      refresh_token: 'r',
      remember_me: 'true',
      expire_at: iso(T0 + 8 * MIN),
    });
    const store = createSessionStore({ storage });
    const scheduler = new RefreshScheduler({ refresh: vi.fn(async () => undefined) });
    const detach = scheduler.attach(store);
    expect(scheduler.due).toBe(T0 + 3 * MIN);
    store.getState().markSessionExpired();
    expect(scheduler.scheduled).toBe(false);
    store.getState().login(payload());
    expect(scheduler.scheduled).toBe(true);
    detach();
    expect(scheduler.scheduled).toBe(false);
    store.getState().login(payload({ token: 'after-detach' }));
    expect(scheduler.scheduled).toBe(false);
  });
});

describe('startSessionRefresh (scheduler + refreshOnce + client)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    resetApiConfig();
    configureApi({ baseUrl: 'http://api.test' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetApiConfig();
  });

  it('refreshes a remembered session when due and keeps going; a failure ends it as expired', async () => {
    const { store } = signedIn({ expire_at: iso(T0 + 60 * MIN) });
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ error: false, ...payload({ token: 'access-2', refresh_token: 'refresh-2', expire_at: iso(Date.now() + 60 * MIN) }) }),
    );
    vi.stubGlobal('fetch', fetch);
    const stop = startSessionRefresh(store);
    expect(startSessionRefresh(store)).toBe(stop); // once

    await vi.advanceTimersByTimeAsync(30 * MIN - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBe('access-2');

    fetch.mockImplementationOnce(async () => Response.json({ error: true, message: 'Refresh token revoked' }, { status: 401 }));
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await fetch.mock.calls[1][0].json()).toEqual({ refresh_token: 'refresh-2' });
    expect(store.getState().sessionExpired).toBe(true);

    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(fetch).toHaveBeenCalledTimes(2); // nothing more once expired
    stop();
  });

  /** A server answering the refresh with `access-2` (or `refresh`), and any other call with the bearer it got. */
  function server(refresh: () => Response = () => Response.json({ error: false, ...payload({ token: 'access-2', refresh_token: 'refresh-2', expire_at: iso(Date.now() + 60 * MIN) }) })) {
    const fetch = vi.fn(async (request: Request) => {
      if (new URL(request.url).pathname.endsWith('/lambda/refresh_token')) return refresh();
      return Response.json({ error: false, model: { bearer: request.headers.get('authorization') } });
    });
    vi.stubGlobal('fetch', fetch);
    const refreshes = () => fetch.mock.calls.filter(([r]) => r.url.endsWith('/lambda/refresh_token')).length;
    return { fetch, refreshes };
  }
  const profile = async () => (await fetchProfile()).bearer;

  it('a return visit with remember me: a token that expired while away is refreshed before the first call, once for all calls', async () => {
    const { store } = signedIn({ expire_at: iso(T0 - 10 * MIN) });
    const { refreshes } = server();
    const stop = startSessionRefresh(store);
    expect(await Promise.all([profile(), profile(), profile()])).toEqual(['Bearer access-2', 'Bearer access-2', 'Bearer access-2']);
    expect(refreshes()).toBe(1);
    expect(store.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', sessionExpired: false, isAuthenticated: true });
    stop();
  });

  it('a token within the 30 s margin counts as expired and is refreshed first; one with 31 s left goes as it is', async () => {
    const { store } = signedIn({ expire_at: iso(T0 + 31 * S) });
    const { refreshes } = server();
    const stop = startSessionRefresh(store);
    expect(await profile()).toBe('Bearer access-1');
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1 * S);
    expect(await profile()).toBe('Bearer access-2');
    expect(refreshes()).toBe(1);
    stop();
  });

  it('without remember me an expired token goes as it is (the server then answers TOKEN_EXPIRED): nothing to refresh with', async () => {
    const { store } = signedIn({ expire_at: iso(T0 - 10 * MIN), remember_me: false });
    const { refreshes } = server();
    const stop = startSessionRefresh(store);
    expect(await profile()).toBe('Bearer access-1');
    expect(refreshes()).toBe(0);
    stop();
  });

  it('only a refused refresh ends the session: it is marked expired and the call goes with the old token', async () => {
    const { store } = signedIn({ expire_at: iso(T0 - 10 * MIN) });
    const { refreshes } = server(() => Response.json({ error: true, message: 'Refresh token revoked' }, { status: 401 }));
    const stop = startSessionRefresh(store);
    expect(await profile()).toBe('Bearer access-1');
    expect(refreshes()).toBe(1);
    expect(store.getState().sessionExpired).toBe(true);
    stop();
  });
});
