/**
 * GET records `program/{id}` with its whole structure embedded (splits, their workouts, the workouts'
 * exercises and each exercise of the library) in one call. Splits come ordered by position, exercises by
 * position; workouts are ordered here by day. The path role is the caller's (trainer or admin).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { usePendingRecords } from '../../../../../src/offline/pending-records';
import { TRAINER_PROGRAMS_KEY } from './get-my-programs';
import { overlayProgramTree } from './program-tree-overlay';

export type WorkoutExerciseNode = Row<'workout_exercise'> & { exercise: Row<'exercise'> | null };
export type WorkoutNode = Row<'workout'> & { workout_exercise: WorkoutExerciseNode[] };
export type SplitNode = Row<'split'> & { workout: WorkoutNode[] };
export type ProgramTree = Row<'program'> & { split: SplitNode[] };

export const programTreeKey = (id: number) => [...TRAINER_PROGRAMS_KEY, 'tree', id] as const;

const byDay = (a: WorkoutNode, b: WorkoutNode) => a.day - b.day || (a.id ?? 0) - (b.id ?? 0);

export async function getProgramTree(id: number): Promise<ProgramTree> {
  const program = await records.get<'program', { split: SplitNode[] }>('program', id, { join: 'split.workout.workout_exercise.exercise' });
  const tree = program as ProgramTree;
  return { ...tree, split: tree.split.map((s) => ({ ...s, workout: [...s.workout].sort(byDay) })) };
}

/** The tree, with the changes made offline that wait to sync laid over (program-tree-overlay.ts). */
export function useProgramTree(id: number | null) {
  const query = useQuery({
    queryKey: programTreeKey(id ?? 0),
    queryFn: () => getProgramTree(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  const pending = usePendingRecords();
  const data = useMemo(() => (query.data ? overlayProgramTree(query.data, pending) : undefined), [query.data, pending]);
  return { ...query, data };
}
