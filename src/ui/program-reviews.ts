/**
 * GET records `review` of one program, newest first, page by page, each with its reviewer's public name (`author_name`,
 * "Alex K."; who the athlete is stays theirs). Reviews are public; the storefront's program page and
 * the trainer studio read them through this one query. Every review query starts with REVIEWS_KEY: a write
 * invalidates it and the program's average (on the program row) with it.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { records, type ListPage, type Row } from '../api/records';
import { useSession } from '../session/store';

export type ProgramReview = Row<'review'>;

export const REVIEWS_KEY = ['reviews'] as const;
export const REVIEWS_PAGE_SIZE = 10;
export const programReviewsKey = (programId: number, user: number | null) => [...REVIEWS_KEY, 'program', programId, user] as const;

export function getProgramReviews(programId: number, page: number, signal?: AbortSignal): Promise<ListPage<'review'>> {
  return records.list('review', {
    filter: { field: 'program_id', op: 'eq', value: programId },
    order: ['created_at,desc', 'id,desc'],
    page,
    size: REVIEWS_PAGE_SIZE,
    signal,
  });
}

export function useProgramReviews(programId: number | null) {
  const user = useSession((s) => s.user);
  return useInfiniteQuery({
    queryKey: programReviewsKey(programId ?? 0, user),
    queryFn: ({ pageParam, signal }) => getProgramReviews(programId!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.num_pages ? last.page + 1 : undefined),
    enabled: programId !== null && Number.isInteger(programId) && programId > 0,
    staleTime: 0,
  });
}
