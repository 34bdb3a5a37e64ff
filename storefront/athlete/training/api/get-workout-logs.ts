/**
 * GET ALL records `workout_log` of one enrollment (the athlete's own), oldest first, with the workouts logged
 * without a connection laid over (src/offline: shown at once, marked `_pending` until the server has them).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { usePendingRecords, withPending, type Pending } from '../../../../src/offline/pending-records';
import { useSession } from '../../../../src/session/store';

export type WorkoutLog = Pending<Row<'workout_log'>>;

export const WORKOUT_LOGS_KEY = ['athlete', 'training', 'logs'] as const;

export async function getWorkoutLogs(enrollmentId: number): Promise<WorkoutLog[]> {
  const page = await records.getAll('workout_log', {
    filter: { field: 'enrollment_id', op: 'eq', value: enrollmentId },
    order: ['performed_at,asc', 'id,asc'],
    pathRole: 'member',
  });
  return page.list;
}

export function useWorkoutLogs(enrollmentId: number | null | undefined) {
  const user = useSession((s) => s.user);
  const query = useQuery({
    queryKey: [...WORKOUT_LOGS_KEY, enrollmentId, user],
    queryFn: () => getWorkoutLogs(enrollmentId!),
    enabled: !!enrollmentId,
    staleTime: 0,
  });
  const pending = usePendingRecords('workout_log');
  const mine = useMemo(() => pending.filter((r) => r.data.enrollment_id === enrollmentId), [pending, enrollmentId]);
  const data = useMemo(
    () => (query.data || mine.length ? withPending('workout_log', query.data ?? [], mine) : undefined),
    [query.data, mine],
  );
  return { ...query, data, pendingCount: mine.length };
}
