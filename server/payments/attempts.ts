/**
 * A checkout attempt once written: what the provider answered is recorded on it, an open one gives way to a newer
 * one (or stands, when its payment went through), and one that ends unpaid gives back its discount hold (./holds.ts).
 */
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import type { CheckoutRow } from './checkout-row';
import { endUnpaid, expiredHolds, OPEN, type Unpaid } from './holds';
import type { PaymentProvider, PaymentResult } from './provider';

export class CheckoutAttempts {
  constructor(
    private readonly app: FastifyInstance,
    private readonly provider: PaymentProvider,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /** The athlete's latest attempt at the program still open (in flight, or waiting for authentication). */
  async open(athleteId: number, programId: number): Promise<CheckoutRow | undefined> {
    return (await this.db
      .selectFrom('checkout')
      .selectAll()
      .where('athlete_id', '=', athleteId)
      .where('program_id', '=', programId)
      .where('status', 'in', [...OPEN])
      .orderBy('id', 'desc')
      .executeTakeFirst()) as CheckoutRow | undefined;
  }

  /** Stores what the provider answered; never moves a checkout the webhook already settled. */
  async record(id: number, refs: { subscription_ref?: string }, payment: PaymentResult | null) {
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

  async markFailed(id: number, message: string) {
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
  async releaseExpiredHolds(discountId: number) {
    const expired = (await expiredHolds(this.db).selectAll('expired').where('expired.discount_id', '=', discountId).execute()) as CheckoutRow[];
    for (const row of expired) {
      await this.giveWay(row).catch((err: unknown) => this.app.log.warn({ err: (err as Error).message, checkout: row.id }, 'expired discount hold not released'));
    }
  }

  /**
   * Lets a new attempt replace an open one, unless its payment went through or is under way at the provider (then
   * the open one stands: answered as it is, settled by its webhook). Answers whether it gave way.
   */
  async giveWay(row: CheckoutRow): Promise<boolean> {
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

  async reload(id: number): Promise<CheckoutRow> {
    return (await this.db.selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as CheckoutRow;
  }
}
