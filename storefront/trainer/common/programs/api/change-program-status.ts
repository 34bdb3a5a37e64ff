/** PUT records `program/{id}` `{status}`: submit for review, withdraw, unpublish, archive or restore (never publish: an admin does). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../../src/api/records';
import type { ProgramStatus } from '../program-status';
import { TRAINER_PROGRAMS_KEY } from './get-my-programs';

export function changeProgramStatus({ id, status }: { id: number; status: ProgramStatus }): Promise<number> {
  return records.update('program', id, { status }, { pathRole: 'trainer' });
}

export function useChangeProgramStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeProgramStatus,
    onSettled: () => client.invalidateQueries({ queryKey: TRAINER_PROGRAMS_KEY }),
  });
}
