import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';

export interface TrainerRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** Published programs with their trainer, newest first (anonymous callers see published ones only). */
export function getPrograms(page: number) {
  return records.list<'program', { trainer: TrainerRef | null }>('program', {
    page,
    size: 12,
    order: ['featured,desc', 'created_at,desc'],
    join: ['trainer'],
    pathRole: 'member',
  });
}

export function usePrograms(page: number) {
  return useQuery({ queryKey: ['programs', 'home', page], queryFn: () => getPrograms(page) });
}
