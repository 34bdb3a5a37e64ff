/**
 * Trainers' earnings (ADR 026) on the real server and database, with the sandbox card provider: each sale's platform
 * fee and trainer net, the append-only ledger (credits, refunds taken back in proportion to the cent, admins'
 * adjustments with their reason), balances that are sums of rows, fee rates a super admin sets, and the migration
 * that gave the payments made before their rows.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { migrateToLatest, migratorOf } from '../../server/db/migrate';
import { EARNINGS_MESSAGES } from '../../src/config/payments';
import { balances, type LedgerRow } from '../../src/domain/earnings';
import { client, DEMO, freshPostgres, snapshot, startServer, TEST_DB, type TestServer } from '../helpers/server';
import { webhookSender } from '../helpers/webhook';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string;
let athlete2: string;
let admin: string;
let superAdmin: string;
let trainer: string;
let trainer2: string;

const TARA = 3;
const MARCO = 4;
const R = '/records/sportlink';
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
const db = () => server.database.db;
interface Row {
  id: number;
  kind: string;
  amount: number;
  fee: number;
  basis: number;
  currency: string;
  transaction_id: number | null;
  refund_id: number | null;
  reason: string | null;
  created_by: number | null;
  available_at: string;
}
const rowsOf = async (trainerId: number): Promise<Row[]> =>
  (await db().selectFrom('earning').selectAll().where('trainer_id', '=', trainerId).orderBy('id').execute()).map((r: Record<string, unknown>) => ({
    ...(r as unknown as Row),
    id: Number(r.id),
    amount: Number(r.amount),
    fee: Number(r.fee),
    basis: Number(r.basis),
    transaction_id: r.transaction_id == null ? null : Number(r.transaction_id),
    refund_id: r.refund_id == null ? null : Number(r.refund_id),
    created_by: r.created_by == null ? null : Number(r.created_by),
  }));
const earningsAsAdmin = async (trainerId: number) => (await http.get(`/sportlink/admin/lambda/trainers/${trainerId}/earnings`, admin)).body;
const balanceOf = async (trainerId: number) => (await earningsAsAdmin(trainerId)).balances.find((b: { currency: string }) => b.currency === 'USD') ?? { pending: 0, available: 0, paid_out: 0 };

/** Delivers an event to the webhook as the provider does: signed with the configured secret. */
const deliver = (event: object) => webhookSender(server, http)(event);

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
  superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
});
afterAll(() => server?.close());

describe('the demo data', () => {
  it('has each sale credited once, net of the 15 % platform fee, pending for the refund window', async () => {
    const txs = await db().selectFrom('transaction').selectAll().orderBy('id').execute();
    for (const tx of txs) {
      const fee = Math.round(Number(tx.amount) * 0.15);
      expect(tx).toMatchObject({ fee_bps: 1500, fee_amount: fee, trainer_net: Number(tx.amount) - fee });
      const sale = (await rowsOf(Number(tx.trainer_id))).filter((r) => r.kind === 'sale' && r.transaction_id === tx.id);
      expect(sale).toEqual([expect.objectContaining({ amount: Number(tx.amount) - fee, fee, basis: Number(tx.amount), currency: 'USD' })]);
    }
    // Tara sold 3920 + 7900 + 1900, 20, 8 and 2 days ago: all of it still in the 30-day window.
    const mine = await http.get('/sportlink/trainer/lambda/earnings', trainer);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ trainer_id: TARA, trainer_name: 'Tara Stone', fee_bps: 1500, refund_window_days: 30, balances: [{ currency: 'USD', pending: 3332 + 6715 + 1615, available: 0, paid_out: 0 }] });
  });
});

describe('a sale', () => {
  it('credits the trainer its net at the platform’s rate, pending until the refund window has passed', async () => {
    const before = await balanceOf(MARCO);
    const res = await http.post('/sportlink/member/lambda/stripe/checkout', { program_id: 5, card }, athlete);
    expect(res.status).toBe(200);
    const tx = await db().selectFrom('transaction').selectAll().where('id', '=', res.body.checkout.transaction_id).executeTakeFirstOrThrow();
    // The provider's own fee (the sandbox's: Stripe's 2.9 % + 30¢), paid by the platform out of its fee.
    expect(tx).toMatchObject({ amount: 5900, fee_bps: 1500, fee_amount: 885, trainer_net: 5015, provider_fee: 171 + 30 });
    const row = (await rowsOf(MARCO)).find((r) => r.transaction_id === tx.id)!;
    expect(row).toMatchObject({ kind: 'sale', amount: 5015, fee: 885, basis: 5900 });
    expect(Date.parse(row.available_at) - Date.parse(String(tx.created_at))).toBe(30 * 86_400_000);
    expect(await balanceOf(MARCO)).toMatchObject({ pending: before.pending + 5015, available: before.available });
  });

  it('pays the rate a super admin sets, or the trainer’s own; a sale keeps the rate it was made at', async () => {
    expect((await http.put('/sportlink/admin/lambda/settings/fees', { fee_bps: 2000 }, admin)).status).toBe(403);
    expect((await http.put('/sportlink/trainer/lambda/settings/fees', { fee_bps: 0 }, trainer)).status).toBe(403);
    expect((await http.raw.put('/sportlink/admin/lambda/settings/fees', { fee_bps: 10_001 }, superAdmin)).status).toBe(400);
    const set = await http.put('/sportlink/admin/lambda/settings/fees', { fee_bps: 2000 }, superAdmin);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ fee_bps: 2000, default_fee_bps: 1500, trainers: [] });
    const own = await http.put(`/sportlink/admin/lambda/settings/fees/trainers/${TARA}`, { fee_bps: 1000 }, superAdmin);
    expect(own.body.trainers).toEqual([{ trainer_id: TARA, trainer_name: 'Tara Stone', fee_bps: 1000 }]);
    expect((await http.put(`/sportlink/admin/lambda/settings/fees/trainers/${DEMO_ATHLETE_ID}`, { fee_bps: 1000 }, superAdmin)).status).toBe(404);
    expect((await http.get('/sportlink/admin/lambda/settings/fees', admin)).body).toMatchObject({ fee_bps: 2000, trainers: [{ trainer_id: TARA, fee_bps: 1000 }] });
    expect((await http.get('/sportlink/trainer/lambda/earnings', trainer)).body.fee_bps).toBe(1000);
    try {
      // Jordan buys Tara's Strength Foundations (20 % off: 3920) and Marco's 10K Run Builder (3900).
      const tara = await http.post('/sportlink/member/lambda/stripe/checkout', { program_id: 1, card }, athlete2);
      const marco = await http.post('/sportlink/member/lambda/stripe/checkout', { program_id: 4, card }, athlete2);
      const tx = (id: number) => db().selectFrom('transaction').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(await tx(tara.body.checkout.transaction_id)).toMatchObject({ amount: 3920, fee_bps: 1000, fee_amount: 392, trainer_net: 3528 });
      expect(await tx(marco.body.checkout.transaction_id)).toMatchObject({ amount: 3900, fee_bps: 2000, fee_amount: 780, trainer_net: 3120 });
    } finally {
      expect((await http.put(`/sportlink/admin/lambda/settings/fees/trainers/${TARA}`, { fee_bps: null }, superAdmin)).body.trainers).toEqual([]);
      expect((await http.put('/sportlink/admin/lambda/settings/fees', { fee_bps: 1500 }, superAdmin)).status).toBe(200);
    }
    // The earlier sales kept their rate.
    expect((await db().selectFrom('transaction').select('fee_bps').where('id', '=', 1).executeTakeFirstOrThrow()).fee_bps).toBe(1500);
  });
});
const DEMO_ATHLETE_ID = 5;

describe('a refund', () => {
  it('takes back the trainer’s share and the fee in proportion, partial refunds adding up to the sale to the cent', async () => {
    // Seeded: Jordan's request on transaction 4 (1900: Tara's net 1615, fee 285), approved for 900, then the rest.
    const first = await db().selectFrom('refund').selectAll().where('transaction_id', '=', 4).executeTakeFirstOrThrow();
    const pending = (await balanceOf(TARA)).pending;
    expect((await http.post(`/sportlink/admin/lambda/admin/refunds/${first.id}/decision`, { decision: 'approve', amount: 900 }, admin)).status).toBe(200);
    const taken = (await rowsOf(TARA)).filter((r) => r.kind === 'refund' && r.transaction_id === 4);
    expect(taken).toEqual([expect.objectContaining({ amount: -765, fee: -135, basis: 900, refund_id: first.id })]);
    // While the sale is pending, so is what its refund takes back.
    expect(taken[0].available_at).toBe((await rowsOf(TARA)).find((r) => r.kind === 'sale' && r.transaction_id === 4)!.available_at);
    expect((await balanceOf(TARA)).pending).toBe(pending - 765);

    // The rest refunded at the provider (its dashboard): the provider's running total is the whole payment.
    const tx = await db().selectFrom('transaction').select('provider_ref').where('id', '=', 4).executeTakeFirstOrThrow();
    const rest = await deliver({ id: 'evt_rest_4', type: 'charge.refunded', data: { object: { id: 'ch_4', payment_intent: tx.provider_ref, amount_refunded: 1900, refunds: { data: [] } } } });
    expect(rest.status).toBe(200);
    const all = (await rowsOf(TARA)).filter((r) => r.transaction_id === 4);
    expect(all.map((r) => [r.kind, r.amount, r.fee, r.basis])).toEqual([
      ['sale', 1615, 285, 1900],
      ['refund', -765, -135, 900],
      ['refund', -850, -150, 1000],
    ]);
    expect(all.reduce((n, r) => n + r.amount, 0)).toBe(0);
    expect(all.reduce((n, r) => n + r.fee, 0)).toBe(0);
    expect((await balanceOf(TARA)).pending).toBe(pending - 1615);
  });

  it('is taken back once, however often its event is delivered, and a later total only adds what it adds', async () => {
    // Transaction 3 (Jordan's 7900 to Tara: net 6715, fee 1185), refunded at the provider's dashboard in two steps.
    const tx = await db().selectFrom('transaction').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    const event = (n: number, refunded: number) => ({ id: `evt_ledger_${n}`, type: 'charge.refunded', data: { object: { id: 'ch_ledger', payment_intent: tx.provider_ref, amount_refunded: refunded, refunds: { data: [] } } } });
    for (const e of [event(1, 1000), event(1, 1000), event(2, 1000)]) expect((await deliver(e)).status).toBe(200);
    const taken = () => rowsOf(TARA).then((rows) => rows.filter((r) => r.kind === 'refund' && r.transaction_id === 3).map((r) => [r.amount, r.fee, r.basis]));
    expect(await taken()).toEqual([[-850, -150, 1000]]);
    await deliver(event(3, 7900));
    await deliver(event(4, 2500)); // an older total arriving late adds nothing
    expect(await taken()).toEqual([
      [-850, -150, 1000],
      [-5865, -1035, 6900],
    ]);
  });

  it('is taken back once when events of the same refund arrive at once', async () => {
    // Jordan buys Kettlebell Athlete (5900, Marco's); its refund's event then arrives four times at once.
    const bought = await http.post('/sportlink/member/lambda/stripe/checkout', { program_id: 5, card }, athlete2);
    expect(bought.status).toBe(200);
    const tx = await db().selectFrom('transaction').selectAll().where('id', '=', bought.body.checkout.transaction_id).executeTakeFirstOrThrow();
    const event = (n: number) => ({ id: `evt_race_${n}`, type: 'charge.refunded', data: { object: { id: 'ch_race', payment_intent: tx.provider_ref, amount_refunded: 2000, refunds: { data: [] } } } });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => deliver(event(n))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const taken = (await rowsOf(MARCO)).filter((r) => r.kind === 'refund' && r.transaction_id === Number(tx.id));
    expect(taken.map((r) => r.basis)).toEqual([2000]);
  });

  it('after the refund window, comes off what is available, below zero when nothing is left to take it from', async () => {
    const instant = await startServer({ env: { REFUND_WINDOW_DAYS: '0' } });
    const h = client(instant);
    try {
      const alex = await h.login(DEMO.athlete.email, 'member');
      const root = await h.login(DEMO.admin.email, 'admin');
      const bought = await h.post('/sportlink/member/lambda/stripe/checkout', { program_id: 5, card }, alex);
      expect(bought.status).toBe(200);
      const marco = async () => (await h.get(`/sportlink/admin/lambda/trainers/${MARCO}/earnings`, root)).body.balances[0];
      // Out of the window at once: available.
      const before = await marco();
      expect(before).toMatchObject({ available: 5015 });
      // Paid out by hand (an adjustment), then refunded at the provider: the trainer owes it, shown plainly.
      expect((await h.post(`/sportlink/admin/lambda/trainers/${MARCO}/earnings/adjustments`, { amount: -5015, currency: 'USD', reason: 'Paid by bank transfer' }, root)).status).toBe(200);
      const tx = await instant.database.db.selectFrom('transaction').selectAll().where('id', '=', bought.body.checkout.transaction_id).executeTakeFirstOrThrow();
      const res = await webhookSender(instant, h)({ id: 'evt_after_window', type: 'charge.refunded', data: { object: { id: 'ch_after', payment_intent: tx.provider_ref, amount_refunded: 5900, refunds: { data: [] } } } });
      expect(res.status).toBe(200);
      expect(await marco()).toMatchObject({ available: -5015, pending: before.pending });
    } finally {
      await instant.close();
    }
  });
});

describe('an adjustment', () => {
  const ADJUST = `/sportlink/admin/lambda/trainers/${TARA}/earnings/adjustments`;
  it('credits or debits a trainer at once, with its reason and the admin who made it; the trainer is told', async () => {
    const before = await balanceOf(TARA);
    const res = await http.post(ADJUST, { amount: 1250, currency: 'USD', reason: 'Bonus for the spring challenge' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.balances).toEqual([expect.objectContaining({ currency: 'USD', available: before.available + 1250, pending: before.pending })]);
    const row = (await rowsOf(TARA)).find((r) => r.id === res.body.data)!;
    expect(row).toMatchObject({ kind: 'adjustment', amount: 1250, fee: 0, reason: 'Bonus for the spring challenge', created_by: 2, transaction_id: null });
    const told = await db().selectFrom('notification').selectAll().where('user_id', '=', TARA).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told).toMatchObject({ title: EARNINGS_MESSAGES.adjustedTitle, message: 'An admin adjusted your balance by 12.50 USD: Bonus for the spring challenge' });
    const debit = await http.post(ADJUST, { amount: -250, currency: 'USD', reason: 'Duplicate bonus' }, admin);
    expect(debit.body.balances[0].available).toBe(before.available + 1000);
  });

  it('is refused for 0, without a reason, for someone not a trainer, and to anyone not an admin, writing nothing', async () => {
    const before = await snapshot(server.database, ['earning', 'notification']);
    const cases: [string, Record<string, unknown>, string, number][] = [
      [ADJUST, { amount: 0, currency: 'USD', reason: 'Nothing' }, admin, 422],
      [ADJUST, { amount: 100, currency: 'USD', reason: '   ' }, admin, 422],
      [ADJUST, { amount: 100, currency: 'USD' }, admin, 400],
      [ADJUST, { amount: 10.5, currency: 'USD', reason: 'Half a cent' }, admin, 400],
      [ADJUST, { amount: 100, currency: 'usd', reason: 'Lower case' }, admin, 400],
      [`/sportlink/admin/lambda/trainers/${DEMO_ATHLETE_ID}/earnings/adjustments`, { amount: 100, currency: 'USD', reason: 'An athlete' }, admin, 404],
      [`/sportlink/trainer/lambda/trainers/${TARA}/earnings/adjustments`, { amount: 100, currency: 'USD', reason: 'Myself' }, trainer, 403],
      [`/sportlink/member/lambda/trainers/${TARA}/earnings/adjustments`, { amount: 100, currency: 'USD', reason: 'An athlete' }, athlete, 403],
    ];
    for (const [path, body, token, status] of cases) {
      const res = await http.raw.post(path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await snapshot(server.database, ['earning', 'notification'])).toBe(before);
  });
});

describe('the ledger', () => {
  it('is read through the records API, each trainer their own rows only, and never written through it', async () => {
    const mine = await http.get(`${R}/trainer/earning?size=100`, trainer);
    expect(mine.status).toBe(200);
    expect(mine.body.list.length).toBeGreaterThan(0);
    expect(mine.body.list.every((r: { trainer_id: number }) => r.trainer_id === TARA)).toBe(true);
    expect((await http.get(`${R}/trainer/earning?size=100&filter=trainer_id,eq,${TARA}`, trainer2)).body.list).toEqual([]);
    expect((await http.get(`${R}/member/earning`, athlete)).status).toBe(403);
    const id = mine.body.list[0].id;
    const before = await snapshot(server.database, ['earning']);
    for (const [method, path, token] of [
      ['POST', `${R}/trainer/earning`, trainer],
      ['PUT', `${R}/trainer/earning/${id}`, trainer],
      ['DELETE', `${R}/trainer/earning/${id}`, trainer],
      ['POST', `${R}/admin/earning`, admin],
      ['PUT', `${R}/admin/earning/${id}`, admin],
      ['DELETE', `${R}/admin/earning/${id}`, admin],
    ] as const) {
      const res = await http.raw.call(method, path, { body: method === 'DELETE' ? undefined : { trainer_id: TARA, kind: 'adjustment', amount: 1_000_000, currency: 'USD', available_at: new Date().toISOString() }, token });
      expect([403, 405], `${method} ${path}`).toContain(res.status);
    }
    expect(await snapshot(server.database, ['earning'])).toBe(before);
  });

  it('gives every balance as the sum of its rows (a sale with an open refund request held pending)', async () => {
    const trainers = await db().selectFrom('user').select('id').where('role', '=', 'trainer').execute();
    for (const { id } of trainers) {
      const rows = (await rowsOf(Number(id))).map((r): LedgerRow => ({ kind: r.kind, amount: r.amount, currency: r.currency, available_at: r.available_at, transaction_id: r.transaction_id }));
      const open = await db().selectFrom('refund').innerJoin('transaction', 'transaction.id', 'refund.transaction_id').select('refund.transaction_id').where('transaction.trainer_id', '=', id).where('refund.status', 'in', ['requested', 'approved']).execute();
      expect((await earningsAsAdmin(Number(id))).balances).toEqual(balances(rows, Date.now(), new Set(open.map((r) => Number(r.transaction_id)))));
    }
  });
});

describe('the earnings migration', () => {
  it('credits the payments made before it at the default rate, takes back their refunds, and adds nothing twice', async () => {
    const pg = TEST_DB === 'postgres' ? await freshPostgres() : null;
    const database = openDatabase({ databaseUrl: pg?.url ?? '', sqliteFile: join(mkdtempSync(join(tmpdir(), 'earnings-')), 'db.sqlite') });
    try {
      expect((await migratorOf(database).migrateTo('020-exercise-groups')).error).toBeUndefined();
      const d = database.db;
      const at = new Date(Date.now() - 40 * 86_400_000).toISOString();
      const stamps = { created_at: at, updated_at: at };
      const user = (role: string, email: string) => d.insertInto('user').values({ email, password_hash: 'x', role, status: 1, first_name: role, last_name: 'X', ...stamps }).returning('id').executeTakeFirstOrThrow();
      const coach = await user('trainer', 'c@x.test');
      const buyer = await user('athlete', 'b@x.test');
      const program = await d.insertInto('program').values({ trainer_id: coach.id, title: 'P', price: 1000, duration_weeks: 4, ...stamps }).returning('id').executeTakeFirstOrThrow();
      const pay = (status: string, amount: number) =>
        d.insertInto('transaction').values({ athlete_id: buyer.id, trainer_id: coach.id, program_id: program.id, amount, discount_amount: 0, currency: 'EUR', status, provider: 'sandbox', provider_ref: `pi_${status}_${amount}`, ...stamps }).returning('id').executeTakeFirstOrThrow();
      const kept = await pay('succeeded', 1000);
      const part = await pay('partially_refunded', 2000);
      await pay('failed', 3000);
      await d.insertInto('refund').values({ transaction_id: part.id, athlete_id: buyer.id, amount: 500, reason: 'Half', status: 'succeeded', ...stamps }).execute();
      await migrateToLatest(database);
      const rows = await d.selectFrom('earning').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.kind, Number(r.transaction_id), Number(r.amount), Number(r.fee), Number(r.basis)])).toEqual([
        ['sale', Number(kept.id), 850, 150, 1000],
        ['sale', Number(part.id), 1700, 300, 2000],
        ['refund', Number(part.id), -425, -75, 500],
      ]);
      // Forty days ago, with a 30-day window: available now.
      expect(balances(rows.map((r) => ({ kind: String(r.kind), amount: Number(r.amount), currency: String(r.currency), available_at: String(r.available_at) })), Date.now())).toEqual([{ currency: 'EUR', pending: 0, available: 2125, paid_out: 0 }]);
      expect(await d.selectFrom('transaction').select(['fee_amount', 'trainer_net']).where('id', '=', kept.id).executeTakeFirstOrThrow()).toEqual({ fee_amount: 150, trainer_net: 850 });
    } finally {
      await database.destroy();
      await pg?.drop();
    }
  });
});
