/**
 * Payments (server/payments/service.ts) and payouts (server/payments/payouts.ts) on the configured provider, and the
 * raw body of webhook deliveries kept for their signature.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { Payments } from '../../payments/service';
import { Payouts } from '../../payments/payouts';
import { webhookPath } from '../external/payment-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    /** Trainers' payout accounts and payouts (server/payments/payouts.ts). */
    payouts: Payouts;
  }
  interface FastifyRequest {
    /** The body as received, for webhook signatures (webhook path only). */
    rawBody?: Buffer;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const hook = webhookPath(app.config.projectId);
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
    app.decorate('payments', new Payments(app, app.paymentProvider));
    const payouts = new Payouts(app);
    app.decorate('payouts', payouts);
    // Payouts a stop left half-way are sent at start; the schedule is looked at every PAYOUT_CHECK_MINUTES.
    const check = app.config.payments.payoutCheckMs;
    const report = (err: unknown) => app.log.warn({ err: (err as Error).message }, 'payouts: check failed');
    app.addHook('onReady', async () => void payouts.resumePending().catch(report));
    if (check > 0) {
      const timer = setInterval(() => void payouts.check().catch(report), check);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'payments', dependencies: ['payment-provider', 'database', 'notifier'] },
);
