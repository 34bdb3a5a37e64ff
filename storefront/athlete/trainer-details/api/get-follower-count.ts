/**
 * GET records `follow` by trainer, counted (`total`). Only the trainer may read who follows them, so this is asked
 * only on a trainer's own page; others see no count (see the report on a public follower count).
 */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { FOLLOWS_KEY } from './get-follow';

export async function getFollowerCount(trainerId: number, signal?: AbortSignal): Promise<number> {
  const page = await records.list('follow', { filter: { field: 'trainer_id', op: 'eq', value: trainerId }, size: 1, signal });
  return page.total;
}

export function useFollowerCount(trainerId: number | null, readable: boolean) {
  return useQuery({
    queryKey: [...FOLLOWS_KEY, 'count', trainerId],
    queryFn: ({ signal }) => getFollowerCount(trainerId!, signal),
    enabled: readable && trainerId !== null,
  });
}
