/** POST records `split`: a new split at the end of the program, lasting `weeks` (the contract's default: one). */
import { records } from '../../../../src/api/records';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export interface NewSplit {
  program_id: number;
  title: string;
  position: number;
  weeks?: number;
}

export function createSplit(split: NewSplit): Promise<number> {
  return records.create('split', split, { pathRole: 'trainer' });
}

export function useCreateSplit(programId: number) {
  return useStructureMutation(programId, createSplit);
}
