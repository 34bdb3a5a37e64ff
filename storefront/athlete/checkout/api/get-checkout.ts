/** GET lambda `stripe/checkout/{id}`: how a checkout stands (polled while `processing`). */
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';
import type { Checkout } from './create-checkout';

type CheckoutResponse = components['schemas']['CheckoutResponse'];

export async function getCheckout(id: number): Promise<Checkout> {
  return (await records.custom<CheckoutResponse>({ endpoint: `stripe/checkout/${id}`, pathRole: 'member' })).checkout;
}
