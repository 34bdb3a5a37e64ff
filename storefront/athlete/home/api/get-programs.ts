import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';

export interface TrainerRef {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * Published programs with their trainer, featured then newest, asked in the caller's own role (a signed-in trainer
 * or admin may browse the storefront too; their own drafts stay out through the status filter).
 */
export function getPrograms(page: number) {
  return records.list<'program', { trainer: TrainerRef | null }>('program', {
    page,
    size: 12,
    filter: ['status,eq,published'],
    order: ['featured,desc', 'created_at,desc'],
    join: ['trainer'],
  });
}

export function usePrograms(page: number) {
  return useQuery({ queryKey: ['programs', 'home', page], queryFn: () => getPrograms(page) });
}
