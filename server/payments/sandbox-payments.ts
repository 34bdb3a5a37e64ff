/**
 * The sandbox's payments: a PaymentIntent runs its card's outcome (succeeds, declines, waits for authentication),
 * its charge pays the invoice it belongs to, and a refund goes back against it; each step emits Stripe's event.
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES, sandboxCardFee, type TestCardOutcome } from '../../src/config/payments';
import { PaymentError, type PaymentProvider, type PaymentResult, type RefundResult } from './provider';
import type { SandboxCards } from './sandbox-cards';
import type { Obj, SandboxStore } from './sandbox-store';

export class SandboxPayments {
  constructor(
    private readonly store: SandboxStore,
    private readonly cards: SandboxCards,
  ) {}

  result(pi: Obj): PaymentResult {
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
    const { obj: charge } = await this.store.create(
      'charge',
      { amount: pi.amount, amount_refunded: 0, refunded: false, currency: pi.currency, payment_intent: pi.id, customer: pi.customer, status: 'succeeded', description: pi.description ?? null, metadata: pi.metadata ?? {} },
      { customer: String(pi.customer ?? '') || null, key: `charge:${pi.id}` },
    );
    pi.status = 'succeeded';
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
    await this.store.save(pi);
    if (pi.invoice) await this.payInvoice(String(pi.invoice));
    await this.store.event('payment_intent.succeeded', pi);
    return pi;
  }

  private async fail(pi: Obj, code: keyof typeof PAYMENT_MESSAGES.declines): Promise<Obj> {
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { type: 'card_error', code: code === 'authentication_failed' ? 'payment_intent_authentication_failure' : 'card_declined', decline_code: code, message: PAYMENT_MESSAGES.declines[code] };
    await this.store.save(pi);
    await this.store.event('payment_intent.payment_failed', pi);
    return pi;
  }

  /** Runs the card's outcome on a new PaymentIntent. */
  async charge(pi: Obj, outcome: TestCardOutcome): Promise<Obj> {
    if (outcome === 'succeeds') return this.succeed(pi);
    if (outcome === 'requires_authentication') {
      pi.status = 'requires_action';
      pi.next_action = { type: 'sandbox_authentication' };
      return this.store.save(pi);
    }
    return this.fail(pi, outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline');
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<PaymentResult> {
    const pm = await this.store.need('payment_method', input.payment_method);
    if (pm.customer && pm.customer !== input.customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', input.payment_method), 'resource_missing', 404);
    const { obj: pi, replay } = await this.store.create(
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
    if (input.save_card && !pm.customer) await this.cards.attachPaymentMethod(input.customer, pm.id);
    return this.result(await this.charge(pi, pm.outcome as TestCardOutcome));
  }

  async confirmPayment(paymentId: string, opts: { approve?: boolean }): Promise<PaymentResult> {
    const pi = await this.store.need('payment_intent', paymentId);
    if (pi.status !== 'requires_action') return this.result(pi);
    pi.next_action = null;
    if (opts.approve === false) return this.result(await this.fail(pi, 'authentication_failed'));
    return this.result(await this.succeed(pi));
  }

  async retrievePayment(paymentId: string): Promise<PaymentResult> {
    return this.result(await this.store.need('payment_intent', paymentId));
  }

  /** The sandbox's fee on a succeeded payment: Stripe's standard card pricing (src/config/payments.ts SANDBOX_CARD_FEE). */
  async providerFee(paymentId: string): Promise<number | null> {
    const pi = await this.store.get('payment_intent', paymentId);
    if (!pi || pi.status !== 'succeeded') return null;
    return sandboxCardFee(Number(pi.amount));
  }

  async cancelPayment(paymentId: string): Promise<void> {
    const pi = await this.store.need('payment_intent', paymentId);
    if (pi.status === 'succeeded' || pi.status === 'canceled') return;
    pi.status = 'canceled';
    await this.store.save(pi);
  }

  /**
   * Marks an invoice paid, its subscription active for a new period, and emits invoice.paid (a subscription's invoice
   * is paid by its PaymentIntent's charge, ./sandbox-subscriptions.ts).
   */
  private async payInvoice(invoiceId: string): Promise<void> {
    const inv = await this.store.need('invoice', invoiceId);
    if (inv.status === 'paid') return;
    inv.status = 'paid';
    inv.amount_paid = inv.amount_due;
    await this.store.save(inv);
    const sub = await this.store.need('subscription', String(inv.subscription));
    if (sub.status !== 'active') {
      sub.status = 'active';
      await this.store.save(sub);
    }
    await this.store.event('invoice.paid', inv);
  }

  // ---- refunds -------------------------------------------------------------------------------------------------

  async refund(input: { payment_id: string; amount: number | null; metadata: Record<string, string>; idempotency_key: string }): Promise<RefundResult> {
    const prior = await this.store.byKey(`refund:${input.idempotency_key}`);
    if (prior) return { id: prior.id, status: prior.status as RefundResult['status'] };
    const pi = await this.store.need('payment_intent', input.payment_id);
    if (pi.status !== 'succeeded') throw new PaymentError(PAYMENT_MESSAGES.notRefundable, 'charge_not_refundable', 409);
    const left = Number(pi.amount) - Number(pi.amount_refunded ?? 0);
    const amount = input.amount ?? left;
    if (amount <= 0 || amount > left) throw new PaymentError(PAYMENT_MESSAGES.refundTooLarge(left), 'amount_too_large', 422);
    const { obj: refund, replay } = await this.store.create(
      'refund',
      { amount, currency: pi.currency, payment_intent: pi.id, charge: pi.latest_charge ?? null, status: 'succeeded', metadata: input.metadata },
      { customer: String(pi.customer ?? '') || null, key: `refund:${input.idempotency_key}` },
    );
    if (replay) return { id: refund.id, status: refund.status as RefundResult['status'] };
    pi.amount_refunded = Number(pi.amount_refunded ?? 0) + amount;
    await this.store.save(pi);
    const charge = pi.latest_charge ? await this.store.get('charge', String(pi.latest_charge)) : null;
    const chargeObj: Obj = charge ?? { id: `ch_for_${pi.id}`, object: 'charge', created: Number(pi.created), amount: pi.amount, currency: pi.currency, payment_intent: pi.id, metadata: {} };
    chargeObj.amount_refunded = pi.amount_refunded;
    chargeObj.refunded = Number(pi.amount_refunded) >= Number(pi.amount);
    chargeObj.refunds = { object: 'list', data: [refund] };
    if (charge) await this.store.save(chargeObj);
    await this.store.event('charge.refunded', chargeObj);
    return { id: refund.id, status: 'succeeded' };
  }
}
