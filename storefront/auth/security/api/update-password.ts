/** POST lambda `update/password` {current_password, password}: changes the password; the other sessions end. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type UpdatePasswordRequest = components['schemas']['UpdatePasswordRequest'];
export type MessageResponse = components['schemas']['MessageResponse'];

export function updatePassword(body: UpdatePasswordRequest): Promise<MessageResponse> {
  return records.custom<MessageResponse>({ endpoint: 'update/password', method: 'POST', body });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
}
