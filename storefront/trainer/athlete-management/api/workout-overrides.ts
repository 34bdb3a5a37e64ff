/**
 * The trainer's adjustments of one athlete's program (records `workout_override`): the enrollment's list (read once
 * the athlete's training opens, so it is on the device for a save offline), save one (a new one, or the change of
 * the one for the same exercise and week, found in that list), remove one. Each write is a records write, so with
 * no signal it waits in the offline queue and is sent once when the connection returns; each reads the athlete's
 * week and the list again, so they show the numbers the athlete now follows.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { trainingWeekKey } from './training-week';

export type WorkoutOverride = Row<'workout_override'>;
/** What an adjustment sends (./adjustments.ts `overrideRow`). */
export type WorkoutOverrideInput = Pick<WorkoutOverride, 'enrollment_id' | 'workout_exercise_id'> & { week: number | null; reps: string | null; load: number | null; note: string | null };

export const workoutOverridesKey = (enrollmentId: number) => ['trainer', 'athletes', 'overrides', enrollmentId] as const;

/** Every adjustment of an enrollment (a handful: one per exercise and week at most). */
export async function getWorkoutOverrides(enrollmentId: number, signal?: AbortSignal): Promise<WorkoutOverride[]> {
  const page = await records.getAll('workout_override', { filter: [{ field: 'enrollment_id', op: 'eq', value: enrollmentId }], pathRole: 'trainer', signal });
  return page.list;
}

export function useWorkoutOverrides(enrollmentId: number) {
  return useQuery({ queryKey: workoutOverridesKey(enrollmentId), queryFn: ({ signal }) => getWorkoutOverrides(enrollmentId, signal) });
}

/** The saved adjustment of the same exercise for the same week (or for every week), if the list has one. */
export function sameAdjustment(list: readonly WorkoutOverride[], row: Pick<WorkoutOverrideInput, 'enrollment_id' | 'workout_exercise_id' | 'week'>): WorkoutOverride | undefined {
  return list.find((r) => r.enrollment_id === row.enrollment_id && r.workout_exercise_id === row.workout_exercise_id && (r.week ?? null) === row.week);
}

/**
 * Saves an adjustment: the exercise's adjustment for the same week is changed if the enrollment's list has one (the
 * server keeps one per exercise and week), else a new one is added. The list is the one on the device (read when
 * the athlete's training opened); it is read first only when there is none.
 */
export async function saveWorkoutOverride(client: QueryClient, row: WorkoutOverrideInput): Promise<number> {
  const key = workoutOverridesKey(row.enrollment_id);
  const list = client.getQueryData<WorkoutOverride[]>(key) ?? (await client.fetchQuery({ queryKey: key, queryFn: ({ signal }) => getWorkoutOverrides(row.enrollment_id, signal) })) ?? [];
  const same = sameAdjustment(list, row);
  if (!same) return records.create('workout_override', row, { pathRole: 'trainer' });
  const { reps, load, note } = row;
  await records.update('workout_override', same.id!, { reps, load, note }, { pathRole: 'trainer' });
  return same.id!;
}

function refresh(client: QueryClient, enrollmentId: number) {
  void client.invalidateQueries({ queryKey: trainingWeekKey(enrollmentId) });
  void client.invalidateQueries({ queryKey: workoutOverridesKey(enrollmentId) });
}

export function useAddWorkoutOverride(enrollmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: WorkoutOverrideInput) => saveWorkoutOverride(client, row),
    onSuccess: () => refresh(client, enrollmentId),
  });
}

export function useRemoveWorkoutOverride(enrollmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => records.delete('workout_override', id, { pathRole: 'trainer' }),
    onSuccess: () => refresh(client, enrollmentId),
  });
}
