/** POST records `review`: the signed-in athlete's one review of a program they are enrolled in (the server checks both). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { refreshReviews } from './reviews-cache';

export function useCreateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, rating, body }: { programId: number; rating: number; body: string | null }) =>
      records.create('review', { program_id: programId, rating, body }, { pathRole: 'member' }),
    onSettled: () => refreshReviews(client),
  });
}
