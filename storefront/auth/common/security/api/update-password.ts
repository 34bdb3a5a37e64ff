/** POST lambda `update/password` {current_password, password}: changes the password; the other sessions end. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type UpdatePasswordRequest = components['schemas']['UpdatePasswordRequest'];
export type MessageResponse = components['schemas']['MessageResponse'];

export function updatePassword(body: UpdatePasswordRequest): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/update/password', { params: { path: onPath() }, body }));
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
}
