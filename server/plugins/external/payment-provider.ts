/**
 * The card provider, from configuration: Stripe (the SDK, server/payments/stripe.ts) with STRIPE_SECRET_KEY, the
 * built-in sandbox otherwise (server/payments/sandbox.ts), both behind the PaymentProvider interface.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../payments/provider';
import { SandboxProvider } from '../../payments/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}

/** Where the provider delivers its events (the contract's receivePaymentEvent). */
export const webhookPath = (projectId: string) => `/v1/api/${projectId}/lambda/stripe/webhook`;

export const paymentProviderPlugin = fp(
  async (app: FastifyInstance) => {
    const p = app.config.payments;
    if (p.provider === 'stripe' && p.secretKey) {
      const { StripeProvider } = await import('../../payments/stripe');
      app.decorate('paymentProvider', new StripeProvider({ secretKey: p.secretKey, webhookSecret: p.webhookSecret, connectWebhookSecret: p.connectWebhookSecret, apiUrl: p.apiUrl }));
      return;
    }
    const hook = webhookPath(app.config.projectId);
    // The sandbox's events go through the same endpoint, signature and handler as Stripe's.
    app.decorate(
      'paymentProvider',
      new SandboxProvider(
        () => app.database.db,
        p.webhookSecret,
        async (event) => {
          const payload = JSON.stringify(event);
          const res = await app.inject({
            method: 'POST',
            url: hook,
            headers: { 'content-type': 'application/json', 'stripe-signature': SandboxProvider.sign(payload, p.webhookSecret) },
            payload,
          });
          if (res.statusCode !== 200) app.log.warn({ event: event.type, status: res.statusCode }, 'sandbox event not accepted');
        },
      ),
    );
  },
  { name: 'payment-provider', dependencies: ['config', 'database'] },
);
