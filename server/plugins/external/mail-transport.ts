/** The mail transport (SMTP, or the development outbox, server/mail/mailer.ts), closed with the app. */
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
    app.decorate('mailer', createMailer(app.config, app.database, (line) => app.log.info(line)));
    app.addHook('onClose', async () => app.mailer.close());
  },
  { name: 'mailer', dependencies: ['config', 'database'] },
);
