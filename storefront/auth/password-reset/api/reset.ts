/** POST lambda `reset` {token, code, password}: sets the new password from the mailed link (works once, for 1 hour). */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';
import type { MessageResponse } from './forgot';

export type ResetRequest = components['schemas']['ResetRequest'];

export function resetPassword(pathRole: PathRole, body: ResetRequest): Promise<MessageResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/reset', { params: { path: onPath(pathRole) }, body }));
}

export function useResetPassword(pathRole: PathRole) {
  return useMutation({ mutationFn: (body: ResetRequest) => resetPassword(pathRole, body) });
}
