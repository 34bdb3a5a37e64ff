/**
 * GET records `program/{id}` with its trainer and its structure embedded (splits by position, their workouts by
 * day, each workout's exercises in order with the library exercise). What the caller may open decides the
 * workouts: a free-preview split's for everyone, all of them for an athlete who owns the program (the workout
 * policy), so the answer depends on who asks.
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export type ProgramTrainer = Pick<Row<'user'>, 'id' | 'first_name' | 'last_name' | 'photo'>;
export type WorkoutExerciseWithExercise = Row<'workout_exercise'> & { exercise: Row<'exercise'> | null };
export type WorkoutWithExercises = Row<'workout'> & { workout_exercise: WorkoutExerciseWithExercise[] };
export type SplitWithWorkouts = Row<'split'> & { workout: WorkoutWithExercises[] };
export type ProgramDetail = Row<'program'> & { trainer: ProgramTrainer | null; split: SplitWithWorkouts[] };

export const programDetailKey = (id: number, user: number | null) => ['programs', 'detail', id, user] as const;

const byPosition = (a: WorkoutExerciseWithExercise, b: WorkoutExerciseWithExercise) => (a.position ?? 0) - (b.position ?? 0) || (a.id ?? 0) - (b.id ?? 0);

export async function getProgram(id: number): Promise<ProgramDetail> {
  const p = (await records.get<'program', { trainer: ProgramTrainer | null; split: SplitWithWorkouts[] }>('program', id, {
    join: ['trainer', 'split.workout.workout_exercise.exercise'],
  })) as ProgramDetail;
  const split = [...(p.split ?? [])]
    .sort((a, b) => a.position - b.position || (a.id ?? 0) - (b.id ?? 0))
    .map((s) => ({
      ...s,
      workout: [...(s.workout ?? [])]
        .sort((a, b) => a.day - b.day || (a.id ?? 0) - (b.id ?? 0))
        .map((w) => ({ ...w, workout_exercise: [...(w.workout_exercise ?? [])].sort(byPosition) })),
    }));
  return { ...p, split };
}

export function useProgram(id: number | null) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: programDetailKey(id ?? 0, user),
    queryFn: () => getProgram(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    // Fresh for a few seconds: the answer the route prefetched while the page loaded (prefetch.ts) is used as is.
    staleTime: 5_000,
  });
}
