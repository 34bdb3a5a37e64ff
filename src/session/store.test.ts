import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getToken, resetApiConfig, resolvePathRole } from '../api/config';
import { SESSION_STORAGE_KEYS } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { fetchProfile } from './app-start';
import { createMemoryStorage, createSessionStore, initSession, type LoginPayload } from './store';

const EXPIRE_AT = '2030-01-01T12:00:00.000Z';

function payload(overrides: Partial<LoginPayload> = {}): LoginPayload {
  return {
    user_id: 42,
    token: 'access-1',
    role: 'trainer',
    first_name: 'Tess',
    last_name: 'Trainer',
    photo: 'https://img.test/t.png',
    expire_at: EXPIRE_AT,
    ...overrides,
  };
}

function storeWith(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  return { storage, store: createSessionStore({ storage }) };
}

describe('session storage keys', () => {
  it('uses exactly the spec keys user, token, role, refresh_token, remember_me (and expire_at)', () => {
    expect(Object.values(SESSION_STORAGE_KEYS).sort()).toEqual(
      ['expire_at', 'refresh_token', 'remember_me', 'role', 'token', 'user'].sort(),
    );
  });

  it('a remembered login is stored as one plain string per key', () => {
    const { storage, store } = storeWith();
    store.getState().login(payload({ refresh_token: 'refresh-1', remember_me: true }));
    expect(Object.fromEntries(storage.data)).toEqual({
      user: '42',
      token: 'access-1',
      role: 'trainer',
      refresh_token: 'refresh-1',
      remember_me: 'true',
      expire_at: EXPIRE_AT,
    });
  });

  it('a login without remember me stores no refresh_token or remember_me, and drops old ones', () => {
    const { storage, store } = storeWith({ refresh_token: 'stale', remember_me: 'true' });
    store.getState().login(payload({ remember_me: false }));
    expect(storage.data.has('refresh_token')).toBe(false);
    expect(storage.data.has('remember_me')).toBe(false);
    expect(storage.data.get('token')).toBe('access-1');
    expect(store.getState()).toMatchObject({ refreshToken: null, rememberMe: false });
  });

  it('a refresh token without remember me is stored but remember_me is not', () => {
    const { storage, store } = storeWith();
    store.getState().login(payload({ refresh_token: 'refresh-1' }));
    expect(storage.data.get('refresh_token')).toBe('refresh-1');
    expect(storage.data.has('remember_me')).toBe(false);
  });

  it('logout clears user, token, role, refresh_token, remember_me and expire_at, and leaves theme alone', () => {
    const { storage, store } = storeWith({ theme: 'dark' });
    store.getState().login(payload({ refresh_token: 'refresh-1', remember_me: true }));
    store.getState().logout();
    expect(Object.fromEntries(storage.data)).toEqual({ theme: 'dark' });
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      role: null,
      refreshToken: null,
      rememberMe: false,
      expireAt: null,
      sessionExpired: false,
      userDetails: { firstName: '', lastName: '', photo: null },
    });
  });

  it('a storage that throws does not break signing in (memory only)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createSessionStore({ storage: broken });
    store.getState().login(payload());
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: 'access-1' });
    store.getState().logout();
    expect(store.getState().token).toBeNull();
  });
});

describe('session state', () => {
  it('starts signed out on empty storage', () => {
    const { store } = storeWith();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null, role: null, sessionExpired: false });
  });

  it('starts signed in from storage, with a numeric user id', () => {
    const { store } = storeWith({
      user: '7',
      token: 'stored',
      role: 'admin',
      refresh_token: 'r',
      remember_me: 'true',
      expire_at: EXPIRE_AT,
    });
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      user: 7,
      token: 'stored',
      role: 'admin',
      refreshToken: 'r',
      rememberMe: true,
      expireAt: EXPIRE_AT,
    });
  });

  it("reads remember_me 'false' (or anything but 'true') as false", () => {
    expect(storeWith({ remember_me: 'false' }).store.getState().rememberMe).toBe(false);
    expect(storeWith({ remember_me: '1' }).store.getState().rememberMe).toBe(false);
  });

  it('is not authenticated when one of token, user, role is missing or the user id is not a number', () => {
    expect(storeWith({ token: 't', role: 'admin' }).store.getState().isAuthenticated).toBe(false);
    expect(storeWith({ token: 't', user: '1' }).store.getState().isAuthenticated).toBe(false);
    expect(storeWith({ user: '1', role: 'admin' }).store.getState().isAuthenticated).toBe(false);
    const { store } = storeWith({ token: 't', user: 'abc', role: 'admin' });
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('login marks the user authenticated with their details', () => {
    const { store } = storeWith();
    store.getState().login(payload({ photo: null }));
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      user: 42,
      token: 'access-1',
      role: 'trainer',
      expireAt: EXPIRE_AT,
      userDetails: { firstName: 'Tess', lastName: 'Trainer', photo: null },
    });
  });

  it('markSessionExpired sets sessionExpired; a new login clears it', () => {
    const { store } = storeWith();
    store.getState().login(payload());
    store.getState().markSessionExpired();
    expect(store.getState().sessionExpired).toBe(true);
    store.getState().login(payload({ token: 'access-2' }));
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('markSessionExpired does nothing when no token is held', () => {
    const { store } = storeWith();
    store.getState().markSessionExpired();
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('updateDetails changes only the given details', () => {
    const { store } = storeWith();
    store.getState().login(payload());
    store.getState().updateDetails({ firstName: 'Theresa', lastName: undefined });
    expect(store.getState().userDetails).toEqual({ firstName: 'Theresa', lastName: 'Trainer', photo: 'https://img.test/t.png' });
  });
});

describe('initSession (API client wiring)', () => {
  let undo: (() => void) | undefined;
  beforeEach(() => {
    resetApiConfig();
    configureApi({ baseUrl: 'http://api.test' });
  });
  afterEach(() => {
    undo?.();
    undo = undefined;
    resetApiConfig();
    vi.unstubAllGlobals();
  });

  it('calls carry the store token and the path role of the store role', async () => {
    const { store } = storeWith();
    undo = initSession(store);
    store.getState().login(payload({ role: 'super_admin', token: 'sa-token' }));
    expect(await getToken()).toBe('sa-token');
    expect(resolvePathRole()).toBe('admin');

    const fetch = vi.fn(async (_request: Request) => Response.json({ error: false, ok: 1 }));
    vi.stubGlobal('fetch', fetch);
    await fetchProfile();
    const request = fetch.mock.calls[0][0];
    expect(request.url).toBe('http://api.test/v1/api/sportlink/admin/lambda/profile');
    expect(request.headers.get('authorization')).toBe('Bearer sa-token');

    store.getState().login(payload({ role: 'athlete', token: 'a-token' }));
    expect(resolvePathRole()).toBe('member');
    store.getState().logout();
    expect(await getToken()).toBeNull();
  });

  it('a TOKEN_EXPIRED answer marks the session expired', async () => {
    const { store } = storeWith();
    undo = initSession(store);
    store.getState().login(payload());
    vi.stubGlobal('fetch', async () => Response.json({ error: true, message: MESSAGES.tokenExpired }, { status: 401 }));
    await expect(fetchProfile()).rejects.toThrow(MESSAGES.tokenExpired);
    expect(store.getState().sessionExpired).toBe(true);
  });

  it('another error does not mark the session expired', async () => {
    const { store } = storeWith();
    undo = initSession(store);
    store.getState().login(payload());
    vi.stubGlobal('fetch', async () => Response.json({ error: true, message: 'Invalid token' }, { status: 401 }));
    await expect(fetchProfile()).rejects.toThrow('Invalid token');
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('wires once: a second call changes nothing and returns the same undo; undo restores the defaults', async () => {
    const first = storeWith();
    const second = storeWith();
    undo = initSession(first.store);
    expect(initSession(second.store)).toBe(undo);
    first.store.getState().login(payload({ token: 'first' }));
    second.store.getState().login(payload({ token: 'second' }));
    expect(await getToken()).toBe('first');

    undo();
    undo = undefined;
    expect(await getToken()).toBeNull(); // the default reads localStorage, which node does not have
    vi.stubGlobal('fetch', async () => Response.json({ error: true, message: MESSAGES.tokenExpired }, { status: 401 }));
    await expect(fetchProfile()).rejects.toThrow();
    expect(first.store.getState().sessionExpired).toBe(false);
  });
});
