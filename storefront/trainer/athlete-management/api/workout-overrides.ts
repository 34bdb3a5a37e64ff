/**
 * The trainer's adjustments of one athlete's program (records `workout_override`): add one, remove one. Either reads
 * the athlete's week again, so it shows the numbers the athlete now follows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { trainingWeekKey } from './training-week';

export type WorkoutOverride = Row<'workout_override'>;
/** What an adjustment sends (./adjustments.ts `overrideRow`). */
export type WorkoutOverrideInput = Pick<WorkoutOverride, 'enrollment_id' | 'workout_exercise_id'> & { week: number | null; reps: string | null; load: number | null; note: string | null };

export function useAddWorkoutOverride(enrollmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: WorkoutOverrideInput) => records.create('workout_override', row, { pathRole: 'trainer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingWeekKey(enrollmentId) }),
  });
}

export function useRemoveWorkoutOverride(enrollmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => records.delete('workout_override', id, { pathRole: 'trainer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingWeekKey(enrollmentId) }),
  });
}
