/** GET ALL records `workout_log` of one enrollment (the athlete's own), oldest first. */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export type WorkoutLog = Row<'workout_log'>;

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
  return useQuery({
    queryKey: [...WORKOUT_LOGS_KEY, enrollmentId, user],
    queryFn: () => getWorkoutLogs(enrollmentId!),
    enabled: !!enrollmentId,
    staleTime: 0,
  });
}
