/** GET records `trainer_profile` of one trainer (public): the headline and specialties shown on the trainer card. */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';

export async function getTrainerProfile(userId: number): Promise<Row<'trainer_profile'> | null> {
  const page = await records.list('trainer_profile', { filter: { field: 'user_id', op: 'eq', value: userId }, size: 1 });
  return page.list[0] ?? null;
}

export function useTrainerProfile(userId: number | null | undefined) {
  return useQuery({ queryKey: ['trainers', 'profile', userId], queryFn: () => getTrainerProfile(userId!), enabled: !!userId });
}
