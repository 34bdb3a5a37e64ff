/** POST lambda `resend-verification` {email}: mails the confirmation link again (the same answer whoever asks). */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { MessageResponse } from './verify-email';

export function resendVerification(email: string): Promise<MessageResponse> {
  return records.custom<MessageResponse>({ endpoint: 'resend-verification', method: 'POST', body: { email }, pathRole: 'member' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
