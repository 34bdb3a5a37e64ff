/** GET lambda `user-sessions/data`: the open sign-in sessions of the user, the current one marked. */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { useSession } from '../../../../src/session/store';

export type UserSession = components['schemas']['UserSession'];
type SessionsResponse = components['schemas']['SessionsResponse'];

export async function getUserSessions(): Promise<UserSession[]> {
  return (await records.custom<SessionsResponse>({ endpoint: 'user-sessions/data' })).list;
}

export function useUserSessions() {
  const userId = useSession((s) => s.user);
  return useQuery({ queryKey: ['auth', 'sessions', userId], queryFn: getUserSessions, enabled: userId !== null, staleTime: 0 });
}
