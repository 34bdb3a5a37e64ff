/**
 * POST lambda `stripe/checkout`: buys a program at the server's price with a saved card, a Stripe.js PaymentMethod
 * or (sandbox) test card details. A decline is a thrown 402 carrying the provider's message.
 */
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type Checkout = components['schemas']['Checkout'];
type CheckoutSchema = components['schemas']['CheckoutRequest'];
/** `save_card` has a default (false), so it may be left out. */
export type CheckoutRequest = Omit<CheckoutSchema, 'save_card'> & Partial<Pick<CheckoutSchema, 'save_card'>>;
type CheckoutResponse = components['schemas']['CheckoutResponse'];

export async function createCheckout(body: CheckoutRequest): Promise<Checkout> {
  return (await records.custom<CheckoutResponse>({ endpoint: 'stripe/checkout', method: 'POST', body, pathRole: 'member' })).checkout;
}
