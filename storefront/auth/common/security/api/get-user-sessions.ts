/** GET lambda `user-sessions/data`: the open sign-in sessions of the user, the current one marked. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';
import { useSession } from '../../../../../src/session/store';

export type UserSession = components['schemas']['UserSession'];

export async function getUserSessions(): Promise<UserSession[]> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/user-sessions/data', { params: { path: onPath() } }))).list;
}

export function useUserSessions() {
  const userId = useSession((s) => s.user);
  return useQuery({ queryKey: ['auth', 'sessions', userId], queryFn: getUserSessions, enabled: userId !== null, staleTime: 0 });
}
