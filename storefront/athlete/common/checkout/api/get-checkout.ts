/** GET lambda `stripe/checkout/{id}`: how a checkout stands (polled while `processing`). */
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { Checkout } from './create-checkout';

export async function getCheckout(id: number): Promise<Checkout> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/stripe/checkout/{checkoutId}', { params: { path: { ...onPath('member'), checkoutId: id } } }))).checkout;
}
