/** PUT records `split/{id}`: a split's title, description, weeks or free-preview flag (shown at once, confirmed by the reload). */
import { useQueryClient } from '@tanstack/react-query';
import { records, type RecordInput } from '../../../../src/api/records';
import { patchTree } from '../hooks/tree-cache';
import { useStructureMutation } from '../hooks/use-structure-mutation';

export type SplitChanges = Pick<RecordInput<'split'>, 'title' | 'description' | 'weeks' | 'is_preview'>;

export function updateSplit({ id, changes }: { id: number; changes: SplitChanges }): Promise<number> {
  return records.update('split', id, changes, { pathRole: 'trainer' });
}

export function useUpdateSplit(programId: number) {
  const client = useQueryClient();
  return useStructureMutation(programId, updateSplit, ({ id, changes }) =>
    patchTree(client, programId, (tree) => ({ ...tree, split: tree.split.map((s) => (s.id === id ? { ...s, ...changes } : s)) })),
  );
}
