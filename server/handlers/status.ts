/** GET /v1/api/status: the liveness answer (the database answers a query), with the version and uptime. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_MESSAGES } from '../../src/config/messages';
import { handlerGroup } from '../routes';

const startedAt = Date.now();
const VERSION = process.env.npm_package_version ?? '0.1.0';

export function statusHandlers(app: FastifyInstance) {
  return handlerGroup({
    async getStatus(_request, reply) {
      const { database } = app;
      try {
        await sql`select 1`.execute(database.db);
      } catch {
        return reply.code(503).send({ error: true, message: API_MESSAGES.databaseUnavailable });
      }
      return {
        error: false,
        status: 'ok',
        version: VERSION,
        database: database.dialect,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        time: new Date().toISOString(),
      };
    },
  });
}
