/** GET records `user/{id}` (a trainer's public fields) and `trainer_profile` by user: who the trainer is. */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../src/api/errors';
import { records, type Row } from '../../../../src/api/records';
import type { TrainerUser } from '../../common/trainer-details/api/get-trainers';

export interface Trainer {
  user: TrainerUser;
  profile: Row<'trainer_profile'> | null;
}

export async function getTrainer(id: number, signal?: AbortSignal): Promise<Trainer> {
  const [user, profiles] = await Promise.all([
    records.get('user', id, { signal }),
    records.list('trainer_profile', { filter: { field: 'user_id', op: 'eq', value: id }, size: 1, signal }),
  ]);
  // Anyone may read active trainers; another account (the caller's own, say) is not a trainer's page.
  if (user.role !== 'trainer') throw new ApiError(404, 'Not a trainer');
  return { user: { id: user.id, first_name: user.first_name, last_name: user.last_name, photo: user.photo ?? null }, profile: profiles.list[0] ?? null };
}

export function useTrainer(id: number | null) {
  return useQuery({ queryKey: ['athlete', 'trainers', 'one', id], queryFn: ({ signal }) => getTrainer(id!, signal), enabled: id !== null });
}
