/**
 * What an operator runs the service with (issue: run it as a service):
 * - request ids end to end: the caller's X-Request-Id (when it looks like one) is answered and is on the request's log
 *   lines; anything else is replaced by a new id;
 * - readiness for a load balancer: ready with each check named; not ready while a migration is pending; draining (503)
 *   from the shutdown's first moment, when every other request is refused in the API's error shape;
 * - /metrics in Prometheus' text: free from this machine directly, the operator token from elsewhere, and its counters
 *   move with requests, long-polls, mails, payment events and webhook deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/config/messages';
import { migratorOf, migrateToLatest } from '../../server/db/migrate';
import { client, DEMO, logCollector, startServer, type TestServer } from '../helpers/server';
import { webhookSender } from '../helpers/webhook';

const TOKEN = 'metrics-token-0123456789abcdef';
let server: TestServer;
let http: ReturnType<typeof client>;
const log = logCollector();

beforeAll(async () => {
  server = await startServer({ env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, logStream: log.stream });
  http = client(server);
});
afterAll(() => server?.close());

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** One sample's value in the text (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const [series, value] = [line.slice(0, line.lastIndexOf(' ')), line.slice(line.lastIndexOf(' ') + 1)];
    if (Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`))) return Number(value);
  }
  return 0;
}

describe('request ids', () => {
  it("answers the caller's id and logs the request's lines with it", async () => {
    const id = `report-${Date.now()}-abc`;
    const res = await fetch(`${server.api}/sportlink/member/lambda/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project': 'sportlink', 'x-request-id': id },
      body: JSON.stringify({ email: DEMO.athlete.email, password: 'not-the-password' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe(id);
    await expect.poll(() => log.lines.filter((l) => JSON.parse(l).reqId === id).length).toBeGreaterThan(0);
    const line = JSON.parse(log.lines.find((l) => JSON.parse(l).reqId === id)!);
    expect(line).toMatchObject({ reqId: id, method: 'POST', path: '/v1/api/sportlink/member/lambda/login', status: 401 });
  });

  it('makes a new id when none is sent, or when what is sent could forge a log line', async () => {
    for (const sent of [undefined, 'short', 'has spaces in it 123', 'x'.repeat(200), 'quote"and{brace}0000']) {
      const res = await fetch(`${server.api}/status`, { headers: sent === undefined ? {} : { 'x-request-id': sent } });
      const answered = res.headers.get('x-request-id');
      expect(answered).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(answered).not.toBe(sent);
    }
  });

  it('names pages and files too, not only API calls', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('readiness', () => {
  it('is ready with every check named, and liveness stays as it was', async () => {
    const ready = await http.get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ error: false, status: 'ready', checks: { database: 'ok', migrations: 'ok', payments: 'ok', limits: 'ok' } });
    expect((await http.get('/status')).body).toMatchObject({ error: false, status: 'ok' });
  });

  it('is not ready while a migration is pending (a new version on a database not yet migrated)', async () => {
    const fresh = await startServer({ seed: false });
    try {
      await migratorOf(fresh.database).migrateDown();
      const pending = await client(fresh).get('/ready');
      expect(pending.status).toBe(503);
      // (On PostgreSQL the newest migration is the attempt counters' table: their check fails with it.)
      expect(pending.body).toMatchObject({ error: true, status: 'not_ready', checks: { database: 'ok', migrations: 'pending' } });
      expect(pending.body.message).toMatch(/^Not ready: migrations pending(, limits failed)?$/);
      await migrateToLatest(fresh.database);
      expect((await client(fresh).get('/ready')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('drains from the shutdown\'s first moment: readiness 503, every other request refused with a message', async () => {
    const other = await startServer({ seed: false });
    try {
      other.app.lifecycle.draining = true;
      const ready = await client(other).get('/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ error: true, status: 'draining', message: API_MESSAGES.shuttingDown });
      const refused = await fetch(`${other.api}/status`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toEqual({ error: true, message: API_MESSAGES.shuttingDown });
    } finally {
      other.app.lifecycle.draining = false;
      await other.close();
    }
  });
});

describe('/metrics', () => {
  it('is Prometheus text, read freely from this machine', async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of ['http_requests_total', 'http_request_duration_seconds', 'http_request_errors_total', 'sportlink_db_pool_connections', 'sportlink_long_polls_waiting', 'sportlink_mails_sending', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.text, 'sportlink_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
  });

  it('asks for the operator token of a scraper elsewhere (through a proxy), and refuses a wrong one', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.4' };
    const without = await scrape(forwarded);
    expect(without.status).toBe(401);
    expect(JSON.parse(without.text)).toEqual({ error: true, message: API_MESSAGES.metricsTokenRequired });
    expect((await scrape({ ...forwarded, authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    // A user's token is not the operator's.
    const athlete = await http.login(DEMO.athlete.email, 'member');
    expect((await scrape({ ...forwarded, authorization: `Bearer ${athlete}` })).status).toBe(401);
    const ok = await scrape({ ...forwarded, authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('http_requests_total');
  });

  it('is closed to everyone elsewhere when no METRICS_TOKEN is set', async () => {
    const other = await startServer({ seed: false });
    try {
      const res = await fetch(`${other.url}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.4', authorization: 'Bearer anything-at-all-000' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: true, message: API_MESSAGES.metricsLocalOnly });
    } finally {
      await other.close();
    }
  });

  it('counts requests by route and status, with their latency, and errors apart', async () => {
    const before = (await scrape()).text;
    const route = { method: 'GET', route: '/v1/api/status', status: '200' };
    for (let i = 0; i < 3; i++) await http.get('/status');
    await http.get('/sportlink/member/lambda/profile'); // 401: signed out
    const after = (await scrape()).text;
    expect(sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route)).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_count', route) - sample(before, 'http_request_duration_seconds_count', route)).toBe(3);
    const refused = { method: 'GET', route: '/v1/api/:project/:role/lambda/profile', status: '401' };
    expect(sample(after, 'http_request_errors_total', refused) - sample(before, 'http_request_errors_total', refused)).toBe(1);
    // An address no route takes is one label, however many addresses are tried.
    await fetch(`${server.api}/nothing-here-${Date.now()}`);
    expect((await scrape()).text).toMatch(/http_requests_total\{method="GET",route="\(none\)",status="404"\} \d+/);
  });

  it('shows a waiting long-poll, and no longer once it is answered', async () => {
    const token = await http.login(DEMO.athlete2.email, 'member');
    const poll = http.get('/sportlink/member/realtime/room/poll?user_id=6&wait_s=20', token);
    await expect.poll(async () => sample((await scrape()).text, 'sportlink_long_polls_waiting'), { timeout: 10_000 }).toBe(1);
    // A message for that athlete answers the poll.
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    const room = (await http.post('/sportlink/trainer/realtime/room', { user_id: 6 }, trainer)).body.model.id;
    expect((await http.post('/sportlink/trainer/realtime/send', { room_id: room, body: 'Hello from the metrics test' }, trainer)).status).toBe(200);
    const answered = await poll;
    expect(answered.status).toBe(200);
    expect(answered.body.messages.map((m: { body: string }) => m.body)).toContain('Hello from the metrics test');
    await expect.poll(async () => sample((await scrape()).text, 'sportlink_long_polls_waiting')).toBe(0);
  });

  it('counts mails, payment events and webhook deliveries', async () => {
    const before = (await scrape()).text;
    expect((await http.post('/sportlink/member/lambda/forgot', { email: DEMO.athlete.email })).status).toBe(200);
    const event = { id: `evt_metrics_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } };
    const deliver = webhookSender(server, http);
    expect((await deliver(event)).body).toMatchObject({ received: true, duplicate: false });
    expect((await deliver(event)).body).toMatchObject({ received: true, duplicate: true });
    expect((await deliver(event, 'whsec_not_the_servers_secret')).status).toBe(400);
    const after = (await scrape()).text;
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('sportlink_mails_total', { outcome: 'kept' })).toBe(1);
    expect(moved('sportlink_payment_events_total', { type: 'customer.created', outcome: 'applied' })).toBe(1);
    expect(moved('sportlink_payment_events_total', { type: 'customer.created', outcome: 'duplicate' })).toBe(1);
    expect(moved('sportlink_webhooks_total', { outcome: 'applied' })).toBe(1);
    expect(moved('sportlink_webhooks_total', { outcome: 'duplicate' })).toBe(1);
    expect(moved('sportlink_webhooks_total', { outcome: 'refused' })).toBe(1);
    expect(sample(after, 'sportlink_mails_sending')).toBe(0);
  });
});
