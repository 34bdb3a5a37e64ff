/**
 * Payments end to end on the sandbox provider (the default without a Stripe key), through the real server and
 * database: checkout priced by the server, Stripe's test cards, the signed webhook (each event once), saved cards,
 * subscriptions, refunds, and the rest of the lambda/stripe family.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { client, DEMO, startServer, type RequestBody, type TestServer } from '../helpers/server';
import { webhookSender } from '../helpers/webhook';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string; // owns programs 1 and 4
let athlete2: string; // owns programs 2 and 3
let admin: string;
let trainer: string;

const L = '/sportlink/member/lambda';
const A = '/sportlink/admin/lambda';
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' });
const VISA = '4242 4242 4242 4242';
const checkout = (body: RequestBody<'POST', `${typeof L}/stripe/checkout`>, token = athlete) => http.post(`${L}/stripe/checkout`, body, token);
const db = () => server.database.db;
const count = async (table: string, where: Record<string, unknown>) => {
  let q = db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const sandboxCount = async (kind: string, like: string) =>
  Number((await db().selectFrom('sandbox_object').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).where('data', 'like', `%${like}%`).executeTakeFirstOrThrow()).n);

/** Delivers an event to the webhook as the provider does: signed with the configured secret (or `secret`). */
const deliver = (event: object, secret?: string) => webhookSender(server, http)(event, secret);

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
});
afterAll(() => server?.close());

describe('configuration', () => {
  it('tells the web the provider, the refund window and the sandbox test cards', async () => {
    const res = await http.get(`${L}/stripe/config`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, provider: 'sandbox', refund_window_days: 30 });
    expect(res.body.test_cards.map((c: { number: string }) => c.number)).toEqual(expect.arrayContaining([VISA, '4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0025 0000 3155']));
  });
});

describe('checkout', () => {
  it('charges the server’s price with a test card and the webhook writes the transaction and enrollment', async () => {
    const purchases = await count('notification', { type: 'purchase', user_id: 5 });
    const res = await checkout({ program_id: 5, card: card(VISA) });
    expect(res.status).toBe(200);
    expect(res.body.checkout).toMatchObject({ program_id: 5, kind: 'one_time', status: 'succeeded', amount: 5900, discount_amount: 0, currency: 'USD', message: null });
    const { transaction_id, enrollment_id, payment_ref } = res.body.checkout;
    const tx = await db().selectFrom('transaction').selectAll().where('id', '=', transaction_id).executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ program_id: 5, amount: 5900, status: 'succeeded', provider: 'sandbox', provider_ref: payment_ref });
    const enrollment = await db().selectFrom('enrollment').selectAll().where('id', '=', enrollment_id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ program_id: 5, status: 'active', transaction_id });
    // The trainer hears of the sale, the athlete of the purchase.
    expect(await count('notification', { type: 'sale', user_id: Number(tx.trainer_id) })).toBeGreaterThanOrEqual(1);
    expect(await count('notification', { type: 'purchase', user_id: 5 })).toBe(purchases + 1);
    // Bought once: a second checkout is refused.
    const again = await checkout({ program_id: 5, card: card(VISA) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.alreadyOwned);
  });

  it('applies the live discount and a code, and never takes a price from the client', async () => {
    const sneaky = await http.raw.post(`${L}/stripe/checkout`, { program_id: 1, card: card(VISA), amount: 1, price: 1 }, athlete2); // unknown fields: deliberately outside the contract
    expect(sneaky.status).toBe(400);
    expect(await count('checkout', { program_id: 1 })).toBe(0);

    const discounted = await checkout({ program_id: 1, card: card(VISA) }, athlete2);
    expect(discounted.body.checkout).toMatchObject({ status: 'succeeded', amount: 3920, discount_amount: 980 });
    const redemptions = await db().selectFrom('discount').select('redemptions').where('program_id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(redemptions.redemptions)).toBe(2);

    const wrongCode = await checkout({ program_id: 4, code: 'NOPE', card: card(VISA) }, athlete2);
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.message).toBe(PAYMENT_MESSAGES.codeInvalid);
    const coded = await checkout({ program_id: 4, code: ' run10 ', card: card(VISA) }, athlete2);
    expect(coded.body.checkout).toMatchObject({ status: 'succeeded', amount: 2900, discount_amount: 1000 });
  });

  it.each([
    ['4000 0000 0000 0002', PAYMENT_MESSAGES.declines.generic_decline],
    ['4000 0000 0000 9995', PAYMENT_MESSAGES.declines.insufficient_funds],
  ])('card %s is declined with its message and nothing is written', async (number, message) => {
    const before = await count('transaction', {});
    const res = await checkout({ program_id: 2, card: card(number) });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: true, message });
    expect(await count('transaction', {})).toBe(before);
    const row = await db().selectFrom('checkout').selectAll().where('program_id', '=', 2).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', message });
  });

  it('refuses an expired card and a number that is not a test card', async () => {
    const expired = await checkout({ program_id: 2, card: { ...card(VISA), exp_year: 2020 } });
    expect(expired.status).toBe(402);
    expect(expired.body.message).toBe(PAYMENT_MESSAGES.declines.expired_card);
    const real = await checkout({ program_id: 2, card: card('4111 1111 1111 1111') });
    expect(real.status).toBe(422);
    expect(real.body.message).toBe(PAYMENT_MESSAGES.sandboxTestCardsOnly);
  });

  it('asks for authentication with 4000 0025 0000 3155: passing it completes the purchase, failing it declines', async () => {
    const first = await checkout({ program_id: 2, card: card('4000 0025 0000 3155') });
    expect(first.status).toBe(200);
    expect(first.body.checkout).toMatchObject({ status: 'requires_action', transaction_id: null });
    expect(first.body.checkout.client_secret).toMatch(/_secret_/);
    const failed = await http.post(`${L}/stripe/checkout/${first.body.checkout.id}/confirm`, { approve: false }, athlete);
    expect(failed.status).toBe(402);
    expect(failed.body.message).toBe(PAYMENT_MESSAGES.declines.authentication_failed);

    const second = await checkout({ program_id: 2, card: card('4000 0025 0000 3155') });
    expect(second.body.checkout.status).toBe('requires_action');
    // Another athlete cannot read or confirm it.
    expect((await http.get(`${L}/stripe/checkout/${second.body.checkout.id}`, athlete2)).status).toBe(404);
    expect((await http.post(`${L}/stripe/checkout/${second.body.checkout.id}/confirm`, {}, athlete2)).status).toBe(404);
    const passed = await http.post(`${L}/stripe/checkout/${second.body.checkout.id}/confirm`, { approve: true }, athlete);
    expect(passed.body.checkout).toMatchObject({ status: 'succeeded', amount: 7900 });
    expect((await http.get(`${L}/stripe/checkout/${second.body.checkout.id}`, athlete)).body.checkout.enrollment_id).toBeGreaterThan(0);
  });

  it('makes two concurrent checkouts of one program by one athlete one charge', async () => {
    // However the requests interleave, each answers the one checkout or (once it is paid) "already owned".
    const results = await Promise.all(Array.from({ length: 4 }, () => checkout({ program_id: 3, card: card(VISA) })));
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.message === PAYMENT_MESSAGES.alreadyOwned))).toBe(true);
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.checkout.id)).size).toBe(1);
    expect(await sandboxCount('payment_intent', '"program_id":"3","athlete_id":"5"')).toBe(1);
    expect(await count('transaction', { program_id: 3, athlete_id: 5 })).toBe(1);
    expect(await count('enrollment', { program_id: 3, athlete_id: 5, status: 'active' })).toBe(1);
  });

  it('is for signed-in athletes with an active account only', async () => {
    expect((await checkout({ program_id: 2, card: card(VISA) }, '')).status).toBe(401);
    expect((await http.post('/sportlink/trainer/lambda/stripe/checkout', { program_id: 2, card: card(VISA) }, trainer)).status).toBe(403);
    expect((await http.post(`${L}/stripe/checkout`, { program_id: 7, card: card(VISA) }, athlete2)).status).toBe(404); // a draft
    await db().updateTable('user').set({ status: 0 }).where('email', '=', DEMO.athlete2.email).execute();
    try {
      const res = await checkout({ program_id: 5, card: card(VISA) }, athlete2);
      expect(res.status).toBe(403);
    } finally {
      await db().updateTable('user').set({ status: 1 }).where('email', '=', DEMO.athlete2.email).execute();
    }
  });
});

describe('the webhook', () => {
  it('refuses a wrong signature and a tampered body', async () => {
    const event = { id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', metadata: {} } } };
    const wrong = await deliver(event, 'whsec_wrong');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PAYMENT_MESSAGES.badSignature);
    const none = await http.raw.call('POST', '/sportlink/lambda/stripe/webhook', { body: event }); // unsigned: deliberately outside the contract
    expect(none.status).toBe(400);
    expect(await count('payment_event', { event_id: 'evt_forged' })).toBe(0);
  });

  it('writes one transaction and one enrollment for one event delivered 100 times, at once', async () => {
    const now = new Date().toISOString();
    const row = await db()
      .insertInto('checkout')
      .values({ athlete_id: 6, program_id: 5, trainer_id: 4, kind: 'one_time', amount: 5900, discount_amount: 0, currency: 'USD', provider: 'sandbox', idempotency_key: 'test-100', payment_ref: 'pi_test_100', status: 'processing', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = { id: 'evt_test_100', type: 'payment_intent.succeeded', created: 1, data: { object: { id: 'pi_test_100', object: 'payment_intent', amount: 5900, currency: 'usd', status: 'succeeded', metadata: { checkout_id: String(row.id) } } } };
    const results = await Promise.all(Array.from({ length: 100 }, () => deliver(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    // The same payment under another event id changes nothing either.
    expect((await deliver({ ...event, id: 'evt_test_100_b' })).status).toBe(200);
    expect(await count('transaction', { provider_ref: 'pi_test_100' })).toBe(1);
    expect(await count('enrollment', { program_id: 5, athlete_id: 6, status: 'active' })).toBe(1);
    expect((await db().selectFrom('checkout').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('succeeded');
  });
});

describe('saved cards and payment methods', () => {
  let visa: string;
  let master: string;
  it('saves cards, keeps one default, and pays with a saved card', async () => {
    const customer = await http.post(`${L}/stripe/customer/register-subscribe`, {}, athlete);
    expect(customer.body).toMatchObject({ error: false, provider: 'sandbox' });
    expect(customer.body.customer_id).toMatch(/^cus_/);
    const a = await http.post(`${L}/stripe/customer/card`, { card: card(VISA) }, athlete);
    expect(a.body.card).toMatchObject({ brand: 'visa', last4: '4242', is_default: true });
    visa = a.body.card.id;
    const b = await http.post(`${L}/stripe/customer/card`, { card: card('5555 5555 5555 4444'), make_default: true }, athlete);
    expect(b.body.card).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: true });
    master = b.body.card.id;
    const list = await http.get(`${L}/stripe/customer/cards`, athlete);
    expect(list.body.list.map((c: { id: string; is_default: boolean }) => [c.id, c.is_default])).toEqual([[master, true], [visa, false]]);
    const def = await http.post(`${L}/stripe/customer/card/${visa}/set-default`, {}, athlete);
    expect(def.body.list[0]).toMatchObject({ id: visa, is_default: true });
    // Nobody else can touch them.
    expect((await http.del(`${L}/stripe/customer/card/${visa}`, athlete2)).status).toBe(404);
    expect((await http.post(`${L}/payment-method/detach`, { payment_method_id: visa }, athlete2)).status).toBe(404);
    expect((await checkout({ program_id: 6, payment_method_id: master }, athlete2)).status).toBe(404);

    const paid = await checkout({ program_id: 2, payment_method_id: master });
    expect(paid.status).toBe(409); // bought above with authentication
    const methods = await http.get(`${L}/payment-method/list?type=card&limit=1`, athlete);
    expect(methods.body.list).toHaveLength(1);
    const left = await http.del(`${L}/stripe/customer/card/${master}`, athlete);
    expect(left.body.list.map((c: { id: string }) => c.id)).toEqual([visa]);
  });
});

describe('subscriptions', () => {
  it('subscribes with the default card, cancels at the period end, and an admin can end it at once', async () => {
    const res = await checkout({ program_id: 6 });
    expect(res.status).toBe(200);
    expect(res.body.checkout).toMatchObject({ kind: 'subscription', status: 'succeeded', amount: 1500 });
    const sub = res.body.checkout.subscription_ref as string;
    expect(sub).toMatch(/^sub_/);
    const enrollment = await db().selectFrom('enrollment').selectAll().where('id', '=', res.body.checkout.enrollment_id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: 'active', subscription_ref: sub, ends_at: null });

    const mine = await http.get(`${L}/stripe/customer/subscriptions`, athlete);
    expect(mine.body.list.map((s: { id: string }) => s.id)).toContain(sub);
    expect((await http.get(`${L}/stripe/customer/invoices`, athlete)).body.list[0]).toMatchObject({ object: 'invoice', status: 'paid', amount: 1500 });
    expect((await http.get(`${L}/stripe/customer/subscription?subscription_id=${sub}`, athlete2)).status).toBe(404);
    expect((await http.del(`${L}/stripe/subscription/${sub}`, athlete2)).status).toBe(404);

    const cancelled = await http.del(`${L}/stripe/subscription/${sub}`, athlete);
    expect(cancelled.body.model).toMatchObject({ id: sub, cancel_at_period_end: true, status: 'active' });
    const after = await db().selectFrom('enrollment').selectAll().where('id', '=', enrollment.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('active');
    expect(after.ends_at).toBe(cancelled.body.model.period_end);
    expect(Date.parse(String(after.ends_at))).toBeGreaterThan(Date.now() + 20 * 86_400_000);

    const usage = await http.post(`${A}/stripe/subscription/usage-charge`, { subId: sub, quantity: 3 }, admin);
    expect(usage.body.model).toMatchObject({ amount: 4500, quantity: 3 });
    expect((await http.post(`${L}/stripe/subscription/usage-charge`, { subId: sub, quantity: 3 }, athlete)).status).toBe(403);

    const ended = await http.call('DELETE', `/sportlink/admin/lambda/stripe/subscription/${sub}?now=true`, { token: admin });
    expect(ended.body.model.status).toBe('canceled');
    expect((await db().selectFrom('enrollment').select('status').where('id', '=', enrollment.id).executeTakeFirstOrThrow()).status).toBe('cancelled');
  });
});

describe('refunds', () => {
  const R = '/records/sportlink';
  it('an athlete asks once, within the window, for an own succeeded purchase', async () => {
    // Transaction 1: athlete's purchase of program 1, 20 days ago.
    expect((await http.post(`${R}/member/refund`, { transaction_id: 1, reason: 'Not for me' }, athlete2)).status).toBe(422);
    const first = await http.post(`${R}/member/refund`, { transaction_id: 1, reason: 'Not for me after all' }, athlete);
    expect(first.status).toBe(200);
    const second = await http.post(`${R}/member/refund`, { transaction_id: 1, reason: 'Again please' }, athlete);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(PAYMENT_MESSAGES.refundOpen);
    // Transaction 2 (12 days ago) moved out of the window.
    await db().updateTable('transaction').set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() }).where('id', '=', 2).execute();
    const late = await http.post(`${R}/member/refund`, { transaction_id: 2, reason: 'Too late?' }, athlete);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(PAYMENT_MESSAGES.refundWindow(30));
  });

  it('an approval refunds once at the provider, the webhook settles it and a full refund ends access', async () => {
    const refund = await db().selectFrom('refund').selectAll().where('transaction_id', '=', 1).where('status', '=', 'requested').executeTakeFirstOrThrow();
    const decide = () => http.post(`${A}/admin/refunds/${refund.id}/decision`, { decision: 'approve' }, admin);
    const noticesBefore = await count('notification', { type: 'refund', user_id: 5 });
    const mailsBefore = await count('outbox', { to_address: DEMO.athlete.email });
    // Sent twice at once: the second is refused as decided, or retries the same provider refund; one refund either way.
    const results = await Promise.all([decide(), decide()]);
    expect(results.map((r) => r.status)).toContain(200);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await decide()).status).toBe(409);
    expect(await sandboxCount('refund', '"refund_id":"' + refund.id + '"')).toBe(1);
    const settled = await db().selectFrom('refund').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow();
    expect(settled.status).toBe('succeeded');
    expect(settled.provider_ref).toMatch(/^re_/);
    expect((await db().selectFrom('transaction').select('status').where('id', '=', 1).executeTakeFirstOrThrow()).status).toBe('refunded');
    expect((await db().selectFrom('enrollment').select('status').where('transaction_id', '=', 1).executeTakeFirstOrThrow()).status).toBe('refunded');
    // One approved refund is one event for the athlete: one notice in the app and one mail (not one for the approval,
    // one for the money sent and one for the access it ended), saying all of it.
    expect(await count('notification', { type: 'refund', user_id: 5 })).toBe(noticesBefore + 1);
    expect(await count('outbox', { to_address: DEMO.athlete.email })).toBe(mailsBefore + 1);
    const told = await db().selectFrom('notification').select(['title', 'message']).where('user_id', '=', 5).where('type', '=', 'refund').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told.title).toBe('Refund approved');
    expect(told.message).toMatch(/^Your refund of \d+\.\d{2} USD was approved and is on its way\. Your access to .+ ends with it\.$/);
  });

  it('a refund made at the provider tells the athlete once, with the access it ended', async () => {
    // One of the athlete's paid purchases with no refund asked for, refunded whole from the provider's dashboard.
    const tx = await db().selectFrom('transaction').selectAll().where('athlete_id', '=', 5).where('status', '=', 'succeeded').orderBy('id').executeTakeFirstOrThrow();
    const before = await count('notification', { type: 'refund', user_id: 5 });
    const res = await deliver({
      id: `evt_dashboard_${tx.id}`,
      type: 'charge.refunded',
      data: { object: { id: `ch_${tx.id}`, payment_intent: tx.provider_ref, amount_refunded: Number(tx.amount), refunds: { data: [{ id: `re_dash_${tx.id}`, amount: Number(tx.amount), metadata: {} }] } } },
    });
    expect(res.status).toBe(200);
    expect(await count('notification', { type: 'refund', user_id: 5 })).toBe(before + 1);
    const told = await db().selectFrom('notification').select(['message']).where('user_id', '=', 5).where('type', '=', 'refund').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told.message).toMatch(/^Your refund of \d+\.\d{2} [A-Z]{3} was sent to your card\. Your access to .+ ended with the refund\.$/);
  });

  it('a partial approval keeps access', async () => {
    // Seeded: athlete2's request on transaction 4 (1900).
    const refund = await db().selectFrom('refund').selectAll().where('transaction_id', '=', 4).executeTakeFirstOrThrow();
    const res = await http.post(`${A}/admin/refunds/${refund.id}/decision`, { decision: 'approve', amount: 900 }, admin);
    expect(res.status).toBe(200);
    expect((await db().selectFrom('transaction').select('status').where('id', '=', 4).executeTakeFirstOrThrow()).status).toBe('partially_refunded');
    expect((await db().selectFrom('enrollment').select('status').where('transaction_id', '=', 4).executeTakeFirstOrThrow()).status).toBe('active');
  });
});

describe('the rest of the lambda/stripe family', () => {
  it('lets admins create and list products, prices and payment links, and lists orders, charges and invoices', async () => {
    const product = await http.post(`${A}/stripe/product`, { name: 'Coaching call', description: 'One hour' }, admin);
    expect(product.body.model).toMatchObject({ object: 'product', description: 'One hour' });
    const price = await http.post(`${A}/stripe/price`, { product: product.body.model.id, unit_amount: 2500, currency: 'usd', interval: null }, admin);
    expect(price.body.model).toMatchObject({ object: 'price', amount: 2500, currency: 'USD', product: product.body.model.id, interval: null });
    const link = await http.post(`${A}/stripe/paymentlinks`, { price: price.body.model.id, quantity: 2 }, admin);
    expect(link.body.model).toMatchObject({ object: 'payment_link', amount: 5000 });
    expect(link.body.model.url).toBeTruthy();
    for (const [path, object] of [['products', 'product'], ['prices', 'price'], ['paymentlinks', 'payment_link'], ['subscriptions', 'subscription'], ['invoices', 'invoice'], ['invoices-v2?status=paid', 'invoice'], ['orders', 'payment_intent']] as const) {
      const res = await http.get(`${A}/stripe/${path}`, admin);
      expect(res.status, path).toBe(200);
      expect(res.body.list.length, path).toBeGreaterThan(0);
      expect(res.body.list.every((o: { object: string }) => o.object === object), path).toBe(true);
    }
    const page = await http.get(`${A}/stripe/orders?limit=2`, admin);
    expect(page.body).toMatchObject({ has_more: true });
    const next = await http.get(`${A}/stripe/orders?limit=2&starting_after=${page.body.list[1].id}`, admin);
    expect(next.body.list[0].id).not.toBe(page.body.list[0].id);
    expect((await http.get(`${L}/stripe/products`, athlete)).status).toBe(403);
    expect((await http.post(`${L}/stripe/product`, { name: 'x' }, athlete)).status).toBe(403);
  });

  it('lists an athlete’s own charges and orders only', async () => {
    const mine = await http.get(`${L}/stripe/customer/orders`, athlete2);
    expect(mine.body.list.length).toBeGreaterThan(0);
    const customer = (await http.post(`${L}/stripe/customer/register-subscribe`, {}, athlete2)).body.customer_id;
    expect(mine.body.list.every((o: { customer: string }) => o.customer === customer)).toBe(true);
    const charges = await http.get(`${L}/stripe/customer/charges`, athlete2);
    expect(charges.body.list.every((o: { customer: string; object: string }) => o.customer === customer && o.object === 'charge')).toBe(true);
  });
});

describe('what review found', () => {
  const R = '/records/sportlink';
  it('lets an athlete buy again a program whose purchase was refunded in full', async () => {
    // Transaction 1 (program 1) was refunded in full above; its access ended.
    const again = await checkout({ program_id: 1, card: card(VISA) });
    expect(again.status).toBe(200);
    expect(again.body.checkout).toMatchObject({ status: 'succeeded', amount: 3920 });
    expect(await count('enrollment', { program_id: 1, athlete_id: 5, status: 'active' })).toBe(1);
  });

  it('refuses an approval when nothing is left to refund, writing nothing', async () => {
    const now = new Date().toISOString();
    const row = await db().insertInto('refund').values({ transaction_id: 1, athlete_id: 5, amount: null, reason: 'Again', status: 'requested', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const res = await http.post(`${A}/admin/refunds/${row.id}/decision`, { decision: 'approve' }, admin);
    expect(res.status).toBe(409);
    expect((await db().selectFrom('refund').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('requested');
    await db().deleteFrom('refund').where('id', '=', row.id).execute();
  });

  it('keeps one open refund request per purchase even when asked at once', async () => {
    const tx = await db().selectFrom('transaction').select('id').where('athlete_id', '=', 5).where('program_id', '=', 5).where('status', '=', 'succeeded').executeTakeFirstOrThrow();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => http.post(`${R}/member/refund`, { transaction_id: tx.id, reason: `Attempt ${i}` }, athlete)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await count('refund', { transaction_id: tx.id })).toBe(1);
  });

  it('takes a live code even when the public discount gives the better price (the better price wins)', async () => {
    const now = new Date().toISOString();
    const ids = await db()
      .insertInto('discount')
      .values([
        { program_id: 6, code: null, kind: 'percent', value: 50, starts_at: now, ends_at: null, max_redemptions: null, redemptions: 0, active: 1, created_at: now, updated_at: now },
        { program_id: 6, code: 'TEN', kind: 'percent', value: 10, starts_at: now, ends_at: null, max_redemptions: null, redemptions: 0, active: 1, created_at: now, updated_at: now },
      ])
      .returning('id')
      .execute();
    try {
      const res = await checkout({ program_id: 6, code: 'ten', card: card(VISA) }, athlete2);
      expect(res.status).toBe(200);
      expect(res.body.checkout).toMatchObject({ kind: 'subscription', status: 'succeeded', amount: 750, discount_amount: 750 });
    } finally {
      await db().deleteFrom('discount').where('id', 'in', ids.map((r) => r.id)).execute();
    }
  });

  it('lets a deactivated athlete read their cards and purchases but not act', async () => {
    await db().updateTable('user').set({ status: 0 }).where('email', '=', DEMO.athlete.email).execute();
    try {
      expect((await http.get(`${L}/stripe/customer/cards`, athlete)).status).toBe(200);
      expect((await http.get(`${L}/stripe/customer/charges`, athlete)).status).toBe(200);
      expect((await http.post(`${L}/stripe/customer/card`, { card: card(VISA) }, athlete)).status).toBe(403);
    } finally {
      await db().updateTable('user').set({ status: 1 }).where('email', '=', DEMO.athlete.email).execute();
    }
  });

  it('refuses to save a card that declines, as Stripe does', async () => {
    const res = await http.post(`${L}/stripe/customer/card`, { card: card('4000 0000 0000 0002') }, athlete2);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.declines.generic_decline);
    const cards = await http.get(`${L}/stripe/customer/cards`, athlete2);
    expect(cards.body.list.some((c: { last4: string }) => c.last4 === '0002')).toBe(false);
  });
});
