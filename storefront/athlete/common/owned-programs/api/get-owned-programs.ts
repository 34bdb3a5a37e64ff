/** GET records `enrollment` (the athlete's own, active) with each program and its trainer embedded, newest first. */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';
import { hasAccess } from '../access';

export type TrainerRef = Pick<Row<'user'>, 'id' | 'first_name' | 'last_name' | 'photo'>;
export type OwnedProgram = Row<'enrollment'> & { program: (Row<'program'> & { trainer: TrainerRef | null }) | null };

export const ENROLLMENTS_KEY = ['athlete', 'enrollments'] as const;

export async function getOwnedPrograms(): Promise<OwnedProgram[]> {
  const page = await records.getAll<'enrollment', { program: OwnedProgram['program'] }>('enrollment', {
    filter: { field: 'status', op: 'eq', value: 'active' },
    order: 'created_at,desc',
    join: 'program.trainer',
    pathRole: 'member',
  });
  return (page.list as OwnedProgram[]).filter((e) => hasAccess(e));
}

export function useOwnedPrograms() {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({ queryKey: [...ENROLLMENTS_KEY, 'owned', user], queryFn: getOwnedPrograms, enabled: isAthlete, staleTime: 0 });
}
