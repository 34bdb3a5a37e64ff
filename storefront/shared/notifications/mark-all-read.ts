/**
 * PUT records `notification` with updateCondition `read_at is null`: every unread notification the caller may change
 * (their own, by the policy) gets `read_at` now, in one transaction. Answers how many.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../src/api/records';
import { NOTIFICATIONS_KEY } from './unread-count';

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => records.updateWhere('notification', 'read_at,is,null', { read_at: new Date().toISOString() }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
