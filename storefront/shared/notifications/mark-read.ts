/** PUT records `notification/{id}` with `read_at` now (athletes and trainers may write only that field of their own rows). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../src/api/records';
import { NOTIFICATIONS_KEY } from './unread-count';

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => records.update('notification', id, { read_at: new Date().toISOString() }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
