/** The configuration the app was built with (server/config.ts) and its clock: the first plugin, every other one depends on it. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { Clock } from '../../clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time money waits by (refund windows, payout days): server/clock.ts. */
    clock: Clock;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('config', opts.config);
    app.decorate('clock', new Clock());
  },
  { name: 'config' },
);
