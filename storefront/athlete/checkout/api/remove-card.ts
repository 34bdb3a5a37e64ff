/** DELETE lambda `stripe/customer/card/{id}`: removes a saved card; answers the cards left. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { SAVED_CARDS_KEY, type SavedCard } from './list-cards';

type CardListResponse = components['schemas']['CardListResponse'];

export async function removeCard(cardId: string): Promise<SavedCard[]> {
  return (await records.custom<CardListResponse>({ endpoint: `stripe/customer/card/${encodeURIComponent(cardId)}`, method: 'DELETE', pathRole: 'member' })).list;
}

export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeCard, onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }) });
}
