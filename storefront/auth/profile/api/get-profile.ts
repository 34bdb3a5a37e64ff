/** GET lambda `profile`: the signed-in user (name, email, role, account state). */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { useSession } from '../../../../src/session/store';

export type Profile = components['schemas']['Profile'];
type ProfileResponse = components['schemas']['ProfileResponse'];

export async function getProfile(): Promise<Profile> {
  return (await records.custom<ProfileResponse>({ endpoint: 'profile' })).model;
}

export function useProfile() {
  const userId = useSession((s) => s.user);
  return useQuery({ queryKey: ['auth', 'profile', userId], queryFn: getProfile, enabled: userId !== null, staleTime: 0 });
}
