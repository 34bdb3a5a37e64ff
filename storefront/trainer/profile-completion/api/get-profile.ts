/** GET lambda `profile` as a trainer: the account and its trainer profile (`details`), under the route guard's query key. */
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '../../../../src/generated/tables';
import { useProfileQueryKey, type Profile } from '../../../../src/profile-completion/profile-cache';
import { fetchProfile } from '../../../../src/session/app-start';

export type TrainerDetails = Partial<Tables['trainer_profile']>;

export async function getTrainerProfile(): Promise<Profile> {
  return (await fetchProfile('trainer')) as unknown as Profile;
}

export function useTrainerProfile() {
  return useQuery({ queryKey: useProfileQueryKey(), queryFn: getTrainerProfile });
}
