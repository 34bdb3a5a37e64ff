/** POST lambda `two-factor/disable` {verification_code}: switches two-factor off (a current code or a recovery code). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type MessageResponse = components['schemas']['MessageResponse'];

export function disableTwoFactor(code: string): Promise<MessageResponse> {
  return records.custom<MessageResponse>({ endpoint: 'two-factor/disable', method: 'POST', body: { verification_code: code } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'two-factor-status'] }),
  });
}
