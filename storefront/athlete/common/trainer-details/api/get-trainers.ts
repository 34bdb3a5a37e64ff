/**
 * GET records `trainer_profile` with its user, a page at a time, most experienced first: trainers to discover. The
 * user join is empty for a trainer whose account is not active (their row is not public), so those are left out.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { TRAINERS } from '../trainer-details-config';

export type TrainerUser = Pick<Row<'user'>, 'id' | 'first_name' | 'last_name' | 'photo'>;
export type TrainerSummary = Row<'trainer_profile'> & { user: TrainerUser };

export async function getTrainers(page: number, size: number, signal?: AbortSignal) {
  const res = await records.list<'trainer_profile', { user: TrainerUser | null }>('trainer_profile', {
    order: ['years_experience,desc', 'id,asc'],
    join: ['user'],
    page,
    size,
    signal,
  });
  return { ...res, list: res.list.filter((p): p is TrainerSummary => p.user !== null) };
}

export function useTrainers(page: number, size: number = TRAINERS.pageSize) {
  return useQuery({
    queryKey: ['athlete', 'trainers', 'discover', page, size],
    queryFn: ({ signal }) => getTrainers(page, size, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
