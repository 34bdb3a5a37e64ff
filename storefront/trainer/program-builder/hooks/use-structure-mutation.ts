/**
 * A change to a program's structure (split, workout, workout exercise): counted by the save indicator,
 * reported as a toast when refused, and followed by a reload of the program's tree.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportActionError } from '../../common/programs/action-errors';
import { programTreeKey } from '../../common/programs/api/get-program-tree';
import { builder } from '../stores/builder-store';

export function useStructureMutation<V, R>(programId: number, change: (vars: V) => Promise<R>, onMutate?: (vars: V) => Promise<unknown> | void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => builder.track(() => change(vars)),
    onMutate,
    onError: reportActionError,
    onSettled: () => client.invalidateQueries({ queryKey: programTreeKey(programId) }),
  });
}
