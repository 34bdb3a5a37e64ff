/**
 * POST records `library_item/GETALL`: everything the signed-in athlete saved, in one query that every Save button
 * and the library's tab counts read, so they all agree. Every library query starts with LIBRARY_KEY; the writes
 * update this one in place and invalidate the rest.
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';

export const LIBRARY_KEY = ['library'] as const;
export const libraryAllKey = (user: number | null) => [...LIBRARY_KEY, 'all', user] as const;

export async function getLibrary(signal?: AbortSignal): Promise<Row<'library_item'>[]> {
  const page = await records.getAll('library_item', { order: ['created_at,desc', 'id,desc'], pathRole: 'member', signal });
  return page.list;
}

/** Asked only for a signed-in athlete. */
export function useLibrary() {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({
    queryKey: libraryAllKey(user),
    queryFn: ({ signal }) => getLibrary(signal),
    enabled: isAthlete && user !== null,
  });
}
