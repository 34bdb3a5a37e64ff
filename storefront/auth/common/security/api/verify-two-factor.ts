/** POST lambda `two-factor/verify` {verification_code}: finishes setup; answers the 10 recovery codes, shown once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type TwoFactorVerified = components['schemas']['TwoFactorVerifyResponse'];

export function verifyTwoFactor(code: string): Promise<TwoFactorVerified> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/two-factor/verify', { params: { path: onPath() }, body: { verification_code: code } }));
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'two-factor-status'] }),
  });
}
