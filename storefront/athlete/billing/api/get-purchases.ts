/** GET records `transaction` (the athlete's own payments, newest first) with the program and its refund requests embedded. */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export type Purchase = Row<'transaction'> & { program: Pick<Row<'program'>, 'id' | 'title'> | null; refund: Row<'refund'>[] };

export const PURCHASES_KEY = ['athlete', 'purchases'] as const;

export async function getPurchases(): Promise<Purchase[]> {
  const page = await records.getAll<'transaction', { program: Purchase['program']; refund: Row<'refund'>[] }>('transaction', {
    order: 'created_at,desc',
    join: ['program', 'refund'],
    pathRole: 'member',
  });
  return page.list as Purchase[];
}

export function usePurchases() {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({ queryKey: [...PURCHASES_KEY, user], queryFn: getPurchases, enabled: isAthlete, staleTime: 0 });
}
