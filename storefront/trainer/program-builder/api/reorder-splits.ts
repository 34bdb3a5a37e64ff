/**
 * PUT records `split/{id}` `{position}` for each split whose place changed: the order after a drag. The
 * tree shows the new order at once (optimistic) and reloads from the server when the changes are done.
 */
import { useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { patchTree } from '../hooks/tree-cache';
import { useStructureMutation } from '../hooks/use-structure-mutation';

/** The splits' ids in their new order; answers how many changed place. */
export async function reorderSplits({ order, positions }: { order: readonly number[]; positions: ReadonlyMap<number, number> }): Promise<number> {
  const moved = order.map((id, index) => ({ id, index })).filter(({ id, index }) => positions.get(id) !== index);
  await Promise.all(moved.map(({ id, index }) => records.update('split', id, { position: index }, { pathRole: 'trainer' })));
  return moved.length;
}

export function useReorderSplits(programId: number) {
  const client = useQueryClient();
  return useStructureMutation(programId, reorderSplits, ({ order }) =>
    patchTree(client, programId, (tree) => {
      const byId = new Map(tree.split.map((s) => [s.id!, s]));
      return { ...tree, split: order.map((id, position) => ({ ...byId.get(id)!, position })) };
    }),
  );
}
