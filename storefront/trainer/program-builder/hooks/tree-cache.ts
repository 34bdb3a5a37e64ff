/** Optimistic changes to a program's cached tree: the builder shows a change at once, the reload after it confirms. */
import type { QueryClient } from '@tanstack/react-query';
import { programTreeKey, type ProgramTree } from '../../common/programs/api/get-program-tree';

export async function patchTree(client: QueryClient, programId: number, patch: (tree: ProgramTree) => ProgramTree): Promise<void> {
  const key = programTreeKey(programId);
  await client.cancelQueries({ queryKey: key });
  client.setQueryData<ProgramTree>(key, (tree) => (tree ? patch(tree) : tree));
}
