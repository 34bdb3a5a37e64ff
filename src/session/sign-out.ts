/**
 * Sign out (requirements §4 "Logout clears user, token and role"): the session is cleared at once (so the page
 * never waits on the network) together with the query cache, the user goes to their role's login page,
 * and lambda `logout` {refresh_token} ends the server session and its refresh tokens, sent with the
 * token that was in use. A failure of that call (offline, token already expired) changes nothing for
 * the user. The header user menu (src/layout) and the auth screens (storefront/auth) both use it.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { onPath } from '../api/lambda';
import { LOGIN_PATH, type PathRole } from '../config/constants';
import { loginPathFor, pathRoleOf } from './login-path';
import { sessionStore, type SessionStore } from './store';

/** Lambda `logout`: ends the server session of `token` (and, with it, `refreshToken`'s family). */
export function logout(token: string, pathRole: PathRole, refreshToken?: string | null): Promise<unknown> {
  return unwrap(
    api.POST('/v1/api/{project}/{role}/lambda/logout', {
      params: { path: onPath(pathRole) },
      body: refreshToken ? { refresh_token: refreshToken } : {},
      // The token that was in use (the session is already cleared); the middleware keeps an authorization header given.
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

export interface SignOutOptions {
  navigate: (to: string) => void;
  /** Forgets the cached server data of the user (the query client's `clear`). */
  clearCache: () => void;
  /** Default: the app's session. */
  store?: SessionStore;
  /** Default: lambda `logout`. */
  endServerSession?: typeof logout;
}

/** Ends the session here and on the server, then goes to the role's login page. */
export function signOut({ navigate, clearCache, store = sessionStore, endServerSession = logout }: SignOutOptions): void {
  const { token, role, refreshToken } = store.getState();
  const pathRole = pathRoleOf(role);
  navigate(loginPathFor(role) ?? LOGIN_PATH);
  store.getState().logout();
  clearCache();
  if (token && pathRole) void endServerSession(token, pathRole, refreshToken).catch(() => undefined);
}

/** React: answers `signOut()` for the app's session, router and query client. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    () => signOut({ navigate: (to) => void navigate(to, { replace: true }), clearCache: () => queryClient.clear() }),
    [navigate, queryClient],
  );
}
