/**
 * The Stripe provider (server/payments/stripe.ts) through the official SDK, against a local double of Stripe's HTTP
 * API (tests/helpers/stripe-api-server.ts): cards, payments and their declines, 3-D Secure, idempotency, refunds,
 * subscriptions, usage, the catalog and lists, and webhook signatures.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentError, type PaymentResult } from '../../server/payments/provider';
import { StripeProvider } from '../../server/payments/stripe';
import { startStripeApiServer, type StripeApiServer } from '../helpers/stripe-api-server';

const WEBHOOK_SECRET = 'whsec_test_sportlink';
let api: StripeApiServer;
let stripe: StripeProvider;
let userSeq = 0;

beforeAll(async () => {
  api = await startStripeApiServer();
  stripe = new StripeProvider({ secretKey: 'sk_test_sportlink', webhookSecret: WEBHOOK_SECRET, apiUrl: api.url });
});
afterAll(() => api?.close());

/** A PaymentMethod as Stripe.js makes it in the browser from a test card. */
const browserCard = (token: string) => api.state.createPaymentMethod(token).id;
const newCustomer = () => {
  userSeq += 1;
  return stripe.ensureCustomer({ id: 1000 + userSeq, email: `athlete${userSeq}@example.com`, name: `Athlete ${userSeq}` }, null);
};
const count = (object: string) => api.state.all(object).length;
const field = (id: string, name: string) => api.state.get(id)?.[name];
const callsTo = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path);

/** The PaymentError a call is refused with. */
async function refusal(run: Promise<unknown>): Promise<PaymentError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

let paySeq = 0;
function pay(customer: string, payment_method: string, over: Partial<Parameters<StripeProvider['createPayment']>[0]> = {}): Promise<PaymentResult> {
  paySeq += 1;
  return stripe.createPayment({
    amount: 1999,
    currency: 'USD',
    customer,
    payment_method,
    save_card: false,
    description: 'Program: 12-week strength',
    metadata: { checkout_id: String(paySeq), program_id: '12', athlete_id: '5' },
    idempotency_key: `checkout-${paySeq}`,
    return_url: 'http://localhost:5173/checkout/return',
    ...over,
  });
}

describe('customers and cards', () => {
  it('creates a customer with the user id in its metadata, reuses it, and replaces one Stripe does not know', async () => {
    const user = { id: 42, email: 'ana@example.com', name: 'Ana Runner' };
    const id = await stripe.ensureCustomer(user, null);
    expect(id).toMatch(/^cus_/);
    expect(api.state.get(id)).toMatchObject({ email: 'ana@example.com', name: 'Ana Runner', metadata: { user_id: '42' } });

    const before = count('customer');
    expect(await stripe.ensureCustomer(user, id)).toBe(id);
    expect(count('customer')).toBe(before);

    // A sandbox customer id left in the database, and a customer deleted at Stripe: a new customer each.
    const fromSandbox = await stripe.ensureCustomer(user, 'cus_sb_left_over');
    expect(fromSandbox).toMatch(/^cus_/);
    expect(fromSandbox).not.toBe(id);
    api.state.get(fromSandbox)!.deleted = true;
    const again = await stripe.ensureCustomer(user, fromSandbox);
    expect(again).not.toBe(fromSandbox);
    expect(count('customer')).toBe(before + 2);
  });

  it('attaches cards (the first is the default), lists the default first, switches it and detaches', async () => {
    const customer = await newCustomer();
    const visa = await stripe.addCard(customer, { payment_method_id: browserCard('pm_card_visa') });
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, is_default: true });
    expect(visa.exp_year).toBe(new Date().getUTCFullYear() + 3);
    const mc = await stripe.attachPaymentMethod(customer, browserCard('pm_card_mastercard'));
    expect(mc).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });
    expect((api.state.get(customer)!.invoice_settings as { default_payment_method: string }).default_payment_method).toBe(visa.id);

    expect((await stripe.listCards(customer)).map((c) => [c.id, c.is_default])).toEqual([
      [visa.id, true],
      [mc.id, false],
    ]);
    const listCall = callsTo('GET', '/v1/payment_methods').at(-1)!;
    expect(listCall.params).toMatchObject({ customer, type: 'card', limit: '100' });

    await stripe.setDefaultCard(customer, mc.id);
    expect((await stripe.listCards(customer)).map((c) => [c.id, c.is_default])).toEqual([
      [mc.id, true],
      [visa.id, false],
    ]);

    // Detaching the default makes the other card the default.
    await stripe.detachPaymentMethod(customer, mc.id);
    expect(field(mc.id, 'customer')).toBeNull();
    expect(await stripe.listCards(customer)).toEqual([{ ...visa, is_default: true }]);
    await stripe.detachPaymentMethod(customer, visa.id);
    expect(await stripe.listCards(customer)).toEqual([]);
  });

  it("refuses card numbers, another customer's card, an unknown card and a card Stripe declines", async () => {
    const customer = await newCustomer();
    const raw = await refusal(stripe.addCard(customer, { card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } }));
    expect([raw.statusCode, raw.code, raw.message]).toEqual([422, 'raw_card', 'Card details go to Stripe directly; send a payment method id']);
    expect((await refusal(stripe.addCard(customer, {}))).statusCode).toBe(422);

    const other = await newCustomer();
    const theirs = await stripe.addCard(other, { payment_method_id: browserCard('pm_card_visa') });
    for (const run of [stripe.setDefaultCard(customer, theirs.id), stripe.detachPaymentMethod(customer, theirs.id)]) {
      const err = await refusal(run);
      expect([err.statusCode, err.code, err.message]).toEqual([404, 'resource_missing', `No such payment method: ${theirs.id}`]);
    }
    expect(field(theirs.id, 'customer')).toBe(other);

    const unknown = await refusal(stripe.attachPaymentMethod(customer, 'pm_nope'));
    expect([unknown.statusCode, unknown.code, unknown.message]).toEqual([404, 'resource_missing', "No such PaymentMethod: 'pm_nope'"]);

    const declined = await refusal(stripe.addCard(customer, { payment_method_id: browserCard('pm_card_chargeDeclined') }));
    expect([declined.statusCode, declined.code, declined.message]).toEqual([402, 'generic_decline', 'Your card was declined.']);
    expect(await stripe.listCards(customer)).toEqual([]);
  });

  it('answers a Stripe-side failure (a wrong key) as a plain error, not a refusal for people', async () => {
    const wrongKey = new StripeProvider({ secretKey: 'rk_live_wrong', webhookSecret: WEBHOOK_SECRET, apiUrl: api.url });
    const err = await wrongKey.ensureCustomer({ id: 1, email: 'a@example.com', name: 'A' }, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(PaymentError);
    expect((err as Error).message).toBe('Stripe request failed (StripeAuthenticationError): Invalid API Key provided.');
  });
});

describe('payments', () => {
  let customer: string;
  let visa: string;
  beforeAll(async () => {
    customer = await newCustomer();
    visa = (await stripe.addCard(customer, { payment_method_id: browserCard('pm_card_visa') })).id;
  });

  it('charges a saved card: a confirmed PaymentIntent in lower-case currency with the metadata', async () => {
    const result = await pay(customer, visa, { amount: 2500, idempotency_key: 'checkout-success' });
    expect(result).toEqual({ id: expect.stringMatching(/^pi_/), status: 'succeeded', client_secret: null, decline_message: null, decline_code: null });
    const pi = api.state.get(result.id)!;
    expect(pi).toMatchObject({
      amount: 2500,
      currency: 'usd',
      customer,
      payment_method: visa,
      status: 'succeeded',
      description: 'Program: 12-week strength',
      metadata: { program_id: '12', athlete_id: '5' },
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
    });
    expect(api.state.get(String(pi.latest_charge))).toMatchObject({ object: 'charge', status: 'succeeded', amount: 2500, payment_intent: result.id });
    const create = callsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(create.idempotencyKey).toBe('payment:checkout-success');
    expect(create.params).toMatchObject({ confirm: 'true', off_session: 'false', use_stripe_sdk: 'true', return_url: 'http://localhost:5173/checkout/return' });
    expect(create.params).not.toHaveProperty('setup_future_usage');
  });

  it('saves a new card from the browser for later when asked', async () => {
    const fresh = browserCard('pm_card_mastercard');
    const result = await pay(customer, fresh, { save_card: true });
    expect(result.status).toBe('succeeded');
    expect(field(result.id, 'setup_future_usage')).toBe('off_session');
    expect((await stripe.listCards(customer)).map((c) => c.id)).toContain(fresh);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('answers a decline of %s as a result with Stripe’s message, not an error', async (token, message, code) => {
    const result = await pay(customer, token);
    expect(result).toEqual({ id: expect.stringMatching(/^pi_/), status: 'requires_payment_method', client_secret: null, decline_message: message, decline_code: code });
    expect(api.state.get(result.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: code, message } });
    // The payment as read later says the same.
    expect(await stripe.confirmPayment(result.id, {})).toEqual(result);
  });

  it('answers a saved card that attached fine but is declined when charged', async () => {
    const failing = (await stripe.addCard(customer, { payment_method_id: browserCard('pm_card_chargeCustomerFail') })).id;
    const result = await pay(customer, failing);
    expect(result).toMatchObject({ status: 'requires_payment_method', decline_message: 'Your card was declined.', decline_code: 'generic_decline' });
  });

  it('hands a card that asks for 3-D Secure to Stripe.js with the client secret, then reads the outcome', async () => {
    const result = await pay(customer, 'pm_card_authenticationRequired');
    const pi = api.state.get(result.id)!;
    expect(result).toEqual({ id: pi.id, status: 'requires_action', client_secret: pi.client_secret, decline_message: null, decline_code: null });
    expect(result.client_secret).toMatch(new RegExp(`^${result.id}_secret_`));
    expect(pi.next_action).toMatchObject({ type: 'use_stripe_sdk' });

    expect((await stripe.confirmPayment(result.id, { approve: true })).status).toBe('requires_action');
    api.state.authenticate(result.id, true);
    expect(await stripe.confirmPayment(result.id, {})).toEqual({ id: result.id, status: 'succeeded', client_secret: null, decline_message: null, decline_code: null });
  });

  it('reads a failed authentication as a payment that needs another card', async () => {
    const result = await pay(customer, 'pm_card_authenticationRequired');
    api.state.authenticate(result.id, false);
    expect(await stripe.confirmPayment(result.id, {})).toEqual({
      id: result.id,
      status: 'requires_payment_method',
      client_secret: null,
      decline_message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      decline_code: 'payment_intent_authentication_failure',
    });
  });

  it('makes one PaymentIntent for one idempotency key, a decline included', async () => {
    const before = count('payment_intent');
    const same = { idempotency_key: 'checkout-twice', metadata: { checkout_id: '77', program_id: '12', athlete_id: '5' } };
    const [a, b] = await Promise.all([pay(customer, visa, same), pay(customer, visa, same)]);
    const c = await pay(customer, visa, same);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(count('payment_intent')).toBe(before + 1);
    expect(callsTo('POST', '/v1/payment_intents').filter((x) => x.idempotencyKey === 'payment:checkout-twice').map((x) => x.replayed)).toEqual([false, true, true]);

    const declinedCard = browserCard('pm_card_chargeDeclined');
    const sameDeclined = { idempotency_key: 'checkout-declined-twice', metadata: { checkout_id: '78' } };
    const d1 = await pay(customer, declinedCard, sameDeclined);
    const d2 = await pay(customer, declinedCard, sameDeclined);
    expect(d2).toEqual(d1);
    expect(d1.decline_message).toBe('Your card was declined.');
    expect(count('payment_intent')).toBe(before + 2);

    // One key for another payment is Stripe's idempotency error, a conflict.
    const reused = await refusal(pay(customer, visa, { ...same, amount: 5000 }));
    expect([reused.statusCode, reused.code]).toEqual([409, 'idempotency_error']);
    expect(reused.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/);
  });

  it('cancels a payment waiting for authentication, and leaves a finished one alone', async () => {
    const waiting = await pay(customer, 'pm_card_authenticationRequired');
    await stripe.cancelPayment(waiting.id);
    expect(field(waiting.id, 'status')).toBe('canceled');
    expect((await stripe.confirmPayment(waiting.id, {})).status).toBe('canceled');

    const done = await pay(customer, visa);
    await expect(stripe.cancelPayment(done.id)).resolves.toBeUndefined();
    expect(field(done.id, 'status')).toBe('succeeded');
  });

  it('refuses an amount Stripe refuses, as a 422 with its message', async () => {
    const err = await refusal(pay(customer, visa, { amount: 10 }));
    expect([err.statusCode, err.code, err.message]).toEqual([422, 'amount_too_small', 'Amount must be at least $0.50 usd']);
  });
});

describe('refunds', () => {
  let customer: string;
  let visa: string;
  beforeAll(async () => {
    customer = await newCustomer();
    visa = (await stripe.addCard(customer, { payment_method_id: browserCard('pm_card_visa') })).id;
  });

  it('refunds once per idempotency key', async () => {
    const payment = await pay(customer, visa, { amount: 3000 });
    const before = count('refund');
    const input = { payment_id: payment.id, amount: null, metadata: { refund_request_id: '9' }, idempotency_key: 'refund-9' };
    const first = await stripe.refund(input);
    const second = await stripe.refund(input);
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(second).toEqual(first);
    expect(count('refund')).toBe(before + 1);
    expect(api.state.get(first.id)).toMatchObject({ amount: 3000, payment_intent: payment.id, metadata: { refund_request_id: '9' } });
    expect(callsTo('POST', '/v1/refunds').map((c) => c.idempotencyKey)).toEqual(['refund:refund-9', 'refund:refund-9']);
    const charge = api.state.get(String(field(payment.id, 'latest_charge')))!;
    expect([charge.amount_refunded, charge.refunded]).toEqual([3000, true]);

    const again = await refusal(stripe.refund({ ...input, idempotency_key: 'refund-9b' }));
    expect([again.statusCode, again.code, again.message]).toEqual([409, 'charge_already_refunded', `Charge ${charge.id} has already been refunded.`]);
  });

  it('refunds part of a payment and refuses more than is left', async () => {
    const payment = await pay(customer, visa, { amount: 2000 });
    const part = await stripe.refund({ payment_id: payment.id, amount: 500, metadata: {}, idempotency_key: 'refund-part' });
    expect(api.state.get(part.id)).toMatchObject({ amount: 500, status: 'succeeded' });
    const tooMuch = await refusal(stripe.refund({ payment_id: payment.id, amount: 1600, metadata: {}, idempotency_key: 'refund-too-much' }));
    expect([tooMuch.statusCode, tooMuch.code, tooMuch.message]).toEqual([422, 'amount_too_large', 'Refund amount ($16.00) is greater than unrefunded amount on charge ($15.00)']);
  });
});

describe('subscriptions', () => {
  let customer: string;
  let subSeq = 0;
  beforeAll(async () => {
    customer = await newCustomer();
  });

  const subscribe = (payment_method: string, over: Partial<Parameters<StripeProvider['createSubscription']>[0]> = {}) => {
    subSeq += 1;
    return stripe.createSubscription({
      customer,
      payment_method,
      product: { key: 'program_12', name: '12-week strength' },
      amount: 1500,
      currency: 'USD',
      interval: 'month',
      coupon_amount_off: 0,
      metadata: { program_id: '12', athlete_id: '5' },
      idempotency_key: `sub-${subSeq}`,
      ...over,
    });
  };

  it('subscribes with a new card: product and price made once, the first invoice paid, active for a month', async () => {
    const card = browserCard('pm_card_visa');
    const started = Date.now();
    const sub = await subscribe(card, { idempotency_key: 'sub-first' });
    expect(sub).toMatchObject({ id: expect.stringMatching(/^sub_/), status: 'active', cancel_at_period_end: false });
    expect(sub.payment).toEqual({ id: expect.stringMatching(/^pi_/), status: 'succeeded', client_secret: null, decline_message: null, decline_code: null });
    const expectedEnd = new Date(started);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(sub.current_period_end!) - expectedEnd.getTime())).toBeLessThan(5000);

    const stored = api.state.get(sub.id)!;
    expect(stored).toMatchObject({ customer, default_payment_method: card, metadata: { program_id: '12', athlete_id: '5' } });
    const invoice = api.state.get(String(stored.latest_invoice))!;
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 1500, amount_paid: 1500 });
    expect(api.state.get(sub.payment!.id)).toMatchObject({ amount: 1500, currency: 'usd', status: 'succeeded', _invoice: invoice.id });
    expect(field(card, 'customer')).toBe(customer);

    expect(api.state.get('prod_sl_program_12')).toMatchObject({ name: '12-week strength', metadata: { key: 'program_12' } });
    const price = api.state.all('price').find((p) => p.lookup_key === 'program_12_usd_1500_month')!;
    expect(price).toMatchObject({ product: 'prod_sl_program_12', unit_amount: 1500, currency: 'usd', recurring: { interval: 'month' } });
    const create = callsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(create.idempotencyKey).toBe('subscription:sub-first');
    expect(create.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: [{ price: price.id }],
      expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
    });

    // A second subscriber reuses the product and the price.
    const [products, prices] = [count('product'), count('price')];
    const other = await subscribe(browserCard('pm_card_visa'));
    expect(other.status).toBe('active');
    expect([count('product'), count('price')]).toEqual([products, prices]);
    expect(api.state.get(String(api.state.get(other.id)!.latest_invoice))!.amount_paid).toBe(1500);
  });

  it('makes one subscription for one idempotency key', async () => {
    const card = browserCard('pm_card_visa');
    const before = count('subscription');
    const a = await subscribe(card, { idempotency_key: 'sub-twice' });
    const b = await subscribe(card, { idempotency_key: 'sub-twice' });
    expect(b.id).toBe(a.id);
    expect(b.payment?.id).toBe(a.payment?.id);
    expect(count('subscription')).toBe(before + 1);
  });

  it('takes a coupon off the first invoice, and pays nothing when it covers the price', async () => {
    const sub = await subscribe(browserCard('pm_card_visa'), { coupon_amount_off: 500 });
    expect(sub.status).toBe('active');
    expect(api.state.get(sub.payment!.id)!.amount).toBe(1000);
    const coupon = api.state.all('coupon').at(-1)!;
    expect(coupon).toMatchObject({ amount_off: 500, currency: 'usd', duration: 'once' });

    const free = await subscribe(browserCard('pm_card_visa'), { coupon_amount_off: 1500 });
    expect(free).toMatchObject({ status: 'active', payment: null });
    expect(api.state.get(String(api.state.get(free.id)!.latest_invoice))).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('leaves a subscription incomplete while its card asks for 3-D Secure, active once authenticated', async () => {
    const sub = await subscribe(browserCard('pm_card_authenticationRequired'));
    expect(sub.status).toBe('incomplete');
    const pi = api.state.get(sub.payment!.id)!;
    expect(sub.payment).toEqual({ id: pi.id, status: 'requires_action', client_secret: pi.client_secret, decline_message: null, decline_code: null });

    api.state.authenticate(pi.id, true);
    expect((await stripe.confirmPayment(pi.id, {})).status).toBe('succeeded');
    expect((await stripe.retrieveSubscription(sub.id)).status).toBe('active');
  });

  it('leaves a subscription incomplete with the decline when its card is refused', async () => {
    const card = (await stripe.addCard(customer, { payment_method_id: browserCard('pm_card_chargeCustomerFail') })).id;
    const sub = await subscribe(card);
    expect(sub.status).toBe('incomplete');
    expect(sub.payment).toMatchObject({ status: 'requires_payment_method', decline_message: 'Your card was declined.', decline_code: 'generic_decline' });
  });

  it("refuses another customer's card", async () => {
    const other = await newCustomer();
    const theirs = (await stripe.addCard(other, { payment_method_id: browserCard('pm_card_visa') })).id;
    const err = await refusal(subscribe(theirs));
    expect([err.statusCode, err.code]).toEqual([404, 'resource_missing']);
  });

  it('cancels at the period end, then at once; reads the subscription normalised', async () => {
    const sub = await subscribe(browserCard('pm_card_visa'));
    const atEnd = await stripe.cancelSubscription(sub.id, {});
    expect(atEnd).toEqual({ id: sub.id, status: 'active', current_period_end: sub.current_period_end, cancel_at_period_end: true, payment: null });
    expect(callsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)!.params).toEqual({ cancel_at_period_end: 'true' });

    expect(await stripe.retrieveSubscription(sub.id)).toEqual({
      id: sub.id,
      object: 'subscription',
      status: 'active',
      amount: 1500,
      currency: 'USD',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      description: null,
      customer,
      url: null,
      interval: 'month',
      product: 'prod_sl_program_12',
      quantity: 1,
      period_end: sub.current_period_end,
      cancel_at_period_end: true,
      metadata: { program_id: '12', athlete_id: '5' },
    });

    const now = await stripe.cancelSubscription(sub.id, { now: true });
    expect(now).toMatchObject({ id: sub.id, status: 'canceled' });
    expect(callsTo('DELETE', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect((await stripe.cancelSubscription(sub.id, { now: true })).status).toBe('canceled');
    expect(callsTo('DELETE', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it('adds usage to the next invoice: quantity × the unit amount, once per key, not after the end', async () => {
    const sub = await subscribe(browserCard('pm_card_visa'));
    const before = count('invoiceitem');
    const usage = await stripe.usageCharge(sub.id, 3, 'usage-1');
    expect(usage).toMatchObject({ id: expect.stringMatching(/^ii_/), object: 'invoiceitem', amount: 4500, currency: 'USD', quantity: 3, customer, product: 'prod_sl_program_12', description: 'Usage: 3' });
    expect(await stripe.usageCharge(sub.id, 3, 'usage-1')).toEqual(usage);
    expect(count('invoiceitem')).toBe(before + 1);
    expect(api.state.get(usage.id)).toMatchObject({ parent: { subscription_details: { subscription: sub.id } } });

    await stripe.cancelSubscription(sub.id, { now: true });
    const ended = await refusal(stripe.usageCharge(sub.id, 1, 'usage-2'));
    expect([ended.statusCode, ended.code, ended.message]).toEqual([409, 'subscription_canceled', 'This subscription has ended']);
  });
});

describe('the catalog and lists', () => {
  it('creates products, prices and payment links, normalised', async () => {
    const product = await stripe.createProduct({ name: 'Mobility pack', description: 'Ten short sessions', metadata: { program_id: '31' } });
    expect(product).toMatchObject({ id: expect.stringMatching(/^prod_/), object: 'product', status: 'active', description: 'Ten short sessions', amount: null, metadata: { program_id: '31' } });

    const once = await stripe.createPrice({ product: product.id, unit_amount: 900, currency: 'EUR', interval: null });
    expect(once).toMatchObject({ object: 'price', status: 'active', amount: 900, currency: 'EUR', interval: null, product: product.id });
    expect(field(once.id, 'currency')).toBe('eur');
    const monthly = await stripe.createPrice({ product: product.id, unit_amount: 1200, currency: 'EUR', interval: 'month' });
    expect(monthly).toMatchObject({ amount: 1200, interval: 'month' });

    const link = await stripe.createPaymentLink({ price: once.id, quantity: 2 });
    expect(link).toMatchObject({ id: expect.stringMatching(/^plink_/), object: 'payment_link', status: 'active', amount: 1800, currency: 'EUR', quantity: 2, product: product.id, created: once.created });
    expect(link.url).toMatch(/^https:\/\/buy\.stripe\.com\//);

    expect((await stripe.list('products', { limit: 1 })).list.map((p) => p.id)).toEqual([product.id]);
    const prices = await stripe.list('prices', { limit: 2 });
    expect(prices.list.map((p) => p.id)).toEqual([monthly.id, once.id]);
    expect(prices.has_more).toBe(true);
    const nextPage = await stripe.list('prices', { limit: 2, starting_after: once.id });
    expect(nextPage.list.map((p) => p.id)).not.toContain(once.id);
    const links = await stripe.list('payment_links', { limit: 10 });
    expect(links.list[0]).toEqual(link);
  });

  it("lists a customer's subscriptions, invoices, charges and orders", async () => {
    const customer = await newCustomer();
    const visa = (await stripe.addCard(customer, { payment_method_id: browserCard('pm_card_visa') })).id;
    const bought = await pay(customer, visa, { amount: 4900, metadata: { program_id: '7', checkout_id: 'c-7' } });
    const tip = await pay(customer, visa, { amount: 700, metadata: { note: 'not a program' } });
    const sub = await stripe.createSubscription({
      customer,
      payment_method: visa,
      product: { key: 'program_7', name: 'Run club' },
      amount: 1000,
      currency: 'USD',
      interval: 'year',
      coupon_amount_off: 0,
      metadata: {},
      idempotency_key: 'sub-lists',
    });
    const ended = await stripe.createSubscription({
      customer,
      payment_method: visa,
      product: { key: 'program_7', name: 'Run club' },
      amount: 1000,
      currency: 'USD',
      interval: 'year',
      coupon_amount_off: 0,
      metadata: {},
      idempotency_key: 'sub-lists-ended',
    });
    await stripe.cancelSubscription(ended.id, { now: true });

    const subs = await stripe.list('subscriptions', { customer, limit: 10 });
    expect(subs.list.map((s) => [s.id, s.status, s.interval, s.amount])).toEqual([
      [ended.id, 'canceled', 'year', 1000],
      [sub.id, 'active', 'year', 1000],
    ]);
    expect((await stripe.list('subscriptions', { customer, status: 'active', limit: 10 })).list.map((s) => s.id)).toEqual([sub.id]);

    const invoices = await stripe.list('invoices', { customer, status: 'paid', limit: 10 });
    expect(invoices.list).toHaveLength(2);
    expect(invoices.list[0]).toMatchObject({ object: 'invoice', status: 'paid', amount: 1000, currency: 'USD', customer, url: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//) });

    const charges = await stripe.list('charges', { customer, limit: 10 });
    expect(charges.list.map((c) => c.amount)).toEqual([1000, 1000, 700, 4900]);
    expect(charges.list[3]).toMatchObject({ object: 'charge', status: 'succeeded', currency: 'USD', customer, url: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//) });

    const orders = await stripe.list('orders', { customer, limit: 10 });
    expect(orders).toEqual({ list: [expect.objectContaining({ id: bought.id, object: 'payment_intent', status: 'succeeded', amount: 4900, currency: 'USD', metadata: { program_id: '7', checkout_id: 'c-7' } })], has_more: false });
    expect(orders.list.map((o) => o.id)).not.toContain(tip.id);
  });
});

describe('webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', created: 1_800_000_000, data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { checkout_id: '3' } } } });

  it("accepts an event signed with the endpoint's secret", () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(stripe.verifyEvent(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_800_000_000,
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { checkout_id: '3' } } },
    });
  });

  it('refuses another secret, a changed body and a missing signature', () => {
    const cases: Array<[Buffer, string | undefined]> = [
      [Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })],
      [Buffer.from(payload.replace('"3"', '"4"')), Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })],
      [Buffer.from(payload), undefined],
      [Buffer.from(payload), 'not a signature'],
    ];
    for (const [body, signature] of cases) {
      let err: unknown;
      try {
        stripe.verifyEvent(body, signature);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(PaymentError);
      expect([(err as PaymentError).statusCode, (err as PaymentError).code, (err as PaymentError).message]).toEqual([400, 'bad_signature', 'Invalid webhook signature']);
    }
  });
});
