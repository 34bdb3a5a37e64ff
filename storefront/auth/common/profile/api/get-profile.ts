/** GET lambda `profile`: the signed-in user (name, email, role, account state). */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';
import { useSession } from '../../../../../src/session/store';

export type Profile = components['schemas']['Profile'];

export async function getProfile(): Promise<Profile> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/profile', { params: { path: onPath() } }))).model;
}

export function useProfile() {
  const userId = useSession((s) => s.user);
  return useQuery({ queryKey: ['auth', 'profile', userId], queryFn: getProfile, enabled: userId !== null, staleTime: 0 });
}
