/**
 * GET lambda `earnings` (ADR 026): the signed-in trainer's balances (pending for the refund window, available, paid
 * out), each summed from their ledger, with the fee rate their next sale pays.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type Earnings = components['schemas']['EarningsResponse'];

export const earningsKey = ['trainer', 'earnings'] as const;

export function getEarnings(signal?: AbortSignal): Promise<Earnings> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/earnings', { params: { path: onPath('trainer') }, signal }));
}

export function useEarnings() {
  return useQuery({ queryKey: earningsKey, queryFn: ({ signal }) => getEarnings(signal) });
}
