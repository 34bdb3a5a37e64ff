/**
 * The whole server on the stripe provider: STRIPE_SECRET_KEY set and the SDK pointed at a local double of Stripe's
 * HTTP API. Checkout creates the PaymentIntent at "Stripe" and waits for the webhook; the test delivers Stripe's
 * events signed by the SDK's own test-header helper, as Stripe would, and sees the same handler write them once.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { DISCOUNT_HOLD_MS } from '../../server/payments/holds';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';
import { startStripeApiServer, type StripeApiServer } from '../helpers/stripe-api-server';

const WEBHOOK_SECRET = 'whsec_test_server';
let api: StripeApiServer;
let server: TestServer;
let http: ReturnType<typeof client>;
let athlete2: string;
let admin: string;
const L = '/sportlink/member/lambda';

const deliver = (type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) => {
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  // The signed bytes as they are: a string, so through raw.
  return http.raw.call('POST', '/sportlink/lambda/stripe/webhook', {
    body: payload,
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
};
const db = () => server.database.db;

beforeAll(async () => {
  api = await startStripeApiServer();
  server = await startServer({ env: { STRIPE_SECRET_KEY: 'sk_test_sportlink', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: api.url } });
  http = client(server);
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

describe('the server on Stripe', () => {
  it('says the provider is stripe and lists no test cards', async () => {
    const res = await http.get(`${L}/stripe/config`);
    expect(res.body).toMatchObject({ provider: 'stripe', test_cards: [] });
  });

  it('refuses raw card numbers: with Stripe they go to Stripe.js, never to this server', async () => {
    const res = await http.post(`${L}/stripe/checkout`, { program_id: 1, card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } }, athlete2);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.rawCardWithStripe);
  });

  it('charges the server’s price, and the signed webhook writes one transaction and enrollment', async () => {
    const pm = api.state.createPaymentMethod('pm_card_visa').id;
    const res = await http.post(`${L}/stripe/checkout`, { program_id: 1, payment_method_id: pm }, athlete2);
    expect(res.status).toBe(200);
    // Stripe's events arrive on their own: until then the checkout is processing.
    expect(res.body.checkout).toMatchObject({ status: 'processing', amount: 3920, discount_amount: 980, transaction_id: null });
    const pi = api.state.get(res.body.checkout.payment_ref)!;
    expect(pi).toMatchObject({ amount: 3920, currency: 'usd', status: 'succeeded' });
    expect((pi.metadata as Record<string, string>).checkout_id).toBe(String(res.body.checkout.id));

    const forged = await http.raw.call('POST', '/sportlink/lambda/stripe/webhook', { body: { id: 'evt_x', type: 'payment_intent.succeeded', data: { object: pi } }, headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(forged.status).toBe(400);
    const id = 'evt_pi_succeeded_once';
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => deliver('payment_intent.succeeded', pi, id)));
    expect(deliveries.filter((d) => d.body.duplicate === false)).toHaveLength(1);
    const after = await http.get(`${L}/stripe/checkout/${res.body.checkout.id}`, athlete2);
    expect(after.body.checkout).toMatchObject({ status: 'succeeded' });
    const tx = await db().selectFrom('transaction').selectAll().where('provider_ref', '=', pi.id).execute();
    expect(tx).toHaveLength(1);
    // Stripe's own fee on the charge (its balance transaction: 2.9 % + 30¢ at the double), read once the sale is written.
    expect(tx[0]).toMatchObject({ provider: 'stripe', amount: 3920, status: 'succeeded', fee_amount: 588, trainer_net: 3332, provider_fee: 114 + 30 });
    expect(api.calls.some((c) => c.method === 'GET' && c.path === `/v1/payment_intents/${pi.id}` && (c.params.expand as string[] | undefined)?.includes('latest_charge.balance_transaction'))).toBe(true);
    expect((await db().selectFrom('enrollment').select('status').where('transaction_id', '=', tx[0].id).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('answers a declined card with Stripe’s message', async () => {
    const pm = api.state.createPaymentMethod('pm_card_chargeDeclinedInsufficientFunds').id;
    const res = await http.post(`${L}/stripe/checkout`, { program_id: 5, payment_method_id: pm }, athlete2);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.declines.insufficient_funds);
  });

  it('refunds an approved request once at Stripe, and charge.refunded settles it', async () => {
    const tx = await db().selectFrom('transaction').selectAll().where('provider', '=', 'stripe').executeTakeFirstOrThrow();
    const asked = await http.post('/records/sportlink/member/refund', { transaction_id: tx.id, reason: 'Changed my mind' }, athlete2);
    expect(asked.status).toBe(200);
    const decide = () => http.post(`/sportlink/admin/lambda/admin/refunds/${asked.body.data}/decision`, { decision: 'approve' }, admin);
    expect((await decide()).status).toBe(200);
    expect((await decide()).status).toBe(409);
    const refunds = api.state.all('refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 3920, payment_intent: tx.provider_ref });
    // Stripe then sends charge.refunded (without the refunds list, as current API versions do).
    const pi = api.state.get(String(tx.provider_ref))!;
    const charge = api.state.get(String(pi.latest_charge))!;
    expect((await deliver('charge.refunded', { ...charge, refunds: undefined })).status).toBe(200);
    const refund = await db().selectFrom('refund').selectAll().where('id', '=', asked.body.data).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ status: 'succeeded', provider_ref: refunds[0].id });
    expect((await db().selectFrom('transaction').select('status').where('id', '=', tx.id).executeTakeFirstOrThrow()).status).toBe('refunded');
    expect((await db().selectFrom('enrollment').select('status').where('transaction_id', '=', tx.id).executeTakeFirstOrThrow()).status).toBe('refunded');
  });

  it('settles a subscription by invoice.paid on Stripe’s current API: one transaction, access tied to the subscription', async () => {
    const pm = api.state.createPaymentMethod('pm_card_visa').id;
    const res = await http.post(`${L}/stripe/checkout`, { program_id: 6, payment_method_id: pm }, athlete2);
    expect(res.status).toBe(200);
    const { subscription_ref: subId, payment_ref: piId, id } = res.body.checkout;
    expect(subId).toMatch(/^sub_/);
    const pi = api.state.get(piId)!;
    const invoice = api.state.all('invoice').find((i) => ((i.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription) === subId)!;
    // Both events arrive; the PaymentIntent's alone must not write anything for a subscription.
    await deliver('payment_intent.succeeded', pi);
    expect((await http.get(`${L}/stripe/checkout/${id}`, athlete2)).body.checkout.status).not.toBe('succeeded');
    await deliver('invoice.paid', { ...invoice, status: 'paid', amount_paid: 1500 });
    const after = (await http.get(`${L}/stripe/checkout/${id}`, athlete2)).body.checkout;
    expect(after.status).toBe('succeeded');
    const txs = await db().selectFrom('transaction').selectAll().where('athlete_id', '=', 6).where('program_id', '=', 6).execute();
    expect(txs).toHaveLength(1);
    expect(txs[0].provider_ref).toBe(piId);
    const enrollment = await db().selectFrom('enrollment').selectAll().where('id', '=', after.enrollment_id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: 'active', subscription_ref: subId, ends_at: null });

    // Cancelling at the period's end: Stripe's customer.subscription.updated sets when access ends.
    const cancelled = await http.del(`${L}/stripe/subscription/${subId}`, athlete2);
    expect(cancelled.body.model.cancel_at_period_end).toBe(true);
    await deliver('customer.subscription.updated', api.state.get(subId)!);
    const ending = await db().selectFrom('enrollment').select(['status', 'ends_at']).where('id', '=', after.enrollment_id).executeTakeFirstOrThrow();
    expect(ending.status).toBe('active');
    expect(ending.ends_at).toBe(cancelled.body.model.period_end);
  });

  it('never charges twice when the webhook is late: a paid checkout stands however old', async () => {
    const pm = api.state.createPaymentMethod('pm_card_visa').id;
    const first = await http.post(`${L}/stripe/checkout`, { program_id: 5, payment_method_id: pm }, athlete2);
    expect(first.body.checkout.status).toBe('processing');
    await db().updateTable('checkout').set({ created_at: new Date(Date.now() - 3_600_000).toISOString() }).where('id', '=', first.body.checkout.id).execute();
    const before = api.state.all('payment_intent').length;
    const again = await http.post(`${L}/stripe/checkout`, { program_id: 5, payment_method_id: api.state.createPaymentMethod('pm_card_visa').id }, athlete2);
    expect(again.status).toBe(200);
    expect(again.body.checkout.id).toBe(first.body.checkout.id);
    expect(api.state.all('payment_intent').length).toBe(before);
  });

  it('holds a limited discount while the payment waits for authentication or its webhook, and counts it once', async () => {
    const athlete = await http.login(DEMO.athlete.email, 'member');
    const now = new Date().toISOString();
    const trainer = await db().selectFrom('user').select('id').where('email', '=', DEMO.trainer.email).executeTakeFirstOrThrow();
    const program = await db()
      .insertInto('program')
      .values({ trainer_id: trainer.id, title: 'Stripe hold test', price: 5000, currency: 'USD', pricing: 'one_time', status: 'published', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const discount = await db()
      .insertInto('discount')
      .values({ program_id: program.id, code: null, kind: 'percent', value: 20, starts_at: now, ends_at: null, max_redemptions: 1, redemptions: 0, active: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counters = async () => {
      const d = await db().selectFrom('discount').select(['redemptions', 'reserved']).where('id', '=', discount.id).executeTakeFirstOrThrow();
      return [Number(d.redemptions), Number(d.reserved)];
    };
    const buy = (token: string, pm: string) => http.post(`${L}/stripe/checkout`, { program_id: program.id, payment_method_id: api.state.createPaymentMethod(pm).id, expected_amount: 4000 }, token);

    // 3-D Secure at Stripe: the checkout holds the only redemption while it waits.
    const waiting = await buy(athlete2, 'pm_card_authenticationRequired');
    expect(waiting.body.checkout).toMatchObject({ status: 'requires_action', amount: 4000, discount_amount: 1000 });
    expect(await counters()).toEqual([0, 1]);
    const refused = await buy(athlete, 'pm_card_visa');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.discountUsedUp);

    // Never authenticated: once the hold has expired, the next checkout cancels that payment at Stripe and takes it.
    const expired = new Date(Date.now() - DISCOUNT_HOLD_MS - 60_000).toISOString();
    await db().updateTable('checkout').set({ created_at: expired }).where('id', '=', waiting.body.checkout.id).execute();
    const paying = await buy(athlete, 'pm_card_visa');
    expect(paying.status, paying.text).toBe(200);
    expect(paying.body.checkout).toMatchObject({ status: 'processing', amount: 4000, discount_amount: 1000 });
    expect(api.state.get(waiting.body.checkout.payment_ref)).toMatchObject({ status: 'canceled' });
    expect(await counters()).toEqual([0, 1]); // now held by the payment waiting for its webhook

    const pi = api.state.get(paying.body.checkout.payment_ref)!;
    await Promise.all([deliver('payment_intent.succeeded', pi, 'evt_hold_once'), deliver('payment_intent.succeeded', pi, 'evt_hold_once'), deliver('payment_intent.succeeded', pi)]);
    expect((await http.get(`${L}/stripe/checkout/${paying.body.checkout.id}`, athlete)).body.checkout.status).toBe('succeeded');
    expect(await counters()).toEqual([1, 0]);
  });
});
