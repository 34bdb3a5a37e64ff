/** POST lambda `stripe/customer/card/{id}/set-default`: the card the next payments use; answers the cards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import { SAVED_CARDS_KEY, type SavedCard } from './list-cards';

export async function setDefaultCard(cardId: string): Promise<SavedCard[]> {
  return (
    await unwrap(
      api.POST('/v1/api/{project}/{role}/lambda/stripe/customer/card/{cardId}/set-default', {
        params: { path: { ...onPath('member'), cardId } },
      }),
    )
  ).list;
}

export function useSetDefaultCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDefaultCard, onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }) });
}
