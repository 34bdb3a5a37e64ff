/** DELETE lambda `user-sessions/data/{id}`: ends one of the user's sessions (signs that device out). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';

export function revokeUserSession(id: number): Promise<unknown> {
  return records.custom({ endpoint: `user-sessions/data/${encodeURIComponent(String(id))}`, method: 'DELETE' });
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
