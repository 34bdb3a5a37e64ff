import { describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';
import { createMemoryStorage, createSessionStore, type LoginPayload } from './store';

function signedIn(role: LoginPayload['role'], refresh_token?: string) {
  const storage = createMemoryStorage({ theme: 'dark' });
  const store = createSessionStore({ storage });
  store.getState().login({ user_id: 7, token: 'tok', role, first_name: 'T', last_name: 'R', photo: null, refresh_token, remember_me: !!refresh_token });
  return { storage, store };
}

describe('signOut', () => {
  it('clears the session and the cache, goes to /login, and ends the server session with the token in use', () => {
    const { store, storage } = signedIn('trainer', 'refresh');
    const navigate = vi.fn();
    const clearCache = vi.fn();
    const endServerSession = vi.fn(async () => undefined);
    signOut({ store, navigate, clearCache, endServerSession });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(clearCache).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null, role: null, user: null });
    expect(Object.fromEntries(storage.data)).toEqual({ theme: 'dark' });
    expect(endServerSession).toHaveBeenCalledExactlyOnceWith('tok', 'trainer', 'refresh');
  });

  it.each([
    ['admin', '/admin/login', 'admin'],
    ['super_admin', '/admin/login', 'admin'],
    ['athlete', '/login', 'member'],
  ] as const)('sends %s to %s and logs out on the %s path', (role, login, pathRole) => {
    const { store } = signedIn(role);
    const navigate = vi.fn();
    const endServerSession = vi.fn(async () => undefined);
    signOut({ store, navigate, clearCache: vi.fn(), endServerSession });
    expect(navigate).toHaveBeenCalledWith(login);
    expect(endServerSession).toHaveBeenCalledWith('tok', pathRole, null);
  });

  it('does not wait for, nor mind, a failing server call; without a session it only goes to /login', async () => {
    const { store } = signedIn('athlete');
    const endServerSession = vi.fn(async () => Promise.reject(new Error('Failed to fetch')));
    signOut({ store, navigate: vi.fn(), clearCache: vi.fn(), endServerSession });
    await Promise.resolve();
    expect(store.getState().isAuthenticated).toBe(false);

    const navigate = vi.fn();
    const again = vi.fn(async () => undefined);
    signOut({ store, navigate, clearCache: vi.fn(), endServerSession: again });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(again).not.toHaveBeenCalled();
  });
});
