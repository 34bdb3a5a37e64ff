/** POST lambda `login` {email, password, is_refresh}: the login payload, or a two-factor challenge. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { PathRole } from '../../../../../src/config/constants';
import type { components } from '../../../../../src/generated/api';

type Schemas = components['schemas'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginPayload = Schemas['LoginResponse'];
export type TwoFactorChallenge = Schemas['TwoFactorChallenge'];
export type LoginResult = LoginPayload | TwoFactorChallenge;

export function isTwoFactorChallenge(result: LoginResult): result is TwoFactorChallenge {
  return (result as TwoFactorChallenge).two_factor_required === true;
}

export function login(pathRole: PathRole, body: LoginRequest): Promise<LoginResult> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/login', { params: { path: onPath(pathRole) }, body }));
}

export function useLogin() {
  return useMutation({ mutationFn: ({ pathRole, body }: { pathRole: PathRole; body: LoginRequest }) => login(pathRole, body) });
}
