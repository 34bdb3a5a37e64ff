/** POST lambda `profile/complete` as an athlete: goals, level, height, weight, birth date, photo. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';
import { useProfileSaved } from '../../../../src/profile-completion/profile-cache';

type Request = components['schemas']['ProfileCompletionRequest'];
export type AthleteProfileCompletion = Pick<Request, 'photo' | 'goals' | 'level' | 'height_cm' | 'weight_kg' | 'birth_date'>;
type ProfileResponse = components['schemas']['ProfileResponse'];

export function completeAthleteProfile(body: AthleteProfileCompletion): Promise<ProfileResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/profile/complete', { params: { path: onPath('member') }, body }));
}

/** On success the guard's profile shows profile_complete 1 at once (src/profile-completion/profile-cache.ts). */
export function useCompleteAthleteProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: completeAthleteProfile, onSuccess: (res) => saved(res.model) });
}
