/** POST lambda `two-factor/auth` {code, token}: finishes a challenged sign-in with a code or a recovery code. */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';
import type { LoginPayload } from './login';

export type TwoFactorAuthRequest = components['schemas']['TwoFactorAuthRequest'];

export function twoFactorAuth(pathRole: PathRole, body: TwoFactorAuthRequest): Promise<LoginPayload> {
  return records.custom<LoginPayload>({ endpoint: 'two-factor/auth', method: 'POST', body, pathRole });
}

export function useTwoFactorAuth(pathRole: PathRole) {
  return useMutation({ mutationFn: (body: TwoFactorAuthRequest) => twoFactorAuth(pathRole, body) });
}
