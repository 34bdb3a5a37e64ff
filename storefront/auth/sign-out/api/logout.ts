/**
 * Sign out: the session is cleared at once (so the page never waits on the network), then lambda
 * `logout` {refresh_token} ends the server session and its refresh tokens, sent with the token that
 * was in use. A failure of that call (offline, token already expired) changes nothing for the user.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { LOGIN_PATH, type PathRole } from '../../../../src/config/constants';
import { loginPathFor, pathRoleOf } from '../../../../src/session/login-path';
import { sessionStore } from '../../../../src/session/store';

export function logout(token: string, pathRole: PathRole, refreshToken?: string | null): Promise<unknown> {
  return records.custom({
    endpoint: 'logout',
    method: 'POST',
    body: refreshToken ? { refresh_token: refreshToken } : {},
    pathRole,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Answers `signOut()`: ends the session here and on the server, then goes to the role's login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { token, role, refreshToken } = sessionStore.getState();
    const pathRole = pathRoleOf(role);
    void navigate(loginPathFor(role) ?? LOGIN_PATH, { replace: true });
    sessionStore.getState().logout();
    queryClient.clear();
    if (token && pathRole) void logout(token, pathRole, refreshToken).catch(() => undefined);
  }, [navigate, queryClient]);
}
