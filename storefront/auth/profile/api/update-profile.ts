/**
 * POST lambda `profile` {first_name?, last_name?, photo?}: changes the user's name (or photo) and answers the profile.
 * On success the profile queries and the session's name follow at once (the header shows the new name); a change
 * queued while offline (202, src/offline) has no profile to answer, and the session shows what was sent meanwhile.
 */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';
import { useProfileSaved } from '../../../shared/profile-completion/profile-cache';
import { sessionStore } from '../../../../src/session/store';
import type { Profile } from '../../common/profile/api/get-profile';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];
type ProfileResponse = components['schemas']['ProfileResponse'];

/** The profile after the change, or null when the change was queued to be sent once online. */
export async function updateProfile(body: ProfileUpdate): Promise<Profile | null> {
  // Widened, not cast: the offline queue's 202 answer (`{error, data, queued, message}`, src/offline/capture.ts) is not in
  // the contract and has no `model`.
  const answer: Partial<ProfileResponse> = await unwrap(api.POST('/v1/api/{project}/{role}/lambda/profile', { params: { path: onPath() }, body }));
  return answer.model ?? null;
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile, sent) => {
      if (profile) await saved(profile);
      else sessionStore.getState().updateDetails({ firstName: sent.first_name, lastName: sent.last_name });
    },
  });
}
