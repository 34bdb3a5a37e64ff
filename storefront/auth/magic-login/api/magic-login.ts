/**
 * POST lambda `magic-login` {token} as the link's path role: the login payload, or a two-factor
 * challenge. The token works once, so the call is a query keyed by it (one request however often the
 * page renders, StrictMode included); the answer leaves the cache as soon as the page closes.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { PathRole } from '../../../../src/config/constants';
import type { LoginResult } from '../../common/login/api/login';

export function magicLogin(pathRole: PathRole, token: string): Promise<LoginResult> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/magic-login', { params: { path: onPath(pathRole) }, body: { token } }));
}

export const magicLoginKey = (pathRole: PathRole | null, token: string | null) => ['auth', 'magic-login', pathRole, token] as const;

export function useMagicLogin(pathRole: PathRole | null, token: string | null) {
  return useQuery({
    queryKey: magicLoginKey(pathRole, token),
    queryFn: () => magicLogin(pathRole!, token!),
    enabled: !!pathRole && !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
