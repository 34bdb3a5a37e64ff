/** POST lambda `two-factor/disable` {verification_code}: switches two-factor off (a current code or a recovery code). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type MessageResponse = components['schemas']['MessageResponse'];

export function disableTwoFactor(code: string): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/two-factor/disable', { params: { path: onPath() }, body: { verification_code: code } }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'two-factor-status'] }),
  });
}
