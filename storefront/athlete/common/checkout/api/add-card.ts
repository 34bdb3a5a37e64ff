/** POST lambda `stripe/customer/card`: saves a card (a Stripe.js PaymentMethod id, or sandbox test card details). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';
import { SAVED_CARDS_KEY, type SavedCard } from './list-cards';

export type CardInput = components['schemas']['CardInput'];

export async function addCard(body: CardInput): Promise<SavedCard> {
  return (await unwrap(api.POST('/v1/api/{project}/{role}/lambda/stripe/customer/card', { params: { path: onPath('member') }, body }))).card;
}

export function useAddCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCard, onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }) });
}
