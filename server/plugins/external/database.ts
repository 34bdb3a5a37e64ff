/**
 * The database (SQLite or PostgreSQL through Kysely, server/db). Opened, migrated and closed by whoever builds the app
 * (server.ts, a test): the app only uses it, so a second app on the same database leaves it open when it closes.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => void app.decorate('database', opts.database), {
  name: 'database',
  dependencies: ['config'],
});
