/** DELETE records `workout_exercise/{id}`: takes an exercise out of a workout (the library keeps it). */
import { records } from '../../../../src/api/records';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export function deleteWorkoutExercise(id: number): Promise<number> {
  return records.delete('workout_exercise', id, { pathRole: 'trainer' });
}

export function useDeleteWorkoutExercise(programId: number) {
  return useStructureMutation(programId, deleteWorkoutExercise);
}
