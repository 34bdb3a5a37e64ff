import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { OWN_DISCOUNTS_KEY } from './own-discounts';

export function deleteDiscount(id: number): Promise<number> {
  return records.delete('discount', id, { pathRole: 'trainer' });
}

export function useDeleteDiscount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDiscount, onSuccess: () => client.invalidateQueries({ queryKey: OWN_DISCOUNTS_KEY }) });
}
