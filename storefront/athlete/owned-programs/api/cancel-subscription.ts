/**
 * DELETE lambda `stripe/subscription/{id}`: the athlete cancels a subscription; access continues to the end of the
 * paid period (the enrollment's `ends_at`, set by the provider's event).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { ENROLLMENTS_KEY } from './get-owned-programs';

type ProviderObjectResponse = components['schemas']['ProviderObjectResponse'];

export async function cancelSubscription(subscriptionId: string) {
  return (await records.custom<ProviderObjectResponse>({ endpoint: `stripe/subscription/${encodeURIComponent(subscriptionId)}`, method: 'DELETE', pathRole: 'member' })).model;
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => client.invalidateQueries({ queryKey: ENROLLMENTS_KEY }) });
}
