/** GET lambda `programs/stats`: sales count and revenue of the trainer's own programs (computed by the server). */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';
import { TRAINER_PROGRAMS_KEY } from '../../common/programs/api/get-my-programs';

export type ProgramStats = components['schemas']['ProgramStats'];

export async function getProgramStats(ids: readonly number[]): Promise<Map<number, ProgramStats>> {
  const body = await unwrap(api.GET('/v1/api/{project}/{role}/lambda/programs/stats', { params: { path: onPath('trainer'), query: { ids: ids.join(',') } } }));
  return new Map(body.list.map((s) => [s.program_id, s]));
}

export function useProgramStats(ids: readonly number[]) {
  return useQuery({
    queryKey: [...TRAINER_PROGRAMS_KEY, 'stats', ids],
    queryFn: () => getProgramStats(ids),
    enabled: ids.length > 0,
    staleTime: 0,
  });
}
