/** POST lambda `stripe/customer/card`: saves a card (a Stripe.js PaymentMethod id, or sandbox test card details). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import { SAVED_CARDS_KEY, type SavedCard } from './list-cards';

export type CardInput = components['schemas']['CardInput'];
type CardResponse = components['schemas']['CardResponse'];

export async function addCard(body: CardInput): Promise<SavedCard> {
  return (await records.custom<CardResponse>({ endpoint: 'stripe/customer/card', method: 'POST', body, pathRole: 'member' })).card;
}

export function useAddCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCard, onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }) });
}
