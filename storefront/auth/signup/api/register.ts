/** POST lambda `register` {email, password, role?, first_name?, last_name?, invitation_token?}: a new, unconfirmed account. */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterResponse = components['schemas']['RegisterResponse'];

export function register(pathRole: PathRole, body: RegisterRequest): Promise<RegisterResponse> {
  return records.custom<RegisterResponse>({ endpoint: 'register', method: 'POST', body, pathRole });
}

export function useRegister(pathRole: PathRole) {
  return useMutation({ mutationFn: (body: RegisterRequest) => register(pathRole, body) });
}
