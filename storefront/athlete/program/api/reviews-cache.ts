/** After a review changes: every review query, and the programs (their average and count live on the program row). */
import type { QueryClient } from '@tanstack/react-query';
import { REVIEWS_KEY } from '../../../../src/ui/program-reviews';

export function refreshReviews(client: QueryClient) {
  return Promise.all([client.invalidateQueries({ queryKey: REVIEWS_KEY }), client.invalidateQueries({ queryKey: ['programs'] })]);
}
