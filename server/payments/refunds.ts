/** Refunds at the provider: an approved refund request is sent once; the webhook's charge.refunded settles it. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import type { PaymentProvider } from './provider';

export class Refunds {
  constructor(
    private readonly app: FastifyInstance,
    private readonly provider: PaymentProvider,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /** Whether a transaction was paid through the provider in use now (a refund can only go back the same way). */
  async refundable(transactionId: number): Promise<boolean> {
    const tx = await this.db.selectFrom('transaction').select(['provider', 'amount']).where('id', '=', transactionId).executeTakeFirst();
    return !!tx && tx.provider === this.provider.name && Number(tx.amount) > 0;
  }

  /**
   * An approved refund at the provider, once: the idempotency key is the refund request's id, so an approval sent
   * twice (or retried after a timeout) is one provider refund. The webhook's charge.refunded settles it.
   */
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
