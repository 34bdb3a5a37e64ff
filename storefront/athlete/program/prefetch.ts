/**
 * The program page's first request, started by the route table while the page's code is still loading
 * (src/routing/routes.ts `prefetch`): the program with its trainer and structure, under the key the page reads.
 */
import { queryClient } from '../../../src/api/query-client';
import { sessionStore } from '../../../src/session/store';
import { getProgram, programDetailKey } from './api/get-program';

export function prefetch(params: Readonly<Record<string, string | undefined>>): Promise<void> | undefined {
  const id = Number(params.programId);
  if (!Number.isInteger(id) || id < 1) return undefined;
  return queryClient.prefetchQuery({ queryKey: programDetailKey(id, sessionStore.getState().user), queryFn: () => getProgram(id) });
}
