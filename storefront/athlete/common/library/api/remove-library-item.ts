/** DELETE records `library_item/{id}`: one item of the library page goes, at once in the shared library query. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../../src/api/errors';
import { records, type Row } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';
import { LIBRARY_KEY, libraryAllKey } from './get-library';

/** Deletes saved items; one already gone (removed in another tab) is what was wanted. */
export async function removeLibraryItems(ids: readonly number[]): Promise<void> {
  await Promise.all(
    ids
      .filter((id) => id > 0)
      .map(async (id) => {
        try {
          await records.delete('library_item', id, { pathRole: 'member' });
        } catch (err) {
          if (!(isApiError(err) && err.status === 404)) throw err;
        }
      }),
  );
}

export function useRemoveLibraryItem() {
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const key = libraryAllKey(user);
  return useMutation({
    mutationFn: (item: Pick<Row<'library_item'>, 'id' | 'title'>) => removeLibraryItems([item.id!]),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Row<'library_item'>[]>(key);
      if (before) client.setQueryData(key, before.filter((i) => i.id !== item.id));
      return { before };
    },
    onError: (_err, _item, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}
