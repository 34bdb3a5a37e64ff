/**
 * POST lambda `splits/{splitId}/copy`: a one-week copy of a split right after it (the splits after it move down one
 * place), as it is or, with `deload`, a lighter "Deload" week; the program grows by that week. Answers the new
 * split's id. It needs the server (never queued offline); counted by the save indicator, followed by a reload of
 * the program's tree.
 */
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export async function copySplit({ splitId, deload }: { splitId: number; deload: boolean }): Promise<number> {
  const body = await unwrap(
    api.POST('/v1/api/{project}/{role}/lambda/splits/{splitId}/copy', { params: { path: { ...onPath('trainer'), splitId } }, body: { deload } }),
  );
  return body.data;
}

export function useCopySplit(programId: number) {
  return useStructureMutation(programId, copySplit);
}
