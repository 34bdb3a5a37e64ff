/**
 * Trainers' payouts (ADR 027) on the real server and database, with the sandbox provider (and, at the end, the stripe
 * provider against the local double of Stripe's API): connecting a payout account through the provider's form, payouts
 * on demand and on the schedule, never more than is available even when asked for at once, failures that give the
 * money back, replayed events that change nothing, a stop between the transfer and the ledger that makes no second
 * transfer, and the whole money loop (sell, hold, pay out, refund after the payout, settle) to the cent.
 * Each test makes its own trainer (or its own server), so none depends on another.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_FAILURES, PAYOUT_MESSAGES, SANDBOX_CONNECT } from '../../src/config/payments';
import { balances, type LedgerRow } from '../../src/domain/earnings';
import { PaymentError } from '../../server/payments/provider';
import { heldSales } from '../../server/payments/earnings';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';
import { startStripeApiServer, type StripeApiServer } from '../helpers/stripe-api-server';
import { webhookSender } from '../helpers/webhook';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let superAdmin: string;

const L = '/sportlink/trainer/lambda';
const DAY = 86_400_000;
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
const GOOD = { legal_name: 'Casey Coach', date_of_birth: '1990-04-02', id_number: SANDBOX_CONNECT.verifiedIdNumber, bank_account: SANDBOX_CONNECT.goodBankAccount };

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
});
afterAll(() => server?.close());

/** A trainer of this test's own (the demo trainer's password), signed in. */
async function newTrainer(s: TestServer = server, h = http): Promise<{ id: number; token: string }> {
  const base = await s.database.db.selectFrom('user').selectAll().where('email', '=', DEMO.trainer.email).executeTakeFirstOrThrow();
  const email = `coach-${randomBytes(4).toString('hex')}@example.test`;
  const { id: _id, ...rest } = base as Record<string, unknown>;
  const row = await s.database.db
    .insertInto('user')
    .values({ ...rest, email, first_name: 'Casey', last_name: 'Coach' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token: await h.login(email, 'trainer') };
}

/** Money available at once on a trainer's ledger (an admin's adjustment, through the API). */
const credit = (trainerId: number, amount: number, h = http, token = admin) =>
  h.post(`/sportlink/admin/lambda/trainers/${trainerId}/earnings/adjustments`, { amount, currency: 'USD', reason: 'Test credit' }, token);

/** The sandbox's form, filled in with `details`, through the link the connect call answers. */
async function connect(token: string, details: Record<string, string> = GOOD, h = http) {
  const started = await h.post(`${L}/payout-account`, {}, token);
  expect(started.status).toBe(200);
  const link = new URL(started.body.url).searchParams.get('link')!;
  return h.raw.post(`${L}/payout-account/sandbox-setup`, { link, ...details }, token);
}

const earnings = async (token: string, h = http) => (await h.get(`${L}/earnings`, token)).body;
const usd = async (token: string, h = http) => (await earnings(token, h)).balances.find((b: { currency: string }) => b.currency === 'USD') ?? { pending: 0, available: 0, paid_out: 0 };
const payoutsOf = (trainerId: number, s = server) => s.database.db.selectFrom('payout').selectAll().where('trainer_id', '=', trainerId).orderBy('id').execute();
const ledgerOf = async (trainerId: number, s = server) =>
  (await s.database.db.selectFrom('earning').selectAll().where('trainer_id', '=', trainerId).orderBy('id').execute()).map((r: Record<string, unknown>) => ({
    ...r,
    amount: Number(r.amount),
    transaction_id: r.transaction_id == null ? null : Number(r.transaction_id),
  })) as Array<
    LedgerRow & { payout_id: number | null; reason: string | null; created_at: string }
  >;
const sandboxObjects = (kind: string, s = server) => s.database.db.selectFrom('sandbox_object').select('data').where('kind', '=', kind).execute();

describe('the demo data', () => {
  it('has Marco ready for payouts and Tara waiting; the schedule pays Marco his sale once its window has passed, to the cent', async () => {
    const s = await startServer();
    const h = client(s);
    try {
      const marco = await h.login(DEMO.trainer2.email, 'trainer');
      const tara = await h.login(DEMO.trainer.email, 'trainer');
      const sa = await h.login(DEMO.superAdmin.email, 'admin');
      expect((await earnings(marco, h)).payout_account).toMatchObject({ provider: 'sandbox', status: 'enabled', bank_last4: '6789' });
      expect((await earnings(tara, h)).payout_account).toBeNull();
      await h.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'daily', weekday: 1, minimum: 1000 }, sa);
      // Within the window nothing is due.
      expect(await s.app.payouts.runSchedule()).toEqual([]);
      s.app.clock.advance(31 * DAY);
      const made = await s.app.payouts.runSchedule();
      // Marco's 10K Run Builder sale: 39.00 less the 15 % fee. Tara's three sales wait for her payout account, and
      // the one Jordan asked to have refunded stays pending while the request is open.
      expect(made).toMatchObject([{ trainer_id: 4, amount: 3315, currency: 'USD', status: 'paid', trigger: 'schedule' }]);
      expect(await usd(marco, h)).toEqual({ currency: 'USD', pending: 0, available: 0, paid_out: 3315 });
      expect(await usd(tara, h)).toEqual({ currency: 'USD', pending: 1615, available: 3332 + 6715, paid_out: 0 });
      for (const [id, token] of [[3, tara], [4, marco]] as const) expect(balances(await ledgerOf(id, s), s.app.clock.now(), await heldSales(s.database.db, id))).toEqual((await earnings(token, h)).balances);
    } finally {
      await s.close();
    }
  });
});

describe('a payout account', () => {
  it('is connected through the provider’s form, which asks for what is missing; its link is used once', async () => {
    const t = await newTrainer();
    expect((await earnings(t.token)).payout_account).toBeNull();
    expect((await http.get(`${L}/payout-account`, t.token)).body.account).toBeNull();

    const started = await http.post(`${L}/payout-account`, {}, t.token);
    expect(started.body.account).toMatchObject({ provider: 'sandbox', status: 'details_needed' });
    const url = new URL(started.body.url);
    expect(url.pathname).toBe('/trainer/payouts/setup');
    const link = url.searchParams.get('link')!;
    // Left out the date of birth: the provider needs more details.
    const partial = await http.post(`${L}/payout-account/sandbox-setup`, { link, ...GOOD, date_of_birth: '' }, t.token);
    expect(partial.body.account).toMatchObject({ status: 'details_needed', requirements: ['individual.dob.day'], bank_last4: '6789' });
    expect(partial.body.return_url).toBe('http://app.test/trainer/profile?payouts=return');
    // The link was used.
    const again = await http.raw.post(`${L}/payout-account/sandbox-setup`, { link, ...GOOD }, t.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PAYOUT_MESSAGES.linkUsed);
    // Another trainer cannot use someone's link.
    const other = await newTrainer();
    const theirs = new URL((await http.post(`${L}/payout-account`, {}, t.token)).body.url).searchParams.get('link')!;
    await http.post(`${L}/payout-account`, {}, other.token);
    expect((await http.raw.post(`${L}/payout-account/sandbox-setup`, { link: theirs, ...GOOD }, other.token)).status).toBe(409);
    // A new link, all the details: enabled, and the trainer is told.
    const done = await http.post(`${L}/payout-account/sandbox-setup`, { link: theirs, ...GOOD }, t.token);
    expect(done.body.account).toMatchObject({ status: 'enabled', requirements: [] });
    expect((await earnings(t.token)).payout_account).toMatchObject({ status: 'enabled', bank_last4: '6789' });
    const notices = await server.database.db.selectFrom('notification').select('title').where('user_id', '=', t.id).execute();
    expect(notices.map((n) => n.title)).toContain(PAYOUT_MESSAGES.accountReadyTitle);
    // Connecting again is the same account at the provider.
    await http.post(`${L}/payout-account`, {}, t.token);
    const accounts = (await sandboxObjects('account')).filter((o) => JSON.parse(String(o.data)).metadata.trainer_id === String(t.id));
    expect(accounts).toHaveLength(1);
  });

  it('fails verification with the failing test number, and a number being checked is enabled at the next look', async () => {
    const t = await newTrainer();
    const failed = await connect(t.token, { ...GOOD, id_number: SANDBOX_CONNECT.unverifiedIdNumber });
    expect(failed.body.account).toMatchObject({ status: 'details_needed', requirements: ['individual.verification.document'] });
    const checking = await connect(t.token, { ...GOOD, id_number: '123456789' });
    expect(checking.body.account).toMatchObject({ status: 'pending_verification', requirements: ['individual.id_number'] });
    expect((await http.get(`${L}/payout-account`, t.token)).body.account).toMatchObject({ status: 'enabled' });
  });

  it('is only the trainer’s: the sandbox’s form refuses a caller with no account, and athletes and admins cannot connect', async () => {
    const t = await newTrainer();
    const res = await http.raw.post(`${L}/payout-account/sandbox-setup`, { link: 'link_nothing', ...GOOD }, t.token);
    expect(res.status).toBe(404);
    const athlete = await http.login(DEMO.athlete.email, 'member');
    expect((await http.raw.post('/sportlink/member/lambda/payout-account', {}, athlete)).status).toBe(403);
    expect((await http.raw.post('/sportlink/admin/lambda/payout-account', {}, admin)).status).toBe(403);
  });
});

describe('a payout on demand', () => {
  it('needs an enabled account, reaches the minimum, never exceeds what is available, and is paid', async () => {
    const t = await newTrainer();
    await credit(t.id, 5000);
    const none = await http.raw.post(`${L}/payouts`, { currency: 'USD' }, t.token);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(PAYOUT_MESSAGES.noAccount);
    await connect(t.token, { ...GOOD, date_of_birth: '' });
    expect((await http.raw.post(`${L}/payouts`, { currency: 'USD' }, t.token)).body.message).toBe(PAYOUT_MESSAGES.notEnabled);
    await connect(t.token);
    const small = await http.raw.post(`${L}/payouts`, { currency: 'USD', amount: 999 }, t.token);
    expect(small.status).toBe(422);
    expect(small.body.message).toBe(PAYOUT_MESSAGES.belowMinimum('10.00 USD'));
    const over = await http.raw.post(`${L}/payouts`, { currency: 'USD', amount: 5001 }, t.token);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(PAYOUT_MESSAGES.overAvailable('50.00 USD'));
    expect((await http.raw.post(`${L}/payouts`, { currency: 'EUR' }, t.token)).status).toBe(422);
    expect((await http.raw.post(`${L}/payouts`, { currency: 'USD', amount: 12.5 }, t.token)).status).toBe(400);
    expect(await payoutsOf(t.id)).toHaveLength(0);

    const paid = await http.post(`${L}/payouts`, { currency: 'USD', amount: 3000 }, t.token);
    expect(paid.body.data).toMatchObject({ amount: 3000, currency: 'USD', status: 'paid', trigger: 'on_demand', failure_message: null });
    expect(paid.body.data).not.toHaveProperty('idempotency_key');
    expect(paid.body.data).not.toHaveProperty('account_ref');
    expect(paid.body.balances).toEqual([{ currency: 'USD', pending: 0, available: 2000, paid_out: 3000 }]);
    const [row] = await payoutsOf(t.id);
    expect(row).toMatchObject({ status: 'paid' });
    expect(row.transfer_ref).toMatch(/^tr_/);
    expect(row.payout_ref).toMatch(/^po_/);
    // The rest, by default everything available.
    expect((await http.post(`${L}/payouts`, { currency: 'USD' }, t.token)).body.data).toMatchObject({ amount: 2000, status: 'paid' });
    expect(await usd(t.token)).toEqual({ currency: 'USD', pending: 0, available: 0, paid_out: 5000 });
    // The trainer reads their payouts through the records API; another trainer does not see them.
    const listed = await http.get(`/records/sportlink/trainer/payout?order=id,asc`, t.token);
    expect(listed.body.list.map((p: { amount: number }) => p.amount)).toEqual([3000, 2000]);
    const other = await newTrainer();
    expect((await http.get(`/records/sportlink/trainer/payout`, other.token)).body.list).toEqual([]);
  });

  it('never pays out more than is available, however many requests arrive at once', async () => {
    const t = await newTrainer();
    await connect(t.token);
    await credit(t.id, 2500);
    const answers = await Promise.all(Array.from({ length: 6 }, () => http.raw.post(`${L}/payouts`, { currency: 'USD', amount: 1000 }, t.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const payouts = await payoutsOf(t.id);
    expect(payouts.map((p) => Number(p.amount))).toEqual([1000, 1000]);
    expect(await usd(t.token)).toEqual({ currency: 'USD', pending: 0, available: 500, paid_out: 2000 });
    // And everything available asked for at once: one payout of it, the others find nothing.
    await credit(t.id, 1500);
    const all = await Promise.all(Array.from({ length: 4 }, () => http.raw.post(`${L}/payouts`, { currency: 'USD' }, t.token)));
    expect(all.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    expect(await usd(t.token)).toMatchObject({ available: 0, paid_out: 4000 });
  });
});

describe('a failed payout', () => {
  it('gives the money back once, tells the trainer why, and takes the transfer back; a replayed event changes nothing', async () => {
    const t = await newTrainer();
    await connect(t.token, { ...GOOD, bank_account: SANDBOX_CONNECT.failingBankAccount });
    await credit(t.id, 4000);
    const res = await http.post(`${L}/payouts`, { currency: 'USD' }, t.token);
    expect(res.body.data).toMatchObject({ status: 'failed', failure_code: 'no_account', failure_message: PAYOUT_FAILURES.no_account });
    expect(res.body.balances).toEqual([{ currency: 'USD', pending: 0, available: 4000, paid_out: 0 }]);
    const rows = await ledgerOf(t.id);
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['adjustment', 4000],
      ['payout', -4000],
      ['payout_failed', 4000],
    ]);
    const notices = await server.database.db.selectFrom('notification').select(['title', 'message']).where('user_id', '=', t.id).where('title', '=', PAYOUT_MESSAGES.failedTitle).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toContain(PAYOUT_FAILURES.no_account);
    const [payout] = await payoutsOf(t.id);
    const reversals = (await sandboxObjects('transfer_reversal')).map((o) => JSON.parse(String(o.data)));
    expect(reversals.filter((r) => r.transfer === payout.transfer_ref)).toMatchObject([{ amount: 4000 }]);

    // The same outcome again, as a new event and as the same one: nothing moves.
    const deliver = webhookSender(server, http);
    const event = (id: string) => ({ id, type: 'payout.failed', account: payout.account_ref, created: 1, data: { object: { id: payout.payout_ref, object: 'payout', failure_code: 'no_account', metadata: { payout_id: String(payout.id) } } } });
    for (const id of ['evt_again_1', 'evt_again_1', 'evt_again_2']) expect((await deliver(event(id))).status).toBe(200);
    // A paid event after it failed does not make it paid.
    await deliver({ ...event('evt_again_3'), type: 'payout.paid' });
    expect((await ledgerOf(t.id)).length).toBe(3);
    expect((await payoutsOf(t.id))[0]).toMatchObject({ status: 'failed' });
    // An event naming another connected account is not about this payout.
    const stranger = { ...event('evt_stranger'), type: 'payout.paid', account: 'acct_someone_else' };
    await deliver(stranger);
    expect((await payoutsOf(t.id))[0]).toMatchObject({ status: 'failed' });
  });
});

describe('a stop between the transfer and the ledger', () => {
  it('makes no second transfer: the payout is sent again with its own key and the provider answers the same transfer', async () => {
    const t = await newTrainer();
    await connect(t.token);
    await credit(t.id, 3000);
    const provider = server.app.paymentProvider;
    const transfer = provider.transfer.bind(provider);
    // The transfer is made at the provider, then the answer is lost (the process stopped, the network dropped).
    provider.transfer = async (input) => {
      await transfer(input);
      throw new Error('the connection was lost');
    };
    try {
      const res = await http.post(`${L}/payouts`, { currency: 'USD' }, t.token);
      expect(res.body.data).toMatchObject({ status: 'pending', transfer_ref: null });
      expect(res.body.balances).toEqual([{ currency: 'USD', pending: 0, available: 0, paid_out: 3000 }]);
    } finally {
      provider.transfer = transfer;
    }
    const [pending] = await payoutsOf(t.id);
    const transfersBefore = (await sandboxObjects('transfer')).filter((o) => JSON.parse(String(o.data)).metadata.payout_id === String(pending.id));
    expect(transfersBefore).toHaveLength(1);
    // The next check (at start, or every PAYOUT_CHECK_MINUTES; an admin may run it) sends it again.
    const run = await http.post('/sportlink/admin/lambda/settings/payouts/run', {}, admin);
    expect(run.status).toBe(200);
    const [sent] = await payoutsOf(t.id);
    expect(sent).toMatchObject({ status: 'paid', transfer_ref: JSON.parse(String(transfersBefore[0].data)).id });
    const transfersAfter = (await sandboxObjects('transfer')).filter((o) => JSON.parse(String(o.data)).metadata.payout_id === String(pending.id));
    expect(transfersAfter).toHaveLength(1);
    expect((await ledgerOf(t.id)).filter((r) => r.kind === 'payout')).toHaveLength(1);
  });
});

describe('a payout the provider refuses or cannot take now', () => {
  it('refused after the transfer was made: fails, gives the money back and takes the transfer back', async () => {
    const t = await newTrainer();
    await connect(t.token);
    await credit(t.id, 2000);
    const provider = server.app.paymentProvider;
    const payout = provider.payout.bind(provider);
    provider.payout = async () => {
      throw new PaymentError('Payouts are not allowed on this account.', 'payouts_not_allowed', 422);
    };
    try {
      const res = await http.post(`${L}/payouts`, { currency: 'USD' }, t.token);
      expect(res.body.data).toMatchObject({ status: 'failed', failure_code: 'payouts_not_allowed', failure_message: 'Payouts are not allowed on this account.' });
      expect(res.body.balances).toEqual([{ currency: 'USD', pending: 0, available: 2000, paid_out: 0 }]);
    } finally {
      provider.payout = payout;
    }
    const [row] = await payoutsOf(t.id);
    expect(row.transfer_ref).toMatch(/^tr_/);
    expect(row.reversal_ref).toMatch(/^trr_/);
    const reversals = (await sandboxObjects('transfer_reversal')).map((o) => JSON.parse(String(o.data)));
    expect(reversals.filter((r) => r.transfer === row.transfer_ref)).toMatchObject([{ amount: 2000 }]);
  });

  it('the same request still running elsewhere, or a reversal not answered: left for the next check, which finishes it', async () => {
    const t = await newTrainer();
    await connect(t.token);
    await credit(t.id, 1500);
    const provider = server.app.paymentProvider;
    const transfer = provider.transfer.bind(provider);
    provider.transfer = async () => {
      throw new PaymentError('There is currently another in-progress request using this Idempotent Key.', 'idempotency_error', 409);
    };
    try {
      expect((await http.post(`${L}/payouts`, { currency: 'USD' }, t.token)).body.data).toMatchObject({ status: 'pending', failure_code: null });
    } finally {
      provider.transfer = transfer;
    }
    expect((await ledgerOf(t.id)).map((r) => r.kind)).toEqual(['adjustment', 'payout']);
    await server.app.payouts.resumePending();
    expect((await payoutsOf(t.id))[0]).toMatchObject({ status: 'paid' });

    // A failed payout whose reversal the provider did not answer is asked again at the next check.
    const f = await newTrainer();
    await connect(f.token, { ...GOOD, bank_account: SANDBOX_CONNECT.failingBankAccount });
    await credit(f.id, 1200);
    const reverse = provider.reverseTransfer.bind(provider);
    provider.reverseTransfer = async () => {
      throw new Error('the connection was lost');
    };
    try {
      expect((await http.post(`${L}/payouts`, { currency: 'USD' }, f.token)).body.data).toMatchObject({ status: 'failed' });
    } finally {
      provider.reverseTransfer = reverse;
    }
    expect((await payoutsOf(f.id))[0].reversal_ref).toBeNull();
    await server.app.payouts.resumePending();
    expect((await payoutsOf(f.id))[0].reversal_ref).toMatch(/^trr_/);
    await server.app.payouts.resumePending();
    const [row] = await payoutsOf(f.id);
    const reversals = (await sandboxObjects('transfer_reversal')).map((o) => JSON.parse(String(o.data)));
    expect(reversals.filter((r) => r.transfer === row.transfer_ref)).toHaveLength(1);
  });
});

describe('the payout schedule', () => {
  it('is an admin’s to read and a super admin’s to set', async () => {
    expect((await http.get('/sportlink/admin/lambda/settings/payouts', admin)).body.settings).toEqual({ schedule: 'weekly', weekday: 1, minimum: 1000 });
    expect((await http.raw.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'daily', weekday: 1, minimum: 1000 }, admin)).status).toBe(403);
    expect((await http.raw.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'hourly', weekday: 1, minimum: 1000 }, superAdmin)).status).toBe(400);
    expect((await http.raw.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'weekly', weekday: 8, minimum: 1000 }, superAdmin)).status).toBe(400);
    expect((await http.raw.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'weekly', weekday: 1, minimum: -1 }, superAdmin)).status).toBe(400);
  });

  it('pays every enabled trainer what is available on a payout day, once a day, and says when the next one is', async () => {
    const s = await startServer();
    const h = client(s);
    try {
      const sa = await h.login(DEMO.superAdmin.email, 'admin');
      const ad = await h.login(DEMO.admin.email, 'admin');
      const t = await newTrainer(s, h);
      await connect(t.token, GOOD, h);
      await credit(t.id, 700, h, ad);
      const waiting = await newTrainer(s, h);
      await credit(waiting.id, 900, h, ad);
      // Weekly on the day after today: nothing today, and the next payout is tomorrow.
      const tomorrow = ((new Date(s.app.clock.now()).getUTCDay() + 7) % 7) + 1;
      await h.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'weekly', weekday: tomorrow, minimum: 1000 }, sa);
      expect(await s.app.payouts.runSchedule()).toEqual([]);
      const next = (await earnings(t.token, h)).next_payout_at;
      expect(Date.parse(next) - Date.parse(new Date(s.app.clock.now()).toISOString().slice(0, 10))).toBe(DAY);
      // A day later it is the payout day: the enabled trainer is paid everything (below the on-demand minimum too).
      s.app.clock.advance(DAY);
      const made = await s.app.payouts.runSchedule();
      expect(made.filter((p) => p.trainer_id === t.id)).toMatchObject([{ amount: 700, status: 'paid', trigger: 'schedule' }]);
      expect(made.some((p) => p.trainer_id === waiting.id)).toBe(false);
      expect(await s.app.payouts.runSchedule()).toEqual([]);
      expect(await usd(t.token, h)).toMatchObject({ available: 0, paid_out: 700 });
      // The trainer without an account is still waiting, and is told to connect one.
      expect(await earnings(waiting.token, h)).toMatchObject({ payout_account: null, balances: [{ available: 900 }] });
      // Only on demand: no next payout.
      await h.put('/sportlink/admin/lambda/settings/payouts', { schedule: 'manual', weekday: 1, minimum: 500 }, sa);
      expect((await earnings(t.token, h)).next_payout_at).toBeNull();
      expect(await s.app.payouts.runSchedule()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('the money loop', () => {
  it('sells, holds for the refund window, pays out, takes a refund after the payout below zero, and the next sale settles it, to the cent', async () => {
    const s = await startServer();
    const h = client(s);
    try {
      const tara = await h.login(DEMO.trainer.email, 'trainer');
      const TARA = 3;
      const buyer = await h.login(DEMO.athlete2.email, 'member');
      const ad = await h.login(DEMO.admin.email, 'admin');
      await connect(tara, GOOD, h);
      const before = await usd(tara, h);
      // Jordan buys Tara's Strength Foundations (program 1, at its discount).
      const bought = await h.post('/sportlink/member/lambda/stripe/checkout', { program_id: 1, card }, buyer);
      expect(bought.status).toBe(200);
      const tx = await s.database.db.selectFrom('transaction').selectAll().where('id', '=', bought.body.checkout.transaction_id).executeTakeFirstOrThrow();
      const net = Number(tx.trainer_net);
      expect(await usd(tara, h)).toMatchObject({ pending: before.pending + net, available: 0 });
      // On demand, nothing is available yet.
      expect((await h.raw.post(`${L}/payouts`, { currency: 'USD' }, tara)).status).toBe(422);
      // The refund window passes: every demo sale and this one are available.
      s.app.clock.advance(31 * DAY);
      // (but the demo sale Jordan asked to have refunded: 16.15, held while the request is open).
      const HELD = 1615;
      const held = await usd(tara, h);
      expect(held).toMatchObject({ pending: HELD, available: before.pending + net - HELD, paid_out: 0 });
      const paid = await h.post(`${L}/payouts`, { currency: 'USD' }, tara);
      expect(paid.body.data).toMatchObject({ amount: held.available, status: 'paid' });
      expect(await usd(tara, h)).toEqual({ currency: 'USD', pending: HELD, available: 0, paid_out: held.available });
      // Jordan's purchase is refunded after the payout (an admin at the provider's dashboard): below zero, plainly.
      const deliver = webhookSender(s, h);
      await deliver({ id: 'evt_loop_refund', type: 'charge.refunded', created: 1, data: { object: { id: 'ch_loop', payment_intent: tx.provider_ref, amount_refunded: Number(tx.amount), refunds: { data: [] } } } });
      expect(await usd(tara, h)).toEqual({ currency: 'USD', pending: HELD, available: -net, paid_out: held.available });
      // An adjustment worth more than the debt settles it (as the next sales do once out of their window).
      await credit(TARA, net + 1000, h, ad);
      expect(await usd(tara, h)).toMatchObject({ available: 1000 });
      // Every balance is a sum of the rows.
      expect(balances(await ledgerOf(TARA, s), s.app.clock.now(), await heldSales(s.database.db, TARA))).toEqual([await usd(tara, h)]);
      // The month's statement adds up: opening plus the month's rows is the closing balance.
      const month = new Date(s.app.clock.now()).toISOString().slice(0, 7);
      const st = (await h.get(`${L}/earnings/statements/${month}`, tara)).body;
      const [cur] = st.currencies;
      expect(cur.closing).toBe(cur.opening + st.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0));
      expect(cur.closing).toBe((await ledgerOf(TARA, s)).filter((r) => String(r.created_at) < `${month}-32`).reduce((sum, r) => sum + r.amount, 0));
      expect((await h.raw.call('GET', `${L}/earnings/statements/2026-13`, { token: tara })).status).toBe(400);
    } finally {
      await s.close();
    }
  });
});

describe('payouts through Stripe Connect', () => {
  const SECRET = 'whsec_payouts';
  const CONNECT_SECRET = 'whsec_payouts_connect';
  let api: StripeApiServer;
  let s: TestServer;
  let h: ReturnType<typeof client>;
  /** A connected account's event, signed as the Connect endpoint is (its own secret). */
  const deliver = (type: string, object: object, account: string, secret = CONNECT_SECRET) =>
    webhookSender(s, h, CONNECT_SECRET)({ id: `evt_${randomBytes(6).toString('hex')}`, object: 'event', type, account, created: Math.floor(Date.now() / 1000), data: { object } }, secret);
  beforeAll(async () => {
    api = await startStripeApiServer();
    s = await startServer({ env: { STRIPE_SECRET_KEY: 'sk_test_payouts', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET, STRIPE_API_URL: api.url } });
    h = client(s);
  });
  afterAll(async () => {
    await s?.close();
    await api?.close();
  });

  it('onboards an Express account, keeps its status from account.updated, transfers once per key and reverses a failed payout', async () => {
    const ad = await h.login(DEMO.admin.email, 'admin');
    const t = await newTrainer(s, h);
    const started = await h.post(`${L}/payout-account`, {}, t.token);
    expect(started.body.account).toMatchObject({ provider: 'stripe', status: 'details_needed' });
    expect(started.body.url.startsWith(api.url)).toBe(true);
    const created = api.calls.find((c) => c.path === '/v1/accounts' && c.method === 'POST')!;
    expect(created.params).toMatchObject({ type: 'express', capabilities: { transfers: { requested: 'true' } }, settings: { payouts: { schedule: { interval: 'manual' } } } });
    const link = api.calls.find((c) => c.path === '/v1/account_links')!;
    expect(link.params).toMatchObject({ type: 'account_onboarding', return_url: 'http://app.test/trainer/profile?payouts=return', refresh_url: 'http://app.test/trainer/profile?payouts=refresh' });
    const accountId = String(link.params.account);
    // The hosted form is done; Stripe says so with account.updated (on the Connect endpoint; another secret is refused).
    expect((await deliver('account.updated', api.state.completeOnboarding(accountId, 'pending_verification'), accountId, 'whsec_someone_else')).status).toBe(400);
    expect((await deliver('account.updated', api.state.completeOnboarding(accountId, 'pending_verification'), accountId)).status).toBe(200);
    expect((await h.get(`${L}/payout-account`, t.token)).body.account).toMatchObject({ status: 'pending_verification' });
    await deliver('account.updated', api.state.completeOnboarding(accountId, 'enabled'), accountId);
    expect((await earnings(t.token, h)).payout_account).toMatchObject({ provider: 'stripe', status: 'enabled' });

    await credit(t.id, 2500, h, ad);
    const res = await h.post(`${L}/payouts`, { currency: 'USD' }, t.token);
    expect(res.body.data).toMatchObject({ amount: 2500, status: 'in_transit' });
    const transfer = api.calls.filter((c) => c.path === '/v1/transfers' && c.method === 'POST');
    expect(transfer).toHaveLength(1);
    expect(transfer[0].params).toMatchObject({ amount: '2500', currency: 'usd', destination: accountId, transfer_group: transfer[0].idempotencyKey?.replace(/^transfer:/, '') });
    expect(transfer[0].idempotencyKey).toMatch(/^transfer:demand:/);
    const bank = api.calls.find((c) => c.path === '/v1/payouts' && c.method === 'POST')!;
    expect(bank.stripeAccount).toBe(accountId);
    expect(api.state.balanceOf(accountId, 'usd')).toBe(0);

    // The bank returns it.
    const [payout] = await payoutsOf(t.id, s);
    const failed = api.state.settlePayout(String(payout.payout_ref), 'failed', { code: 'account_closed', message: 'The bank account has been closed.' });
    expect((await deliver('payout.failed', failed, accountId)).status).toBe(200);
    expect((await payoutsOf(t.id, s))[0]).toMatchObject({ status: 'failed', failure_code: 'account_closed', failure_message: PAYOUT_FAILURES.account_closed });
    expect(await usd(t.token, h)).toEqual({ currency: 'USD', pending: 0, available: 2500, paid_out: 0 });
    const reversal = api.calls.filter((c) => c.path === `/v1/transfers/${payout.transfer_ref}/reversals`);
    expect(reversal).toHaveLength(1);
    expect(reversal[0].status).toBe(200);
    expect(api.state.balanceOf(accountId, 'usd')).toBe(0);

    // Paid the next time.
    const again = await h.post(`${L}/payouts`, { currency: 'USD' }, t.token);
    const second = (await payoutsOf(t.id, s))[1];
    await deliver('payout.paid', api.state.settlePayout(String(second.payout_ref), 'paid'), accountId);
    expect(again.body.data).toMatchObject({ amount: 2500 });
    expect((await payoutsOf(t.id, s))[1]).toMatchObject({ status: 'paid' });
    expect(await usd(t.token, h)).toEqual({ currency: 'USD', pending: 0, available: 0, paid_out: 2500 });
  });

  it('a payout canceled at the bank gives the money back; a stop older than Stripe keeps keys finds its transfer by its group', async () => {
    const ad = await h.login(DEMO.admin.email, 'admin');
    const t = await newTrainer(s, h);
    await h.post(`${L}/payout-account`, {}, t.token);
    const accountId = String(api.calls.filter((c) => c.path === '/v1/account_links').at(-1)!.params.account);
    await deliver('account.updated', api.state.completeOnboarding(accountId, 'enabled'), accountId);
    await credit(t.id, 1800, h, ad);
    await h.post(`${L}/payouts`, { currency: 'USD' }, t.token);
    const [first] = await payoutsOf(t.id, s);
    await deliver('payout.canceled', { ...api.state.get(String(first.payout_ref))!, status: 'canceled' }, accountId);
    expect((await payoutsOf(t.id, s))[0]).toMatchObject({ status: 'failed', failure_code: 'canceled', failure_message: PAYOUT_FAILURES.canceled });
    expect(await usd(t.token, h)).toMatchObject({ available: 1800, paid_out: 0 });

    // The transfer is made, the answer lost; a day passes (Stripe forgets the key): the transfer is found, not made again.
    const provider = s.app.paymentProvider;
    const transfer = provider.transfer.bind(provider);
    provider.transfer = async (input) => {
      await transfer(input);
      throw new Error('the connection was lost');
    };
    try {
      expect((await h.post(`${L}/payouts`, { currency: 'USD' }, t.token)).body.data).toMatchObject({ status: 'pending' });
    } finally {
      provider.transfer = transfer;
    }
    const made = api.calls.filter((c) => c.path === '/v1/transfers' && c.method === 'POST').length;
    s.app.clock.advance(25 * 3_600_000);
    await s.app.payouts.resumePending();
    const [, second] = await payoutsOf(t.id, s);
    expect(second).toMatchObject({ status: 'in_transit' });
    expect(api.calls.filter((c) => c.path === '/v1/transfers' && c.method === 'POST')).toHaveLength(made);
    expect(api.calls.some((c) => c.path === '/v1/transfers' && c.method === 'GET' && c.params.transfer_group === second.idempotency_key)).toBe(true);
    expect(api.state.get(String(second.transfer_ref))).toMatchObject({ transfer_group: second.idempotency_key, amount: 1800 });
  });
});
