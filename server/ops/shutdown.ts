/**
 * A graceful stop on SIGTERM (and SIGINT), as a load balancer and a zero-downtime deploy expect:
 * 1. readiness answers 503 `draining` at once (GET /v1/api/ready), so the balancer stops sending requests here;
 * 2. the server stops taking connections; a request arriving on a kept-alive connection is answered 503 in the API's
 *    error shape, with Retry-After, and its connection closed (below); idle connections are closed;
 * 3. the waiting long-polls answer now, empty (the realtime hub's preClose), and every request in flight finishes:
 *    a write that started completes and is answered, none is cut mid-way;
 * 4. the timers stop and the database is closed, then the process exits 0.
 * If the requests in flight are not done after SHUTDOWN_TIMEOUT_S, the process exits 1 anyway (the orchestrator's own
 * kill would come next).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../src/config/messages';
import type { Database } from '../db';

export interface Lifecycle {
  /** True from the shutdown's first moment: readiness answers 503. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const READINESS = '/v1/api/ready';

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false });
    // Fastify's own refusal while closing is not the API's error shape (server/app.ts turns it off): this one is.
    app.addHook('onRequest', (request, reply, done) => {
      if (!app.lifecycle.draining || request.routeOptions.url === READINESS) return done();
      reply.code(503).header('connection', 'close').header('retry-after', '1').send({ error: true, message: API_MESSAGES.shuttingDown });
    });
  },
  { name: 'lifecycle' },
);

export function stopGracefully(app: FastifyInstance, database: Database, timeoutMs: number, exit: (code: number) => void = process.exit) {
  let stopping = false;
  return async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: draining (new requests refused, ${app.realtime.waiting()} long-polls answered, requests in flight finishing)`);
    const deadline = setTimeout(() => {
      app.log.error(`${signal}: requests still in flight after ${timeoutMs / 1000} s; exiting`);
      exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.destroy();
      app.log.info(`${signal}: stopped`);
      exit(0);
    } catch (err) {
      app.log.error({ err }, `${signal}: stopping failed`);
      exit(1);
    }
  };
}
