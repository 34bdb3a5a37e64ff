/** GET records `follow` of the signed-in user for one trainer (followers read only their own rows): followed or not. */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export const FOLLOWS_KEY = ['athlete', 'follows'] as const;

export async function getFollow(trainerId: number, signal?: AbortSignal): Promise<Row<'follow'> | null> {
  const page = await records.list('follow', { filter: { field: 'trainer_id', op: 'eq', value: trainerId }, size: 1, signal });
  return page.list[0] ?? null;
}

/** Asked only for a signed-in athlete or trainer (others cannot follow). */
export function useFollow(trainerId: number | null, enabled: boolean) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: [...FOLLOWS_KEY, user, trainerId],
    queryFn: ({ signal }) => getFollow(trainerId!, signal),
    enabled: enabled && trainerId !== null,
    staleTime: 0,
  });
}
