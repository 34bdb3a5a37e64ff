/**
 * The profile-completion calls of a role (athletes and trainers share them, each with its own fields): the profile
 * with its role's details (GET lambda `profile`, under the route guard's query key), the photo (lambda `upload`) and
 * the completion (POST lambda `profile/complete`; on success the guard's profile shows profile_complete 1 at once).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PathRole } from '../../../src/config/constants';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import { uploadFile } from '../../../src/api/upload';
import type { components } from '../../../src/generated/api';
import type { Tables } from '../../../src/generated/tables';
import { useProfileQueryKey, useProfileSaved, type Profile } from './profile-cache';
import { fetchProfile } from '../../../src/session/app-start';

export type CompletingRole = 'athlete' | 'trainer';
const PATH_ROLE: Record<CompletingRole, PathRole> = { athlete: 'member', trainer: 'trainer' };

type Request = components['schemas']['ProfileCompletionRequest'];
type ProfileResponse = components['schemas']['ProfileResponse'];

/** The role's own profile row, as the profile's `details`. */
export type ProfileDetails<R extends CompletingRole> = Partial<Tables[R extends 'athlete' ? 'athlete_profile' : 'trainer_profile']>;
/** What a role's completion sends. */
export type ProfileCompletion<R extends CompletingRole> = R extends 'athlete'
  ? Pick<Request, 'photo' | 'goals' | 'level' | 'height_cm' | 'weight_kg' | 'birth_date'>
  : Pick<Request, 'photo' | 'headline' | 'bio' | 'specialties' | 'certifications' | 'years_experience'>;

export async function getRoleProfile(role: CompletingRole): Promise<Profile> {
  return (await fetchProfile(PATH_ROLE[role])) as unknown as Profile;
}

export function useRoleProfile(role: CompletingRole) {
  return useQuery({ queryKey: useProfileQueryKey(), queryFn: () => getRoleProfile(role) });
}

export function useUploadProfilePhoto(role: CompletingRole) {
  return useMutation({ mutationFn: (file: File) => uploadFile(file, PATH_ROLE[role]) });
}

export function completeProfile<R extends CompletingRole>(role: R, body: ProfileCompletion<R>): Promise<ProfileResponse> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/profile/complete', { params: { path: onPath(PATH_ROLE[role]) }, body }));
}

export function useCompleteProfile<R extends CompletingRole>(role: R) {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: (body: ProfileCompletion<R>) => completeProfile(role, body), onSuccess: (res) => saved(res.model) });
}
