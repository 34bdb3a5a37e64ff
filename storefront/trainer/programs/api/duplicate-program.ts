/** POST lambda `programs/{id}/duplicate`: a deep copy of an own program as a new draft "Copy of …"; answers its id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { TRAINER_PROGRAMS_KEY } from './get-my-programs';

export async function duplicateProgram(id: number): Promise<number> {
  const body = await records.custom<components['schemas']['IdResponse']>({
    endpoint: `programs/${encodeURIComponent(String(id))}/duplicate`,
    method: 'POST',
    pathRole: 'trainer',
  });
  return body.data;
}

export function useDuplicateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateProgram,
    onSuccess: () => client.invalidateQueries({ queryKey: TRAINER_PROGRAMS_KEY }),
  });
}
