import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../api/config';
import { ApiError } from '../api/errors';
import { ADMIN_LOGIN_PATH, HOME_PATH, LOGIN_PATH } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { bootSession, errorMessage, type BootSessionOptions } from './app-start';
import { loginPathFor } from './login-path';
import { createMemoryStorage, createSessionStore, initSession } from './store';

const PUBLIC = new Set(['/login', '/admin/login', '/forgot-password']);

function setup(stored: Record<string, string>, overrides: Partial<BootSessionOptions> = {}) {
  const storage = createMemoryStorage({ theme: 'dark', ...stored });
  const store = createSessionStore({ storage });
  const options = {
    store,
    navigate: vi.fn<(to: string) => void>(),
    isPublicPath: (path: string) => PUBLIC.has(path),
    fetchProfile: vi.fn<() => Promise<unknown>>(async () => ({ role: 'trainer', status: 1, verify: 1 })),
    onTokenExpiry: vi.fn<(message: string) => void>(),
    currentPath: () => '/trainer/dashboard',
    ...overrides,
  };
  return { storage, store, options };
}

const ALL = { user: '9', token: 'tok', role: 'trainer' };

describe('bootSession: when the profile is fetched', () => {
  it('fetches the profile when token, user and role are all stored', async () => {
    const { options } = setup(ALL);
    await expect(bootSession(options)).resolves.toMatchObject({ status: 'signed-in' });
    expect(options.fetchProfile).toHaveBeenCalledTimes(1);
    expect(options.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no token', { user: '9', role: 'trainer' }],
    ['no user', { token: 'tok', role: 'trainer' }],
    ['no role', { user: '9', token: 'tok' }],
    ['nothing', {}],
  ])('does not fetch with %s stored', async (_case, stored) => {
    const { options, storage } = setup(stored);
    await expect(bootSession(options)).resolves.toEqual({ status: 'anonymous' });
    expect(options.fetchProfile).not.toHaveBeenCalled();
    expect(options.navigate).not.toHaveBeenCalled();
    expect(storage.data.get('theme')).toBe('dark');
  });

  it('keeps the session and takes the name and photo from the profile', async () => {
    const { options, store, storage } = setup(ALL, {
      fetchProfile: async () => ({ error: false, model: { role: 'trainer', first_name: 'Tess', last_name: 'T', photo: null } }),
    });
    await bootSession(options);
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'tok',
      userDetails: { firstName: 'Tess', lastName: 'T', photo: null },
    });
    expect(storage.data.get('token')).toBe('tok');
  });

  it('by default asks GET lambda profile as the stored role, with the stored token (once wired)', async () => {
    resetApiConfig();
    configureApi({ baseUrl: 'http://api.test' });
    const fetch = vi.fn(async (_request: Request) => Response.json({ error: false, role: 'super_admin', status: 1, verify: 1 }));
    vi.stubGlobal('fetch', fetch);
    const { options, store } = setup({ user: '1', token: 'tok', role: 'super_admin' }, { fetchProfile: undefined });
    const undo = initSession(store);
    try {
      await expect(bootSession(options)).resolves.toMatchObject({ status: 'signed-in' });
      const request = fetch.mock.calls[0][0];
      expect(request.method).toBe('GET');
      expect(request.url).toBe('http://api.test/v1/api/sportlink/admin/lambda/profile');
      expect(request.headers.get('authorization')).toBe('Bearer tok');
    } finally {
      undo();
      vi.unstubAllGlobals();
      resetApiConfig();
    }
  });
});

describe('bootSession: when the profile fails', () => {
  const failing = (error: unknown) => ({ fetchProfile: vi.fn(async () => Promise.reject(error)) });

  it.each([
    ['admin', ADMIN_LOGIN_PATH],
    ['super_admin', ADMIN_LOGIN_PATH],
    ['trainer', LOGIN_PATH],
    ['athlete', LOGIN_PATH],
  ])('clears the session and sends a %s to %s', async (role, target) => {
    const { options, store, storage } = setup({ ...ALL, role, refresh_token: 'r', remember_me: 'true' }, failing(new Error('nope')));
    await expect(bootSession(options)).resolves.toMatchObject({ status: 'signed-out', redirectedTo: target });
    expect(options.navigate).toHaveBeenCalledExactlyOnceWith(target);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null, role: null });
    expect(Object.fromEntries(storage.data)).toEqual({ theme: 'dark' });
  });

  it('sends the user to / when no login page applies (a role the app does not know)', async () => {
    const { options } = setup({ ...ALL, role: 'pending' }, failing(new Error('nope')));
    await expect(bootSession(options)).resolves.toMatchObject({ redirectedTo: HOME_PATH });
    expect(options.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('passes the error message to the token-expiry handler on a private page', async () => {
    const { options } = setup(ALL, failing(new ApiError(401, MESSAGES.tokenExpired)));
    await bootSession(options);
    expect(options.onTokenExpiry).toHaveBeenCalledExactlyOnceWith('TOKEN_EXPIRED');
  });

  it("passes 'An error occurred' when the failure has no message", async () => {
    const { options } = setup(ALL, failing(undefined));
    await expect(bootSession(options)).resolves.toMatchObject({ message: 'An error occurred' });
    expect(options.onTokenExpiry).toHaveBeenCalledExactlyOnceWith('An error occurred');
  });

  it('does not call the token-expiry handler on a public page (judged by the page it started on)', async () => {
    const { options } = setup(ALL, { ...failing(new Error('nope')), currentPath: () => '/forgot-password' });
    await bootSession(options);
    expect(options.navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_PATH);
    expect(options.onTokenExpiry).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('errorMessage falls back to the default message', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('text')).toBe('text');
    expect(errorMessage(new Error(''))).toBe(MESSAGES.defaultError);
    expect(errorMessage({})).toBe(MESSAGES.defaultError);
  });

  it('loginPathFor maps roles to their login pages', () => {
    expect(loginPathFor('admin')).toBe('/admin/login');
    expect(loginPathFor('super_admin')).toBe('/admin/login');
    expect(loginPathFor('trainer')).toBe('/login');
    expect(loginPathFor('athlete')).toBe('/login');
    expect(loginPathFor('member')).toBeNull(); // a path role, not a session role
    expect(loginPathFor(null)).toBeNull();
  });
});

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bootSession: offline', () => {
  it('keeps the session when the server cannot be reached: no verdict until it can be asked', async () => {
    const { store, options } = setup(ALL, {
      fetchProfile: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      isLeavingPage: () => false,
    });
    await expect(bootSession(options)).resolves.toMatchObject({ status: 'offline' });
    expect(store.getState().token).toBe('tok');
    expect(options.navigate).not.toHaveBeenCalled();
    expect(options.onTokenExpiry).not.toHaveBeenCalled();
  });
});

describe('bootSession: when the page is left while the profile is fetched', () => {
  it('keeps the session: a request cut short by a reload is no verdict', async () => {
    const { store, storage, options } = setup(ALL, {
      fetchProfile: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      isLeavingPage: () => true,
    });
    await expect(bootSession(options)).resolves.toEqual({ status: 'interrupted' });
    expect(store.getState().token).toBe('tok');
    expect(storage.getItem('token')).toBe('tok');
    expect(options.navigate).not.toHaveBeenCalled();
    expect(options.onTokenExpiry).not.toHaveBeenCalled();
  });
});
