/** GET records `review` of one program by the signed-in athlete (one at most: the server's unique index). */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { REVIEWS_KEY, type ProgramReview } from '../../../../src/ui/program-reviews';
import { useSession } from '../../../../src/session/store';

export const myReviewKey = (programId: number, user: number | null) => [...REVIEWS_KEY, 'mine', programId, user] as const;

export async function getMyReview(programId: number, athleteId: number, signal?: AbortSignal): Promise<ProgramReview | null> {
  const page = await records.list('review', {
    filter: [
      { field: 'program_id', op: 'eq', value: programId },
      { field: 'athlete_id', op: 'eq', value: athleteId },
    ],
    size: 1,
    pathRole: 'member',
    signal,
  });
  return page.list[0] ?? null;
}

/** Only asked for a signed-in athlete. */
export function useMyReview(programId: number | null) {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({
    queryKey: myReviewKey(programId ?? 0, user),
    queryFn: ({ signal }) => getMyReview(programId!, user!, signal),
    enabled: isAthlete && user !== null && programId !== null && programId > 0,
    staleTime: 0,
  });
}
