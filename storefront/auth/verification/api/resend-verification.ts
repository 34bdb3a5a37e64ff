/** POST lambda `resend-verification` {email}: mails the confirmation link again (the same answer whoever asks). */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { MessageResponse } from './verify-email';

export function resendVerification(email: string): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/resend-verification', { params: { path: onPath('member') }, body: { email } }));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
