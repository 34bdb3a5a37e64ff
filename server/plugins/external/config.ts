/** The configuration the app was built with (server/config.ts): the first plugin, every other one depends on it. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const configPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => void app.decorate('config', opts.config), { name: 'config' });
