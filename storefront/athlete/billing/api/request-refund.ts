/** POST records `refund`: the athlete asks for a purchase's refund, with a reason; an admin decides it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { PURCHASES_KEY } from './get-purchases';

export function requestRefund(input: { transaction_id: number; reason: string }): Promise<number> {
  return records.create('refund', input, { pathRole: 'member' });
}

export function useRequestRefund() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestRefund, onSuccess: () => client.invalidateQueries({ queryKey: PURCHASES_KEY }) });
}
