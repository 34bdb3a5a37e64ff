/**
 * GET ALL records `workout_override` of one enrollment (the athlete's own): their trainer's adjustments of the
 * program's exercises for them (reps, load, a note; for one week or every week), oldest first. Kept like the other
 * reads of the training screen (src/offline/read-cache.ts), so a workout opened without a connection still follows
 * them.
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export type WorkoutAdjustment = Row<'workout_override'>;

export const ADJUSTMENTS_KEY = ['athlete', 'training', 'adjustments'] as const;

export async function getAdjustments(enrollmentId: number): Promise<WorkoutAdjustment[]> {
  const page = await records.getAll('workout_override', {
    filter: { field: 'enrollment_id', op: 'eq', value: enrollmentId },
    order: ['id,asc'],
    pathRole: 'member',
  });
  return page.list;
}

export function useAdjustments(enrollmentId: number | null | undefined) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: [...ADJUSTMENTS_KEY, enrollmentId, user],
    queryFn: () => getAdjustments(enrollmentId!),
    enabled: !!enrollmentId,
    // A trainer may change them at any time: asked again each time the screen opens (a kept copy shows meanwhile).
    staleTime: 0,
  });
}
