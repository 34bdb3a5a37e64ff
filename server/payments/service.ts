/**
 * Payments: checkout, saved cards, refunds at the provider. The server prices every checkout (src/domain/discounts.ts)
 * and charges through the configured PaymentProvider; what a payment leads to (transaction, enrollment, refund
 * state) is written by the webhook handler (./webhook.ts) when the provider's event arrives, once.
 *
 * `Payments` (app.payments) is the entry point: it checks the caller and hands the work to its parts, customers and
 * cards (./customers.ts), the checkout (./checkout.ts, its attempts ./attempts.ts) and refunds (./refunds.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../src/config/messages';

import { notFound } from '../errors';
import type { Caller } from '../records/context';
import { CheckoutAttempts } from './attempts';
import { Checkouts, type CheckoutInput } from './checkout';
import type { CheckoutRow } from './checkout-row';
import { Customers } from './customers';
import type { PaymentProvider } from './provider';
import { Refunds } from './refunds';

export class Payments {
  private readonly customers: Customers;
  private readonly checkouts: Checkouts;
  private readonly refunds: Refunds;

  constructor(
    private readonly app: FastifyInstance,
    readonly provider: PaymentProvider,
  ) {
    this.customers = new Customers(app, provider);
    this.checkouts = new Checkouts(app, provider, this.customers, new CheckoutAttempts(app, provider));
    this.refunds = new Refunds(app, provider);
  }

  private get db() {
    return this.app.database.db;
  }

  // ---- whose checkout (who may call at all is each operation's x-access) ---------------------------------------

  async checkoutOf(caller: Caller, id: number): Promise<CheckoutRow> {
    const row = (await this.db.selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirst()) as CheckoutRow | undefined;
    if (!row || (caller.kind !== 'admin' && Number(row.athlete_id) !== caller.userId)) throw notFound(API_MESSAGES.recordNotFound('checkout'));
    return row;
  }

  // ---- customers and cards (./customers.ts) ----------------------------------------------------------------------

  /** The user's customer at the provider in use, if one was made (reads never create one). */
  existingCustomer(userId: number): Promise<string | null> {
    return this.customers.existingCustomer(userId);
  }

  /** The caller's customer at the provider, created on first use. */
  customerOf(userId: number): Promise<string> {
    return this.customers.customerOf(userId);
  }

  /** A card id must be one of the caller's saved cards (the provider checks again). */
  ownCard(customer: string, cardId: string) {
    return this.customers.ownCard(customer, cardId);
  }

  // ---- checkout (./checkout.ts) --------------------------------------------------------------------------------

  /**
   * Buys a program for an athlete (active: the operation's x-access): the server's price, one payment however many
   * times it is asked for at once.
   */
  async checkout(athlete: Caller & { userId: number }, input: CheckoutInput): Promise<CheckoutRow> {
    return this.checkouts.checkout(athlete, input);
  }

  /** After the authentication step: the caller's checkout, its payment read again. */
  async confirm(caller: Caller, id: number, approve: boolean): Promise<CheckoutRow> {
    const row = await this.checkoutOf(caller, id);
    return this.checkouts.confirm(row, approve);
  }

  ownsProgram(athleteId: number, programId: number): Promise<boolean> {
    return this.checkouts.ownsProgram(athleteId, programId);
  }

  // ---- refunds (./refunds.ts) ------------------------------------------------------------------------------------

  /** Whether a transaction was paid through the provider in use now (a refund can only go back the same way). */
  refundable(transactionId: number): Promise<boolean> {
    return this.refunds.refundable(transactionId);
  }

  /** An approved refund at the provider, once (keyed by the refund request's id); charge.refunded settles it. */
  refundAtProvider(refundId: number): Promise<void> {
    return this.refunds.refundAtProvider(refundId);
  }
}
