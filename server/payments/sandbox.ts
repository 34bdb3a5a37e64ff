/**
 * The sandbox card provider: the default without STRIPE_SECRET_KEY. It honours Stripe's test cards, keeps its
 * objects in the database (table sandbox_object, Stripe's JSON shapes), and emits Stripe's events, signed with its
 * own webhook secret, through the same webhook endpoint and handler as Stripe (the `emit` callback posts them).
 *
 * Its parts: the object store (./sandbox-store.ts), customers and cards (./sandbox-cards.ts), payments and refunds
 * (./sandbox-payments.ts), subscriptions (./sandbox-subscriptions.ts), and the lambda/stripe family's products, prices,
 * payment links and lists (./sandbox-lists.ts), and Connect's payout accounts and payouts (./sandbox-connect.ts).
 */
import Stripe from 'stripe';
import type { DB } from '../db';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import {
  PaymentError,
  type CardSummary,
  type ListKind,
  type ListOptions,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentResult,
  type PayoutAccountState,
  type PayoutResult,
  type ProviderObject,
  type RawCard,
  type RefundResult,
  type SubscriptionResult,
} from './provider';
import { SandboxCards } from './sandbox-cards';
import { SandboxConnect, type SandboxOnboarding } from './sandbox-connect';
import { SandboxLists } from './sandbox-lists';
import { SandboxPayments } from './sandbox-payments';
import { SandboxStore } from './sandbox-store';
import { SandboxSubscriptions } from './sandbox-subscriptions';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly cards: SandboxCards;
  private readonly payments: SandboxPayments;
  private readonly subscriptions: SandboxSubscriptions;
  private readonly lists: SandboxLists;
  private readonly connect: SandboxConnect;

  constructor(
    db: () => DB,
    private readonly webhookSecret: string,
    /** Delivers an event to the webhook endpoint (awaited, so a sandbox checkout answers with its outcome). */
    emit: (event: PaymentEvent) => Promise<void>,
  ) {
    const store = new SandboxStore(db, emit);
    this.cards = new SandboxCards(store);
    this.payments = new SandboxPayments(store, this.cards);
    this.subscriptions = new SandboxSubscriptions(store, this.cards, this.payments);
    this.lists = new SandboxLists(store);
    this.connect = new SandboxConnect(store);
  }

  // ---- customers and cards (./sandbox-cards.ts) ------------------------------------------------------------------

  ensureCustomer(user: { id: number; email: string; name: string }, existing: string | null): Promise<string> {
    return this.cards.ensureCustomer(user, existing);
  }

  createTestPaymentMethod(card: RawCard): Promise<string> {
    return this.cards.createTestPaymentMethod(card);
  }

  addCard(customer: string, input: { payment_method_id?: string; card?: RawCard }): Promise<CardSummary> {
    return this.cards.addCard(customer, input);
  }

  attachPaymentMethod(customer: string, paymentMethodId: string): Promise<CardSummary> {
    return this.cards.attachPaymentMethod(customer, paymentMethodId);
  }

  detachPaymentMethod(customer: string, paymentMethodId: string): Promise<void> {
    return this.cards.detachPaymentMethod(customer, paymentMethodId);
  }

  listCards(customer: string, opts: { type?: string; limit?: number } = {}): Promise<CardSummary[]> {
    return this.cards.listCards(customer, opts);
  }

  setDefaultCard(customer: string, paymentMethodId: string): Promise<void> {
    return this.cards.setDefaultCard(customer, paymentMethodId);
  }

  // ---- payments and refunds (./sandbox-payments.ts) --------------------------------------------------------------

  createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<PaymentResult> {
    return this.payments.createPayment(input);
  }

  confirmPayment(paymentId: string, opts: { approve?: boolean }): Promise<PaymentResult> {
    return this.payments.confirmPayment(paymentId, opts);
  }

  retrievePayment(paymentId: string): Promise<PaymentResult> {
    return this.payments.retrievePayment(paymentId);
  }

  cancelPayment(paymentId: string): Promise<void> {
    return this.payments.cancelPayment(paymentId);
  }

  providerFee(paymentId: string): Promise<number | null> {
    return this.payments.providerFee(paymentId);
  }

  refund(input: { payment_id: string; amount: number | null; metadata: Record<string, string>; idempotency_key: string }): Promise<RefundResult> {
    return this.payments.refund(input);
  }

  // ---- subscriptions (./sandbox-subscriptions.ts) ----------------------------------------------------------------

  createSubscription(input: Parameters<PaymentProvider['createSubscription']>[0]): Promise<SubscriptionResult> {
    return this.subscriptions.createSubscription(input);
  }

  cancelSubscription(subscriptionId: string, opts: { now?: boolean }): Promise<SubscriptionResult> {
    return this.subscriptions.cancelSubscription(subscriptionId, opts);
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderObject> {
    return this.subscriptions.retrieveSubscription(subscriptionId);
  }

  usageCharge(subscriptionId: string, quantity: number, idempotencyKey: string): Promise<ProviderObject> {
    return this.subscriptions.usageCharge(subscriptionId, quantity, idempotencyKey);
  }

  // ---- the rest of the family (./sandbox-lists.ts) ---------------------------------------------------------------

  createProduct(input: { name: string; description: string | null; metadata: Record<string, string> }): Promise<ProviderObject> {
    return this.lists.createProduct(input);
  }

  createPrice(input: { product: string; unit_amount: number; currency: string; interval: 'month' | 'year' | null }): Promise<ProviderObject> {
    return this.lists.createPrice(input);
  }

  createPaymentLink(input: { price: string; quantity: number }): Promise<ProviderObject> {
    return this.lists.createPaymentLink(input);
  }

  list(kind: ListKind, opts: ListOptions): Promise<{ list: ProviderObject[]; has_more: boolean }> {
    return this.lists.list(kind, opts);
  }

  // ---- Connect: payout accounts and payouts (./sandbox-connect.ts) -----------------------------------------------

  createPayoutAccount(input: Parameters<PaymentProvider['createPayoutAccount']>[0]): Promise<PayoutAccountState> {
    return this.connect.createPayoutAccount(input);
  }

  payoutAccountLink(input: Parameters<PaymentProvider['payoutAccountLink']>[0]): Promise<{ url: string; expires_at: string }> {
    return this.connect.payoutAccountLink(input);
  }

  /** Sandbox only: the onboarding form's details, as Stripe's hosted form would take them. */
  submitOnboarding(linkId: string, account: string, details: SandboxOnboarding): Promise<{ return_url: string; state: PayoutAccountState }> {
    return this.connect.submitOnboarding(linkId, account, details);
  }

  retrievePayoutAccount(account: string): Promise<PayoutAccountState> {
    return this.connect.retrievePayoutAccount(account);
  }

  transfer(input: Parameters<PaymentProvider['transfer']>[0]): Promise<{ id: string }> {
    return this.connect.transfer(input);
  }

  findTransfer(group: string): Promise<{ id: string } | null> {
    return this.connect.findTransfer(group);
  }

  payout(input: Parameters<PaymentProvider['payout']>[0]): Promise<PayoutResult> {
    return this.connect.payout(input);
  }

  reverseTransfer(input: Parameters<PaymentProvider['reverseTransfer']>[0]): Promise<{ id: string }> {
    return this.connect.reverseTransfer(input);
  }

  // ---- webhook signatures --------------------------------------------------------------------------------------

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
