/**
 * GET records `program/{id}` with its trainer and its whole structure embedded: splits by position, their workouts
 * by day, each workout's exercises by position with the library exercise. The server opens every workout of a
 * program the athlete owns (the workout policy).
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';
import { orderPlan } from '../current-position';

export type PlanExercise = Row<'workout_exercise'> & { exercise: Row<'exercise'> | null };
export type PlanWorkout = Row<'workout'> & { workout_exercise: PlanExercise[] };
export type PlanSplit = Row<'split'> & { workout: PlanWorkout[] };
export type PlanTrainer = Pick<Row<'user'>, 'id' | 'first_name' | 'last_name' | 'photo'>;
export type TrainingPlan = Row<'program'> & { trainer: PlanTrainer | null; split: PlanSplit[] };

export const trainingPlanKey = (programId: number, user: number | null) => ['athlete', 'training', 'plan', programId, user] as const;

/** A workout's exercises by position (then id). */
export function orderExercises<E extends { position?: number; id?: number }>(list: readonly E[] | undefined): E[] {
  return [...(list ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.id ?? 0) - (b.id ?? 0));
}

export async function getTrainingPlan(programId: number): Promise<TrainingPlan> {
  const p = await records.get<'program', { trainer: PlanTrainer | null; split: PlanSplit[] }>('program', programId, {
    join: ['trainer', 'split.workout.workout_exercise.exercise'],
  });
  const split = orderPlan<PlanWorkout, PlanSplit>(p.split ?? []).map((s) => ({ ...s, workout: s.workout.map((w) => ({ ...w, workout_exercise: orderExercises(w.workout_exercise) })) }));
  return { ...(p as TrainingPlan), split };
}

export function useTrainingPlan(programId: number | null) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: trainingPlanKey(programId ?? 0, user),
    queryFn: () => getTrainingPlan(programId!),
    enabled: programId !== null && programId > 0,
  });
}
