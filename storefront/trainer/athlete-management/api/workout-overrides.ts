/**
 * The trainer's adjustments of one athlete's program (records `workout_override`): read one, save one (a new one, or
 * the change of the one for the same exercise and week), remove one. Either reads
 * the athlete's week again, so it shows the numbers the athlete now follows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { trainingWeekKey } from './training-week';

export type WorkoutOverride = Row<'workout_override'>;
/** What an adjustment sends (./adjustments.ts `overrideRow`). */
export type WorkoutOverrideInput = Pick<WorkoutOverride, 'enrollment_id' | 'workout_exercise_id'> & { week: number | null; reps: string | null; load: number | null; note: string | null };

/** One saved adjustment, as the trainer changes it. */
export const getWorkoutOverride = (id: number): Promise<WorkoutOverride> => records.get('workout_override', id, { pathRole: 'trainer' });

/**
 * Saves an adjustment: the exercise's adjustment for the same week (or for every week) is changed if it has one (the
 * server keeps one per exercise and week), else a new one is added.
 */
export async function saveWorkoutOverride(row: WorkoutOverrideInput): Promise<number> {
  const existing = await records.getAll('workout_override', {
    filter: [
      { field: 'enrollment_id', op: 'eq', value: row.enrollment_id },
      { field: 'workout_exercise_id', op: 'eq', value: row.workout_exercise_id },
    ],
    pathRole: 'trainer',
  });
  const same = existing.list.find((r) => (r.week ?? null) === row.week);
  if (!same) return records.create('workout_override', row, { pathRole: 'trainer' });
  const { reps, load, note } = row;
  await records.update('workout_override', same.id!, { reps, load, note }, { pathRole: 'trainer' });
  return same.id!;
}

export function useAddWorkoutOverride(enrollmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWorkoutOverride,
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
