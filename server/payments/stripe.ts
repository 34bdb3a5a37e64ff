/**
 * The Stripe card provider (requirements §A5 "Payments"): the official SDK, used when STRIPE_SECRET_KEY is set.
 *
 * Cards reach Stripe from the browser (Stripe.js makes the PaymentMethod); this side attaches them, charges them with
 * PaymentIntents confirmed at once, and answers Stripe's refusals as PaymentErrors with Stripe's messages for people.
 * Card declines on a payment are results, not errors: the PaymentIntent stays `requires_payment_method` and carries
 * the decline, as the sandbox does.
 *
 * Subscriptions use `payment_behavior: 'default_incomplete'`: Stripe creates the subscription and its first invoice
 * (with a PaymentIntent) without charging, and this provider then confirms that PaymentIntent with the card, so a card
 * that asks for authentication leaves the subscription `incomplete` with a client secret for Stripe.js (with
 * `error_if_incomplete` it could not be created at all), and a decline leaves it `incomplete` with the decline. Since
 * API version 2025-03-31 (basil) an invoice no longer names its PaymentIntent: it is read from the invoice's
 * `payments` (expanded), with `confirmation_secret.client_secret` (`pi_..._secret_...`) as the fallback.
 *
 * Idempotency keys from callers are namespaced by operation (`payment:`, `subscription:`, `refund:`, `usage:`,
 * `transfer:`, `payout:`, `reversal:`), so one
 * key used for a payment and for its refund names two different requests at Stripe.
 */
import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import {
  PaymentError,
  type CardSummary,
  type ListKind,
  type ListOptions,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStatus,
  type PayoutAccountState,
  type PayoutResult,
  type ProviderObject,
  type RawCard,
  type RefundResult,
  type SubscriptionResult,
} from './provider';
import { payoutAccountState } from './connect';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's signing secret (events of connected accounts), when it is another endpoint's. */
  connectWebhookSecret?: string | null;
  /** Another address for Stripe's API (tests point it at a local server); null: Stripe's own. */
  apiUrl: string | null;
}

type StripeError = InstanceType<typeof Stripe.errors.StripeError>;

/** Stripe's list limit. */
const MAX_PAGE = 100;
/** Pages of PaymentIntents read at most for one page of orders (orders are the PaymentIntents with a program_id). */
const ORDER_SCAN_PAGES = 10;

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecrets: string[];

  constructor(opts: StripeProviderOptions) {
    this.webhookSecrets = [opts.webhookSecret, ...(opts.connectWebhookSecret ? [opts.connectWebhookSecret] : [])];
    this.stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 1, telemetry: false, timeout: 20_000, ...apiAddress(opts.apiUrl) });
  }

  // ---- customers and cards -------------------------------------------------------------------------------------

  async ensureCustomer(user: { id: number; email: string; name: string }, existing: string | null): Promise<string> {
    if (existing) {
      // A customer id kept from elsewhere (the sandbox, another Stripe account or mode) is replaced, not used.
      const found = await call(() => this.stripe.customers.retrieve(existing)).catch((err: unknown) => {
        if (err instanceof PaymentError && err.code === 'resource_missing') return null;
        throw err;
      });
      if (found && !found.deleted) return found.id;
    }
    const created = await call(() => this.stripe.customers.create({ email: user.email, name: user.name, metadata: { user_id: String(user.id) } }));
    return created.id;
  }

  async addCard(customer: string, input: { payment_method_id?: string; card?: RawCard }): Promise<CardSummary> {
    if (input.card) throw new PaymentError(PAYMENT_MESSAGES.rawCardWithStripe, 'raw_card', 422);
    if (!input.payment_method_id) throw new PaymentError(PAYMENT_MESSAGES.cardRequired, 'missing_card', 422);
    return this.attachPaymentMethod(customer, input.payment_method_id);
  }

  /** Attaches the card; the customer's first card becomes the default (as in the sandbox). */
  async attachPaymentMethod(customer: string, paymentMethodId: string): Promise<CardSummary> {
    const pm = await call(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer }));
    let defaultId = defaultCardOf(await this.customer(customer));
    if (!defaultId) {
      await this.setDefault(customer, pm.id);
      defaultId = pm.id;
    }
    return cardSummary(pm, defaultId);
  }

  async detachPaymentMethod(customer: string, paymentMethodId: string): Promise<void> {
    await this.ownedCard(customer, paymentMethodId);
    await call(() => this.stripe.paymentMethods.detach(paymentMethodId));
    // The next card becomes the default when the default went (whether or not Stripe cleared the setting).
    const defaultId = defaultCardOf(await this.customer(customer));
    if (defaultId && defaultId !== paymentMethodId) return;
    const next = (await this.cards(customer, 1))[0];
    if (next || defaultId) await this.setDefault(customer, next?.id ?? '');
  }

  async listCards(customer: string, opts: { type?: string; limit?: number } = {}): Promise<CardSummary[]> {
    const [cus, pms] = await Promise.all([this.customer(customer), this.cards(customer, opts.limit ?? MAX_PAGE, opts.type)]);
    const defaultId = defaultCardOf(cus);
    const cards = pms.map((pm) => cardSummary(pm, defaultId));
    return cards.sort((a, b) => Number(b.is_default) - Number(a.is_default));
  }

  async setDefaultCard(customer: string, paymentMethodId: string): Promise<void> {
    await this.ownedCard(customer, paymentMethodId);
    await this.setDefault(customer, paymentMethodId);
  }

  private async customer(id: string): Promise<Stripe.Customer> {
    const cus = await call(() => this.stripe.customers.retrieve(id));
    if (cus.deleted) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('customer', id), 'resource_missing', 404);
    return cus;
  }

  private async cards(customer: string, limit: number, type = 'card'): Promise<Stripe.PaymentMethod[]> {
    const page = await call(() =>
      this.stripe.paymentMethods.list({ customer, type: type as Stripe.PaymentMethodListParams.Type, limit: Math.min(Math.max(limit, 1), MAX_PAGE) }),
    );
    return page.data.filter((pm) => pm.card);
  }

  /** The PaymentMethod, when it is attached to this customer (404 otherwise, as the sandbox answers). */
  private async ownedCard(customer: string, paymentMethodId: string): Promise<Stripe.PaymentMethod> {
    const pm = await call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    if (idOf(pm.customer) !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    return pm;
  }

  /** Sets (or with '' clears) the customer's default card. */
  private async setDefault(customer: string, paymentMethodId: string): Promise<void> {
    await call(() => this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } }));
  }

  // ---- payments ------------------------------------------------------------------------------------------------

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<PaymentResult> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      customer: input.customer,
      payment_method: input.payment_method,
      // The account's payment methods (the card is one); return_url for one that redirects. With use_stripe_sdk a
      // card's 3-D Secure stays in the page (next_action use_stripe_sdk, for Stripe.js handleNextAction).
      automatic_payment_methods: { enabled: true },
      confirm: true,
      off_session: false,
      use_stripe_sdk: true,
      return_url: input.return_url,
      setup_future_usage: input.save_card ? 'off_session' : undefined,
      description: input.description,
      metadata: input.metadata,
    };
    try {
      return paymentResult(await this.stripe.paymentIntents.create(params, { idempotencyKey: `payment:${input.idempotency_key}` }));
    } catch (err) {
      const declined = declineResult(err);
      if (declined) return declined;
      throw refusal(err);
    }
  }

  /** The payment as Stripe has it now (Stripe.js ran any authentication in the browser; `approve` is the sandbox's). */
  async confirmPayment(paymentId: string, _opts: { approve?: boolean } = {}): Promise<PaymentResult> {
    return paymentResult(await call(() => this.stripe.paymentIntents.retrieve(paymentId)));
  }

  async retrievePayment(paymentId: string): Promise<PaymentResult> {
    return paymentResult(await call(() => this.stripe.paymentIntents.retrieve(paymentId)));
  }

  async providerFee(paymentId: string): Promise<number | null> {
    const pi = await call(() => this.stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge.balance_transaction'] }));
    const charge = pi.latest_charge;
    const bt = charge && typeof charge === 'object' ? charge.balance_transaction : null;
    return bt && typeof bt === 'object' ? bt.fee : null;
  }

  async cancelPayment(paymentId: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(paymentId);
    } catch (err) {
      // Succeeded or already canceled: nothing to cancel, as in the sandbox.
      if (isStripeError(err) && err.code === 'payment_intent_unexpected_state') return;
      throw refusal(err);
    }
  }

  // ---- subscriptions -------------------------------------------------------------------------------------------

  async createSubscription(input: Parameters<PaymentProvider['createSubscription']>[0]): Promise<SubscriptionResult> {
    const key = input.idempotency_key;
    const currency = input.currency.toLowerCase();
    await this.ensureAttached(input.customer, input.payment_method);
    const product = await this.productFor(input.product.key, input.product.name);
    const price = await this.recurringPrice(input.product.key, product, input.amount, currency, input.interval);
    const coupon =
      input.coupon_amount_off > 0
        ? await call(() =>
            this.stripe.coupons.create(
              { amount_off: input.coupon_amount_off, currency, duration: 'once', name: `${input.product.name} discount`.slice(0, 40) },
              { idempotencyKey: `coupon:${key}` },
            ),
          )
        : null;
    const sub = await call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customer,
          items: [{ price }],
          default_payment_method: input.payment_method,
          discounts: coupon ? [{ coupon: coupon.id }] : undefined,
          payment_behavior: 'default_incomplete',
          payment_settings: { payment_method_types: ['card'], save_default_payment_method: 'on_subscription' },
          metadata: input.metadata,
          expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `subscription:${key}` },
      ),
    );
    const paymentIntentId = firstInvoicePaymentIntent(sub);
    // Nothing to pay (a coupon covered the first period) or already paid: active as it stands.
    if (sub.status !== 'incomplete' || !paymentIntentId) return subscriptionResult(sub, null);
    const payment = await this.payFirstInvoice(paymentIntentId, input.payment_method, key);
    // A paid first invoice makes the subscription active; read it again for its status.
    const now = payment.status === 'succeeded' ? await call(() => this.stripe.subscriptions.retrieve(sub.id)) : sub;
    return subscriptionResult(now, payment);
  }

  /** Confirms the first invoice's PaymentIntent with the card (a decline is a result, as for a payment). */
  private async payFirstInvoice(paymentIntentId: string, paymentMethod: string, key: string): Promise<PaymentResult> {
    try {
      const pi = await this.stripe.paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethod, use_stripe_sdk: true }, { idempotencyKey: `subscription:${key}:pay` });
      return paymentResult(pi);
    } catch (err) {
      const declined = declineResult(err);
      if (declined) return declined;
      throw refusal(err);
    }
  }

  /** A subscription's card must be the customer's: attaches a new one, refuses another customer's. */
  private async ensureAttached(customer: string, paymentMethodId: string): Promise<void> {
    const pm = await call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    const owner = idOf(pm.customer);
    if (owner === customer) return;
    if (owner) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    await call(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer }));
  }

  /** The program's product, under an id made from its key (products.search is not on every account). */
  private async productFor(key: string, name: string): Promise<string> {
    const id = `prod_sl_${key.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 64);
    try {
      return (await this.stripe.products.create({ id, name, metadata: { key } })).id;
    } catch (err) {
      if (!isStripeError(err) || err.code !== 'resource_already_exists') throw refusal(err);
    }
    const product = await call(() => this.stripe.products.retrieve(id));
    if (!product.active) await call(() => this.stripe.products.update(id, { active: true }));
    return product.id;
  }

  /** The recurring price for this amount, found by its lookup key or made once. */
  private async recurringPrice(key: string, product: string, amount: number, currency: string, interval: 'month' | 'year'): Promise<string> {
    const lookupKey = `${key}_${currency}_${amount}_${interval}`;
    const found = await call(() => this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }));
    if (found.data[0]) return found.data[0].id;
    const price = await call(() =>
      this.stripe.prices.create(
        { product, unit_amount: amount, currency, recurring: { interval }, lookup_key: lookupKey, metadata: { key } },
        // Two first subscribers at once make one price.
        { idempotencyKey: `price:${lookupKey}` },
      ),
    );
    return price.id;
  }

  async cancelSubscription(subscriptionId: string, opts: { now?: boolean }): Promise<SubscriptionResult> {
    const sub = await call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (sub.status === 'canceled') return subscriptionResult(sub, null);
    const next = opts.now
      ? await call(() => this.stripe.subscriptions.cancel(subscriptionId))
      : await call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    return subscriptionResult(next, null);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderObject> {
    return normaliseSubscription(await call(() => this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  /** An invoice item of `quantity` × the subscription's unit amount, billed with the subscription's next invoice. */
  async usageCharge(subscriptionId: string, quantity: number, idempotencyKey: string): Promise<ProviderObject> {
    const sub = await call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (sub.status === 'canceled') throw new PaymentError(PAYMENT_MESSAGES.subscriptionEnded, 'subscription_canceled', 409);
    const price = sub.items.data[0]?.price;
    const product = idOf(price?.product);
    if (!price || price.unit_amount == null || !product) throw new Error(`Stripe subscription ${sub.id} has no priced item`);
    const item = await call(() =>
      this.stripe.invoiceItems.create(
        {
          customer: idOf(sub.customer) ?? undefined,
          subscription: sub.id,
          price_data: { currency: price.currency, product, unit_amount: price.unit_amount ?? 0 },
          quantity,
          description: `Usage: ${quantity}`,
        },
        { idempotencyKey: `usage:${idempotencyKey}` },
      ),
    );
    return normaliseInvoiceItem(item);
  }

  // ---- refunds -------------------------------------------------------------------------------------------------

  async refund(input: { payment_id: string; amount: number | null; metadata: Record<string, string>; idempotency_key: string }): Promise<RefundResult> {
    const refund = await call(() =>
      this.stripe.refunds.create(
        { payment_intent: input.payment_id, amount: input.amount ?? undefined, metadata: input.metadata },
        { idempotencyKey: `refund:${input.idempotency_key}` },
      ),
    );
    return { id: refund.id, status: refundStatus(refund.status) };
  }

  // ---- Connect: payout accounts and payouts (ADR 027) ------------------------------------------------------------

  async createPayoutAccount(input: { email: string; country: string; metadata: Record<string, string>; idempotency_key: string }): Promise<PayoutAccountState> {
    const account = await call(() =>
      this.stripe.accounts.create(
        // Manual payouts: the money transferred stays on the account until this platform pays it to the bank (a
        // payout per payout row, its outcome in payout.paid / payout.failed), instead of Stripe's daily sweep.
        {
          type: 'express',
          email: input.email,
          country: input.country,
          capabilities: { transfers: { requested: true } },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: input.metadata,
        },
        { idempotencyKey: `account:${input.idempotency_key}` },
      ),
    );
    return payoutAccountState(account as unknown as Record<string, unknown> & { id: string });
  }

  async payoutAccountLink(input: { account: string; refresh_url: string; return_url: string }): Promise<{ url: string; expires_at: string }> {
    const link = await call(() => this.stripe.accountLinks.create({ account: input.account, refresh_url: input.refresh_url, return_url: input.return_url, type: 'account_onboarding' }));
    return { url: link.url, expires_at: new Date(link.expires_at * 1000).toISOString() };
  }

  async retrievePayoutAccount(account: string): Promise<PayoutAccountState> {
    const found = await call(() => this.stripe.accounts.retrieve(account));
    return payoutAccountState(found as unknown as Record<string, unknown> & { id: string });
  }

  async transfer(input: { amount: number; currency: string; destination: string; group: string; metadata: Record<string, string>; idempotency_key: string }): Promise<{ id: string }> {
    const transfer = await call(() =>
      this.stripe.transfers.create(
        { amount: input.amount, currency: input.currency.toLowerCase(), destination: input.destination, transfer_group: input.group, metadata: input.metadata },
        { idempotencyKey: `transfer:${input.idempotency_key}` },
      ),
    );
    return { id: transfer.id };
  }

  async findTransfer(group: string): Promise<{ id: string } | null> {
    const found = await call(() => this.stripe.transfers.list({ transfer_group: group, limit: 1 }));
    return found.data[0] ? { id: found.data[0].id } : null;
  }

  async payout(input: { account: string; amount: number; currency: string; metadata: Record<string, string>; idempotency_key: string }): Promise<PayoutResult> {
    const payout = await call(() =>
      this.stripe.payouts.create(
        { amount: input.amount, currency: input.currency.toLowerCase(), metadata: input.metadata },
        { idempotencyKey: `payout:${input.idempotency_key}`, stripeAccount: input.account },
      ),
    );
    return { id: payout.id, status: payout.status, arrival_date: payout.arrival_date ? new Date(payout.arrival_date * 1000).toISOString() : null };
  }

  async reverseTransfer(input: { transfer: string; amount: number; metadata: Record<string, string>; idempotency_key: string }): Promise<{ id: string }> {
    const reversal = await call(() =>
      this.stripe.transfers.createReversal(input.transfer, { amount: input.amount, metadata: input.metadata }, { idempotencyKey: `reversal:${input.idempotency_key}` }),
    );
    return { id: reversal.id };
  }

  // ---- the rest of the family ----------------------------------------------------------------------------------

  async createProduct(input: { name: string; description: string | null; metadata: Record<string, string> }): Promise<ProviderObject> {
    const product = await call(() => this.stripe.products.create({ name: input.name, description: input.description ?? undefined, metadata: input.metadata }));
    return normaliseProduct(product);
  }

  async createPrice(input: { product: string; unit_amount: number; currency: string; interval: 'month' | 'year' | null }): Promise<ProviderObject> {
    const price = await call(() =>
      this.stripe.prices.create({
        product: input.product,
        unit_amount: input.unit_amount,
        currency: input.currency.toLowerCase(),
        recurring: input.interval ? { interval: input.interval } : undefined,
      }),
    );
    return normalisePrice(price);
  }

  async createPaymentLink(input: { price: string; quantity: number }): Promise<ProviderObject> {
    const link = await call(() => this.stripe.paymentLinks.create({ line_items: [{ price: input.price, quantity: input.quantity }], expand: ['line_items'] }));
    return normalisePaymentLink(link);
  }

  async list(kind: ListKind, opts: ListOptions): Promise<{ list: ProviderObject[]; has_more: boolean }> {
    const page = { limit: Math.min(Math.max(opts.limit, 1), MAX_PAGE), starting_after: opts.starting_after };
    const answer = <T>(res: Stripe.ApiList<T>, normalise: (o: T) => ProviderObject) => ({ list: res.data.map(normalise), has_more: res.has_more });
    switch (kind) {
      case 'products':
        return answer(await call(() => this.stripe.products.list(page)), normaliseProduct);
      case 'prices':
        return answer(await call(() => this.stripe.prices.list(page)), normalisePrice);
      case 'payment_links':
        return answer(await call(() => this.stripe.paymentLinks.list({ ...page, expand: ['data.line_items'] })), normalisePaymentLink);
      case 'subscriptions':
        // Without a status filter, every subscription (Stripe's default leaves out the canceled ones).
        return answer(await call(() => this.stripe.subscriptions.list({ ...page, customer: opts.customer, status: (opts.status ?? 'all') as Stripe.SubscriptionListParams.Status })), normaliseSubscription);
      case 'invoices':
        return answer(await call(() => this.stripe.invoices.list({ ...page, customer: opts.customer, status: opts.status as Stripe.InvoiceListParams.Status | undefined })), normaliseInvoice);
      case 'charges':
        return answer(await call(() => this.stripe.charges.list({ ...page, customer: opts.customer })), normaliseCharge);
      case 'orders':
        return this.orders(opts);
    }
  }

  /** Orders: the PaymentIntents of program purchases (metadata.program_id), as Stripe's Orders API is gone. */
  private async orders(opts: ListOptions): Promise<{ list: ProviderObject[]; has_more: boolean }> {
    const limit = Math.min(Math.max(opts.limit, 1), MAX_PAGE);
    const found: Stripe.PaymentIntent[] = [];
    let after = opts.starting_after;
    let more = true;
    for (let pages = 0; more && found.length <= limit && pages < ORDER_SCAN_PAGES; pages++) {
      const res = await call(() => this.stripe.paymentIntents.list({ customer: opts.customer, starting_after: after, limit: MAX_PAGE }));
      for (const pi of res.data) {
        if (pi.metadata?.program_id && pi.status !== 'canceled') found.push(pi);
        if (found.length > limit) break;
      }
      more = res.has_more;
      after = res.data.at(-1)?.id;
    }
    const list = found.slice(0, limit).map(normaliseOrder);
    return { list, has_more: found.length > limit || (more && list.length > 0) };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new PaymentError(PAYMENT_MESSAGES.badSignature, 'bad_signature', 400);
    // The platform's endpoint signs with its secret; the Connect endpoint (events of connected accounts: their
    // updates and payouts) with its own.
    let event: Stripe.Event | null = null;
    for (const secret of this.webhookSecrets) {
      try {
        event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
        break;
      } catch {
        // the next secret
      }
    }
    if (!event) throw new PaymentError(PAYMENT_MESSAGES.badSignature, 'bad_signature', 400);
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      ...(event.account ? { account: event.account } : {}),
      data: { object: event.data.object as unknown as PaymentEvent['data']['object'] },
    };
  }
}

// ---- SDK set-up and errors ---------------------------------------------------------------------------------------

function apiAddress(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

function isStripeError(err: unknown): err is StripeError {
  return err instanceof Stripe.errors.StripeError;
}

/**
 * Stripe's refusals as PaymentErrors with Stripe's message: a card error 402, a missing object 404, an invalid
 * request 422, a reused idempotency key 409. Anything else (keys, rate limits, Stripe down, network) is not the
 * caller's doing: a plain Error, which the server answers as a 500.
 */
function refusal(err: unknown): Error {
  if (err instanceof PaymentError || !isStripeError(err)) return err instanceof Error ? err : new Error(String(err));
  switch (err.type) {
    case 'StripeCardError':
      return new PaymentError(err.message, err.decline_code || err.code || 'card_declined', 402);
    case 'StripeInvalidRequestError':
      if (err.code === 'resource_missing') return new PaymentError(err.message, err.code, 404);
      if (err.code === 'charge_already_refunded') return new PaymentError(err.message, err.code, 409);
      return new PaymentError(err.message, err.code ?? 'invalid_request', 422);
    case 'StripeIdempotencyError':
      return new PaymentError(err.message, 'idempotency_error', 409);
    default:
      return new Error(`Stripe request failed (${err.type}): ${err.message}`, { cause: err });
  }
}

/** Runs an SDK call, answering Stripe's refusals as `refusal` does. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw refusal(err);
  }
}

/**
 * A card decline while confirming, as a result: the PaymentIntent Stripe sends with the error, left
 * `requires_payment_method`, with the decline. Null for any other error, and for a decline that made no
 * PaymentIntent (that one is a 402 PaymentError through `refusal`).
 */
function declineResult(err: unknown): PaymentResult | null {
  if (!isStripeError(err) || err.type !== 'StripeCardError' || !err.payment_intent?.id) return null;
  return {
    id: err.payment_intent.id,
    status: 'requires_payment_method',
    client_secret: null,
    decline_message: err.message || null,
    decline_code: err.decline_code || err.code || null,
  };
}

// ---- normalising -------------------------------------------------------------------------------------------------

const iso = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000).toISOString() : null);
const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);
const upper = (c: string | null | undefined) => (c ? c.toUpperCase() : null);
const activeStatus = (active: boolean) => (active ? 'active' : 'archived');

function defaultCardOf(cus: Stripe.Customer): string | null {
  return idOf(cus.invoice_settings?.default_payment_method);
}

function cardSummary(pm: Stripe.PaymentMethod, defaultId: string | null): CardSummary {
  const card = pm.card;
  return { id: pm.id, brand: card?.brand ?? 'unknown', last4: card?.last4 ?? '', exp_month: card?.exp_month ?? 0, exp_year: card?.exp_year ?? 0, is_default: pm.id === defaultId };
}

/** Stripe's PaymentIntent statuses in ours: a confirmation still owed is a new attempt owed, a capture pending is processing. */
const PAYMENT_STATUS: Record<string, PaymentStatus> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_capture: 'processing',
  requires_action: 'requires_action',
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  canceled: 'canceled',
};

function paymentResult(pi: Stripe.PaymentIntent): PaymentResult {
  const status = PAYMENT_STATUS[pi.status] ?? 'processing';
  const error = status === 'requires_payment_method' ? pi.last_payment_error : null;
  return {
    id: pi.id,
    status,
    client_secret: status === 'requires_action' ? pi.client_secret : null,
    decline_message: error?.message ?? null,
    decline_code: error ? (error.decline_code ?? error.code ?? null) : null,
  };
}

function refundStatus(status: string | null): RefundResult['status'] {
  return status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending';
}

/** The PaymentIntent of a subscription's first invoice, from its payments or else its confirmation secret. */
function firstInvoicePaymentIntent(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((p) => p.is_default) ?? payments[0];
  const fromPayments = idOf(payment?.payment.payment_intent);
  if (fromPayments) return fromPayments;
  const secret = invoice.confirmation_secret;
  return secret && secret.type === 'payment_intent' ? (secret.client_secret.split('_secret_')[0] ?? null) : null;
}

/** Since API version basil the period lives on the subscription's items. */
const periodEnd = (sub: Stripe.Subscription) => iso(sub.items.data[0]?.current_period_end);

function subscriptionResult(sub: Stripe.Subscription, payment: PaymentResult | null): SubscriptionResult {
  return { id: sub.id, status: sub.status, current_period_end: periodEnd(sub), cancel_at_period_end: sub.cancel_at_period_end, payment };
}

/** A ProviderObject with every field a kind lacks set to null. */
function providerObject(o: Pick<ProviderObject, 'id' | 'object'> & { created: number | null } & Partial<Omit<ProviderObject, 'created'>>): ProviderObject {
  return {
    status: null,
    amount: null,
    currency: null,
    description: null,
    customer: null,
    url: null,
    interval: null,
    product: null,
    quantity: null,
    period_end: null,
    cancel_at_period_end: null,
    metadata: {},
    ...o,
    created: iso(o.created) ?? new Date().toISOString(),
  };
}

function normaliseProduct(p: Stripe.Product): ProviderObject {
  return providerObject({ id: p.id, object: p.object, created: p.created, status: activeStatus(p.active), description: p.description ?? p.name, url: p.url, metadata: p.metadata });
}

function normalisePrice(p: Stripe.Price): ProviderObject {
  return providerObject({
    id: p.id,
    object: p.object,
    created: p.created,
    status: activeStatus(p.active),
    amount: p.unit_amount,
    currency: upper(p.currency),
    description: p.nickname,
    interval: p.recurring?.interval ?? null,
    product: idOf(p.product),
    metadata: p.metadata,
  });
}

/** A payment link, with its (expanded) line item's total; Stripe's payment links carry no creation time: its price's. */
function normalisePaymentLink(l: Stripe.PaymentLink): ProviderObject {
  const items = l.line_items?.data ?? [];
  const price = items[0]?.price ?? null;
  return providerObject({
    id: l.id,
    object: l.object,
    created: price?.created ?? null,
    status: activeStatus(l.active),
    amount: items.length ? items.reduce((sum, i) => sum + i.amount_total, 0) : null,
    currency: upper(l.currency),
    url: l.url,
    interval: price?.recurring?.interval ?? null,
    product: idOf(price?.product),
    quantity: items[0]?.quantity ?? null,
    metadata: l.metadata,
  });
}

function normaliseSubscription(s: Stripe.Subscription): ProviderObject {
  const item = s.items.data[0];
  return providerObject({
    id: s.id,
    object: s.object,
    created: s.created,
    status: s.status,
    amount: item?.price.unit_amount ?? null,
    currency: upper(s.currency),
    description: s.description,
    customer: idOf(s.customer),
    interval: item?.price.recurring?.interval ?? null,
    product: idOf(item?.price.product),
    quantity: item?.quantity ?? null,
    period_end: periodEnd(s),
    cancel_at_period_end: s.cancel_at_period_end,
    metadata: s.metadata,
  });
}

function normaliseInvoice(i: Stripe.Invoice): ProviderObject {
  return providerObject({
    id: i.id,
    object: i.object,
    created: i.created,
    status: i.status,
    amount: i.amount_due,
    currency: upper(i.currency),
    description: i.description,
    customer: idOf(i.customer),
    url: i.hosted_invoice_url ?? null,
    metadata: i.metadata ?? {},
  });
}

function normaliseCharge(c: Stripe.Charge): ProviderObject {
  return providerObject({
    id: c.id,
    object: c.object,
    created: c.created,
    status: c.status,
    amount: c.amount,
    currency: upper(c.currency),
    description: c.description,
    customer: idOf(c.customer),
    url: c.receipt_url,
    metadata: c.metadata,
  });
}

function normaliseOrder(pi: Stripe.PaymentIntent): ProviderObject {
  return providerObject({
    id: pi.id,
    object: pi.object,
    created: pi.created,
    status: pi.status,
    amount: pi.amount,
    currency: upper(pi.currency),
    description: pi.description,
    customer: idOf(pi.customer),
    metadata: pi.metadata,
  });
}

function normaliseInvoiceItem(i: Stripe.InvoiceItem): ProviderObject {
  return providerObject({
    id: i.id,
    object: i.object,
    created: i.date,
    amount: i.amount,
    currency: upper(i.currency),
    description: i.description,
    customer: idOf(i.customer),
    product: i.pricing?.price_details?.product ?? null,
    quantity: i.quantity,
    metadata: i.metadata ?? {},
  });
}
