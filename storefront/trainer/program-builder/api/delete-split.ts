/** DELETE records `split/{id}`: a split with its workouts and their exercises (the database cascades). */
import { records } from '../../../../src/api/records';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export function deleteSplit(id: number): Promise<number> {
  return records.delete('split', id, { pathRole: 'trainer' });
}

export function useDeleteSplit(programId: number) {
  return useStructureMutation(programId, deleteSplit);
}
