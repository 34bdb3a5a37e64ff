import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records, type RecordInput } from '../../../../src/api/records';
import { OWN_DISCOUNTS_KEY } from './own-discounts';

/** Creates (no id) or changes a discount; the server checks ownership and every rule. */
export function saveDiscount(input: RecordInput<'discount'>, id?: number): Promise<number> {
  return id === undefined ? records.create('discount', input, { pathRole: 'trainer' }) : records.update('discount', id, input, { pathRole: 'trainer' });
}

export function useSaveDiscount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: RecordInput<'discount'>; id?: number }) => saveDiscount(input, id),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_DISCOUNTS_KEY }),
  });
}
