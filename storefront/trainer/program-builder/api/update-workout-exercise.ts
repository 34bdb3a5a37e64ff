/**
 * PUT records `workout_exercise/{id}`: sets, measure and target (reps, time, distance), load and progression, rest, tempo,
 * notes or group (superset, circuit) of an exercise in a workout (shown at once).
 */
import { useQueryClient } from '@tanstack/react-query';
import { records, type RecordInput } from '../../../../src/api/records';
import { patchTree } from '../hooks/tree-cache';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export type WorkoutExerciseChanges = Pick<
  RecordInput<'workout_exercise'>,
  'sets' | 'measure' | 'reps' | 'target_seconds' | 'target_distance_m' | 'load_kind' | 'load' | 'progression' | 'group_label' | 'rest_s' | 'tempo' | 'notes'
>;

export function updateWorkoutExercise({ id, changes }: { id: number; changes: WorkoutExerciseChanges }): Promise<number> {
  return records.update('workout_exercise', id, changes, { pathRole: 'trainer' });
}

export function useUpdateWorkoutExercise(programId: number) {
  const client = useQueryClient();
  return useStructureMutation(programId, updateWorkoutExercise, ({ id, changes }) =>
    patchTree(client, programId, (tree) => ({
      ...tree,
      split: tree.split.map((s) => ({
        ...s,
        workout: s.workout.map((w) => ({ ...w, workout_exercise: w.workout_exercise.map((e) => (e.id === id ? { ...e, ...changes } : e)) })),
      })),
    })),
  );
}
