/** POST lambda `profile/complete` as a trainer: bio, specialties, headline, certifications, years of experience, photo. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';
import { useProfileSaved } from '../../../../src/profile-completion/profile-cache';

type Request = components['schemas']['ProfileCompletionRequest'];
export type TrainerProfileCompletion = Pick<Request, 'photo' | 'headline' | 'bio' | 'specialties' | 'certifications' | 'years_experience'>;
type ProfileResponse = components['schemas']['ProfileResponse'];

export function completeTrainerProfile(body: TrainerProfileCompletion): Promise<ProfileResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/profile/complete', { params: { path: onPath('trainer') }, body }));
}

/** On success the guard's profile shows profile_complete 1 at once (src/profile-completion/profile-cache.ts). */
export function useCompleteTrainerProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: completeTrainerProfile, onSuccess: (res) => saved(res.model) });
}
