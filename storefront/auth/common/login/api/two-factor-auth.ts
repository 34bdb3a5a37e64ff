/** POST lambda `two-factor/auth` {code, token}: finishes a challenged sign-in with a code or a recovery code. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { PathRole } from '../../../../../src/config/constants';
import type { components } from '../../../../../src/generated/api';
import type { LoginPayload } from './login';

export type TwoFactorAuthRequest = components['schemas']['TwoFactorAuthRequest'];

export function twoFactorAuth(pathRole: PathRole, body: TwoFactorAuthRequest): Promise<LoginPayload> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/two-factor/auth', { params: { path: onPath(pathRole) }, body }));
}

export function useTwoFactorAuth(pathRole: PathRole) {
  return useMutation({ mutationFn: (body: TwoFactorAuthRequest) => twoFactorAuth(pathRole, body) });
}
