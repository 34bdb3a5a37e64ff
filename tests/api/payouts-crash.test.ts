/**
 * A payout when the server is killed between the transfer and the ledger (ADR 027): the real server runs as a process
 * of its own (`node --import tsx server/server.ts`: one process, as `npm start` runs it) on the stripe provider against the local double of
 * Stripe's API. The double makes the transfer, then, before it answers, the test kills the server (SIGKILL: nothing
 * runs after it). The server started again on the same database finds the payout it set aside, asks for the transfer
 * again with the payout's own idempotency key, and Stripe answers the transfer it made: one transfer, one ledger row.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { DEMO, freshPostgres, TEST_DB } from '../helpers/server';
import { freePort } from '../helpers/ports';
import { startStripeApiServer, type StripeApiServer } from '../helpers/stripe-api-server';

const SECRET = 'whsec_crash';
let api: StripeApiServer;
let dir: string;
let pgdb: { url: string; drop: () => Promise<void> } | null = null;
let child: ChildProcess | null = null;
let base = '';

/** Starts the server process and resolves when it says it is running (what a person starting it sees). */
async function startProcess(env: Record<string, string>): Promise<ChildProcess> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, ...env, PORT: String(port), APP_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sportlink is running at')) ready();
    };
    proc.stdout!.on('data', look);
    proc.stderr!.on('data', look);
    proc.once('exit', (code) => fail(new Error(`the server stopped (${code}): ${output}`)));
  });
  return proc;
}

const killed = (proc: ChildProcess) =>
  new Promise<void>((done) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return done();
    proc.once('exit', () => done());
    proc.kill('SIGKILL');
  });

async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const headers: Record<string, string> = { 'x-project': 'sportlink' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/v1/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const login = async (email: string, role: string) => (await call('POST', `/sportlink/${role}/lambda/login`, { email, password: DEMO_PASSWORD })).body.token as string;
const deliver = (type: string, object: object, account: string) => {
  const payload = JSON.stringify({ id: `evt_${randomBytes(6).toString('hex')}`, object: 'event', type, account, created: Math.floor(Date.now() / 1000), data: { object } });
  return fetch(`${base}/v1/api/sportlink/lambda/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
    body: payload,
  });
};

let env: Record<string, string>;

beforeAll(async () => {
  api = await startStripeApiServer();
  dir = mkdtempSync(join(tmpdir(), 'sportlink-crash-'));
  pgdb = TEST_DB === 'postgres' ? await freshPostgres() : null;
  env = {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(pgdb ? { DATABASE_URL: pgdb.url } : { SQLITE_FILE: join(dir, 'crash.db') }),
    WEB_DIST: join(dir, 'none'),
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '12',
    STRIPE_SECRET_KEY: 'sk_test_crash',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: api.url,
  };
}, 60_000);

afterAll(async () => {
  if (child) await killed(child);
  await api?.close();
  await pgdb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a server killed between the transfer and the ledger', () => {
  it('makes no second transfer when it starts again', async () => {
    child = await startProcess(env);
    const tara = await login(DEMO.trainer.email, 'trainer');
    const admin = await login(DEMO.admin.email, 'admin');
    // Tara's Express account, onboarded and enabled; 30.00 available.
    await call('POST', '/sportlink/trainer/lambda/payout-account', {}, tara);
    const account = String(api.calls.find((c) => c.path === '/v1/account_links')!.params.account);
    expect((await deliver('account.updated', api.state.completeOnboarding(account, 'enabled'), account)).status).toBe(200);
    expect((await call('POST', '/sportlink/admin/lambda/trainers/3/earnings/adjustments', { amount: 3000, currency: 'USD', reason: 'Crash test' }, admin)).status).toBe(200);

    // Stripe makes the transfer; the server is killed before it hears the answer.
    const victim = child;
    api.beforeAnswer = async (c) => {
      if (c.path === '/v1/transfers' && c.method === 'POST') await killed(victim);
    };
    const asked = await call('POST', '/sportlink/trainer/lambda/payouts', { currency: 'USD' }, tara).catch((err: Error) => err);
    expect(asked).toBeInstanceOf(Error);
    api.beforeAnswer = null;
    const transfers = () => api.state.all('transfer').filter((t) => t.destination === account);
    expect(transfers()).toHaveLength(1);

    // The same server, started again on the same database.
    child = await startProcess(env);
    const tara2 = await login(DEMO.trainer.email, 'trainer');
    let payouts: Array<{ status: string; amount: number; transfer_ref: string | null }> = [];
    // Its start sends what was left half-way: the trainer sees the payout on its way.
    for (let i = 0; i < 200 && payouts[0]?.status !== 'in_transit'; i++) {
      payouts = (await call('GET', '/records/sportlink/trainer/payout?order=id,asc', undefined, tara2)).body?.list ?? [];
      if (payouts[0]?.status !== 'in_transit') await new Promise((r) => setTimeout(r, 25));
    }
    expect(payouts).toMatchObject([{ status: 'in_transit', amount: 3000, transfer_ref: transfers()[0].id }]);
    expect(transfers()).toHaveLength(1);
    const sent = api.calls.filter((c) => c.path === '/v1/transfers' && c.method === 'POST');
    expect(sent).toHaveLength(2);
    expect(sent[1].replayed).toBe(true);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    // One payout row on the ledger, and the balance says so.
    const earnings = (await call('GET', '/sportlink/trainer/lambda/earnings', undefined, tara2)).body;
    expect(earnings.balances.find((b: { currency: string }) => b.currency === 'USD')).toMatchObject({ available: 0, paid_out: 3000 });
  }, 90_000);
});
