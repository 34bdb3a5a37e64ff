/** POST lambda `forgot` {email}: mails a reset link when the account exists (the same answer either way). */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';

export type MessageResponse = components['schemas']['MessageResponse'];

export function forgotPassword(pathRole: PathRole, email: string): Promise<MessageResponse> {
  return records.custom<MessageResponse>({ endpoint: 'forgot', method: 'POST', body: { email }, pathRole });
}

export function useForgotPassword(pathRole: PathRole) {
  return useMutation({ mutationFn: (email: string) => forgotPassword(pathRole, email) });
}
