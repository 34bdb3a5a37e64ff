/**
 * The payment provider's webhook, as the provider calls it: an event signed with the server's webhook secret (or
 * another, to be refused), sent as the exact bytes that were signed.
 */
import Stripe from 'stripe';
import type { client, TestServer } from './server';

export function webhookSender(server: TestServer, http: ReturnType<typeof client>, secret: string = server.app.config.payments.webhookSecret) {
  return (event: object, as: string = secret) => {
    const payload = JSON.stringify(event);
    // The signed bytes as they are: a string, so through raw.
    return http.raw.call('POST', '/sportlink/lambda/stripe/webhook', { body: payload, headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: as }) } });
  };
}
