/**
 * POST lambda `verify-email` {token}: confirms the address of the mailed link. The token works once,
 * so the call is a query keyed by the token: React's StrictMode double effects and re-renders share
 * one request, and its answer is kept while the page is open.
 */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type MessageResponse = components['schemas']['MessageResponse'];

export function verifyEmail(token: string): Promise<MessageResponse> {
  return records.custom<MessageResponse>({ endpoint: 'verify-email', method: 'POST', body: { token }, pathRole: 'member' });
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
