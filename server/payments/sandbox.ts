/**
 * The sandbox card provider: the default without STRIPE_SECRET_KEY. It honours Stripe's test cards, keeps its
 * objects in the database (table sandbox_object, Stripe's JSON shapes), and emits Stripe's events, signed with its
 * own webhook secret, through the same webhook endpoint and handler as Stripe (the `emit` callback posts them).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { DB } from '../db';
import { fromDatabaseError } from '../errors';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, type TestCardOutcome } from '../../src/config/payments';
import {
  PaymentError,
  type CardSummary,
  type ListKind,
  type ListOptions,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentResult,
  type ProviderObject,
  type RawCard,
  type RefundResult,
  type SubscriptionResult,
} from './provider';

type Obj = Record<string, unknown> & { id: string; object: string; created: number; metadata?: Record<string, string> };

const KIND_OF: Record<ListKind, string> = {
  products: 'product',
  prices: 'price',
  payment_links: 'payment_link',
  subscriptions: 'subscription',
  invoices: 'invoice',
  charges: 'charge',
  orders: 'payment_intent',
};

const PREFIX: Record<string, string> = {
  customer: 'cus',
  payment_method: 'pm',
  payment_intent: 'pi',
  charge: 'ch',
  refund: 're',
  product: 'prod',
  price: 'price',
  payment_link: 'plink',
  subscription: 'sub',
  invoice: 'in',
  invoiceitem: 'ii',
  event: 'evt',
};

const now = () => Math.floor(Date.now() / 1000);
const iso = (s: unknown) => (typeof s === 'number' ? new Date(s * 1000).toISOString() : null);
const newId = (kind: string) => `${PREFIX[kind] ?? kind}_sb_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;
const PERIOD_S = { month: 30 * 86_400, year: 365 * 86_400 } as const;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: () => DB,
    private readonly webhookSecret: string,
    /** Delivers an event to the webhook endpoint (awaited, so a sandbox checkout answers with its outcome). */
    private readonly emit: (event: PaymentEvent) => Promise<void>,
  ) {}

  // ---- storage -------------------------------------------------------------------------------------------------

  private async get(kind: string, id: string): Promise<Obj | null> {
    const row = await this.db().selectFrom('sandbox_object').select('data').where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
    return row ? (JSON.parse(String(row.data)) as Obj) : null;
  }

  private async need(kind: string, id: string): Promise<Obj> {
    const obj = await this.get(kind, id);
    if (!obj) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject(kind, id), 'resource_missing', 404);
    return obj;
  }

  /** Stores a new object; with an idempotency key, a second call with the key answers the first object. */
  private async create(kind: string, fields: Record<string, unknown>, opts: { customer?: string | null; key?: string } = {}): Promise<{ obj: Obj; replay: boolean }> {
    if (opts.key) {
      const prior = await this.byKey(opts.key);
      if (prior) return { obj: prior, replay: true };
    }
    const obj: Obj = { id: newId(kind), object: kind, created: now(), metadata: {}, ...fields };
    try {
      await this.db()
        .insertInto('sandbox_object')
        .values({ id: obj.id, kind, customer: opts.customer ?? null, idempotency_key: opts.key ?? null, data: JSON.stringify(obj), created_at: new Date().toISOString() })
        .execute();
    } catch (err) {
      // Two calls with one key at once: the one that lost answers the winner's object.
      const prior = opts.key && fromDatabaseError(err) ? await this.byKey(opts.key) : null;
      if (prior) return { obj: prior, replay: true };
      throw err;
    }
    return { obj, replay: false };
  }

  private async byKey(key: string): Promise<Obj | null> {
    const row = await this.db().selectFrom('sandbox_object').select('data').where('idempotency_key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(String(row.data)) as Obj) : null;
  }

  private async save(obj: Obj): Promise<Obj> {
    await this.db().updateTable('sandbox_object').set({ data: JSON.stringify(obj) }).where('id', '=', obj.id).execute();
    return obj;
  }

  private async event(type: string, object: Obj): Promise<void> {
    await this.emit({ id: newId('event'), type, created: now(), data: { object } });
  }

  // ---- customers and cards -------------------------------------------------------------------------------------

  async ensureCustomer(user: { id: number; email: string; name: string }, existing: string | null): Promise<string> {
    if (existing && (await this.get('customer', existing))) return existing;
    const { obj } = await this.create('customer', { email: user.email, name: user.name, metadata: { user_id: String(user.id) }, default_payment_method: null }, { key: `customer:${user.id}` });
    return obj.id;
  }

  /** A test card's PaymentMethod (its outcome travels with it), refused for any number that is not a test card. */
  private async paymentMethodFor(card: RawCard): Promise<Obj> {
    const number = card.number.replace(/\s+/g, '');
    const test = SANDBOX_TEST_CARDS.find((c) => c.number.replace(/\s+/g, '') === number);
    if (!test) throw new PaymentError(PAYMENT_MESSAGES.sandboxTestCardsOnly, 'invalid_number', 422);
    const d = new Date();
    if (card.exp_year < d.getUTCFullYear() || (card.exp_year === d.getUTCFullYear() && card.exp_month < d.getUTCMonth() + 1)) {
      throw new PaymentError(PAYMENT_MESSAGES.declines.expired_card, 'expired_card', 402);
    }
    const { obj } = await this.create('payment_method', {
      type: 'card',
      customer: null,
      card: { brand: test.brand, last4: number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year },
      outcome: test.outcome,
    });
    return obj;
  }

  async createTestPaymentMethod(card: RawCard): Promise<string> {
    return (await this.paymentMethodFor(card)).id;
  }

  private summary(pm: Obj, defaultId: unknown): CardSummary {
    const c = pm.card as { brand: string; last4: string; exp_month: number; exp_year: number };
    return { id: pm.id, brand: c.brand, last4: c.last4, exp_month: c.exp_month, exp_year: c.exp_year, is_default: pm.id === defaultId };
  }

  async addCard(customer: string, input: { payment_method_id?: string; card?: RawCard }): Promise<CardSummary> {
    if (input.card) {
      const pm = await this.paymentMethodFor(input.card);
      return this.attachPaymentMethod(customer, pm.id);
    }
    if (input.payment_method_id) return this.attachPaymentMethod(customer, input.payment_method_id);
    throw new PaymentError(PAYMENT_MESSAGES.cardRequired, 'missing_card', 422);
  }

  async attachPaymentMethod(customer: string, paymentMethodId: string): Promise<CardSummary> {
    const pm = await this.need('payment_method', paymentMethodId);
    // As at Stripe, a card that declines is refused when it is saved, not kept to fail later.
    if (pm.outcome === 'declined') throw new PaymentError(PAYMENT_MESSAGES.declines.generic_decline, 'card_declined', 402);
    if (pm.outcome === 'insufficient_funds') throw new PaymentError(PAYMENT_MESSAGES.declines.insufficient_funds, 'card_declined', 402);
    if (pm.customer && pm.customer !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    pm.customer = customer;
    await this.save(pm);
    await this.db().updateTable('sandbox_object').set({ customer }).where('id', '=', pm.id).execute();
    const cus = await this.need('customer', customer);
    if (!cus.default_payment_method) {
      cus.default_payment_method = pm.id;
      await this.save(cus);
    }
    return this.summary(pm, cus.default_payment_method);
  }

  async detachPaymentMethod(customer: string, paymentMethodId: string): Promise<void> {
    const pm = await this.need('payment_method', paymentMethodId);
    if (pm.customer !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    pm.customer = null;
    await this.save(pm);
    await this.db().updateTable('sandbox_object').set({ customer: null }).where('id', '=', pm.id).execute();
    const cus = await this.need('customer', customer);
    if (cus.default_payment_method === pm.id) {
      const next = (await this.listCards(customer))[0];
      cus.default_payment_method = next?.id ?? null;
      await this.save(cus);
    }
  }

  async listCards(customer: string, opts: { type?: string; limit?: number } = {}): Promise<CardSummary[]> {
    const cus = await this.need('customer', customer);
    const rows = await this.db()
      .selectFrom('sandbox_object')
      .select('data')
      .where('kind', '=', 'payment_method')
      .where('customer', '=', customer)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit ?? 100)
      .execute();
    const cards = rows.map((r) => this.summary(JSON.parse(String(r.data)) as Obj, cus.default_payment_method));
    return cards.sort((a, b) => Number(b.is_default) - Number(a.is_default));
  }

  async setDefaultCard(customer: string, paymentMethodId: string): Promise<void> {
    const pm = await this.need('payment_method', paymentMethodId);
    if (pm.customer !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    const cus = await this.need('customer', customer);
    cus.default_payment_method = pm.id;
    await this.save(cus);
  }

  // ---- payments ------------------------------------------------------------------------------------------------

  private result(pi: Obj): PaymentResult {
    const err = pi.last_payment_error as { message?: string; code?: string; decline_code?: string } | null | undefined;
    return {
      id: pi.id,
      status: pi.status as PaymentResult['status'],
      client_secret: pi.status === 'requires_action' ? String(pi.client_secret) : null,
      decline_message: pi.status === 'requires_payment_method' ? (err?.message ?? null) : null,
      decline_code: pi.status === 'requires_payment_method' ? (err?.decline_code ?? err?.code ?? null) : null,
    };
  }

  /** Charges a confirmed PaymentIntent: the charge object, the succeeded status and its event. */
  private async succeed(pi: Obj): Promise<Obj> {
    const { obj: charge } = await this.create(
      'charge',
      { amount: pi.amount, amount_refunded: 0, refunded: false, currency: pi.currency, payment_intent: pi.id, customer: pi.customer, status: 'succeeded', description: pi.description ?? null, metadata: pi.metadata ?? {} },
      { customer: String(pi.customer ?? '') || null, key: `charge:${pi.id}` },
    );
    pi.status = 'succeeded';
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
    await this.save(pi);
    if (pi.invoice) await this.payInvoice(String(pi.invoice));
    await this.event('payment_intent.succeeded', pi);
    return pi;
  }

  private async fail(pi: Obj, code: keyof typeof PAYMENT_MESSAGES.declines): Promise<Obj> {
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { type: 'card_error', code: code === 'authentication_failed' ? 'payment_intent_authentication_failure' : 'card_declined', decline_code: code, message: PAYMENT_MESSAGES.declines[code] };
    await this.save(pi);
    await this.event('payment_intent.payment_failed', pi);
    return pi;
  }

  /** Runs the card's outcome on a new PaymentIntent. */
  private async charge(pi: Obj, outcome: TestCardOutcome): Promise<Obj> {
    if (outcome === 'succeeds') return this.succeed(pi);
    if (outcome === 'requires_authentication') {
      pi.status = 'requires_action';
      pi.next_action = { type: 'sandbox_authentication' };
      return this.save(pi);
    }
    return this.fail(pi, outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline');
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<PaymentResult> {
    const pm = await this.need('payment_method', input.payment_method);
    if (pm.customer && pm.customer !== input.customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', input.payment_method), 'resource_missing', 404);
    const { obj: pi, replay } = await this.create(
      'payment_intent',
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        customer: input.customer,
        payment_method: pm.id,
        description: input.description,
        metadata: input.metadata,
        status: 'processing',
        amount_refunded: 0,
        client_secret: `${randomBytes(9).toString('hex')}_secret_${randomBytes(12).toString('hex')}`,
      },
      { customer: input.customer, key: `payment:${input.idempotency_key}` },
    );
    if (replay) return this.result(pi);
    if (input.save_card && !pm.customer) await this.attachPaymentMethod(input.customer, pm.id);
    return this.result(await this.charge(pi, pm.outcome as TestCardOutcome));
  }

  async confirmPayment(paymentId: string, opts: { approve?: boolean }): Promise<PaymentResult> {
    const pi = await this.need('payment_intent', paymentId);
    if (pi.status !== 'requires_action') return this.result(pi);
    pi.next_action = null;
    if (opts.approve === false) return this.result(await this.fail(pi, 'authentication_failed'));
    return this.result(await this.succeed(pi));
  }

  async retrievePayment(paymentId: string): Promise<PaymentResult> {
    return this.result(await this.need('payment_intent', paymentId));
  }

  async cancelPayment(paymentId: string): Promise<void> {
    const pi = await this.need('payment_intent', paymentId);
    if (pi.status === 'succeeded' || pi.status === 'canceled') return;
    pi.status = 'canceled';
    await this.save(pi);
  }

  // ---- subscriptions -------------------------------------------------------------------------------------------

  private async productFor(key: string, name: string): Promise<Obj> {
    return (await this.create('product', { name, description: null, active: true, metadata: { key } }, { key: `product:${key}` })).obj;
  }

  private async recurringPrice(product: string, amount: number, currency: string, interval: 'month' | 'year'): Promise<Obj> {
    const key = `price:${product}:${currency}:${amount}:${interval}`;
    return (await this.create('price', { product, unit_amount: amount, currency: currency.toLowerCase(), recurring: { interval }, active: true }, { key })).obj;
  }

  /** Marks an invoice paid, its subscription active for a new period, and emits invoice.paid. */
  private async payInvoice(invoiceId: string): Promise<void> {
    const inv = await this.need('invoice', invoiceId);
    if (inv.status === 'paid') return;
    inv.status = 'paid';
    inv.amount_paid = inv.amount_due;
    await this.save(inv);
    const sub = await this.need('subscription', String(inv.subscription));
    if (sub.status !== 'active') {
      sub.status = 'active';
      await this.save(sub);
    }
    await this.event('invoice.paid', inv);
  }

  async createSubscription(input: Parameters<PaymentProvider['createSubscription']>[0]): Promise<SubscriptionResult> {
    const pm = await this.need('payment_method', input.payment_method);
    if (pm.customer && pm.customer !== input.customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', input.payment_method), 'resource_missing', 404);
    const product = await this.productFor(input.product.key, input.product.name);
    const price = await this.recurringPrice(product.id, input.amount, input.currency, input.interval);
    const start = now();
    const { obj: sub, replay } = await this.create(
      'subscription',
      {
        customer: input.customer,
        status: 'incomplete',
        items: { data: [{ price: { id: price.id, unit_amount: input.amount, currency: input.currency.toLowerCase(), recurring: { interval: input.interval }, product: product.id } }] },
        default_payment_method: pm.id,
        current_period_start: start,
        current_period_end: start + PERIOD_S[input.interval],
        cancel_at_period_end: false,
        metadata: input.metadata,
        latest_invoice: null,
      },
      { customer: input.customer, key: `subscription:${input.idempotency_key}` },
    );
    if (replay) return this.subscriptionResult(sub);
    const due = Math.max(0, input.amount - input.coupon_amount_off);
    const { obj: inv } = await this.create(
      'invoice',
      { customer: input.customer, subscription: sub.id, status: 'open', amount_due: due, amount_paid: 0, currency: input.currency.toLowerCase(), billing_reason: 'subscription_create', metadata: input.metadata, subscription_details: { metadata: input.metadata } },
      { customer: input.customer },
    );
    const { obj: pi } = await this.create(
      'payment_intent',
      { amount: due, currency: input.currency.toLowerCase(), customer: input.customer, payment_method: pm.id, invoice: inv.id, description: `Subscription ${sub.id}`, metadata: {}, status: 'processing', amount_refunded: 0, client_secret: `${randomBytes(9).toString('hex')}_secret_${randomBytes(12).toString('hex')}` },
      { customer: input.customer },
    );
    inv.payment_intent = pi.id;
    await this.save(inv);
    sub.latest_invoice = inv.id;
    await this.save(sub);
    if (!pm.customer) await this.attachPaymentMethod(input.customer, pm.id);
    await this.charge(pi, pm.outcome as TestCardOutcome);
    return this.subscriptionResult(await this.need('subscription', sub.id));
  }

  private async subscriptionResult(sub: Obj): Promise<SubscriptionResult> {
    const inv = sub.latest_invoice ? await this.get('invoice', String(sub.latest_invoice)) : null;
    const pi = inv?.payment_intent ? await this.get('payment_intent', String(inv.payment_intent)) : null;
    return {
      id: sub.id,
      status: String(sub.status),
      current_period_end: iso(sub.current_period_end),
      cancel_at_period_end: Boolean(sub.cancel_at_period_end),
      payment: pi ? this.result(pi) : null,
    };
  }

  async cancelSubscription(subscriptionId: string, opts: { now?: boolean }): Promise<SubscriptionResult> {
    const sub = await this.need('subscription', subscriptionId);
    if (sub.status === 'canceled') return this.subscriptionResult(sub);
    if (opts.now) {
      sub.status = 'canceled';
      sub.canceled_at = now();
      sub.ended_at = now();
      await this.save(sub);
      await this.event('customer.subscription.deleted', sub);
    } else {
      sub.cancel_at_period_end = true;
      sub.cancel_at = sub.current_period_end;
      await this.save(sub);
      await this.event('customer.subscription.updated', sub);
    }
    return this.subscriptionResult(sub);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderObject> {
    return normalise(await this.need('subscription', subscriptionId));
  }

  async usageCharge(subscriptionId: string, quantity: number, idempotencyKey: string): Promise<ProviderObject> {
    const sub = await this.need('subscription', subscriptionId);
    if (sub.status === 'canceled') throw new PaymentError(PAYMENT_MESSAGES.subscriptionEnded, 'subscription_canceled', 409);
    const price = (sub.items as { data: Array<{ price: { unit_amount: number; currency: string } }> }).data[0].price;
    const { obj } = await this.create(
      'invoiceitem',
      { customer: sub.customer, subscription: sub.id, quantity, unit_amount: price.unit_amount, amount: quantity * price.unit_amount, currency: price.currency, description: `Usage: ${quantity}` },
      { customer: String(sub.customer), key: `usage:${idempotencyKey}` },
    );
    return normalise(obj);
  }

  // ---- refunds -------------------------------------------------------------------------------------------------

  async refund(input: { payment_id: string; amount: number | null; metadata: Record<string, string>; idempotency_key: string }): Promise<RefundResult> {
    const prior = await this.byKey(`refund:${input.idempotency_key}`);
    if (prior) return { id: prior.id, status: prior.status as RefundResult['status'] };
    const pi = await this.need('payment_intent', input.payment_id);
    if (pi.status !== 'succeeded') throw new PaymentError(PAYMENT_MESSAGES.notRefundable, 'charge_not_refundable', 409);
    const left = Number(pi.amount) - Number(pi.amount_refunded ?? 0);
    const amount = input.amount ?? left;
    if (amount <= 0 || amount > left) throw new PaymentError(PAYMENT_MESSAGES.refundTooLarge(left), 'amount_too_large', 422);
    const { obj: refund, replay } = await this.create(
      'refund',
      { amount, currency: pi.currency, payment_intent: pi.id, charge: pi.latest_charge ?? null, status: 'succeeded', metadata: input.metadata },
      { customer: String(pi.customer ?? '') || null, key: `refund:${input.idempotency_key}` },
    );
    if (replay) return { id: refund.id, status: refund.status as RefundResult['status'] };
    pi.amount_refunded = Number(pi.amount_refunded ?? 0) + amount;
    await this.save(pi);
    const charge = pi.latest_charge ? await this.get('charge', String(pi.latest_charge)) : null;
    const chargeObj: Obj = charge ?? { id: `ch_for_${pi.id}`, object: 'charge', created: Number(pi.created), amount: pi.amount, currency: pi.currency, payment_intent: pi.id, metadata: {} };
    chargeObj.amount_refunded = pi.amount_refunded;
    chargeObj.refunded = Number(pi.amount_refunded) >= Number(pi.amount);
    chargeObj.refunds = { object: 'list', data: [refund] };
    if (charge) await this.save(chargeObj);
    await this.event('charge.refunded', chargeObj);
    return { id: refund.id, status: 'succeeded' };
  }

  // ---- the rest of the family ----------------------------------------------------------------------------------

  async createProduct(input: { name: string; description: string | null; metadata: Record<string, string> }): Promise<ProviderObject> {
    return normalise((await this.create('product', { name: input.name, description: input.description, active: true, metadata: input.metadata })).obj);
  }

  async createPrice(input: { product: string; unit_amount: number; currency: string; interval: 'month' | 'year' | null }): Promise<ProviderObject> {
    await this.need('product', input.product);
    const fields = { product: input.product, unit_amount: input.unit_amount, currency: input.currency.toLowerCase(), recurring: input.interval ? { interval: input.interval } : null, active: true };
    return normalise((await this.create('price', fields)).obj);
  }

  async createPaymentLink(input: { price: string; quantity: number }): Promise<ProviderObject> {
    const price = await this.need('price', input.price);
    const id = newId('payment_link');
    const fields = { active: true, url: `sandbox://pay/${id}`, line_items: { data: [{ price: price.id, quantity: input.quantity }] }, amount: Number(price.unit_amount) * input.quantity, currency: price.currency };
    return normalise((await this.create('payment_link', fields)).obj);
  }

  async list(kind: ListKind, opts: ListOptions): Promise<{ list: ProviderObject[]; has_more: boolean }> {
    let q = this.db().selectFrom('sandbox_object').select(['data', 'created_at', 'id']).where('kind', '=', KIND_OF[kind]);
    if (opts.customer) q = q.where('customer', '=', opts.customer);
    if (opts.starting_after) {
      const after = await this.db().selectFrom('sandbox_object').select(['created_at', 'id']).where('id', '=', opts.starting_after).executeTakeFirst();
      if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.created_at), eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)])]));
    }
    // Status and "is an order" live in the JSON; read a page at a time and filter, as Stripe's list does server-side.
    const want = (o: Obj) => (!opts.status || o.status === opts.status) && (kind !== 'orders' || !!o.metadata?.program_id);
    const out: Obj[] = [];
    let offset = 0;
    for (;;) {
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).offset(offset).execute();
      for (const r of rows) {
        const o = JSON.parse(String(r.data)) as Obj;
        if (want(o)) out.push(o);
        if (out.length > opts.limit) break;
      }
      if (out.length > opts.limit || rows.length < 200) break;
      offset += 200;
    }
    return { list: out.slice(0, opts.limit).map(normalise), has_more: out.length > opts.limit };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new PaymentError(PAYMENT_MESSAGES.badSignature, 'bad_signature', 400);
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret) as unknown as PaymentEvent;
    } catch {
      throw new PaymentError(PAYMENT_MESSAGES.badSignature, 'bad_signature', 400);
    }
  }

  /** Signs an event as Stripe does, for the `emit` callback. */
  static sign(payload: string, secret: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }
}

/** One sandbox object as the lambda/stripe family answers it. */
function normalise(o: Obj): ProviderObject {
  const price = (o.items as { data?: Array<{ price?: { unit_amount?: number; recurring?: { interval?: string }; product?: string } }> } | undefined)?.data?.[0]?.price;
  const amount = o.amount ?? o.unit_amount ?? o.amount_due ?? price?.unit_amount ?? null;
  const currency = (o.currency as string | undefined) ?? (price as { currency?: string } | undefined)?.currency ?? null;
  return {
    id: o.id,
    object: o.object,
    status: (o.status as string | undefined) ?? (o.active === undefined ? null : o.active ? 'active' : 'archived'),
    amount: amount == null ? null : Number(amount),
    currency: currency ? currency.toUpperCase() : null,
    created: iso(o.created) ?? new Date().toISOString(),
    description: (o.description as string | null | undefined) ?? (o.name as string | undefined) ?? null,
    customer: (o.customer as string | null | undefined) ?? null,
    url: (o.url as string | undefined) ?? null,
    interval: (o.recurring as { interval?: string } | null | undefined)?.interval ?? price?.recurring?.interval ?? null,
    product: (o.product as string | undefined) ?? price?.product ?? null,
    quantity: (o.quantity as number | undefined) ?? null,
    period_end: iso(o.current_period_end),
    cancel_at_period_end: o.object === 'subscription' ? Boolean(o.cancel_at_period_end) : null,
    metadata: o.metadata ?? {},
  };
}
