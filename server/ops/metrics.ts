/**
 * Prometheus metrics (prom-client), one registry per app (tests build many apps in one process), merged at scrape
 * with the process's own (memory, CPU, event loop, GC), which are collected once per process.
 *
 * - HTTP: requests and their latency by method, route (the route's pattern, never the raw path: bounded labels) and
 *   status; errors (4xx and 5xx) likewise.
 * - Database pool: connections open, idle, and queries waiting for one.
 * - Long-polls waiting on this instance.
 * - Mails being sent now, and sent by outcome (server/plugins/external/mail-transport.ts).
 * - Payment events handled by type and outcome, webhook deliveries by outcome (server/payments/webhook.ts).
 *
 * Read at GET /metrics (the contract's getMetrics): free from this machine directly, else with METRICS_TOKEN.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { API_MESSAGES } from '../../src/config/messages';
import { safeEqual } from '../auth/secrets';
import { forbidden, unauthorized } from '../errors';

export interface Metrics {
  registry: Registry;
  mailsSending: Gauge;
  mails: Counter<'outcome'>;
  paymentEvents: Counter<'type' | 'outcome'>;
  webhooks: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

let processRegistry: Registry | null = null;
/** The process's own metrics, collected once however many apps the process builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Latency buckets (seconds): from a cached read to a long-poll's 25 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status.', labelNames, registers: [registry] });
    const errors = new Counter({ name: 'http_request_errors_total', help: 'HTTP requests answered 4xx or 5xx, by method, route and status.', labelNames, registers: [registry] });
    const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route and status.', labelNames, buckets: BUCKETS, registers: [registry] });
    new Gauge({
      name: 'sportlink_db_pool_connections',
      help: 'Database connections by state (open, idle), and queries waiting for one (waiting).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = app.database.pool();
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'sportlink_long_polls_waiting',
      help: 'Long-polls waiting on this instance for something new.',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('realtime') ? app.realtime.waiting() : 0);
      },
    });
    const metrics: Metrics = {
      registry,
      mailsSending: new Gauge({ name: 'sportlink_mails_sending', help: 'Mails being handed to the mail server now.', registers: [registry] }),
      mails: new Counter({ name: 'sportlink_mails_total', help: 'Mails handed over (sent), kept in the outbox (kept) or failed.', labelNames: ['outcome'], registers: [registry] }),
      paymentEvents: new Counter({
        name: 'sportlink_payment_events_total',
        help: "The card provider's events handled, by type and outcome (applied, duplicate, failed).",
        labelNames: ['type', 'outcome'],
        registers: [registry],
      }),
      webhooks: new Counter({
        name: 'sportlink_webhooks_total',
        help: "Deliveries to the card provider's webhook, by outcome (applied, duplicate, refused, failed).",
        labelNames: ['outcome'],
        registers: [registry],
      }),
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (bounded); a request no route took is one label, whatever its path.
      const route = request.routeOptions.url ?? '(none)';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) errors.inc(labels);
      done();
    });
  },
  { name: 'metrics', dependencies: ['config', 'database'] },
);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read the metrics: a scraper on this machine, connecting directly (a request a proxy forwarded comes from
 * this machine too, so a forwarded one counts as from elsewhere); anyone else with the operator's METRICS_TOKEN.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null): void {
  const direct = LOOPBACK.has(request.socket.remoteAddress ?? '') && !FORWARDED.some((h) => request.headers[h] !== undefined);
  if (direct) return;
  if (!token) throw forbidden(API_MESSAGES.metricsLocalOnly);
  const [scheme, sent] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !sent || !safeEqual(sent, token)) throw unauthorized(API_MESSAGES.metricsTokenRequired);
}

/** The text a Prometheus server scrapes: this app's metrics and the process's. */
export async function sendMetrics(app: FastifyInstance, reply: FastifyReply): Promise<FastifyReply> {
  const merged = Registry.merge([app.metrics.registry, processMetrics()]);
  return reply.header('cache-control', 'no-store').type(merged.contentType).send(await merged.metrics());
}
