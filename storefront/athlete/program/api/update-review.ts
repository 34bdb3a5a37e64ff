/** PUT records `review/{id}`: the athlete changes the rating and text of their own review (never the trainer's reply). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { refreshReviews } from './reviews-cache';

export function useUpdateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, body }: { id: number; rating: number; body: string | null }) => records.update('review', id, { rating, body }, { pathRole: 'member' }),
    onSettled: () => refreshReviews(client),
  });
}
