/**
 * POST lambda `stripe/checkout/{id}/confirm`: after the authentication step (Stripe.js's, or the sandbox's, where
 * `approve` says whether the athlete passed it). A failed authentication is a thrown 402.
 */
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';
import type { Checkout } from './create-checkout';

type ConfirmCheckoutSchema = components['schemas']['ConfirmCheckoutRequest'];
/** `approve` has a default (true), so it may be left out. */
type ConfirmCheckoutRequest = Partial<ConfirmCheckoutSchema>;

export async function confirmCheckout(id: number, body: ConfirmCheckoutRequest = {}): Promise<Checkout> {
  return (
    await unwrap(
      api.POST('/v1/api/{project}/{role}/lambda/stripe/checkout/{checkoutId}/confirm', {
        params: { path: { ...onPath('member'), checkoutId: id } },
        // The contract's default, said here too: the generated type marks a field with a default as present.
        body: { approve: true, ...body },
      }),
    )
  ).checkout;
}
