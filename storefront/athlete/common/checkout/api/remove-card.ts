/** DELETE lambda `stripe/customer/card/{id}`: removes a saved card; answers the cards left. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import { SAVED_CARDS_KEY, type SavedCard } from './list-cards';

export async function removeCard(cardId: string): Promise<SavedCard[]> {
  return (await unwrap(api.DELETE('/v1/api/{project}/{role}/lambda/stripe/customer/card/{cardId}', { params: { path: { ...onPath('member'), cardId } } }))).list;
}

export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeCard, onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }) });
}
