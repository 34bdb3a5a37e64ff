/**
 * The instance's health for those who run it:
 * - GET /v1/api/status: liveness (the process answers and its database answers a query), with the version and uptime.
 * - GET /v1/api/ready: readiness, for a load balancer: the database answers, every migration is applied, the payment
 *   provider is configured, the attempt counters' store answers; 503 `draining` from SIGTERM on (server/ops/shutdown.ts).
 * - GET /metrics: Prometheus' text (server/ops/metrics.ts), for this machine or the operator's token.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_MESSAGES } from '../../src/config/messages';
import { migratorOf } from '../db/migrate';
import { mayReadMetrics, sendMetrics } from '../ops/metrics';
import { handlerGroup } from '../routes';

const startedAt = Date.now();
const VERSION = process.env.npm_package_version ?? '0.1.0';

type Check<T extends string> = T | 'failed';
interface Checks {
  database: Check<'ok'>;
  migrations: Check<'ok' | 'pending'>;
  payments: 'ok' | 'not_configured';
  limits: Check<'ok'>;
}

export function statusHandlers(app: FastifyInstance) {
  // Applied migrations stay applied: once all are, the check needs the database's answer only.
  let migrated = false;
  const databaseAnswers = () => sql`select 1`.execute(app.database.db).then(
    () => true,
    () => false,
  );

  async function checks(): Promise<Checks> {
    const { database, config } = app;
    const answers = await databaseAnswers();
    let migrations: Checks['migrations'] = 'ok';
    if (!migrated) {
      try {
        const known = await migratorOf(database).getMigrations();
        migrated = known.every((m) => m.executedAt !== undefined);
        migrations = migrated ? 'ok' : 'pending';
      } catch {
        migrations = 'failed';
      }
    }
    // The built-in sandbox takes no money: in production only a real provider counts as configured.
    const payments = config.payments.provider === 'stripe' || config.env !== 'production' ? 'ok' : 'not_configured';
    const limits = await app.limiter.store.peek('readiness', Date.now()).then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
    return { database: answers ? 'ok' : 'failed', migrations, payments, limits };
  }

  return handlerGroup({
    async getStatus(_request, reply) {
      if (!(await databaseAnswers())) return reply.code(503).send({ error: true, message: API_MESSAGES.databaseUnavailable });
      return {
        error: false,
        status: 'ok',
        version: VERSION,
        database: app.database.dialect,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        time: new Date().toISOString(),
      };
    },

    async getReadiness(_request, reply) {
      const found = await checks();
      if (app.lifecycle.draining) {
        return reply.code(503).send({ error: true, status: 'draining', message: API_MESSAGES.shuttingDown, checks: found });
      }
      const failed = (Object.entries(found) as [keyof Checks, string][]).filter(([, v]) => v !== 'ok').map(([k, v]) => `${k} ${v.replace('_', ' ')}`);
      if (failed.length) return reply.code(503).send({ error: true, status: 'not_ready', message: `Not ready: ${failed.join(', ')}`, checks: found });
      return { error: false, status: 'ready', checks: found };
    },

    async getMetrics(request, reply) {
      mayReadMetrics(request, app.config.metricsToken);
      return sendMetrics(app, reply);
    },
  });
}
