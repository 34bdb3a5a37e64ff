/** POST records `workout`: a workout of a split, on a day. */
import { records } from '../../../../src/api/records';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export function createWorkout(workout: { split_id: number; day: number; title: string }): Promise<number> {
  return records.create('workout', workout, { pathRole: 'trainer' });
}

export function useCreateWorkout(programId: number) {
  return useStructureMutation(programId, createWorkout);
}
