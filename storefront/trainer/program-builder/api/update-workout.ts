/** PUT records `workout/{id}`: a workout's day or title (shown at once, confirmed by the reload). */
import { useQueryClient } from '@tanstack/react-query';
import { records, type RecordInput } from '../../../../src/api/records';
import { patchTree } from '../hooks/tree-cache';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export type WorkoutChanges = Pick<RecordInput<'workout'>, 'day' | 'title'>;

export function updateWorkout({ id, changes }: { id: number; changes: WorkoutChanges }): Promise<number> {
  return records.update('workout', id, changes, { pathRole: 'trainer' });
}

export function useUpdateWorkout(programId: number) {
  const client = useQueryClient();
  return useStructureMutation(programId, updateWorkout, ({ id, changes }) =>
    patchTree(client, programId, (tree) => ({
      ...tree,
      split: tree.split.map((s) => ({ ...s, workout: s.workout.map((w) => (w.id === id ? { ...w, ...changes } : w)) })),
    })),
  );
}
