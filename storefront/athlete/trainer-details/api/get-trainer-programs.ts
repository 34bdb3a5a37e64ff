/** GETALL records `program` of one trainer, published only, newest first: the programs on the trainer's page. */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';

export async function getTrainerPrograms(trainerId: number, signal?: AbortSignal) {
  const page = await records.getAll('program', {
    filter: [
      { field: 'trainer_id', op: 'eq', value: trainerId },
      { field: 'status', op: 'eq', value: 'published' },
    ],
    order: ['featured,desc', 'created_at,desc'],
    signal,
  });
  return page.list;
}

export function useTrainerPrograms(trainerId: number | null) {
  return useQuery({ queryKey: ['athlete', 'trainers', 'programs', trainerId], queryFn: ({ signal }) => getTrainerPrograms(trainerId!, signal), enabled: trainerId !== null });
}
