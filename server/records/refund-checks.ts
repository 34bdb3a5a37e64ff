/**
 * The check of a refund request (the `refund` policy's `check`, ./policies.ts): of a succeeded, paid purchase of the
 * athlete's, within the refund window (server/config.ts, through the records service), for at most what was paid, and
 * no other request of it open.
 */
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { unprocessable } from '../errors';
import type { Ctx } from './context';

export async function checkRefund(ctx: Ctx, row: Record<string, unknown>): Promise<void> {
  const tx = await ctx.db
    .selectFrom('transaction')
    .select(['status', 'amount', 'created_at'])
    .where('id', '=', Number(row.transaction_id))
    .where('athlete_id', '=', ctx.caller.userId ?? -1)
    .executeTakeFirst();
  if (!tx || tx.status !== 'succeeded' || Number(tx.amount) < 1) {
    throw unprocessable('Only a succeeded purchase of yours can be refunded', { transaction_id: 'is not a succeeded purchase of yours' });
  }
  const days = ctx.settings.refundWindowDays;
  if (Date.parse(String(tx.created_at)) + days * 86_400_000 < Date.now()) {
    throw unprocessable(PAYMENT_MESSAGES.refundWindow(days), { transaction_id: `was bought more than ${days} days ago` });
  }
  if (row.amount != null && Number(row.amount) > Number(tx.amount)) {
    throw unprocessable('The refund cannot exceed the amount paid', { amount: 'exceeds the amount paid' });
  }
  const open = await ctx.db
    .selectFrom('refund')
    .select('id')
    .where('transaction_id', '=', Number(row.transaction_id))
    .where('status', 'in', ['requested', 'approved'])
    .executeTakeFirst();
  if (open) throw unprocessable(PAYMENT_MESSAGES.refundOpen, { transaction_id: 'already has an open refund' });
}
