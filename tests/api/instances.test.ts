/**
 * Two instances of the server, each its own process, on one PostgreSQL database, behind a small round-robin proxy
 * (here, in the test), as the README's "running N instances" describes:
 * - failed sign-ins spread over both instances spend one budget: the eleventh is refused whichever instance gets it;
 * - a message sent through one instance wakes a long-poll waiting on the other;
 * - a webhook event delivered to both at once is applied once;
 * - one instance killed (SIGKILL) in the middle of a load of writes loses no write it acknowledged.
 * PostgreSQL only: the embedded database is one instance's.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { athleteToken, processDatabase, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { TEST_DB } from '../helpers/server';

const API = '/v1/api/sportlink';

describe.runIf(TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  const instances: ServerProcess[] = [];
  let proxy: Server;
  let proxyUrl: string;
  /** Which instance (0 or 1) answered each request the proxy forwarded. */
  const servedBy: number[] = [];

  /** Starts instance i again on its port if it is not running (a test may have killed it). */
  async function ensure(i: number) {
    const current = instances[i];
    if (current && current.child.exitCode === null && current.child.signalCode === null) return;
    instances[i] = await startServerProcess(database.env, current?.port);
  }

  beforeAll(async () => {
    database = await processDatabase('postgres');
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    await ensure(0);
    await ensure(1);
    let next = 0;
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        // Round robin; a connection refused (nothing was sent) goes to the next instance, as a balancer does.
        const forward = (tries: number) => {
          const i = next++ % instances.length;
          const headers: IncomingHttpHeaders = { ...req.headers, connection: 'close' };
          const up = request({ host: '127.0.0.1', port: instances[i].port, method: req.method, path: req.url, headers }, (answer) => {
            servedBy.push(i);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          });
          up.on('error', (err: NodeJS.ErrnoException) => {
            if (err.code === 'ECONNREFUSED' && tries < instances.length) return forward(tries + 1);
            if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":true,"message":"Bad gateway"}');
            else res.destroy();
          });
          up.end(body);
        };
        forward(1);
      });
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  }, 120_000);

  beforeEach(async () => {
    await ensure(0);
    await ensure(1);
  }, 120_000);

  afterAll(async () => {
    proxy?.close();
    for (const s of instances) await s?.kill();
    await database?.drop();
  });

  const post = (base: string, path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project': 'sportlink', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('spends one budget of failed sign-ins, whichever instance counts them', async () => {
    const email = 'athlete2@sportlink.test';
    const first = servedBy.length;
    for (let i = 0; i < 10; i++) expect((await post(proxyUrl, `${API}/member/lambda/login`, { email, password: 'wrong-password' })).status).toBe(401);
    const spread = servedBy.slice(first);
    expect(spread.filter((i) => i === 0).length).toBeGreaterThanOrEqual(4);
    expect(spread.filter((i) => i === 1).length).toBeGreaterThanOrEqual(4);
    // The eleventh, with the right password, on each instance: refused.
    for (const instance of instances) {
      const refused = await post(instance.base, `${API}/member/lambda/login`, { email, password: DEMO_PASSWORD });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    }
  }, 60_000);

  it('wakes a long-poll on one instance with a message sent through the other', async () => {
    const trainerLogin = await post(instances[0].base, `${API}/trainer/lambda/login`, { email: 'trainer@sportlink.test', password: DEMO_PASSWORD });
    const trainer = ((await trainerLogin.json()) as { token: string }).token;
    const athlete = await athleteToken(instances[1].base, DEMO_PASSWORD);
    const room = ((await (await post(instances[0].base, `${API}/trainer/realtime/room`, { user_id: 5 }, trainer)).json()) as { model: { id: number } }).model.id;
    const get = (base: string, path: string) => fetch(`${base}${path}`, { headers: { 'x-project': 'sportlink', authorization: `Bearer ${athlete}` } });
    const { cursor } = (await (await get(instances[1].base, `${API}/member/realtime/room/poll?user_id=5&wait_s=0`)).json()) as { cursor: { chat: number; notification: number } };
    const poll = get(instances[1].base, `${API}/member/realtime/room/poll?user_id=5&after_chat=${cursor.chat}&after_notification=${cursor.notification}&wait_s=25`);
    await expect.poll(async () => /^sportlink_long_polls_waiting 1$/m.test(await (await fetch(`${instances[1].base}/metrics`)).text()), { timeout: 15_000 }).toBe(true);
    const text = `Across instances ${randomBytes(3).toString('hex')}`;
    expect((await post(instances[0].base, `${API}/trainer/realtime/send`, { room_id: room, body: text }, trainer)).status).toBe(200);
    const answer = (await (await poll).json()) as { messages: { body: string }[] };
    expect(answer.messages.map((m) => m.body)).toEqual([text]);
  }, 60_000);

  it('applies a webhook event delivered to both instances at once exactly once', async () => {
    const { webhookSecret } = loadConfig({ ...database.env, NODE_ENV: 'test' }).payments;
    const id = `evt_both_${randomBytes(6).toString('hex')}`;
    const payload = JSON.stringify({ id, object: 'event', type: 'customer.created', data: { object: { id: 'cus_both' } } });
    const deliver = (base: string) =>
      fetch(`${base}${API}/lambda/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project': 'sportlink', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
        body: payload,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { duplicate?: boolean } }));
    const answers = await Promise.all(instances.map((s) => deliver(s.base)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.duplicate).sort()).toEqual([false, true]);
    const c = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await c.connect();
    const { rows } = await c.query('select count(*)::int as n from payment_event where event_id = $1', [id]);
    await c.end();
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it('loses no acknowledged write when one instance is killed in the middle of the load', async () => {
    const token = await athleteToken(proxyUrl, DEMO_PASSWORD);
    const acked: string[] = [];
    const refused: number[] = [];
    let killedAt = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const notes = `two-instances-${randomBytes(5).toString('hex')}`;
        const body = { enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [{ exercise_id: 1, reps: 5, weight: 50 }], completed: 1, notes };
        try {
          const res = await post(proxyUrl, '/v1/api/records/sportlink/member/workout_log', body, token);
          await res.text();
          if (res.status === 200) acked.push(notes);
          else refused.push(res.status);
        } catch {
          refused.push(0);
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill the first instance once writes are flowing, then keep writing until as many again are acknowledged.
    await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
    const before = acked.length;
    killedAt = Date.now();
    await instances[0].kill();
    await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 40);
    stop = true;
    await Promise.all(writers);
    expect(killedAt).toBeGreaterThan(0);

    const c = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await c.connect();
    const { rows } = await c.query(`select notes from workout_log where notes like 'two-instances-%'`);
    await c.end();
    const stored = new Set(rows.map((r: { notes: string }) => r.notes));
    expect(acked.filter((n) => !stored.has(n))).toEqual([]);
    // Refusals are only the requests the killed instance was answering (502), never a 500.
    expect(refused.filter((s) => s !== 502 && s !== 0)).toEqual([]);
  }, 120_000);
});
