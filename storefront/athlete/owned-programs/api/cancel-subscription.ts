/**
 * DELETE lambda `stripe/subscription/{id}`: the athlete cancels a subscription; access continues to the end of the
 * paid period (the enrollment's `ends_at`, set by the provider's event).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { ENROLLMENTS_KEY } from '../../common/owned-programs/api/get-owned-programs';

export async function cancelSubscription(subscriptionId: string) {
  return (
    await unwrap(
      api.DELETE('/v1/api/{project}/{role}/lambda/stripe/subscription/{subscriptionId}', {
        params: { path: { ...onPath('member'), subscriptionId } },
      }),
    )
  ).model;
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => client.invalidateQueries({ queryKey: ENROLLMENTS_KEY }) });
}
