/**
 * A program's tree with the changes made to it without a connection laid over (src/offline: shown at once, synced
 * later): the program's own fields, and splits, workouts and workout exercises created, changed or deleted. A
 * created node carries its temporary id (below zero) and `_pending`; one created under another created node hangs
 * under it by that temporary id, as the queue will send it.
 */
import { withPending } from '../../../../../src/offline/pending-records';
import type { OfflineDataRecord } from '../../../../../src/offline/types';
import type { ProgramTree, SplitNode, WorkoutExerciseNode, WorkoutNode } from './get-program-tree';

const TABLES = new Set(['program', 'split', 'workout', 'workout_exercise']);

export function overlayProgramTree(tree: ProgramTree, pending: readonly OfflineDataRecord[]): ProgramTree {
  const mine = pending.filter((r) => TABLES.has(r.table));
  if (!mine.length) return tree;
  const program = mine.filter((r) => r.table === 'program' && r.operation === 'update' && Number(r.data.id) === tree.id).reduce<ProgramTree>((t, r) => ({ ...t, ...(r.data as Partial<ProgramTree>), split: t.split }), tree);
  const splits = withPending<SplitNode>('split', tree.split, mine, (s) => s.program_id === tree.id)
    .map((s) => ({ ...s, workout: s.workout ?? [] }))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.id ?? 0) - (b.id ?? 0));
  return {
    ...program,
    split: splits.map((s) => ({
      ...s,
      workout: withPending<WorkoutNode>('workout', s.workout, mine, (w) => w.split_id === s.id)
        .map((w) => ({ ...w, workout_exercise: w.workout_exercise ?? [] }))
        .sort((a, b) => a.day - b.day || (a.id ?? 0) - (b.id ?? 0))
        .map((w) => ({
          ...w,
          workout_exercise: withPending<WorkoutExerciseNode>('workout_exercise', w.workout_exercise, mine, (e) => e.workout_id === w.id)
            .map((e) => ({ ...e, exercise: e.exercise ?? null }))
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.id ?? 0) - (b.id ?? 0)),
        })),
    })),
  };
}
