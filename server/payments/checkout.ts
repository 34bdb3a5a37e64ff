/**
 * Buying a program: the server prices every checkout (src/domain/discounts.ts), fixes the price with its discount's
 * hold (./holds.ts), and charges through the configured PaymentProvider; the attempt's later life (recorded answers,
 * giving way, holds given back) is ./attempts.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Notice } from '../notifications/notifier';
import { API_MESSAGES } from '../../src/config/messages';
import { formatMinor, PAYMENT_MESSAGES } from '../../src/config/payments';
import { isLiveCode, isUsedUpCode, lostToUsedUp, normaliseCode, quotePrice } from '../../src/domain/discounts';
import { conflict, fromDatabaseError, HttpError, notFound, unprocessable } from '../errors';
import { programDiscounts } from './pricing';
import { accessNotEnded } from './access';
import type { CheckoutAttempts } from './attempts';
import type { CheckoutRow } from './checkout-row';
import type { Customers } from './customers';
import { reserveDiscount } from './holds';
import { PaymentError, type PaymentProvider, type RawCard } from './provider';
import { fulfil } from './fulfilment';
import { requireCompleteProfile } from '../auth/pending';

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

export class Checkouts {
  constructor(
    private readonly app: FastifyInstance,
    private readonly provider: PaymentProvider,
    private readonly customers: Customers,
    private readonly attempts: CheckoutAttempts,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /**
   * Buys a program: the server's price, one payment however many times it is asked for at once. The athlete is one
   * Payments.checkout let through (Payments.athlete).
   */
  async checkout(athlete: { userId: number }, input: CheckoutInput): Promise<CheckoutRow> {
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
    const open = await this.attempts.open(athlete.userId, input.program_id);
    // One in flight is answered as it stands; one that hung (no answer for minutes) or waits for authentication gives
    // way, unless the provider says its payment went through or is under way (its webhook will settle it).
    if (open?.status === 'processing' && Date.now() - Date.parse(open.created_at) < STALE_MS) return open;
    if (open && !(await this.attempts.giveWay(open))) return this.attempts.reload(open.id);

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
    const customer = free ? '' : await this.customers.customerOf(athlete.userId);
    const paymentMethod = free ? '' : await this.paymentMethod(customer, input);
    const key = `checkout-${athlete.userId}-${input.program_id}-${Number(attempts?.n ?? 0)}`;
    // The price is fixed here: its discount's redemption is taken with the row, in one transaction (./holds.ts), once
    // the holds of abandoned checkouts are given back. None left: refused, nothing written, nothing charged.
    const discount = quote.discount;
    if (discount) await this.attempts.releaseExpiredHolds(discount.id);
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
      await this.db.transaction().execute((trx) => fulfil(trx, row, { provider_ref: `free-${row.id}`, amount: 0, subscription: null }, notices, this.app.config.payments));
      await this.app.notifier.deliver(notices);
      return this.attempts.reload(row.id);
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
        await this.attempts.record(row.id, { subscription_ref: sub.id }, sub.payment);
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
        await this.attempts.record(row.id, {}, payment);
      }
    } catch (err) {
      if (err instanceof HttpError) await this.attempts.markFailed(row.id, err.message);
      else await this.attempts.markFailed(row.id, PAYMENT_MESSAGES.providerUnavailable);
      throw err instanceof HttpError ? err : new PaymentError(PAYMENT_MESSAGES.providerUnavailable, 'provider_unavailable', 409);
    }
    const done = await this.attempts.reload(row.id);
    if (done.status === 'failed') throw new PaymentError(done.message ?? PAYMENT_MESSAGES.declines.generic_decline, 'card_declined', 402);
    return done;
  }

  /**
   * Refuses a checkout whose discount has no redemption left (used, or held by other checkouts in flight): a 422 that
   * says so, nothing written or charged. Unless the redemption went to a request of the same athlete in flight at the
   * same time (a double submit): that attempt answers, as requests in flight share one checkout.
   */
  private async refuseUsedUp(athleteId: number, programId: number, field: 'code' | 'expected_amount' | null): Promise<CheckoutRow> {
    const mine = await this.attempts.open(athleteId, programId);
    if (mine) return mine;
    if (await this.ownsProgram(athleteId, programId)) throw conflict(PAYMENT_MESSAGES.alreadyOwned);
    throw unprocessable(PAYMENT_MESSAGES.discountUsedUp, field ? { [field]: PAYMENT_MESSAGES.discountUsedUp } : undefined);
  }

  /**
   * After the authentication step: the payment read again (sandbox: passed or failed as the athlete chose). The row is
   * the caller's own (Payments.checkoutOf).
   */
  async confirm(row: CheckoutRow, approve: boolean): Promise<CheckoutRow> {
    if (row.status !== 'requires_action' || !row.payment_ref) {
      if (row.status === 'processing' || row.status === 'succeeded') return row;
      throw conflict(PAYMENT_MESSAGES.notAwaitingAuthentication);
    }
    const payment = await this.provider.confirmPayment(row.payment_ref, { approve });
    await this.attempts.record(row.id, {}, payment);
    const done = await this.attempts.reload(row.id);
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
}
