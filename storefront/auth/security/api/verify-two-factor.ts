/** POST lambda `two-factor/verify` {verification_code}: finishes setup; answers the 10 recovery codes, shown once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type TwoFactorVerified = components['schemas']['TwoFactorVerifyResponse'];

export function verifyTwoFactor(code: string): Promise<TwoFactorVerified> {
  return records.custom<TwoFactorVerified>({ endpoint: 'two-factor/verify', method: 'POST', body: { verification_code: code } });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'two-factor-status'] }),
  });
}
