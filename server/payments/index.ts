/**
 * Chooses the card provider from configuration (stripe with STRIPE_SECRET_KEY, the sandbox otherwise), keeps the
 * raw body of webhook deliveries for their signature, and decorates the app with `payments`.
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { Payments } from './service';
import { SandboxProvider } from './sandbox';
import type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
  interface FastifyRequest {
    /** The body as received, for webhook signatures (webhook path only). */
    rawBody?: Buffer;
  }
}

export const webhookPath = (projectId: string) => `/v1/api/${projectId}/lambda/stripe/webhook`;

export async function registerPayments(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const hook = webhookPath(config.projectId);

  // JSON bodies as Fastify parses them (prototype poisoning refused), keeping the bytes for webhook deliveries.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const buf = body as Buffer;
    if (request.url.split('?')[0] === hook) request.rawBody = buf;
    if (buf.length === 0) return done(null, undefined);
    try {
      done(null, secureJson.parse(buf.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      const err = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(err, undefined);
    }
  });

  let provider: PaymentProvider;
  const p = config.payments;
  if (p.provider === 'stripe' && p.secretKey) {
    const { StripeProvider } = await import('./stripe');
    provider = new StripeProvider({ secretKey: p.secretKey, webhookSecret: p.webhookSecret, apiUrl: p.apiUrl });
  } else {
    // The sandbox's events go through the same endpoint, signature and handler as Stripe's.
    provider = new SandboxProvider(
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
    );
  }
  app.decorate('payments', new Payments(app, provider));
}
