/** POST lambda `forgot` {email}: mails a reset link when the account exists (the same answer either way). */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';

export type MessageResponse = components['schemas']['MessageResponse'];

export function forgotPassword(pathRole: PathRole, email: string): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/forgot', { params: { path: onPath(pathRole) }, body: { email } }));
}

export function useForgotPassword(pathRole: PathRole) {
  return useMutation({ mutationFn: (email: string) => forgotPassword(pathRole, email) });
}
