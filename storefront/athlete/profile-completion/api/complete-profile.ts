/** POST lambda `profile/complete` as an athlete: goals, level, height, weight, birth date, photo. */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { useProfileSaved } from '../../../../src/profile-completion/profile-cache';

type Request = components['schemas']['ProfileCompletionRequest'];
export type AthleteProfileCompletion = Pick<Request, 'photo' | 'goals' | 'level' | 'height_cm' | 'weight_kg' | 'birth_date'>;
type ProfileResponse = components['schemas']['ProfileResponse'];

export function completeAthleteProfile(body: AthleteProfileCompletion): Promise<ProfileResponse> {
  return records.custom<ProfileResponse>({ endpoint: 'profile/complete', method: 'POST', body, pathRole: 'member' });
}

/** On success the guard's profile shows profile_complete 1 at once (src/profile-completion/profile-cache.ts). */
export function useCompleteAthleteProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: completeAthleteProfile, onSuccess: (res) => saved(res.model) });
}
