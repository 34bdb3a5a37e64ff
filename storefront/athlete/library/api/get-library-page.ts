/**
 * GET records `library_item`: the library page's list, newest first, of one kind (or all) and whose title contains
 * the search (`title,cs,…`, on the server), each with the program or exercise it points to; page by page.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { records, type ListPage, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';
import { LIBRARY, type LibraryKind } from '../../common/library/library-config';
import { libraryFilters } from '../../common/library/library-logic';
import { LIBRARY_KEY } from '../../common/library/api/get-library';

export type LibraryEntry = Row<'library_item'> & { exercise: Row<'exercise'> | null; program: Row<'program'> | null };

export function getLibraryPage(kind: LibraryKind | 'all', search: string, page: number, signal?: AbortSignal) {
  return records.list<'library_item', { exercise: Row<'exercise'> | null; program: Row<'program'> | null }>('library_item', {
    filter: libraryFilters(kind, search),
    order: ['created_at,desc', 'id,desc'],
    join: ['exercise', 'program'],
    page,
    size: LIBRARY.pageSize,
    pathRole: 'member',
    signal,
  }) as Promise<ListPage<'library_item', { exercise: Row<'exercise'> | null; program: Row<'program'> | null }>>;
}

export function useLibraryPage(kind: LibraryKind | 'all', search: string) {
  const user = useSession((s) => s.user);
  const q = search.trim();
  return useInfiniteQuery({
    queryKey: [...LIBRARY_KEY, 'page', user, kind, q],
    queryFn: ({ pageParam, signal }) => getLibraryPage(kind, q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.num_pages ? last.page + 1 : undefined),
    enabled: user !== null,
    // While a new search runs, the last answer stays on screen (no flash of emptiness).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
