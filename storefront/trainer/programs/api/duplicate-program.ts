/** POST lambda `programs/{id}/duplicate`: a deep copy of an own program as a new draft "Copy of …"; answers its id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { TRAINER_PROGRAMS_KEY } from '../../common/programs/api/get-my-programs';

export async function duplicateProgram(id: number): Promise<number> {
  const body = await unwrap(
    api.POST('/v1/api/{project}/{role}/lambda/programs/{programId}/duplicate', { params: { path: { ...onPath('trainer'), programId: id } } }),
  );
  return body.data;
}

export function useDuplicateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateProgram,
    onSuccess: () => client.invalidateQueries({ queryKey: TRAINER_PROGRAMS_KEY }),
  });
}
