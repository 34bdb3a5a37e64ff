/** GET records `enrollment` filtered by program: the signed-in athlete's access to one program, if any. */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';
import { hasAccess } from '../../common/owned-programs/access';
import { ENROLLMENTS_KEY } from '../../common/owned-programs/api/get-owned-programs';

export async function getProgramEnrollment(programId: number): Promise<Row<'enrollment'> | null> {
  const page = await records.list('enrollment', {
    filter: [
      { field: 'program_id', op: 'eq', value: programId },
      { field: 'status', op: 'eq', value: 'active' },
    ],
    order: 'created_at,desc',
    pathRole: 'member',
  });
  return page.list.find((e) => hasAccess(e)) ?? null;
}

/** Only asked for a signed-in athlete; null when the athlete has no access. */
export function useProgramEnrollment(programId: number | null) {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({
    queryKey: [...ENROLLMENTS_KEY, 'program', programId, user],
    queryFn: () => getProgramEnrollment(programId!),
    enabled: isAthlete && programId !== null && programId > 0,
    staleTime: 0,
  });
}
