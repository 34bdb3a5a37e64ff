/** POST lambda `update/email` {email, password}: changes the sign-in email (the old address is told by mail). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type UpdateEmailRequest = components['schemas']['UpdateEmailRequest'];
export type MessageResponse = components['schemas']['MessageResponse'];

export function updateEmail(body: UpdateEmailRequest): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/update/email', { params: { path: onPath() }, body }));
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    // The profile card shows the address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'profile'] }),
  });
}
