/**
 * POST lambda `verify-email` {token}: confirms the address of the mailed link. The token works once,
 * so the call is a query keyed by the token: React's StrictMode double effects and re-renders share
 * one request, and its answer is kept while the page is open.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type MessageResponse = components['schemas']['MessageResponse'];

export function verifyEmail(token: string): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/verify-email', { params: { path: onPath('member') }, body: { token } }));
}

export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token!),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
