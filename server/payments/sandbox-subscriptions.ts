/** The sandbox's subscriptions: a recurring price made from the program, its first invoice charged at once, usage. */
import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES, type TestCardOutcome } from '../../src/config/payments';
import { PaymentError, type PaymentProvider, type ProviderObject, type SubscriptionResult } from './provider';
import type { SandboxCards } from './sandbox-cards';
import { normalise } from './sandbox-lists';
import type { SandboxPayments } from './sandbox-payments';
import { iso, now, type Obj, type SandboxStore } from './sandbox-store';

const PERIOD_S = { month: 30 * 86_400, year: 365 * 86_400 } as const;

export class SandboxSubscriptions {
  constructor(
    private readonly store: SandboxStore,
    private readonly cards: SandboxCards,
    private readonly payments: SandboxPayments,
  ) {}

  private async productFor(key: string, name: string): Promise<Obj> {
    return (await this.store.create('product', { name, description: null, active: true, metadata: { key } }, { key: `product:${key}` })).obj;
  }

  private async recurringPrice(product: string, amount: number, currency: string, interval: 'month' | 'year'): Promise<Obj> {
    const key = `price:${product}:${currency}:${amount}:${interval}`;
    return (await this.store.create('price', { product, unit_amount: amount, currency: currency.toLowerCase(), recurring: { interval }, active: true }, { key })).obj;
  }

  async createSubscription(input: Parameters<PaymentProvider['createSubscription']>[0]): Promise<SubscriptionResult> {
    const pm = await this.store.need('payment_method', input.payment_method);
    if (pm.customer && pm.customer !== input.customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', input.payment_method), 'resource_missing', 404);
    const product = await this.productFor(input.product.key, input.product.name);
    const price = await this.recurringPrice(product.id, input.amount, input.currency, input.interval);
    const start = now();
    const { obj: sub, replay } = await this.store.create(
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
    const { obj: inv } = await this.store.create(
      'invoice',
      { customer: input.customer, subscription: sub.id, status: 'open', amount_due: due, amount_paid: 0, currency: input.currency.toLowerCase(), billing_reason: 'subscription_create', metadata: input.metadata, subscription_details: { metadata: input.metadata } },
      { customer: input.customer },
    );
    const { obj: pi } = await this.store.create(
      'payment_intent',
      { amount: due, currency: input.currency.toLowerCase(), customer: input.customer, payment_method: pm.id, invoice: inv.id, description: `Subscription ${sub.id}`, metadata: {}, status: 'processing', amount_refunded: 0, client_secret: `${randomBytes(9).toString('hex')}_secret_${randomBytes(12).toString('hex')}` },
      { customer: input.customer },
    );
    inv.payment_intent = pi.id;
    await this.store.save(inv);
    sub.latest_invoice = inv.id;
    await this.store.save(sub);
    if (!pm.customer) await this.cards.attachPaymentMethod(input.customer, pm.id);
    await this.payments.charge(pi, pm.outcome as TestCardOutcome);
    return this.subscriptionResult(await this.store.need('subscription', sub.id));
  }

  private async subscriptionResult(sub: Obj): Promise<SubscriptionResult> {
    const inv = sub.latest_invoice ? await this.store.get('invoice', String(sub.latest_invoice)) : null;
    const pi = inv?.payment_intent ? await this.store.get('payment_intent', String(inv.payment_intent)) : null;
    return {
      id: sub.id,
      status: String(sub.status),
      current_period_end: iso(sub.current_period_end),
      cancel_at_period_end: Boolean(sub.cancel_at_period_end),
      payment: pi ? this.payments.result(pi) : null,
    };
  }

  async cancelSubscription(subscriptionId: string, opts: { now?: boolean }): Promise<SubscriptionResult> {
    const sub = await this.store.need('subscription', subscriptionId);
    if (sub.status === 'canceled') return this.subscriptionResult(sub);
    if (opts.now) {
      sub.status = 'canceled';
      sub.canceled_at = now();
      sub.ended_at = now();
      await this.store.save(sub);
      await this.store.event('customer.subscription.deleted', sub);
    } else {
      sub.cancel_at_period_end = true;
      sub.cancel_at = sub.current_period_end;
      await this.store.save(sub);
      await this.store.event('customer.subscription.updated', sub);
    }
    return this.subscriptionResult(sub);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderObject> {
    return normalise(await this.store.need('subscription', subscriptionId));
  }

  async usageCharge(subscriptionId: string, quantity: number, idempotencyKey: string): Promise<ProviderObject> {
    const sub = await this.store.need('subscription', subscriptionId);
    if (sub.status === 'canceled') throw new PaymentError(PAYMENT_MESSAGES.subscriptionEnded, 'subscription_canceled', 409);
    const price = (sub.items as { data: Array<{ price: { unit_amount: number; currency: string } }> }).data[0].price;
    const { obj } = await this.store.create(
      'invoiceitem',
      { customer: sub.customer, subscription: sub.id, quantity, unit_amount: price.unit_amount, amount: quantity * price.unit_amount, currency: price.currency, description: `Usage: ${quantity}` },
      { customer: String(sub.customer), key: `usage:${idempotencyKey}` },
    );
    return normalise(obj);
  }
}
