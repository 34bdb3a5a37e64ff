/**
 * The profile the route guard reads (src/routing/AppRoutes.tsx: TanStack Query key
 * ['profile', pathRole, token]) and what changes once a profile is completed: the cache gets the new
 * profile at once — so the next navigation already sees profile_complete 1 and is not held — the
 * session's name and photo follow, and every profile query is refreshed from the server.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PathRole } from '../../../src/config/constants';
import type { components } from '../../../src/generated/api';
import { pathRoleOf } from '../../../src/session/login-path';
import { sessionStore, useSession } from '../../../src/session/store';

export type Profile = components['schemas']['Profile'];

export function profileQueryKey(pathRole: PathRole | null, token: string | null) {
  return ['profile', pathRole, token] as const;
}

/** The guard's profile key for the signed-in session. */
export function useProfileQueryKey() {
  const role = useSession((s) => s.role);
  const token = useSession((s) => s.token);
  return profileQueryKey(pathRoleOf(role), token);
}

/** Call with the profile lambda `profile/complete` (or `profile`: a change of name) answered. */
export async function profileSaved(queryClient: QueryClient, key: ReturnType<typeof profileQueryKey>, profile: Profile): Promise<void> {
  queryClient.setQueryData(key, profile);
  sessionStore.getState().updateDetails({ firstName: profile.first_name, lastName: profile.last_name, photo: profile.photo });
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['profile'] }), queryClient.invalidateQueries({ queryKey: ['auth', 'profile'] })]);
}

/** `profileSaved` bound to the app's query client and the session's key. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  const key = useProfileQueryKey();
  return (profile: Profile) => profileSaved(queryClient, key, profile);
}
