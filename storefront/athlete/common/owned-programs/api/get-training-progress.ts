/**
 * GET ALL records `split` of the owned programs with their workouts, and the completed `workout_log`s of the
 * enrollments: how many of each program's planned sessions the athlete has done, out of how many its whole calendar
 * plans (each phase's week of workouts repeats for its weeks; a log counts for the week it was performed in, from
 * the enrollment's start).
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { doneSessions, planWeeks, sessionProgress } from '../../../../../src/domain/program-calendar';

export type TrainingProgress = Record<number, { completed: number; total: number }>;

/** An enrollment as this needs it: its program, and its start (logs count by week from it). */
export interface ProgressEnrollment {
  id?: number;
  program_id: number;
  created_at?: string | null;
}

/**
 * Not under the enrollments' key: changing an enrollment (cancelling a subscription) does not change its progress,
 * and that mutation should not wait for this query to refetch. A saved workout log refreshes it.
 */
export const TRAINING_PROGRESS_KEY = ['athlete', 'training', 'progress'] as const;

export async function getTrainingProgress(enrollments: readonly ProgressEnrollment[]): Promise<TrainingProgress> {
  const withIds = enrollments.filter((e): e is ProgressEnrollment & { id: number } => e.id != null);
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
    const weeks = planWeeks(splits.list.filter((s) => s.program_id === e.program_id).map((s) => ({ ...s, workout: s.workout ?? [] })));
    // Without its start, every log counts for the first week.
    const done = doneSessions(logs.list.filter((l) => l.enrollment_id === e.id), e.created_at ?? '');
    out[e.id] = sessionProgress(weeks, done);
  }
  return out;
}

export function useTrainingProgress(enrollments: readonly ProgressEnrollment[] | undefined) {
  const ids = (enrollments ?? []).map((e) => e.id).join(',');
  return useQuery({
    queryKey: [...TRAINING_PROGRESS_KEY, ids],
    queryFn: () => getTrainingProgress(enrollments ?? []),
    enabled: !!enrollments?.length,
    staleTime: 0,
  });
}
