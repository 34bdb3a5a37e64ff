/**
 * GET ALL records `split` of the owned programs with their workouts, and the completed `workout_log`s of the
 * enrollments: how many of each program's workouts the athlete has completed, out of how many.
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { workoutProgress } from '../../training/current-position';

export type TrainingProgress = Record<number, { completed: number; total: number }>;

/**
 * Not under the enrollments' key: changing an enrollment (cancelling a subscription) does not change its progress,
 * and that mutation should not wait for this query to refetch. A saved workout log refreshes it.
 */
export const TRAINING_PROGRESS_KEY = ['athlete', 'training', 'progress'] as const;

export async function getTrainingProgress(enrollments: readonly { id?: number; program_id: number }[]): Promise<TrainingProgress> {
  const withIds = enrollments.filter((e): e is { id: number; program_id: number } => e.id != null);
  if (!withIds.length) return {};
  const [splits, logs] = await Promise.all([
    records.getAll<'split', { workout: Row<'workout'>[] }>('split', {
      filter: { field: 'program_id', op: 'in', value: [...new Set(withIds.map((e) => e.program_id))] },
      join: 'workout',
      pathRole: 'member',
    }),
    records.getAll('workout_log', {
      filter: [
        { field: 'enrollment_id', op: 'in', value: withIds.map((e) => e.id) },
        { field: 'completed', op: 'eq', value: 1 },
      ],
      pathRole: 'member',
    }),
  ]);
  const out: TrainingProgress = {};
  for (const e of withIds) {
    const workoutIds = splits.list.filter((s) => s.program_id === e.program_id).flatMap((s) => (s.workout ?? []).map((w) => w.id!));
    out[e.id] = workoutProgress(workoutIds, logs.list.filter((l) => l.enrollment_id === e.id));
  }
  return out;
}

export function useTrainingProgress(enrollments: readonly { id?: number; program_id: number }[] | undefined) {
  const ids = (enrollments ?? []).map((e) => e.id).join(',');
  return useQuery({
    queryKey: [...TRAINING_PROGRESS_KEY, ids],
    queryFn: () => getTrainingProgress(enrollments ?? []),
    enabled: !!enrollments?.length,
    staleTime: 0,
  });
}
