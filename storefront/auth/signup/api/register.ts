/** POST lambda `register` {email, password, role?, first_name?, last_name?, invitation_token?}: a new, unconfirmed account. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterResponse = components['schemas']['RegisterResponse'];

export function register(pathRole: PathRole, body: RegisterRequest): Promise<RegisterResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/register', { params: { path: onPath(pathRole) }, body }));
}

export function useRegister(pathRole: PathRole) {
  return useMutation({ mutationFn: (body: RegisterRequest) => register(pathRole, body) });
}
