/** DELETE records `workout/{id}`: a workout with its exercises (the database cascades). */
import { records } from '../../../../src/api/records';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export function deleteWorkout(id: number): Promise<number> {
  return records.delete('workout', id, { pathRole: 'trainer' });
}

export function useDeleteWorkout(programId: number) {
  return useStructureMutation(programId, deleteWorkout);
}
