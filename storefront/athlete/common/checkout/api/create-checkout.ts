/**
 * POST lambda `stripe/checkout`: buys a program at the server's price with a saved card, a Stripe.js PaymentMethod
 * or (sandbox) test card details. A decline is a thrown 402 carrying the provider's message.
 */
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type Checkout = components['schemas']['Checkout'];
type CheckoutSchema = components['schemas']['CheckoutRequest'];
/** `save_card` has a default (false), so it may be left out. */
export type CheckoutRequest = Omit<CheckoutSchema, 'save_card'> & Partial<Pick<CheckoutSchema, 'save_card'>>;

export async function createCheckout(body: CheckoutRequest): Promise<Checkout> {
  return (
    await unwrap(
      api.POST('/v1/api/{project}/{role}/lambda/stripe/checkout', {
        params: { path: onPath('member') },
        // The contract's default, said here too: the generated type marks a field with a default as present.
        body: { save_card: false, ...body },
      }),
    )
  ).checkout;
}
