/** POST lambda `stripe/customer/card/{id}/set-default`: the card the next payments use; answers the cards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { SAVED_CARDS_KEY, type SavedCard } from './list-cards';

type CardListResponse = components['schemas']['CardListResponse'];

export async function setDefaultCard(cardId: string): Promise<SavedCard[]> {
  return (await records.custom<CardListResponse>({ endpoint: `stripe/customer/card/${encodeURIComponent(cardId)}/set-default`, method: 'POST', body: {}, pathRole: 'member' })).list;
}

export function useSetDefaultCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDefaultCard, onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }) });
}
