/** POST records `workout_exercise`: a library exercise added to a workout, with default sets and reps to adjust. */
import { records } from '../../../../src/api/records';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export const NEW_EXERCISE_DEFAULTS = { sets: 3, reps: '10', rest_s: 60 } as const;

export function addWorkoutExercise(row: { workout_id: number; exercise_id: number; position: number }): Promise<number> {
  return records.create('workout_exercise', { ...NEW_EXERCISE_DEFAULTS, ...row }, { pathRole: 'trainer' });
}

export function useAddWorkoutExercise(programId: number) {
  return useStructureMutation(programId, addWorkoutExercise);
}
