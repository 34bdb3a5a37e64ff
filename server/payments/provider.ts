/**
 * The card payment provider, behind one interface (requirements §A5 "Payments"): `stripe` (the official SDK) when
 * STRIPE_SECRET_KEY is set, the built-in `sandbox` otherwise. Both speak Stripe's object and event shapes, so one
 * webhook endpoint and one handler (server/payments/webhook.ts) serve both.
 *
 * Money is integer minor units. Currencies cross this interface as our upper-case codes (USD); each provider
 * lower-cases them where Stripe wants that and answers upper-case.
 */

import type { PayoutAccountStatus } from '../../src/domain/earnings';
import { HttpError } from '../errors';

export type ProviderName = 'stripe' | 'sandbox';

/** A saved card, as the web shows it (never the number). */
export interface CardSummary {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

/** Card details typed into the sandbox form (test numbers only; the stripe provider refuses these). */
export interface RawCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** How a payment stands after create or confirm, in Stripe's PaymentIntent terms. */
export type PaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';

export interface PaymentResult {
  /** The PaymentIntent id. */
  id: string;
  status: PaymentStatus;
  /** For Stripe.js `handleNextAction` when `requires_action`. */
  client_secret: string | null;
  /** The decline's message for people when the card was refused. */
  decline_message: string | null;
  /** The decline code (card_declined, insufficient_funds, ...). */
  decline_code: string | null;
}

export interface SubscriptionResult {
  id: string;
  /** active, incomplete (first payment needs action or failed), canceled, ... */
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** The first invoice's payment. */
  payment: PaymentResult | null;
}

export interface RefundResult {
  id: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

/** Any provider object listed by the lambda/stripe family, normalised (fields absent on a kind are null). */
export interface ProviderObject {
  id: string;
  object: string;
  status: string | null;
  amount: number | null;
  currency: string | null;
  created: string;
  description: string | null;
  customer: string | null;
  url: string | null;
  interval: string | null;
  product: string | null;
  quantity: number | null;
  period_end: string | null;
  cancel_at_period_end: boolean | null;
  metadata: Record<string, string>;
}

export type ListKind = 'products' | 'prices' | 'payment_links' | 'subscriptions' | 'invoices' | 'charges' | 'orders';

export interface ListOptions {
  /** Only this customer's objects. */
  customer?: string;
  /** Only objects in this status (invoices, subscriptions). */
  status?: string;
  /** Objects after this id (cursor). */
  starting_after?: string;
  limit: number;
}

/** A payout account as our tables keep it, read from the provider's account object (./connect.ts). */
export interface PayoutAccountState {
  id: string;
  status: PayoutAccountStatus;
  /** What the provider still asks for (its `requirements.currently_due`, or what it is checking). */
  requirements: string[];
  bank_last4: string | null;
}

export interface PayoutResult {
  id: string;
  status: string;
  arrival_date: string | null;
}

/** The event the webhook handler acts on: Stripe's `Event` shape, reduced to what the handler reads. */
export interface PaymentEvent {
  id: string;
  type: string;
  created: number;
  /** The connected account an event is about (Connect events: payouts, account updates). */
  account?: string;
  data: { object: Record<string, unknown> & { id: string; metadata?: Record<string, string> } };
}

export interface PaymentProvider {
  readonly name: ProviderName;

  /** The provider's customer for one of our users (created on first use; `existing` when we already hold one). */
  ensureCustomer(user: { id: number; email: string; name: string }, existing: string | null): Promise<string>;

  /** A card for the customer: a Stripe.js PaymentMethod id (stripe) or test card details (sandbox). Attached. */
  addCard(customer: string, input: { payment_method_id?: string; card?: RawCard }): Promise<CardSummary>;
  /** Sandbox only: a PaymentMethod for test card details, not saved to any customer. */
  createTestPaymentMethod?(card: RawCard): Promise<string>;
  /** Attaches an existing PaymentMethod to the customer. */
  attachPaymentMethod(customer: string, paymentMethodId: string): Promise<CardSummary>;
  detachPaymentMethod(customer: string, paymentMethodId: string): Promise<void>;
  listCards(customer: string, opts?: { type?: string; limit?: number }): Promise<CardSummary[]>;
  setDefaultCard(customer: string, paymentMethodId: string): Promise<void>;

  /**
   * Creates and confirms a PaymentIntent. The idempotency key makes a retried or concurrent call the same
   * payment; `metadata` travels to the events (checkout_id, program_id, athlete_id).
   */
  createPayment(input: {
    amount: number;
    currency: string;
    customer: string;
    payment_method: string;
    save_card: boolean;
    description: string;
    metadata: Record<string, string>;
    idempotency_key: string;
    return_url: string;
  }): Promise<PaymentResult>;
  /** The payment now (after Stripe.js ran the authentication step, or the sandbox's step with `approve`). */
  confirmPayment(paymentId: string, opts: { approve?: boolean }): Promise<PaymentResult>;
  cancelPayment(paymentId: string): Promise<void>;
  /** The payment as it stands, changing nothing. */
  retrievePayment(paymentId: string): Promise<PaymentResult>;
  /** What the provider kept of a succeeded payment (Stripe: its charge's balance transaction's fee); null when unknown. */
  providerFee(paymentId: string): Promise<number | null>;

  /** A subscription to a recurring price made from the program (product and price created or reused). */
  createSubscription(input: {
    customer: string;
    payment_method: string;
    product: { key: string; name: string };
    amount: number;
    currency: string;
    interval: 'month' | 'year';
    coupon_amount_off: number;
    metadata: Record<string, string>;
    idempotency_key: string;
  }): Promise<SubscriptionResult>;
  /** Ends the subscription at the current period's end (`now`: at once). */
  cancelSubscription(subscriptionId: string, opts: { now?: boolean }): Promise<SubscriptionResult>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderObject>;
  /** Adds metered usage (an invoice item of `quantity` × the subscription's unit amount) to the next invoice. */
  usageCharge(subscriptionId: string, quantity: number, idempotencyKey: string): Promise<ProviderObject>;

  /** Refunds a payment once per idempotency key (`amount` absent: what is left). */
  refund(input: { payment_id: string; amount: number | null; metadata: Record<string, string>; idempotency_key: string }): Promise<RefundResult>;

  createProduct(input: { name: string; description: string | null; metadata: Record<string, string> }): Promise<ProviderObject>;
  createPrice(input: { product: string; unit_amount: number; currency: string; interval: 'month' | 'year' | null }): Promise<ProviderObject>;
  createPaymentLink(input: { price: string; quantity: number }): Promise<ProviderObject>;
  list(kind: ListKind, opts: ListOptions): Promise<{ list: ProviderObject[]; has_more: boolean }>;

  // ---- Connect: trainers' payout accounts and payouts (ADR 027) ----------------------------------------------------

  /** A connected account for a trainer (Stripe: an Express account able to receive transfers), once per key. */
  createPayoutAccount(input: { email: string; country: string; metadata: Record<string, string>; idempotency_key: string }): Promise<PayoutAccountState>;
  /**
   * A one-time link to the provider's onboarding form, returning to our site (Stripe's `account_onboarding` link: for an
   * Express account it is also how details are updated, the form asking only what is missing).
   */
  payoutAccountLink(input: { account: string; refresh_url: string; return_url: string }): Promise<{ url: string; expires_at: string }>;
  /** The account as it stands now. */
  retrievePayoutAccount(account: string): Promise<PayoutAccountState>;
  /**
   * Moves money from the platform to the connected account, once per idempotency key; the transfer is filed under
   * `group` (Stripe's `transfer_group`), which outlives the key (Stripe keeps keys for 24 hours).
   */
  transfer(input: { amount: number; currency: string; destination: string; group: string; metadata: Record<string, string>; idempotency_key: string }): Promise<{ id: string }>;
  /** The transfer filed under `group`, if one was made. */
  findTransfer(group: string): Promise<{ id: string } | null>;
  /** Pays the connected account's money to its bank, once per idempotency key; the outcome arrives as payout.paid or payout.failed. */
  payout(input: { account: string; amount: number; currency: string; metadata: Record<string, string>; idempotency_key: string }): Promise<PayoutResult>;
  /** Takes a transfer's money back to the platform (a failed payout's), once per idempotency key. */
  reverseTransfer(input: { transfer: string; amount: number; metadata: Record<string, string>; idempotency_key: string }): Promise<{ id: string }>;

  /** Verifies the signature of a webhook delivery and returns its event; throws on a bad signature. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** A provider-side refusal with a message for people (card declined, unknown card, ...): answered as 402/422. */
export class PaymentError extends HttpError {
  constructor(
    message: string,
    readonly code: string,
    readonly status = 402,
  ) {
    super(status, message);
  }
}
