/** POST lambda `reset` {token, code, password}: sets the new password from the mailed link (works once, for 1 hour). */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';
import type { MessageResponse } from './forgot';

export type ResetRequest = components['schemas']['ResetRequest'];

export function resetPassword(pathRole: PathRole, body: ResetRequest): Promise<MessageResponse> {
  return records.custom<MessageResponse>({ endpoint: 'reset', method: 'POST', body, pathRole });
}

export function useResetPassword(pathRole: PathRole) {
  return useMutation({ mutationFn: (body: ResetRequest) => resetPassword(pathRole, body) });
}
