/**
 * The mail transport (SMTP, or the development outbox, server/mail/mailer.ts), closed with the app, and counted in the
 * metrics: mails being handed over now, and handed over by outcome.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailTransportPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.database, (line) => app.log.info(line));
    const { mailsSending, mails } = app.metrics;
    const outcome = app.config.smtpUrl ? 'sent' : 'kept';
    app.decorate('mailer', {
      async send(to, message) {
        mailsSending.inc();
        try {
          await mailer.send(to, message);
          mails.inc({ outcome });
        } catch (err) {
          mails.inc({ outcome: 'failed' });
          throw err;
        } finally {
          mailsSending.dec();
        }
      },
      close: () => mailer.close(),
    } satisfies Mailer);
    app.addHook('onClose', async () => app.mailer.close());
  },
  { name: 'mailer', dependencies: ['config', 'database', 'metrics'] },
);
