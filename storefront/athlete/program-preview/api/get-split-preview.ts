/**
 * GET records `split/{id}` with its program and its workouts' exercises embedded. The server decides which
 * workouts the caller may read (a free preview for everyone, every split of a bought program), so a locked split
 * comes without workouts.
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';
import { orderExercises, type PlanWorkout } from '../../common/training/api/get-training-plan';
import { orderPlan } from '../../common/training/current-position';

export type SplitPreview = Row<'split'> & { program: Row<'program'> | null; workout: PlanWorkout[] };

export async function getSplitPreview(id: number): Promise<SplitPreview> {
  const s = await records.get<'split', { program: Row<'program'> | null; workout: PlanWorkout[] }>('split', id, { join: ['program', 'workout.workout_exercise.exercise'] });
  const [ordered] = orderPlan<PlanWorkout, SplitPreview>([s as SplitPreview]);
  return { ...ordered, workout: ordered.workout.map((w) => ({ ...w, workout_exercise: orderExercises(w.workout_exercise) })) };
}

export function useSplitPreview(id: number | null) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: ['athlete', 'split-preview', id, user],
    queryFn: () => getSplitPreview(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}
