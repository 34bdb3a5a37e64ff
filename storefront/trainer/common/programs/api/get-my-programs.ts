/** GET records `program`: the signed-in trainer's own programs (every status), newest change first, 20 a page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records, type Filter } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';
import type { ProgramStatus } from '../program-status';

/** Every query about the trainer's programs starts with this key (mutations invalidate it). */
export const TRAINER_PROGRAMS_KEY = ['trainer', 'programs'] as const;

export interface MyProgramsQuery {
  status: ProgramStatus | 'all';
  search: string;
  page: number;
}

export function getMyPrograms(trainerId: number, q: MyProgramsQuery) {
  // The policy lets a trainer read every published program too: only their own belong here.
  const filter: Filter<'program'>[] = [{ field: 'trainer_id', op: 'eq', value: trainerId }];
  if (q.status !== 'all') filter.push({ field: 'status', op: 'eq', value: q.status });
  if (q.search.trim()) filter.push({ field: 'title', op: 'cs', value: q.search.trim() });
  return records.paginate('program', { filter, order: 'updated_at,desc', page: q.page, pathRole: 'trainer' });
}

export function useMyPrograms(q: MyProgramsQuery) {
  const trainerId = useSession((s) => s.user);
  return useQuery({
    queryKey: [...TRAINER_PROGRAMS_KEY, 'list', trainerId, q],
    queryFn: () => getMyPrograms(trainerId!, q),
    enabled: trainerId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
