import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export type Discount = Row<'discount'>;
export type ProgramRef = Pick<Row<'program'>, 'id' | 'title' | 'price' | 'currency' | 'status'>;

/** The trainer's programs and every discount on them (codes included: they are the trainer's own). */
export async function getOwnDiscounts(trainerId: number): Promise<{ programs: ProgramRef[]; discounts: Discount[] }> {
  const programs = (await records.getAll('program', { filter: { field: 'trainer_id', op: 'eq', value: trainerId }, order: 'title,asc', pathRole: 'trainer' })).list;
  if (!programs.length) return { programs: [], discounts: [] };
  const ids = programs.map((p) => Number(p.id));
  const discounts = (await records.getAll('discount', { filter: { field: 'program_id', op: 'in', value: ids }, order: ['starts_at,desc', 'id,desc'], pathRole: 'trainer' })).list;
  return { programs, discounts };
}

export const OWN_DISCOUNTS_KEY = ['trainer', 'discounts'] as const;

export function useOwnDiscounts() {
  const user = useSession((s) => s.user);
  return useQuery({ queryKey: [...OWN_DISCOUNTS_KEY, user], queryFn: () => getOwnDiscounts(user!), enabled: user !== null });
}
