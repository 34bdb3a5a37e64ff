/** DELETE lambda `user-sessions/data/{id}`: ends one of the user's sessions (signs that device out). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';

export function revokeUserSession(id: number): Promise<unknown> {
  return unwrap(api.DELETE('/v1/api/{project}/{role}/lambda/user-sessions/data/{sessionId}', { params: { path: { ...onPath(), sessionId: id } } }));
}

export function useRevokeUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Several at once ("sign out everywhere else"); all are tried, the first failure is reported. */
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(ids.map(revokeUserSession));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
}
