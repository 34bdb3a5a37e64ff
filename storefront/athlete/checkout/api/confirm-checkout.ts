/**
 * POST lambda `stripe/checkout/{id}/confirm`: after the authentication step (Stripe.js's, or the sandbox's, where
 * `approve` says whether the athlete passed it). A failed authentication is a thrown 402.
 */
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import type { Checkout } from './create-checkout';

type CheckoutResponse = components['schemas']['CheckoutResponse'];
/** `approve` has a default (true), so it may be left out. */
type ConfirmCheckoutRequest = Partial<components['schemas']['ConfirmCheckoutRequest']>;

export async function confirmCheckout(id: number, body: ConfirmCheckoutRequest = {}): Promise<Checkout> {
  return (await records.custom<CheckoutResponse>({ endpoint: `stripe/checkout/${id}/confirm`, method: 'POST', body, pathRole: 'member' })).checkout;
}
