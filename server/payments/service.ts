/**
 * Payments: checkout, saved cards, refunds at the provider. The server prices every checkout (src/domain/discounts.ts)
 * and charges through the configured PaymentProvider; what a payment leads to (transaction, enrollment, refund
 * state) is written by the webhook handler (./webhook.ts) when the provider's event arrives, once.
 */
import type { FastifyInstance } from 'fastify';
import type { Notice } from '../notifications/notifier';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import { formatMinor, PAYMENT_MESSAGES } from '../../src/config/payments';
import { isLiveCode, isUsedUpCode, lostToUsedUp, normaliseCode, quotePrice } from '../../src/domain/discounts';
import { conflict, forbidden, fromDatabaseError, HttpError, notFound, unauthorized, unprocessable } from '../errors';
import { programDiscounts } from '../lambda/pricing';
import type { Caller } from '../records/context';
import { accessNotEnded } from './access';
import { endUnpaid, expiredHolds, OPEN, reserveDiscount, type Unpaid } from './holds';
import { PaymentError, type PaymentProvider, type PaymentResult, type RawCard } from './provider';
import { fulfil } from './fulfilment';
import { requireCompleteProfile } from '../auth/pending';

export interface CheckoutRow {
  id: number;
  athlete_id: number;
  program_id: number;
  trainer_id: number;
  kind: 'one_time' | 'subscription';
  amount: number;
  discount_amount: number;
  discount_id: number | null;
  /** 1 while the checkout holds a redemption of its discount (./holds.ts). */
  discount_held: number;
  currency: string;
  provider: string;
  idempotency_key: string;
  payment_ref: string | null;
  subscription_ref: string | null;
  client_secret: string | null;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  message: string | null;
  transaction_id: number | null;
  enrollment_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CheckoutInput {
  program_id: number;
  code?: string;
  payment_method_id?: string;
  card?: RawCard;
  save_card?: boolean;
  /** The price the buyer was shown; a different server price is refused, never charged. */
  expected_amount?: number;
}

/** The discount's last redemption went to another checkout meanwhile (the reservation found none left). */
class DiscountUsedUp extends Error {}

/** A checkout still `processing` after this long hung (the provider answers in seconds). */
const STALE_MS = 5 * 60_000;

/** A checkout as the contract answers it. */
export function checkoutView(c: CheckoutRow) {
  return {
    id: Number(c.id),
    program_id: Number(c.program_id),
    kind: c.kind,
    status: c.status,
    amount: Number(c.amount),
    discount_amount: Number(c.discount_amount),
    currency: c.currency,
    payment_ref: c.payment_ref,
    subscription_ref: c.subscription_ref,
    client_secret: c.status === 'requires_action' ? c.client_secret : null,
    message: c.message,
    transaction_id: c.transaction_id == null ? null : Number(c.transaction_id),
    enrollment_id: c.enrollment_id == null ? null : Number(c.enrollment_id),
    created_at: c.created_at,
  };
}

export class Payments {
  constructor(
    private readonly app: FastifyInstance,
    readonly provider: PaymentProvider,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /** An athlete with an active account (buying, saving cards and asking for refunds are actions, spec §6). */
  athlete(caller: Caller): Caller & { userId: number } {
    if (caller.kind === 'anonymous' || caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
    if (caller.kind !== 'athlete') throw forbidden(PAYMENT_MESSAGES.athletesOnly);
    if (caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
    return caller as Caller & { userId: number };
  }

  /** The user's customer at the provider in use, if one was made (reads never create one). */
  async existingCustomer(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('payment_customer').select('customer_ref').where('user_id', '=', userId).where('provider', '=', this.provider.name).executeTakeFirst();
    return row ? String(row.customer_ref) : null;
  }

  /** The caller's customer at the provider, created on first use. */
  async customerOf(userId: number): Promise<string> {
    const provider = this.provider.name;
    const row = await this.db.selectFrom('payment_customer').select('customer_ref').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
    if (row) return String(row.customer_ref);
    const user = await this.db.selectFrom('user').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    const ref = await this.provider.ensureCustomer({ id: userId, email: String(user.email), name: `${user.first_name} ${user.last_name}`.trim() }, null);
    try {
      await this.db.insertInto('payment_customer').values({ user_id: userId, provider, customer_ref: ref, created_at: new Date().toISOString() }).execute();
    } catch (err) {
      if (!fromDatabaseError(err)) throw err;
      // Created at once by two calls: both answer the one stored.
      const again = await this.db.selectFrom('payment_customer').select('customer_ref').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirstOrThrow();
      return String(again.customer_ref);
    }
    return ref;
  }

  /** A card id must be one of the caller's saved cards (the provider checks again). */
  async ownCard(customer: string, cardId: string) {
    const cards = await this.provider.listCards(customer);
    if (!cards.some((c) => c.id === cardId)) throw notFound(PAYMENT_MESSAGES.noSuchCard);
    return cards;
  }

  async checkoutOf(caller: Caller, id: number): Promise<CheckoutRow> {
    const row = (await this.db.selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirst()) as CheckoutRow | undefined;
    if (!row || (caller.kind !== 'admin' && Number(row.athlete_id) !== caller.userId)) throw notFound(API_MESSAGES.recordNotFound('checkout'));
    return row;
  }

  /** Buys a program: the server's price, one payment however many times it is asked for at once. */
  async checkout(caller: Caller, input: CheckoutInput): Promise<CheckoutRow> {
    const athlete = this.athlete(caller);
    // Pending mode blocks what needs the profile (ADR 018): buying does; browsing does not.
    await requireCompleteProfile(this.db, athlete.userId, PAYMENT_MESSAGES.profileFirst);
    if (input.card && input.payment_method_id) throw unprocessable(PAYMENT_MESSAGES.oneCardOnly, { card: PAYMENT_MESSAGES.oneCardOnly });
    const program = await this.db
      .selectFrom('program')
      .select(['id', 'title', 'trainer_id', 'price', 'currency', 'pricing', 'interval', 'status'])
      .where('id', '=', input.program_id)
      .executeTakeFirst();
    if (!program || program.status !== 'published') throw notFound(API_MESSAGES.recordNotFound('program'));
    if (await this.ownsProgram(athlete.userId, input.program_id)) throw conflict(PAYMENT_MESSAGES.alreadyOwned);

    // An earlier attempt still waiting for authentication gives way to this one, before the price is fixed: the
    // discount it held is the athlete's again.
    const open = await this.openAttempt(athlete.userId, input.program_id);
    // One in flight is answered as it stands; one that hung (no answer for minutes) or waits for authentication gives
    // way, unless the provider says its payment went through or is under way (its webhook will settle it).
    if (open?.status === 'processing' && Date.now() - Date.parse(open.created_at) < STALE_MS) return open;
    if (open && !(await this.giveWay(open))) return this.reload(open.id);

    const discounts = await programDiscounts(this.app.database, input.program_id);
    const quote = quotePrice(Number(program.price), discounts, { code: input.code });
    // A code must be a live code of this program (the best price still wins, code or not).
    const code = normaliseCode(input.code);
    if (code && !isLiveCode(discounts, code)) {
      // A code of this program whose redemptions are all used or held by other checkouts is not "invalid".
      if (isUsedUpCode(discounts, code)) return this.refuseUsedUp(athlete.userId, input.program_id, 'code');
      throw unprocessable(PAYMENT_MESSAGES.codeInvalid, { code: PAYMENT_MESSAGES.codeInvalid });
    }
    // Never a price other than the one the buyer saw without telling them: a discount that ran out meanwhile (or any
    // other change) is refused before anything is written or charged.
    if (input.expected_amount !== undefined && input.expected_amount !== quote.final_price) {
      if (lostToUsedUp(Number(program.price), discounts, { code: input.code })) return this.refuseUsedUp(athlete.userId, input.program_id, 'expected_amount');
      const message = PAYMENT_MESSAGES.priceChanged(formatMinor(quote.final_price, String(program.currency)));
      throw unprocessable(message, { expected_amount: message });
    }
    const kind = program.pricing === 'subscription' ? 'subscription' : 'one_time';

    const attempts = await this.db
      .selectFrom('checkout')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('athlete_id', '=', athlete.userId)
      .where('program_id', '=', input.program_id)
      // Finished attempts that did not leave access: failed, abandoned, or paid and since refunded or ended.
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['failed', 'canceled']),
          eb.and([
            eb('status', '=', 'succeeded'),
            eb.not(eb.exists(eb.selectFrom('enrollment as e').select('e.id').whereRef('e.id', '=', 'checkout.enrollment_id').where('e.status', '=', 'active'))),
          ]),
        ]),
      )
      .executeTakeFirst();
    // Attempts in flight share the key (and so the payment); only a finished, unpaid attempt moves it on.
    // The card first: a card the provider refuses outright (not a test card, expired) leaves no checkout behind.
    // Nothing to charge (a one-time program discounted to zero); a subscription still needs its card for later periods.
    const free = quote.final_price === 0 && kind === 'one_time';
    const customer = free ? '' : await this.customerOf(athlete.userId);
    const paymentMethod = free ? '' : await this.paymentMethod(customer, input);
    const key = `checkout-${athlete.userId}-${input.program_id}-${Number(attempts?.n ?? 0)}`;
    // The price is fixed here: its discount's redemption is taken with the row, in one transaction (./holds.ts), once
    // the holds of abandoned checkouts are given back. None left: refused, nothing written, nothing charged.
    const discount = quote.discount;
    if (discount) await this.releaseExpiredHolds(discount.id);
    const now = new Date().toISOString();
    let row: CheckoutRow;
    try {
      row = await this.db.transaction().execute(async (trx) => {
        const inserted = (await trx
          .insertInto('checkout')
          .values({
            athlete_id: athlete.userId,
            program_id: input.program_id,
            trainer_id: Number(program.trainer_id),
            kind,
            amount: quote.final_price,
            discount_amount: quote.amount_off,
            discount_id: discount?.id ?? null,
            discount_held: discount ? 1 : 0,
            currency: String(program.currency),
            provider: this.provider.name,
            idempotency_key: key,
            status: 'processing',
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()) as CheckoutRow;
        if (discount && !(await reserveDiscount(trx, discount.id))) throw new DiscountUsedUp();
        return inserted;
      });
    } catch (err) {
      if (err instanceof DiscountUsedUp) return this.refuseUsedUp(athlete.userId, input.program_id, code ? 'code' : null);
      if (!fromDatabaseError(err)) throw err;
      // The same checkout asked for twice at once: the second answers the first, and nothing is charged twice.
      const same = (await this.db.selectFrom('checkout').selectAll().where('idempotency_key', '=', key).executeTakeFirst()) as CheckoutRow | undefined;
      if (same) return same;
      throw conflict(PAYMENT_MESSAGES.checkoutInProgress);
    }

    // Free (fully discounted) programs: nothing to charge.
    if (free) {
      const notices: Notice[] = [];
      await this.db.transaction().execute((trx) => fulfil(trx, row, { provider_ref: `free-${row.id}`, amount: 0, subscription: null }, notices));
      await this.app.notifier.deliver(notices);
      return this.reload(row.id);
    }

    // The provider's key names this row: unique across databases, so a demo database reset never replays a payment.
    const providerKey = `${key}-${row.id}-${Date.parse(row.created_at).toString(36)}`;
    try {
      const metadata = { checkout_id: String(row.id), program_id: String(program.id), athlete_id: String(athlete.userId) };
      if (kind === 'subscription') {
        const sub = await this.provider.createSubscription({
          customer,
          payment_method: paymentMethod,
          product: { key: `program-${program.id}`, name: String(program.title) },
          amount: Number(program.price),
          currency: String(program.currency),
          interval: (program.interval as 'month' | 'year' | null) ?? 'month',
          coupon_amount_off: quote.amount_off,
          metadata,
          idempotency_key: providerKey,
        });
        await this.record(row.id, { subscription_ref: sub.id }, sub.payment);
      } else {
        const payment = await this.provider.createPayment({
          amount: quote.final_price,
          currency: String(program.currency),
          customer,
          payment_method: paymentMethod,
          save_card: !!input.save_card,
          description: String(program.title),
          metadata,
          idempotency_key: providerKey,
          return_url: `${this.app.config.appUrl}/athlete/program/${program.id}`,
        });
        await this.record(row.id, {}, payment);
      }
    } catch (err) {
      if (err instanceof HttpError) await this.markFailed(row.id, err.message);
      else await this.markFailed(row.id, PAYMENT_MESSAGES.providerUnavailable);
      throw err instanceof HttpError ? err : new PaymentError(PAYMENT_MESSAGES.providerUnavailable, 'provider_unavailable', 409);
    }
    const done = await this.reload(row.id);
    if (done.status === 'failed') throw new PaymentError(done.message ?? PAYMENT_MESSAGES.declines.generic_decline, 'card_declined', 402);
    return done;
  }

  /** The athlete's latest attempt at the program still open (in flight, or waiting for authentication). */
  private async openAttempt(athleteId: number, programId: number): Promise<CheckoutRow | undefined> {
    return (await this.db
      .selectFrom('checkout')
      .selectAll()
      .where('athlete_id', '=', athleteId)
      .where('program_id', '=', programId)
      .where('status', 'in', [...OPEN])
      .orderBy('id', 'desc')
      .executeTakeFirst()) as CheckoutRow | undefined;
  }

  /**
   * Refuses a checkout whose discount has no redemption left (used, or held by other checkouts in flight): a 422 that
   * says so, nothing written or charged. Unless the redemption went to a request of the same athlete in flight at the
   * same time (a double submit): that attempt answers, as requests in flight share one checkout.
   */
  private async refuseUsedUp(athleteId: number, programId: number, field: 'code' | 'expected_amount' | null): Promise<CheckoutRow> {
    const mine = await this.openAttempt(athleteId, programId);
    if (mine) return mine;
    if (await this.ownsProgram(athleteId, programId)) throw conflict(PAYMENT_MESSAGES.alreadyOwned);
    throw unprocessable(PAYMENT_MESSAGES.discountUsedUp, field ? { [field]: PAYMENT_MESSAGES.discountUsedUp } : undefined);
  }

  /** After the authentication step: the payment read again (sandbox: passed or failed as the athlete chose). */
  async confirm(caller: Caller, id: number, approve: boolean): Promise<CheckoutRow> {
    const row = await this.checkoutOf(caller, id);
    if (row.status !== 'requires_action' || !row.payment_ref) {
      if (row.status === 'processing' || row.status === 'succeeded') return row;
      throw conflict(PAYMENT_MESSAGES.notAwaitingAuthentication);
    }
    const payment = await this.provider.confirmPayment(row.payment_ref, { approve });
    await this.record(row.id, {}, payment);
    const done = await this.reload(row.id);
    if (done.status === 'failed') throw new PaymentError(done.message ?? PAYMENT_MESSAGES.declines.authentication_failed, 'authentication_failed', 402);
    return done;
  }

  async ownsProgram(athleteId: number, programId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('enrollment')
      .select('id')
      .where('athlete_id', '=', athleteId)
      .where('program_id', '=', programId)
      .where('status', '=', 'active')
      .where(accessNotEnded('ends_at'))
      .executeTakeFirst();
    return !!row;
  }

  private async paymentMethod(customer: string, input: CheckoutInput): Promise<string> {
    if (input.card) {
      if (!input.save_card) {
        if (!this.provider.createTestPaymentMethod) throw new PaymentError(PAYMENT_MESSAGES.rawCardWithStripe, 'raw_card', 422);
        return this.provider.createTestPaymentMethod(input.card);
      }
      return (await this.provider.addCard(customer, { card: input.card })).id;
    }
    if (input.payment_method_id) return input.payment_method_id;
    const def = (await this.provider.listCards(customer)).find((c) => c.is_default);
    if (!def) throw unprocessable(PAYMENT_MESSAGES.cardRequired, { payment_method_id: PAYMENT_MESSAGES.cardRequired });
    return def.id;
  }

  /** Stores what the provider answered; never moves a checkout the webhook already settled. */
  private async record(id: number, refs: { subscription_ref?: string }, payment: PaymentResult | null) {
    const now = new Date().toISOString();
    await this.db
      .updateTable('checkout')
      .set({ ...refs, ...(payment ? { payment_ref: payment.id, client_secret: payment.client_secret } : {}), updated_at: now })
      .where('id', '=', id)
      .execute();
    if (!payment) return;
    if (payment.status === 'requires_payment_method' || payment.status === 'canceled') {
      await this.endUnpaid(id, 'failed', payment.decline_message ?? PAYMENT_MESSAGES.declines.generic_decline);
      return;
    }
    // Waiting for authentication, or succeeded or processing at the provider: the webhook settles it.
    const next = payment.status === 'requires_action' ? 'requires_action' : 'processing';
    await this.db.updateTable('checkout').set({ status: next, message: null, updated_at: now }).where('id', '=', id).where('status', 'in', [...OPEN]).execute();
  }

  private async markFailed(id: number, message: string) {
    await this.endUnpaid(id, 'failed', message);
  }

  /** Ends an open checkout without a payment and gives back the discount it held, together (./holds.ts). */
  private async endUnpaid(id: number, status: Unpaid, message: string | null) {
    await this.db.transaction().execute((trx) => endUnpaid(trx, id, status, message));
  }

  /**
   * Gives back the expired holds of a discount (./holds.ts): each of those checkouts gives way as a newer attempt's
   * would, so a payment the provider has taken (or is taking) keeps its hold and is settled by its webhook. A provider
   * that cannot be asked now leaves the hold for the next checkout.
   */
  private async releaseExpiredHolds(discountId: number) {
    const expired = (await expiredHolds(this.db).selectAll('expired').where('expired.discount_id', '=', discountId).execute()) as CheckoutRow[];
    for (const row of expired) {
      await this.giveWay(row).catch((err: unknown) => this.app.log.warn({ err: (err as Error).message, checkout: row.id }, 'expired discount hold not released'));
    }
  }

  /**
   * Lets a new attempt replace an open one, unless its payment went through or is under way at the provider (then
   * the open one stands: answered as it is, settled by its webhook). Answers whether it gave way.
   */
  private async giveWay(row: CheckoutRow): Promise<boolean> {
    if (row.payment_ref) {
      const payment = await this.provider.retrievePayment(row.payment_ref);
      if (payment.status === 'succeeded' || payment.status === 'processing') {
        await this.record(row.id, {}, payment);
        return false;
      }
      if (payment.status === 'requires_action') await this.provider.cancelPayment(row.payment_ref);
    }
    const status = row.status === 'processing' ? 'failed' : 'canceled';
    await this.endUnpaid(row.id, status, status === 'failed' ? PAYMENT_MESSAGES.providerUnavailable : null);
    return true;
  }

  private async reload(id: number): Promise<CheckoutRow> {
    return (await this.db.selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as CheckoutRow;
  }

  /**
   * An approved refund at the provider, once: the idempotency key is the refund request's id, so an approval sent
   * twice (or retried after a timeout) is one provider refund. The webhook's charge.refunded settles it.
   */
  /** Whether a transaction was paid through the provider in use now (a refund can only go back the same way). */
  async refundable(transactionId: number): Promise<boolean> {
    const tx = await this.db.selectFrom('transaction').select(['provider', 'amount']).where('id', '=', transactionId).executeTakeFirst();
    return !!tx && tx.provider === this.provider.name && Number(tx.amount) > 0;
  }

  async refundAtProvider(refundId: number): Promise<void> {
    const row = await this.db
      .selectFrom('refund')
      .innerJoin('transaction as t', 't.id', 'refund.transaction_id')
      .select(['refund.id', 'refund.amount', 'refund.provider_ref', 't.provider', 't.provider_ref as payment_ref', 't.amount as paid'])
      .where('refund.id', '=', refundId)
      .executeTakeFirstOrThrow();
    if (!row.payment_ref || String(row.payment_ref).startsWith('free-')) return;
    let result;
    try {
      result = await this.provider.refund({
        payment_id: String(row.payment_ref),
        amount: row.amount == null ? null : Number(row.amount),
        metadata: { refund_id: String(refundId) },
        idempotency_key: `refund-${refundId}`,
      });
    } catch (err) {
      // The provider refused it (not a network failure, which an approval retries): the request failed, and the
      // athlete may ask again.
      if (err instanceof HttpError && err.statusCode < 500) {
        await this.db.updateTable('refund').set({ status: 'failed', updated_at: new Date().toISOString() }).where('id', '=', refundId).where('status', '=', 'approved').execute();
      }
      throw err;
    }
    await this.db.updateTable('refund').set({ provider_ref: result.id }).where('id', '=', refundId).where('provider_ref', 'is', null).execute();
    if (result.status === 'failed' || result.status === 'canceled') {
      await this.db.updateTable('refund').set({ status: 'failed', updated_at: new Date().toISOString() }).where('id', '=', refundId).where('status', '=', 'approved').execute();
    }
  }
}
