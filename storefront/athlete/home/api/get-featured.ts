import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { TrainerRef } from './get-programs';

/** The programs the platform features (an admin's choice), best rated first: the home page's top row. */
export function getFeatured(signal?: AbortSignal) {
  return records.list<'program', { trainer: TrainerRef | null }>('program', {
    size: 3,
    filter: ['status,eq,published', 'featured,eq,1'],
    order: ['rating_avg,desc', 'enrollment_count,desc', 'created_at,desc'],
    join: ['trainer'],
    signal,
  });
}

export function useFeatured() {
  return useQuery({ queryKey: ['programs', 'featured'], queryFn: ({ signal }) => getFeatured(signal) });
}
