/**
 * The signed-in trainer's payout account (ADR 027): how it stands (read from the provider while it is not enabled), the
 * link to the provider's form, and the sandbox's own form.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type PayoutAccount = components['schemas']['PayoutAccount'];
export type SandboxSetup = components['schemas']['SandboxSetupRequest'];

export const payoutAccountKey = ['trainer', 'payout-account'] as const;

export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutAccountKey,
    queryFn: ({ signal }) => unwrap(api.GET('/v1/api/{project}/{role}/lambda/payout-account', { params: { path: onPath('trainer') }, signal })),
  });
}

/** A one-time link to the provider's form (the account is made the first time). */
export function connectPayoutAccount(): Promise<components['schemas']['ConnectResponse']> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/payout-account', { params: { path: onPath('trainer') } }));
}

export function useSandboxSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxSetup) => unwrap(api.POST('/v1/api/{project}/{role}/lambda/payout-account/sandbox-setup', { params: { path: onPath('trainer') }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trainer'] }),
  });
}
