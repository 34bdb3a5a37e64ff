/**
 * The signed-in trainer's payouts (ADR 027): their history (records table `payout`, the server gives a trainer their
 * own), and a payout of what is available, now.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { records, type ListPage } from '../../../../src/api/records';
import { earningsKey } from './get-earnings';

export function usePayouts(page: number, size: number) {
  return useQuery({
    queryKey: [...earningsKey, 'payouts', page, size],
    queryFn: ({ signal }): Promise<ListPage<'payout'>> => records.list('payout', { order: ['created_at,desc', 'id,desc'], page, size, pathRole: 'trainer', signal }),
    placeholderData: keepPreviousData,
  });
}

/** Pays out `currency`'s available balance (all of it): the balances, the ledger and the history are read again. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) => unwrap(api.POST('/v1/api/{project}/{role}/lambda/payouts', { params: { path: onPath('trainer') }, body: { currency } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKey }),
  });
}
