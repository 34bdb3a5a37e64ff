/**
 * A test double of Stripe's HTTP API (this machine has no internet) for the calls server/payments/stripe.ts makes
 * through the official SDK: a node:http server on loopback that reads Stripe's form encoding (`metadata[k]`,
 * `items[0][price]`, `expand[0]`), keeps its objects in memory and answers in Stripe's JSON shapes and error
 * envelope (`{error: {type, code, decline_code, message, param, payment_intent}}`).
 *
 * What it holds to, as Stripe does:
 * - `Authorization: Bearer sk_test_...` is required.
 * - `Idempotency-Key`: the same key with the same request answers the stored response (header `Idempotent-Replayed`),
 *   card declines included; the same key with another request is an `idempotency_error`.
 * - Test PaymentMethods by id: `pm_card_visa`, `pm_card_mastercard` succeed; `pm_card_chargeDeclined` (402 card_error
 *   card_declined / generic_decline) and `pm_card_chargeDeclinedInsufficientFunds` (insufficient_funds) are declined,
 *   also when attached to a customer (Stripe checks a card on attach); `pm_card_chargeCustomerFail` attaches but its
 *   charges are declined; `pm_card_authenticationRequired` asks for 3-D Secure on every payment (`requires_action`).
 *   Like Stripe's test tokens, each use of one makes a new PaymentMethod (`pm_...`); `state.createPaymentMethod` makes
 *   one the way Stripe.js does in the browser.
 * - Since API version basil: a subscription's period is on its items, an invoice names its PaymentIntent in
 *   `payments` and `confirmation_secret`, which are only sent when expanded (includable), as is a payment link's
 *   `line_items`.
 * - Connect: accounts (`POST/GET /v1/accounts`), onboarding links (`/v1/account_links`, a URL on this server that
 *   nothing answers: `state.completeOnboarding` plays the hosted form, enabling the account or leaving it pending
 *   verification or short of a document), transfers to an account whose `transfers` capability is active (else
 *   `insufficient_capabilities_for_transfer`) and their reversals (only as far as the account's balance covers them),
 *   payouts. `Stripe-Account: acct_...` makes a request act on that connected account (an unknown one is a 403
 *   `account_invalid`; only the payout routes take the header); Idempotency-Keys are per account. A connected
 *   account's available balance (`state.balanceOf`) is what was transferred, less reversals and payouts; a payout above
 *   it is `balance_insufficient`, one from an account without payouts `payouts_not_allowed`. Payouts stay `pending`
 *   until `state.settlePayout` pays or fails them (a failure gives the amount back).
 * Not modelled: everything else (taxes, prorations, test clocks, events, search; in Connect: the platform's own
 * balance (transfers and platform payouts are not checked against it), pending balances (a transfer is available at
 * once), destination charges, application fees, instant payouts, persons, login links, account deletion, and the
 * connected account's own customers, charges and the like).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
/** A stored Stripe object. Fields starting with `_` are the double's own and never sent. */
export type StripeObject = Json & { id: string; object: string };

export interface StripeApiCall {
  method: string;
  /** The path without the query, e.g. /v1/payment_intents/pi_123/confirm. */
  path: string;
  idempotencyKey: string | null;
  /** The `Stripe-Account` header: the connected account the request acts on, null for the platform. */
  stripeAccount: string | null;
  /** The decoded parameters (query or form body). */
  params: Json;
  status: number;
  /** Answered from the idempotency store. */
  replayed: boolean;
}

export interface StripeApiState {
  /** Every stored object by id, in creation order. */
  objects: Map<string, StripeObject>;
  get(id: string): StripeObject | undefined;
  /** The stored objects of one kind ('payment_intent', 'refund', 'subscription', ...), oldest first. */
  all(object: string): StripeObject[];
  /** A PaymentMethod for a test card (`pm_card_visa`, ...), as Stripe.js makes one in the browser. */
  createPaymentMethod(testCard: string): StripeObject;
  /** Ends a PaymentIntent's 3-D Secure step as Stripe.js would: approved (it succeeds) or failed. */
  authenticate(paymentIntentId: string, approve?: boolean): StripeObject;
  /**
   * Ends a connected account's hosted onboarding form as Stripe would: `enabled` (transfers active, payouts on),
   * `pending_verification` (details given, Stripe still checking: transfers pending) or `details_needed` (a document
   * is past due: transfers inactive). Returns the account as Stripe sends it (for an `account.updated` event).
   */
  completeOnboarding(accountId: string, outcome: OnboardingOutcome): StripeObject;
  /**
   * Ends a pending payout: `paid`, or `failed` (by default `account_closed`), which gives its amount back to the
   * connected account's balance. Returns the payout as Stripe sends it (for a `payout.paid`/`payout.failed` event).
   */
  settlePayout(payoutId: string, outcome: PayoutOutcome, failure?: { code: string; message: string }): StripeObject;
  /** A connected account's available balance in a currency (transfers in, less reversals and payouts). */
  balanceOf(accountId: string, currency: string): number;
}

export type OnboardingOutcome = 'enabled' | 'pending_verification' | 'details_needed';
export type PayoutOutcome = 'paid' | 'failed';

export interface StripeApiServer {
  url: string;
  port: number;
  calls: StripeApiCall[];
  state: StripeApiState;
  /**
   * Awaited after a request was done (its objects stored, its idempotency key kept) and before its answer is sent:
   * a test may stop its client there, so the client never learns what Stripe did.
   */
  beforeAnswer: ((call: StripeApiCall) => Promise<void> | void) | null;
  close(): Promise<void>;
}

// ---- test cards ----------------------------------------------------------------------------------------------------

type Outcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication';

interface TestCard {
  brand: string;
  last4: string;
  outcome: Outcome;
  /** Declined already when attached to a customer. */
  declinedOnAttach?: boolean;
}

const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined', declinedOnAttach: true },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds', declinedOnAttach: true },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', outcome: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'requires_authentication' },
};

const DECLINES = {
  declined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
} as const;

const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Objects a response leaves out unless the request expands them. */
const INCLUDABLE: Record<string, string[]> = { invoice: ['payments', 'confirmation_secret'], payment_link: ['line_items'] };

const PREFIX: Record<string, string> = {
  customer: 'cus',
  payment_method: 'pm',
  payment_intent: 'pi',
  charge: 'ch',
  refund: 're',
  product: 'prod',
  price: 'price',
  coupon: 'co',
  subscription: 'sub',
  subscription_item: 'si',
  invoice: 'in',
  invoice_payment: 'inpay',
  invoiceitem: 'ii',
  payment_link: 'plink',
  item: 'li',
  account: 'acct',
  bank_account: 'ba',
  transfer: 'tr',
  transfer_reversal: 'trr',
  payout: 'po',
  balance_transaction: 'txn',
};

/** What a new individual's account must still give before Stripe enables it (a shortened list). */
const ONBOARDING_DUE = ['external_account', 'individual.dob.day', 'individual.first_name', 'tos_acceptance.date'];

/** A connected account's default currency by country (the double's few; anything else is usd). */
const COUNTRY_CURRENCY: Record<string, string> = { US: 'usd', CA: 'cad', GB: 'gbp', AU: 'aud', FR: 'eur', DE: 'eur', ES: 'eur', IT: 'eur', NL: 'eur', BE: 'eur', IE: 'eur' };

const DAY = 24 * 60 * 60;

// ---- errors and parameters -----------------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Json & { type: string; message: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, extra: Json = {}) => new ApiError(400, { type: 'invalid_request_error', message, ...extra });
const noSuch = (kind: string, id: string, param = 'id') =>
  new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

/** Stripe's form encoding as nested objects: `a[b]=1` → {a: {b: '1'}}, `a[0][b]=1` and `a[]=1` → arrays. */
export function decodeForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [rawKey, value] of params) {
    const head = rawKey.split('[', 1)[0];
    const path = [head, ...Array.from(rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g), (m) => m[1])];
    let node: Json = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    });
  }
  return arrayify(root) as Json;
}

function arrayify(value: unknown): unknown {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arrayify(value[k])] as const);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const str = (p: Json, key: string): string | undefined => (typeof p[key] === 'string' && p[key] !== '' ? (p[key] as string) : undefined);
const obj = (p: Json, key: string): Json => (isObject(p[key]) ? p[key] : {});
const list = (p: Json, key: string): unknown[] => (Array.isArray(p[key]) ? p[key] : []);
const metadata = (p: Json): Record<string, string> => obj(p, 'metadata') as Record<string, string>;
const bool = (p: Json, key: string): boolean | undefined => (p[key] === 'true' ? true : p[key] === 'false' ? false : undefined);

function int(p: Json, key: string, required = false): number | undefined {
  const raw = str(p, key);
  if (raw === undefined) {
    if (required) throw invalid(`Missing required param: ${key}.`, { code: 'parameter_missing', param: key });
    return undefined;
  }
  if (!/^-?\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param: key });
  return Number(raw);
}

function need(p: Json, key: string): string {
  const v = str(p, key);
  if (v === undefined) throw invalid(`Missing required param: ${key}.`, { code: 'parameter_missing', param: key });
  return v;
}

/** A required three-letter currency; the double holds to Stripe's lower-case codes. */
function currencyOf(p: Json, key = 'currency'): string {
  const currency = need(p, key);
  if (currency !== currency.toLowerCase()) throw invalid(`Invalid currency: ${currency}. Stripe currencies are lower-case.`, { param: key });
  return currency;
}

/** An integer of at least 1 (amounts of transfers, reversals, payouts). */
function positive(p: Json, key: string, required = false): number | undefined {
  const n = int(p, key, required);
  if (n !== undefined && n < 1) throw invalid('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: key });
  return n;
}

/** Metadata after an update: keys posted empty are removed, and `metadata=` (empty) removes them all. */
function mergeMetadata(current: Record<string, string>, posted: unknown): Record<string, string> {
  if (!isObject(posted)) return posted === '' ? {} : current;
  const merged = { ...current, ...(posted as Record<string, string>) };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ''));
}

/** An account's `requirements` (or `future_requirements`); eventually_due holds what is currently due. */
function requirements(fields: { currently_due?: string[]; past_due?: string[]; pending_verification?: string[]; disabled_reason: string | null }): Json {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...(fields.currently_due ?? [])],
    disabled_reason: fields.disabled_reason,
    errors: [],
    eventually_due: [...(fields.currently_due ?? [])],
    past_due: [...(fields.past_due ?? [])],
    pending_verification: [...(fields.pending_verification ?? [])],
  };
}

const now = () => Math.floor(Date.now() / 1000);
const rand = (n: number) => randomBytes(n * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, n);

function addPeriod(start: number, interval: string): number {
  const d = new Date(start * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else if (interval === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

// ---- the API -------------------------------------------------------------------------------------------------------

/** `account`: the request's `Stripe-Account` header (a connected account the platform acts on), or null. */
type Handler = (params: Json, id: string, account: string | null) => { status?: number; body: unknown };

class StripeApi implements StripeApiState {
  readonly objects = new Map<string, StripeObject>();

  constructor(private readonly baseUrl: () => string) {}

  get(id: string) {
    return this.objects.get(id);
  }

  all(object: string) {
    return [...this.objects.values()].filter((o) => o.object === object);
  }

  private create(object: string, fields: Json, id?: string): StripeObject {
    const o: StripeObject = { id: id ?? `${PREFIX[object] ?? object}_${rand(24)}`, object, created: now(), livemode: false, ...fields };
    this.objects.set(o.id, o);
    return o;
  }

  private find(object: string, id: string, param = 'id', label = object): StripeObject {
    const o = this.objects.get(id);
    if (!o || o.object !== object) throw noSuch(label, id, param);
    return o;
  }

  /** A response body: a copy without the double's own fields, includable fields only when expanded, ids expanded. */
  render(value: unknown, expand: string[] = []): unknown {
    if (Array.isArray(value)) return value.map((v) => this.render(v, expand));
    if (!isObject(value)) return value;
    const includable = INCLUDABLE[String(value.object)] ?? [];
    const out: Json = {};
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('_')) continue;
      const below = expand.filter((p) => p === key || p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1));
      if (includable.includes(key) && below.length === 0) continue;
      const target = below.length > 0 && typeof v === 'string' ? (this.objects.get(v) ?? v) : v;
      out[key] = this.render(target, below.filter(Boolean));
    }
    return out;
  }

  /** A page of a list, newest first, as Stripe's list endpoints answer. */
  private page(path: string, items: StripeObject[], p: Json) {
    const limit = int(p, 'limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalid('This value must be greater than or equal to 1 and less than or equal to 100.', { param: 'limit' });
    let rows = [...items].reverse();
    const after = str(p, 'starting_after');
    if (after) {
      const at = rows.findIndex((o) => o.id === after);
      if (at < 0) throw noSuch('object', after, 'starting_after');
      rows = rows.slice(at + 1);
    }
    return { object: 'list', url: path, has_more: rows.length > limit, data: rows.slice(0, limit) };
  }

  // ---- customers -------------------------------------------------------------------------------------------------

  createCustomer: Handler = (p) => ({
    body: this.create('customer', {
      email: str(p, 'email') ?? null,
      name: str(p, 'name') ?? null,
      description: str(p, 'description') ?? null,
      metadata: metadata(p),
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
    }),
  });

  retrieveCustomer: Handler = (_p, id) => {
    const cus = this.find('customer', id);
    return { body: cus.deleted ? { id, object: 'customer', deleted: true } : cus };
  };

  updateCustomer: Handler = (p, id) => {
    const cus = this.find('customer', id);
    if (cus.deleted) throw invalid('You cannot update a deleted customer.');
    for (const key of ['email', 'name', 'description'] as const) if (key in p) cus[key] = str(p, key) ?? null;
    if ('metadata' in p) cus.metadata = { ...(cus.metadata as Json), ...metadata(p) };
    const settings = obj(p, 'invoice_settings');
    if ('default_payment_method' in settings) {
      const pmId = str(settings, 'default_payment_method');
      if (pmId && this.objects.get(pmId)?.customer !== id) {
        throw invalid(`The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`, {
          code: 'resource_missing',
          param: 'invoice_settings[default_payment_method]',
        });
      }
      (cus.invoice_settings as Json).default_payment_method = pmId ?? null;
    }
    return { body: cus };
  };

  deleteCustomer: Handler = (_p, id) => {
    const cus = this.find('customer', id);
    cus.deleted = true;
    return { body: { id, object: 'customer', deleted: true } };
  };

  private liveCustomer(id: string, param: string): StripeObject {
    const cus = this.find('customer', id, param);
    if (cus.deleted) throw noSuch('customer', id, param);
    return cus;
  }

  // ---- payment methods -------------------------------------------------------------------------------------------

  createPaymentMethod(testCard: string): StripeObject {
    const card = TEST_CARDS[testCard];
    if (!card) throw new Error(`not a test card: ${testCard}`);
    const year = new Date().getUTCFullYear() + 3;
    return this.create('payment_method', {
      type: 'card',
      customer: null,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: year, funding: 'credit', country: 'US', display_brand: card.brand },
      metadata: {},
      allow_redisplay: 'unspecified',
      _card: card,
    });
  }

  /** A PaymentMethod by id; a test token makes a new one, as in Stripe's test mode. */
  private paymentMethod(id: string, param = 'payment_method'): StripeObject {
    if (TEST_CARDS[id]) return this.createPaymentMethod(id);
    return this.find('payment_method', id, param, 'PaymentMethod');
  }

  retrievePaymentMethod: Handler = (_p, id) => ({ body: this.paymentMethod(id, 'id') });

  attachPaymentMethod: Handler = (p, id) => {
    const customer = need(p, 'customer');
    this.liveCustomer(customer, 'customer');
    const pm = this.paymentMethod(id, 'payment_method');
    if (pm.customer && pm.customer !== customer) throw invalid('The payment method you provided has already been attached to a customer.', { param: 'payment_method' });
    const card = pm._card as TestCard;
    if (card.declinedOnAttach) {
      const decline = DECLINES[card.outcome as keyof typeof DECLINES];
      throw new ApiError(402, { type: 'card_error', code: 'card_declined', ...decline, param: '', payment_method: this.render(pm) });
    }
    pm.customer = customer;
    pm._attached = this.objects.size;
    return { body: pm };
  };

  detachPaymentMethod: Handler = (_p, id) => {
    const pm = this.find('payment_method', id, 'payment_method', 'PaymentMethod');
    if (!pm.customer) throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.', { param: 'payment_method' });
    const cus = this.objects.get(String(pm.customer));
    const settings = cus?.invoice_settings as Json | undefined;
    if (settings?.default_payment_method === id) settings.default_payment_method = null;
    pm.customer = null;
    return { body: pm };
  };

  listPaymentMethods: Handler = (p) => {
    const customer = need(p, 'customer');
    this.liveCustomer(customer, 'customer');
    const type = str(p, 'type');
    const attached = this.all('payment_method')
      .filter((pm) => pm.customer === customer && (!type || pm.type === type))
      .sort((a, b) => Number(a._attached) - Number(b._attached));
    return { body: this.page('/v1/payment_methods', attached, p) };
  };

  // ---- payment intents -------------------------------------------------------------------------------------------

  createPaymentIntent: Handler = (p) => {
    const amount = int(p, 'amount', true) ?? 0;
    const currency = currencyOf(p);
    if (amount < 50) throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    const customer = str(p, 'customer');
    if (customer) this.liveCustomer(customer, 'customer');
    const automatic = obj(p, 'automatic_payment_methods');
    const confirm = bool(p, 'confirm') ?? false;
    if (confirm && automatic.enabled === 'true' && automatic.allow_redirects !== 'never' && !str(p, 'return_url')) {
      throw invalid(
        'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
      );
    }
    const pmId = str(p, 'payment_method');
    const pm = pmId ? this.paymentMethod(pmId) : null;
    if (pm?.customer && pm.customer !== customer) {
      throw invalid(`The provided PaymentMethod ${pm.id} belongs to another Customer. Pass the Customer it is attached to.`, { param: 'payment_method' });
    }
    const pi = this.newPaymentIntent({
      amount,
      currency,
      customer: customer ?? null,
      payment_method: pm?.id ?? null,
      description: str(p, 'description') ?? null,
      metadata: metadata(p),
      setup_future_usage: str(p, 'setup_future_usage') ?? null,
      automatic_payment_methods: automatic.enabled === 'true' ? { enabled: true, allow_redirects: automatic.allow_redirects ?? 'always' } : null,
    });
    if (confirm) this.attempt(pi, p);
    return { body: pi };
  };

  private newPaymentIntent(fields: Json): StripeObject {
    const id = `pi_${rand(24)}`;
    return this.create(
      'payment_intent',
      {
        amount_received: 0,
        capture_method: 'automatic',
        confirmation_method: 'automatic',
        client_secret: `${id}_secret_${rand(25)}`,
        status: fields.payment_method ? 'requires_confirmation' : 'requires_payment_method',
        payment_method_types: ['card'],
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        canceled_at: null,
        cancellation_reason: null,
        setup_future_usage: null,
        description: null,
        metadata: {},
        ...fields,
      },
      id,
    );
  }

  retrievePaymentIntent: Handler = (_p, id) => ({ body: this.find('payment_intent', id, 'intent') });

  confirmPaymentIntent: Handler = (p, id) => {
    const pi = this.find('payment_intent', id, 'intent');
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
      throw invalid(`You cannot confirm this PaymentIntent because it has a status of ${String(pi.status)}.`, { code: 'payment_intent_unexpected_state', payment_intent: this.render(pi) });
    }
    const pmId = str(p, 'payment_method');
    if (pmId) {
      const pm = this.paymentMethod(pmId);
      if (pm.customer && pi.customer && pm.customer !== pi.customer) throw invalid(`The provided PaymentMethod ${pm.id} belongs to another Customer.`, { param: 'payment_method' });
      pi.payment_method = pm.id;
    }
    if (!pi.payment_method) {
      throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", { code: 'payment_intent_unexpected_state', payment_intent: this.render(pi) });
    }
    this.attempt(pi, p);
    return { body: pi };
  };

  cancelPaymentIntent: Handler = (_p, id) => {
    const pi = this.find('payment_intent', id, 'intent');
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state', payment_intent: this.render(pi) },
      );
    }
    Object.assign(pi, { status: 'canceled', canceled_at: now(), next_action: null });
    return { body: pi };
  };

  listPaymentIntents: Handler = (p) => {
    const customer = str(p, 'customer');
    return { body: this.page('/v1/payment_intents', this.all('payment_intent').filter((pi) => !customer || pi.customer === customer), p) };
  };

  /** Charges the PaymentIntent's card: its test card decides. A decline answers 402 with the PaymentIntent. */
  private attempt(pi: StripeObject, p: Json): void {
    const pm = this.find('payment_method', String(pi.payment_method), 'payment_method', 'PaymentMethod');
    const card = pm._card as TestCard;
    pi.last_payment_error = null;
    if (card.outcome === 'succeeds') return this.succeed(pi);
    if (card.outcome === 'requires_authentication') {
      const returnUrl = str(p, 'return_url');
      pi.status = 'requires_action';
      pi.next_action =
        bool(p, 'use_stripe_sdk') || !returnUrl
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${this.baseUrl()}/3ds/${pi.id}`, source: `src_${rand(24)}` } }
          : { type: 'redirect_to_url', redirect_to_url: { url: `${this.baseUrl()}/3ds/${pi.id}`, return_url: returnUrl } };
      return;
    }
    const decline = DECLINES[card.outcome];
    const charge = this.charge(pi, 'failed', { failure_code: 'card_declined', failure_message: decline.message, outcome: { type: 'issuer_declined', reason: decline.decline_code } });
    const error = { type: 'card_error', code: 'card_declined', ...decline, charge: charge.id, doc_url: 'https://docs.stripe.com/error-codes/card-declined' };
    // As at Stripe: the failed PaymentMethod leaves the PaymentIntent and stays in last_payment_error.
    Object.assign(pi, { status: 'requires_payment_method', payment_method: null, next_action: null, last_payment_error: { ...error, payment_method: this.render(pm) } });
    throw new ApiError(402, { ...error, payment_intent: this.render(pi), payment_method: this.render(pm) });
  }

  private charge(pi: StripeObject, status: 'succeeded' | 'failed', extra: Json = {}): StripeObject {
    const charge = this.create('charge', {
      amount: pi.amount,
      amount_captured: status === 'succeeded' ? pi.amount : 0,
      amount_refunded: 0,
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      metadata: pi.metadata,
      paid: status === 'succeeded',
      captured: status === 'succeeded',
      refunded: false,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      receipt_url: status === 'succeeded' ? `https://pay.stripe.com/receipts/payment/${rand(32)}` : null,
      status,
      failure_code: null,
      failure_message: null,
      ...extra,
    });
    pi.latest_charge = charge.id;
    if (status === 'succeeded') {
      // Stripe's fee on the charge (its standard card pricing, 2.9 % + 30¢), on the charge's balance transaction.
      const amount = Number(pi.amount);
      const fee = Math.round(amount * 0.029) + 30;
      const bt = this.create('balance_transaction', { amount, currency: pi.currency, fee, net: amount - fee, type: 'charge', source: charge.id, status: 'pending', fee_details: [{ amount: fee, currency: pi.currency, type: 'stripe_fee', description: 'Stripe processing fees' }] });
      charge.balance_transaction = bt.id;
    }
    return charge;
  }

  private succeed(pi: StripeObject): void {
    this.charge(pi, 'succeeded');
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, next_action: null, last_payment_error: null });
    const pm = this.objects.get(String(pi.payment_method));
    if (pm && !pm.customer && pi.customer && pi.setup_future_usage) {
      pm.customer = pi.customer;
      pm._attached = this.objects.size;
    }
    if (pi._invoice) this.payInvoice(String(pi._invoice));
  }

  authenticate(paymentIntentId: string, approve = true): StripeObject {
    const pi = this.find('payment_intent', paymentIntentId);
    if (pi.status !== 'requires_action') throw new Error(`${paymentIntentId} is ${String(pi.status)}, not waiting for authentication`);
    if (approve) {
      this.succeed(pi);
    } else {
      const pm = this.objects.get(String(pi.payment_method));
      Object.assign(pi, {
        status: 'requires_payment_method',
        payment_method: null,
        next_action: null,
        last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED, payment_method: this.render(pm) },
      });
    }
    return pi;
  }

  listCharges: Handler = (p) => {
    const customer = str(p, 'customer');
    return { body: this.page('/v1/charges', this.all('charge').filter((c) => !customer || c.customer === customer), p) };
  };

  // ---- refunds ---------------------------------------------------------------------------------------------------

  createRefund: Handler = (p) => {
    const piId = need(p, 'payment_intent');
    const pi = this.find('payment_intent', piId, 'payment_intent');
    const charge = pi.status === 'succeeded' ? this.objects.get(String(pi.latest_charge)) : undefined;
    if (!charge) throw invalid(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, { param: 'payment_intent' });
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    if (left <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = int(p, 'amount') ?? left;
    if (amount <= 0) throw invalid('Amount must be positive.', { param: 'amount' });
    if (amount > left) {
      const money = (n: number) => `$${(n / 100).toFixed(2)}`;
      throw invalid(`Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`, { code: 'amount_too_large', param: 'amount' });
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = this.create('refund', {
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: pi.id,
      metadata: metadata(p),
      reason: str(p, 'reason') ?? null,
      status: 'succeeded',
    });
    return { body: refund };
  };

  // ---- products, prices, coupons, payment links -------------------------------------------------------------------

  createProduct: Handler = (p) => {
    const id = str(p, 'id');
    if (id && this.objects.has(id)) throw invalid('Product already exists.', { code: 'resource_already_exists', param: 'id' });
    const product = this.create(
      'product',
      { name: need(p, 'name'), description: str(p, 'description') ?? null, active: bool(p, 'active') ?? true, metadata: metadata(p), url: null, images: [], type: 'service', updated: now(), default_price: null },
      id,
    );
    return { body: product };
  };

  retrieveProduct: Handler = (_p, id) => ({ body: this.find('product', id) });

  updateProduct: Handler = (p, id) => {
    const product = this.find('product', id);
    const active = bool(p, 'active');
    if (active !== undefined) product.active = active;
    if (str(p, 'name')) product.name = str(p, 'name');
    product.updated = now();
    return { body: product };
  };

  listProducts: Handler = (p) => {
    const active = bool(p, 'active');
    return { body: this.page('/v1/products', this.all('product').filter((o) => active === undefined || o.active === active), p) };
  };

  createPrice: Handler = (p) => {
    const product = this.find('product', need(p, 'product'), 'product');
    const currency = currencyOf(p);
    const unitAmount = int(p, 'unit_amount', true) ?? 0;
    const lookupKey = str(p, 'lookup_key') ?? null;
    const holder = lookupKey ? this.all('price').find((o) => o.lookup_key === lookupKey) : undefined;
    if (holder && !bool(p, 'transfer_lookup_key')) throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
    if (holder) holder.lookup_key = null;
    const interval = str(obj(p, 'recurring'), 'interval');
    const price = this.newPrice(product.id, currency, unitAmount, interval ?? null, { lookup_key: lookupKey, nickname: str(p, 'nickname') ?? null, metadata: metadata(p) });
    return { body: price };
  };

  private newPrice(product: string, currency: string, unitAmount: number, interval: string | null, extra: Json = {}): StripeObject {
    return this.create('price', {
      active: true,
      billing_scheme: 'per_unit',
      currency,
      product,
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
      recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed', meter: null, trial_period_days: null } : null,
      type: interval ? 'recurring' : 'one_time',
      tax_behavior: 'unspecified',
      lookup_key: null,
      nickname: null,
      metadata: {},
      ...extra,
    });
  }

  retrievePrice: Handler = (_p, id) => ({ body: this.find('price', id) });

  listPrices: Handler = (p) => {
    const keys = list(p, 'lookup_keys').map(String);
    const active = bool(p, 'active');
    const product = str(p, 'product');
    const rows = this.all('price').filter(
      (o) => (keys.length === 0 || keys.includes(String(o.lookup_key))) && (active === undefined || o.active === active) && (!product || o.product === product),
    );
    return { body: this.page('/v1/prices', rows, p) };
  };

  createCoupon: Handler = (p) => {
    const amountOff = int(p, 'amount_off');
    const percentOff = str(p, 'percent_off');
    if (amountOff === undefined && percentOff === undefined) throw invalid('Must provide either `amount_off` or `percent_off`.');
    if (amountOff !== undefined && !str(p, 'currency')) throw invalid('You must pass currency when passing amount_off', { param: 'currency' });
    const coupon = this.create(
      'coupon',
      {
        amount_off: amountOff ?? null,
        currency: str(p, 'currency') ?? null,
        percent_off: percentOff ? Number(percentOff) : null,
        duration: str(p, 'duration') ?? 'once',
        duration_in_months: null,
        name: str(p, 'name') ?? null,
        metadata: metadata(p),
        times_redeemed: 0,
        valid: true,
      },
      str(p, 'id') ?? rand(8),
    );
    return { body: coupon };
  };

  createPaymentLink: Handler = (p) => {
    const items = list(p, 'line_items').filter(isObject);
    if (items.length === 0) throw invalid('Missing required param: line_items.', { code: 'parameter_missing', param: 'line_items' });
    const lines = items.map((line, i) => {
      const price = this.find('price', need(line, 'price'), `line_items[${i}][price]`);
      const quantity = int(line, 'quantity', true) ?? 1;
      const total = Number(price.unit_amount) * quantity;
      const product = this.objects.get(String(price.product));
      return {
        id: `li_${rand(24)}`,
        object: 'item',
        amount_discount: 0,
        amount_subtotal: total,
        amount_tax: 0,
        amount_total: total,
        currency: price.currency,
        description: product?.name ?? null,
        metadata: {},
        price: this.render(price),
        quantity,
      };
    });
    const link = this.create('payment_link', {
      active: true,
      currency: lines[0].currency,
      url: `https://buy.stripe.com/test_${rand(14)}`,
      metadata: metadata(p),
      line_items: { object: 'list', data: lines, has_more: false, url: '/v1/payment_links/line_items' },
    });
    delete link.created; // Stripe's payment links carry no creation time.
    return { body: link };
  };

  listPaymentLinks: Handler = (p) => ({ body: this.page('/v1/payment_links', this.all('payment_link'), p) });

  // ---- subscriptions and invoices --------------------------------------------------------------------------------

  createSubscription: Handler = (p) => {
    const customer = this.liveCustomer(need(p, 'customer'), 'customer');
    const items = list(p, 'items').filter(isObject);
    if (items.length !== 1) throw invalid('The double takes exactly one subscription item.', { param: 'items' });
    const price = this.find('price', need(items[0], 'price'), 'items[0][price]');
    if (!price.recurring) throw invalid('The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.', { param: 'items[0][price]' });
    const quantity = int(items[0], 'quantity') ?? 1;
    const pmId = str(p, 'default_payment_method') ?? null;
    if (pmId && this.objects.get(pmId)?.customer !== customer.id) {
      throw invalid(`The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`, {
        code: 'resource_missing',
        param: 'default_payment_method',
      });
    }
    const couponId = list(p, 'discounts').filter(isObject).map((d) => str(d, 'coupon'))[0];
    const coupon = couponId ? this.find('coupon', couponId, 'discounts[0][coupon]') : null;
    const behavior = str(p, 'payment_behavior') ?? 'allow_incomplete';
    if (behavior !== 'allow_incomplete' && behavior !== 'default_incomplete') throw invalid(`The double does not model payment_behavior=${behavior}.`, { param: 'payment_behavior' });

    const start = now();
    const end = addPeriod(start, String((price.recurring as Json).interval));
    const sub = this.create('subscription', {
      customer: customer.id,
      currency: price.currency,
      status: 'incomplete',
      start_date: start,
      billing_cycle_anchor: start,
      collection_method: 'charge_automatically',
      default_payment_method: pmId,
      description: str(p, 'description') ?? null,
      discounts: coupon ? [`di_${rand(24)}`] : [],
      metadata: metadata(p),
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      payment_settings: { payment_method_types: list(obj(p, 'payment_settings'), 'payment_method_types'), save_default_payment_method: str(obj(p, 'payment_settings'), 'save_default_payment_method') ?? 'off' },
    });
    const item = { id: `si_${rand(24)}`, object: 'subscription_item', created: start, price: this.render(price), quantity, subscription: sub.id, current_period_start: start, current_period_end: end, metadata: {}, discounts: [], tax_rates: [] };
    sub.items = { object: 'list', data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${sub.id}` };

    const subtotal = Number(price.unit_amount) * quantity;
    const due = Math.max(0, subtotal - Number(coupon?.amount_off ?? 0));
    const invoice = this.create('invoice', {
      customer: customer.id,
      currency: price.currency,
      status: 'open',
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      subtotal,
      total: due,
      amount_due: due,
      amount_paid: 0,
      amount_remaining: due,
      description: null,
      hosted_invoice_url: `https://invoice.stripe.com/i/test_${rand(24)}`,
      metadata: {},
      period_start: start,
      period_end: start,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      status_transitions: { finalized_at: start, paid_at: null },
      payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
      confirmation_secret: null,
    });
    sub.latest_invoice = invoice.id;
    if (due === 0) {
      this.payInvoice(invoice.id);
      return { body: sub };
    }
    const pi = this.newPaymentIntent({ amount: due, currency: price.currency, customer: customer.id, payment_method: pmId, description: 'Subscription creation', _invoice: invoice.id });
    invoice.confirmation_secret = { type: 'payment_intent', client_secret: pi.client_secret };
    (invoice.payments as { data: Json[] }).data.push({
      id: `inpay_${rand(24)}`,
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: due,
      currency: price.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      created: start,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
    // allow_incomplete charges at once (a decline or 3-D Secure leaves the subscription incomplete); default_incomplete
    // leaves the PaymentIntent for the caller to confirm.
    if (behavior === 'allow_incomplete' && pmId) {
      try {
        this.attempt(pi, {});
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 402) throw err;
      }
    }
    return { body: sub };
  };

  private payInvoice(invoiceId: string): void {
    const invoice = this.find('invoice', invoiceId);
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    (invoice.status_transitions as Json).paid_at = now();
    for (const payment of (invoice.payments as { data: Json[] }).data) Object.assign(payment, { status: 'paid', amount_paid: payment.amount_requested });
    const subId = ((invoice.parent as Json).subscription_details as Json).subscription;
    const sub = this.objects.get(String(subId));
    if (sub && (sub.status === 'incomplete' || sub.status === 'past_due')) sub.status = 'active';
  }

  retrieveSubscription: Handler = (_p, id) => ({ body: this.find('subscription', id) });

  updateSubscription: Handler = (p, id) => {
    const sub = this.find('subscription', id);
    if (sub.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const atEnd = bool(p, 'cancel_at_period_end');
    if (atEnd !== undefined) {
      sub.cancel_at_period_end = atEnd;
      sub.cancel_at = atEnd ? (sub.items as { data: Json[] }).data[0].current_period_end : null;
      sub.canceled_at = atEnd ? now() : null;
    }
    if ('metadata' in p) sub.metadata = { ...(sub.metadata as Json), ...metadata(p) };
    return { body: sub };
  };

  cancelSubscription: Handler = (p, id) => {
    const sub = this.find('subscription', id);
    if (sub.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
    return { body: sub };
  };

  listSubscriptions: Handler = (p) => {
    const customer = str(p, 'customer');
    const status = str(p, 'status');
    const rows = this.all('subscription').filter(
      (s) => (!customer || s.customer === customer) && (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
    );
    return { body: this.page('/v1/subscriptions', rows, p) };
  };

  createInvoiceItem: Handler = (p) => {
    const customer = this.liveCustomer(need(p, 'customer'), 'customer');
    const subId = str(p, 'subscription');
    const sub = subId ? this.find('subscription', subId, 'subscription') : null;
    if (sub && sub.customer !== customer.id) throw invalid(`The subscription ${sub.id} does not belong to customer ${customer.id}.`, { param: 'subscription' });
    const data = obj(p, 'price_data');
    if (!isObject(p.price_data)) throw invalid('The double takes invoice items with price_data only.', { param: 'price_data' });
    const product = this.find('product', need(data, 'product'), 'price_data[product]');
    const unitAmount = int(data, 'unit_amount', true) ?? 0;
    const quantity = int(p, 'quantity') ?? 1;
    const price = this.newPrice(product.id, need(data, 'currency'), unitAmount, null, { active: false });
    const start = now();
    const item = this.create('invoiceitem', {
      amount: unitAmount * quantity,
      currency: price.currency,
      customer: customer.id,
      date: start,
      description: str(p, 'description') ?? null,
      discountable: true,
      invoice: null,
      metadata: metadata(p),
      parent: sub ? { type: 'subscription_details', subscription_details: { subscription: sub.id, subscription_item: null } } : null,
      period: { start, end: start },
      pricing: { type: 'price_details', price_details: { price: price.id, product: product.id }, unit_amount_decimal: String(unitAmount) },
      proration: false,
      quantity,
      quantity_decimal: String(quantity),
    });
    delete item.created; // invoice items carry `date`
    return { body: item };
  };

  listInvoices: Handler = (p) => {
    const customer = str(p, 'customer');
    const status = str(p, 'status');
    return { body: this.page('/v1/invoices', this.all('invoice').filter((i) => (!customer || i.customer === customer) && (!status || i.status === status)), p) };
  };

  // ---- Connect: accounts, account links, transfers, payouts ------------------------------------------------------

  createAccount: Handler = (p) => {
    const type = str(p, 'type') ?? 'standard';
    if (!['express', 'standard', 'custom'].includes(type)) throw invalid(`Invalid type: must be one of custom, express, or standard`, { param: 'type' });
    const requested = Object.entries(obj(p, 'capabilities'))
      .filter(([, v]) => isObject(v) && v.requested === 'true')
      .map(([name]) => name);
    if (type === 'custom' && requested.length === 0) {
      throw invalid('You must request at least one capability when creating a Custom account, e.g. `capabilities[transfers][requested]=true`.', { param: 'capabilities' });
    }
    const country = (str(p, 'country') ?? 'US').toUpperCase();
    const businessType = str(p, 'business_type') ?? null;
    if (businessType && !['individual', 'company', 'non_profit', 'government_entity'].includes(businessType)) {
      throw invalid(`Invalid business_type: must be one of company, government_entity, individual, or non_profit`, { param: 'business_type' });
    }
    const id = `acct_${rand(16)}`;
    const account = this.create(
      'account',
      {
        type,
        email: str(p, 'email') ?? null,
        country,
        default_currency: COUNTRY_CURRENCY[country] ?? 'usd',
        business_type: businessType,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
        requirements: requirements({ currently_due: ONBOARDING_DUE, past_due: [], disabled_reason: 'requirements.past_due' }),
        future_requirements: requirements({ disabled_reason: null }),
        external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
        tos_acceptance: { date: null },
        metadata: metadata(p),
        _balance: {},
      },
      id,
    );
    delete account.livemode; // Stripe's accounts carry no livemode.
    return { body: account };
  };

  retrieveAccount: Handler = (_p, id) => ({ body: this.find('account', id) });

  updateAccount: Handler = (p, id) => {
    const account = this.find('account', id);
    if ('email' in p) account.email = str(p, 'email') ?? null;
    if ('metadata' in p) account.metadata = mergeMetadata(account.metadata as Record<string, string>, p.metadata);
    return { body: account };
  };

  createAccountLink: Handler = (p) => {
    const accountId = need(p, 'account');
    const account = this.objects.get(accountId);
    if (account?.object !== 'account') throw invalid(`No such account: '${accountId}'`, { code: 'resource_missing', param: 'account' });
    const type = need(p, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') throw invalid(`Invalid type: must be one of account_onboarding or account_update`, { param: 'type' });
    const refreshUrl = need(p, 'refresh_url');
    const returnUrl = need(p, 'return_url');
    for (const [key, value] of [['refresh_url', refreshUrl], ['return_url', returnUrl]] as const) {
      if (!/^https?:\/\//.test(value)) throw invalid('Not a valid URL', { code: 'url_invalid', param: key });
    }
    const created = now();
    // An account link is not stored and has no id: its URL, good for five minutes, is the hosted onboarding form.
    return { body: { object: 'account_link', created, expires_at: created + 300, url: `${this.baseUrl()}/connect/setup/${accountId}/${rand(12)}` } };
  };

  completeOnboarding(accountId: string, outcome: OnboardingOutcome): StripeObject {
    const account = this.find('account', accountId);
    const capability = outcome === 'enabled' ? 'active' : outcome === 'pending_verification' ? 'pending' : 'inactive';
    for (const name of Object.keys(account.capabilities as Json)) (account.capabilities as Json)[name] = capability;
    Object.assign(account, { details_submitted: true, charges_enabled: outcome === 'enabled', payouts_enabled: outcome === 'enabled' });
    account.requirements =
      outcome === 'enabled'
        ? requirements({ disabled_reason: null })
        : outcome === 'pending_verification'
          ? requirements({ pending_verification: ['individual.id_number'], disabled_reason: 'requirements.pending_verification' })
          : requirements({ currently_due: ['individual.verification.document'], past_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due' });
    account.tos_acceptance = { date: (account.tos_acceptance as Json).date ?? now() };
    // The hosted form takes a bank account: payouts go there.
    const external = account.external_accounts as { data: Json[]; total_count: number };
    if (external.data.length === 0) {
      external.data.push({
        id: `ba_${rand(24)}`,
        object: 'bank_account',
        account: account.id,
        account_holder_name: null,
        account_holder_type: 'individual',
        bank_name: 'STRIPE TEST BANK',
        country: account.country,
        currency: account.default_currency,
        default_for_currency: true,
        fingerprint: rand(16),
        last4: '6789',
        metadata: {},
        routing_number: '110000000',
        status: 'new',
      });
      external.total_count = 1;
    }
    return this.render(account) as StripeObject;
  }

  balanceOf(accountId: string, currency: string): number {
    return (this.find('account', accountId)._balance as Record<string, number>)[currency] ?? 0;
  }

  private credit(accountId: string, currency: string, amount: number): void {
    const balance = this.find('account', accountId)._balance as Record<string, number>;
    balance[currency] = (balance[currency] ?? 0) + amount;
  }

  createTransfer: Handler = (p) => {
    const amount = positive(p, 'amount', true) ?? 0;
    const currency = currencyOf(p);
    const destinationId = need(p, 'destination');
    const destination = this.objects.get(destinationId);
    if (destination?.object !== 'account') throw invalid(`No such destination: '${destinationId}'`, { code: 'resource_missing', param: 'destination' });
    if ((destination.capabilities as Json).transfers !== 'active') {
      throw invalid('Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', {
        code: 'insufficient_capabilities_for_transfer',
        param: 'destination',
      });
    }
    const id = `tr_${rand(24)}`;
    const transfer = this.create(
      'transfer',
      {
        amount,
        amount_reversed: 0,
        balance_transaction: `txn_${rand(24)}`,
        currency,
        description: str(p, 'description') ?? null,
        destination: destination.id,
        destination_payment: `py_${rand(24)}`,
        metadata: metadata(p),
        reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
        reversed: false,
        source_transaction: null,
        source_type: 'card',
        transfer_group: str(p, 'transfer_group') ?? null,
      },
      id,
    );
    this.credit(destination.id, currency, amount);
    return { body: transfer };
  };

  retrieveTransfer: Handler = (_p, id) => ({ body: this.find('transfer', id) });

  /** The platform's transfers, newest first, of one `transfer_group` or `destination` when given. */
  listTransfers: Handler = (p) => {
    const group = str(p, 'transfer_group');
    const destination = str(p, 'destination');
    const list = this.all('transfer').filter((t) => (group === undefined || t.transfer_group === group) && (destination === undefined || t.destination === destination));
    return { body: this.page('/v1/transfers', list, p) };
  };

  createTransferReversal: Handler = (p, id) => {
    const transfer = this.find('transfer', id);
    const left = Number(transfer.amount) - Number(transfer.amount_reversed);
    const currency = String(transfer.currency);
    const money = (n: number) => `${(n / 100).toFixed(2)} ${currency}`;
    if (left === 0) throw invalid(`Transfer ${id} has already been fully reversed.`, { param: 'amount' });
    const amount = positive(p, 'amount') ?? left;
    if (amount > left) throw invalid(`Transfer reversal amount (${money(amount)}) is greater than the amount remaining on the transfer (${money(left)}).`, { param: 'amount' });
    // As Stripe documents: a transfer (not made for a destination charge) is reversed only if the destination's
    // balance covers the reversal.
    const destination = String(transfer.destination);
    if (this.balanceOf(destination, currency) < amount) {
      throw invalid(`The destination account ${destination} does not have enough available balance to cover this reversal.`, { code: 'balance_insufficient', param: 'amount' });
    }
    const reversal = this.create('transfer_reversal', {
      amount,
      balance_transaction: `txn_${rand(24)}`,
      currency,
      destination_payment_refund: `pyr_${rand(24)}`,
      metadata: metadata(p),
      source_refund: null,
      transfer: id,
    });
    delete reversal.livemode; // Stripe's transfer reversals carry no livemode.
    transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    (transfer.reversals as { data: Json[] }).data.unshift(reversal);
    this.credit(destination, currency, -amount);
    return { body: reversal };
  };

  listTransferReversals: Handler = (p, id) => {
    const transfer = this.find('transfer', id);
    return { body: this.page(`/v1/transfers/${id}/reversals`, this.all('transfer_reversal').filter((r) => r.transfer === transfer.id), p) };
  };

  /** The platform's own bank account, where its payouts go. */
  private platformBankAccount = `ba_${rand(24)}`;

  createPayout: Handler = (p, _id, accountId) => {
    const amount = positive(p, 'amount', true) ?? 0;
    const currency = currencyOf(p);
    const method = str(p, 'method') ?? 'standard';
    if (method !== 'standard') throw invalid(`The double does not model method=${method} payouts.`, { param: 'method' });
    let destination = this.platformBankAccount;
    if (accountId) {
      const account = this.find('account', accountId);
      if (!account.payouts_enabled) {
        throw invalid('Payouts have been disabled on this account. Check the account\'s requirements to see whether more information is needed.', { code: 'payouts_not_allowed' });
      }
      const available = this.balanceOf(accountId, currency);
      if (amount > available) {
        throw invalid(
          'You have insufficient funds in your Stripe account for this transfer. Your card balance is too low. You can use the /v1/balance endpoint to view your Stripe balance (for more details, see stripe.com/docs/api#balance).',
          { code: 'balance_insufficient' },
        );
      }
      const banks = (account.external_accounts as { data: Json[] }).data;
      const asked = str(p, 'destination');
      const bank = asked ? banks.find((b) => b.id === asked) : banks[0];
      if (!bank) throw invalid(`No such external account: '${asked ?? ''}'`, { code: 'resource_missing', param: 'destination' });
      destination = String(bank.id);
      this.credit(accountId, currency, -amount);
    }
    const created = now();
    const payout = this.create('payout', {
      amount,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: created + 2 * DAY,
      automatic: false,
      balance_transaction: `txn_${rand(24)}`,
      created,
      currency,
      description: str(p, 'description') ?? null,
      destination,
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      metadata: metadata(p),
      method,
      original_payout: null,
      payout_method: null,
      reconciliation_status: 'not_applicable',
      reversed_by: null,
      source_type: 'card',
      statement_descriptor: str(p, 'statement_descriptor') ?? null,
      status: 'pending',
      trace_id: { status: 'pending', value: null },
      type: 'bank_account',
      _account: accountId,
    });
    return { body: payout };
  };

  retrievePayout: Handler = (_p, id, accountId) => {
    const payout = this.find('payout', id);
    // Each account sees its own payouts only, the platform (no Stripe-Account) its own.
    if (payout._account !== accountId) throw noSuch('payout', id);
    return { body: payout };
  };

  settlePayout(payoutId: string, outcome: PayoutOutcome, failure: { code: string; message: string } = { code: 'account_closed', message: 'The bank account has been closed.' }): StripeObject {
    const payout = this.find('payout', payoutId);
    if (payout.status !== 'pending' && payout.status !== 'in_transit') throw new Error(`${payoutId} is ${String(payout.status)}, not on its way`);
    if (outcome === 'paid') {
      payout.status = 'paid';
      (payout.trace_id as Json).status = 'supported';
    } else {
      Object.assign(payout, { status: 'failed', failure_code: failure.code, failure_message: failure.message, failure_balance_transaction: `txn_${rand(24)}` });
      (payout.trace_id as Json).status = 'unsupported';
      // As at Stripe: a failed payout's amount returns to the account's balance.
      if (payout._account) this.credit(String(payout._account), String(payout.currency), Number(payout.amount));
    }
    return this.render(payout) as StripeObject;
  }

  // ---- routing ---------------------------------------------------------------------------------------------------

  /** `onAccount`: the route also answers for a connected account (`Stripe-Account`); the others refuse the header. */
  readonly routes: Array<[method: string, path: RegExp, handler: Handler, onAccount?: true]> = [
    ['POST', /^\/v1\/customers$/, this.createCustomer],
    ['GET', /^\/v1\/customers\/([^/]+)$/, this.retrieveCustomer],
    ['POST', /^\/v1\/customers\/([^/]+)$/, this.updateCustomer],
    ['DELETE', /^\/v1\/customers\/([^/]+)$/, this.deleteCustomer],
    ['GET', /^\/v1\/payment_methods$/, this.listPaymentMethods],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, this.retrievePaymentMethod],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, this.attachPaymentMethod],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, this.detachPaymentMethod],
    ['POST', /^\/v1\/payment_intents$/, this.createPaymentIntent],
    ['GET', /^\/v1\/payment_intents$/, this.listPaymentIntents],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, this.retrievePaymentIntent],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/confirm$/, this.confirmPaymentIntent],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, this.cancelPaymentIntent],
    ['GET', /^\/v1\/charges$/, this.listCharges],
    ['POST', /^\/v1\/refunds$/, this.createRefund],
    ['POST', /^\/v1\/products$/, this.createProduct],
    ['GET', /^\/v1\/products$/, this.listProducts],
    ['GET', /^\/v1\/products\/([^/]+)$/, this.retrieveProduct],
    ['POST', /^\/v1\/products\/([^/]+)$/, this.updateProduct],
    ['POST', /^\/v1\/prices$/, this.createPrice],
    ['GET', /^\/v1\/prices$/, this.listPrices],
    ['GET', /^\/v1\/prices\/([^/]+)$/, this.retrievePrice],
    ['POST', /^\/v1\/coupons$/, this.createCoupon],
    ['POST', /^\/v1\/payment_links$/, this.createPaymentLink],
    ['GET', /^\/v1\/payment_links$/, this.listPaymentLinks],
    ['POST', /^\/v1\/subscriptions$/, this.createSubscription],
    ['GET', /^\/v1\/subscriptions$/, this.listSubscriptions],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, this.retrieveSubscription],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, this.updateSubscription],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, this.cancelSubscription],
    ['POST', /^\/v1\/invoiceitems$/, this.createInvoiceItem],
    ['GET', /^\/v1\/invoices$/, this.listInvoices],
    ['POST', /^\/v1\/accounts$/, this.createAccount],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, this.retrieveAccount],
    ['POST', /^\/v1\/accounts\/([^/]+)$/, this.updateAccount],
    ['POST', /^\/v1\/account_links$/, this.createAccountLink],
    ['POST', /^\/v1\/transfers$/, this.createTransfer],
    ['GET', /^\/v1\/transfers$/, this.listTransfers],
    ['GET', /^\/v1\/transfers\/([^/]+)$/, this.retrieveTransfer],
    ['POST', /^\/v1\/transfers\/([^/]+)\/reversals$/, this.createTransferReversal],
    ['GET', /^\/v1\/transfers\/([^/]+)\/reversals$/, this.listTransferReversals],
    ['POST', /^\/v1\/payouts$/, this.createPayout, true],
    ['GET', /^\/v1\/payouts\/([^/]+)$/, this.retrievePayout, true],
  ];

  /** One request: the route's answer, rendered (expanded as asked), or Stripe's error envelope. */
  handle(method: string, path: string, params: Json, account: string | null = null): { status: number; body: unknown } {
    for (const [m, re, handler, onAccount] of this.routes) {
      const match = m === method ? re.exec(path) : null;
      if (!match) continue;
      try {
        if (account !== null) {
          if (this.objects.get(account)?.object !== 'account') {
            throw new ApiError(403, {
              type: 'invalid_request_error',
              code: 'account_invalid',
              message: `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
            });
          }
          if (!onAccount) throw invalid(`The double does not model ${method} ${path} on a connected account (Stripe-Account).`);
        }
        const { status = 200, body } = handler(params, decodeURIComponent(match[1] ?? ''), account);
        return { status, body: this.render(body, expandOf(params)) };
      } catch (err) {
        if (err instanceof ApiError) return { status: err.status, body: { error: err.error } };
        throw err;
      }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }
}

function expandOf(p: Json): string[] {
  return list(p, 'expand').map(String);
}

// ---- the HTTP server -----------------------------------------------------------------------------------------------

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'request-id': `req_${rand(14)}`, ...headers });
  res.end(text);
}

export async function startStripeApiServer(): Promise<StripeApiServer> {
  const calls: StripeApiCall[] = [];
  /** Account and Idempotency-Key (keys are per account, as at Stripe) → the request it was first used for and the answer. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  let url = '';
  const api = new StripeApi(() => url);
  const double = { beforeAnswer: null } as StripeApiServer;

  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const target = new URL(req.url ?? '/', 'http://stripe.test');
      const raw = method === 'POST' ? await readBody(req) : target.search.slice(1);
      const params = decodeForm(new URLSearchParams(raw));
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const account = typeof req.headers['stripe-account'] === 'string' && req.headers['stripe-account'] !== '' ? req.headers['stripe-account'] : null;
      const call: StripeApiCall = { method, path: target.pathname, idempotencyKey: key, stripeAccount: account, params, status: 0, replayed: false };
      calls.push(call);

      if (!/^Bearer sk_test_\w+/.test(req.headers.authorization ?? '')) {
        call.status = 401;
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const request = `${method} ${target.pathname} ${raw}`;
      const scopedKey = key && method === 'POST' ? `${account ?? 'platform'} ${key}` : null;
      const prior = scopedKey ? idempotent.get(scopedKey) : undefined;
      if (prior) {
        if (prior.request !== request) {
          call.status = 400;
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        call.status = prior.status;
        call.replayed = true;
        return send(res, prior.status, prior.body, { 'idempotent-replayed': 'true', 'idempotency-key': key ?? '' });
      }
      const { status, body } = api.handle(method, target.pathname, params, account);
      if (scopedKey) idempotent.set(scopedKey, { request, status, body });
      call.status = status;
      if (double.beforeAnswer) await double.beforeAnswer(call);
      if (res.destroyed || req.socket.destroyed) return;
      send(res, status, body, key ? { 'idempotency-key': key } : {});
    })().catch((err: unknown) => {
      send(res, 500, { error: { type: 'api_error', message: `The test double failed: ${err instanceof Error ? err.message : String(err)}` } }, { 'stripe-should-retry': 'false' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  Object.assign(double, {
    url,
    port,
    calls,
    state: api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  });
  return double;
}
