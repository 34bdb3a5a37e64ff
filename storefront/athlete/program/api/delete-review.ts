/** DELETE records `review/{id}`: the athlete takes back their own review. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { refreshReviews } from './reviews-cache';

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => records.delete('review', id, { pathRole: 'member' }),
    onSettled: () => refreshReviews(client),
  });
}
