/** POST lambda `magic-login/generate` {email, role, url}: mails a one-time sign-in link (the same answer whoever asks). */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { PathRole } from '../../../../src/config/constants';
import type { components } from '../../../../src/generated/api';
import { AUTH_PATHS } from '../../common/paths';

export type MagicGenerateRequest = components['schemas']['MagicGenerateRequest'];
export type MessageResponse = components['schemas']['MessageResponse'];

export function generateMagicLink(pathRole: PathRole, email: string): Promise<MessageResponse> {
  const body: MagicGenerateRequest = { email, role: pathRole, url: AUTH_PATHS.magicLoginVerify };
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/magic-login/generate', { params: { path: onPath(pathRole) }, body }));
}

export function useGenerateMagicLink() {
  return useMutation({ mutationFn: ({ pathRole, email }: { pathRole: PathRole; email: string }) => generateMagicLink(pathRole, email) });
}
