/** GET lambda `profile` as an athlete: the account and its athlete profile (`details`), under the route guard's query key. */
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '../../../../src/generated/tables';
import { useProfileQueryKey, type Profile } from '../../../../src/profile-completion/profile-cache';
import { fetchProfile } from '../../../../src/session/app-start';

export type AthleteDetails = Partial<Tables['athlete_profile']>;

export async function getAthleteProfile(): Promise<Profile> {
  return (await fetchProfile('member')) as unknown as Profile;
}

export function useAthleteProfile() {
  return useQuery({ queryKey: useProfileQueryKey(), queryFn: getAthleteProfile });
}
