/**
 * POST records `library_item` (save) or DELETE `library_item/{id}` for every saved copy of it (remove). The shared
 * library query changes at once, so every Save button on the page agrees before the server answers; it is read
 * again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../../src/api/errors';
import { records, type Row } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';
import { createBody, savedMatches, type LibraryTarget } from '../library-logic';
import { LIBRARY_KEY, libraryAllKey } from './get-library';
import { removeLibraryItems } from './remove-library-item';

export interface LibraryChange {
  target: LibraryTarget;
  /** true: save; false: remove. */
  save: boolean;
  /** The saved copies to remove (ids from the shared library query). */
  ids: readonly number[];
}

export async function changeLibrary({ target, save, ids }: LibraryChange): Promise<void> {
  if (save) {
    try {
      await records.create('library_item', createBody(target), { pathRole: 'member' });
    } catch (err) {
      // Already saved (another tab or a double click): the library holds it, which is what was asked.
      if (!(isApiError(err) && err.status === 409)) throw err;
    }
  }
  else await removeLibraryItems(ids);
}

export function useChangeLibrary() {
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const key = libraryAllKey(user);
  return useMutation({
    mutationFn: changeLibrary,
    onMutate: async ({ target, save }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Row<'library_item'>[]>(key);
      const list = before ?? [];
      // A saved item shows at once, with a temporary id until the list is read again.
      const next = save
        ? [{ ...createBody(target), id: -Date.now(), created_at: new Date().toISOString() } as Row<'library_item'>, ...list]
        : list.filter((item) => savedMatches([item], target).length === 0);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}
