/**
 * The trainers' earnings ledger (ADR 026), beside the payment tables it follows: written in the transaction of the
 * payment event that moves the money (a sale's fulfilment, a refund settled by the provider), or of an admin's
 * adjustment. Rows are only ever added: a correction is a new row. Balances are sums of rows
 * (src/domain/earnings.ts `balances`); nothing else holds a trainer's money.
 */
import { sql } from 'kysely';
import { availableAt, balances, DEFAULT_PLATFORM_FEE_BPS, refundShare, saleSplit, type Balance } from '../../src/domain/earnings';
import type { DB } from '../db';

/** The platform_setting key of the platform's fee rate (basis points). */
export const FEE_SETTING = 'fee_bps';

/** The platform's fee rate: the super admin's setting, else the default. */
export async function platformFeeBps(db: DB): Promise<number> {
  const row = await db.selectFrom('platform_setting').select('value').where('key', '=', FEE_SETTING).executeTakeFirst();
  const bps = row ? Number(row.value) : NaN;
  return Number.isInteger(bps) ? bps : DEFAULT_PLATFORM_FEE_BPS;
}

/** A trainer's fee rate: their own when an admin set one, else the platform's. */
export async function trainerFeeBps(db: DB, trainerId: number): Promise<number> {
  const own = await db.selectFrom('trainer_fee').select('fee_bps').where('trainer_id', '=', trainerId).executeTakeFirst();
  return own ? Number(own.fee_bps) : platformFeeBps(db);
}

/**
 * A sale: the platform's fee and the trainer's net written on the transaction, and the trainer's credit, available
 * once the refund window has passed. Once per transaction (a replayed event finds its row).
 */
export async function recordSale(trx: DB, transactionId: number, refundWindowDays: number): Promise<void> {
  const tx = await trx.selectFrom('transaction').select(['id', 'trainer_id', 'amount', 'currency', 'created_at']).where('id', '=', transactionId).executeTakeFirst();
  if (!tx) return;
  const done = await trx.selectFrom('earning').select('id').where('kind', '=', 'sale').where('transaction_id', '=', transactionId).executeTakeFirst();
  if (done) return;
  const amount = Number(tx.amount);
  const bps = await trainerFeeBps(trx, Number(tx.trainer_id));
  const split = saleSplit(amount, bps);
  await trx.updateTable('transaction').set({ fee_bps: bps, fee_amount: split.fee, trainer_net: split.net }).where('id', '=', transactionId).execute();
  await trx
    .insertInto('earning')
    .values({
      trainer_id: tx.trainer_id,
      kind: 'sale',
      amount: split.net,
      fee: split.fee,
      basis: amount,
      currency: tx.currency,
      transaction_id: transactionId,
      refund_id: null,
      reason: null,
      created_by: null,
      available_at: availableAt(String(tx.created_at), refundWindowDays),
      created_at: String(tx.created_at),
    })
    .execute();
}

/** What the provider kept of a sale (its processing fee), once known; a fee already written is kept. */
export async function recordProviderFee(db: DB, providerRef: string, fee: number): Promise<void> {
  await db.updateTable('transaction').set({ provider_fee: fee }).where('provider_ref', '=', providerRef).where('provider_fee', 'is', null).execute();
}

/**
 * A refund settled at the provider: `refundedTotal` is everything refunded of the payment so far (the provider's
 * running total), so a replayed event, or one that arrives after a later one, adds nothing. The trainer's share and
 * the fee are taken back in proportion (src/domain/earnings.ts `refundShare`), against the sale's credit: while the
 * sale is pending the debit is too, after that it comes off what is available (below zero when it was paid out).
 * Called after the caller updated the payment's row in the same transaction (its status): on PostgreSQL that row lock
 * makes two events of the same payment take turns, so the second reads the first's debit before adding its own.
 */
export async function recordRefund(trx: DB, transactionId: number, refundedTotal: number, refundId: number | null, now: string): Promise<void> {
  const sale = await trx.selectFrom('earning').selectAll().where('kind', '=', 'sale').where('transaction_id', '=', transactionId).executeTakeFirst();
  if (!sale) return;
  const before = await trx
    .selectFrom('earning')
    .select(sql<number>`coalesce(sum(${sql.ref('basis')}), 0)`.as('refunded'))
    .where('kind', '=', 'refund')
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  const refundedBefore = Number(before?.refunded ?? 0);
  const basis = Number(sale.basis);
  const total = Math.min(basis, refundedTotal);
  if (total <= refundedBefore) return;
  const share = refundShare({ amount: basis, fee: Number(sale.fee), net: Number(sale.amount) }, refundedBefore, total);
  await trx
    .insertInto('earning')
    .values({
      trainer_id: sale.trainer_id,
      kind: 'refund',
      amount: -share.net,
      fee: -share.fee,
      basis: total - refundedBefore,
      currency: sale.currency,
      transaction_id: transactionId,
      refund_id: refundId,
      reason: null,
      created_by: null,
      available_at: String(sale.available_at) > now ? String(sale.available_at) : now,
      created_at: now,
    })
    .execute();
}

/** An admin's adjustment of a trainer's balance (a credit or a debit), with its reason, available at once. */
export async function recordAdjustment(trx: DB, input: { trainerId: number; amount: number; currency: string; reason: string; by: number; now: string }): Promise<number> {
  const row = await trx
    .insertInto('earning')
    .values({
      trainer_id: input.trainerId,
      kind: 'adjustment',
      amount: input.amount,
      fee: 0,
      basis: 0,
      currency: input.currency,
      transaction_id: null,
      refund_id: null,
      reason: input.reason,
      created_by: input.by,
      available_at: input.now,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A refund request not settled yet: the athlete asked (or an admin approved and the provider has not refunded yet). */
const OPEN_REFUND = ['requested', 'approved'];

/** The trainer's sales with a refund request still open: their money is not paid out while it may go back. */
export async function heldSales(db: DB, trainerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('refund')
    .innerJoin('transaction', 'transaction.id', 'refund.transaction_id')
    .select('refund.transaction_id')
    .where('transaction.trainer_id', '=', trainerId)
    .where('refund.status', 'in', OPEN_REFUND)
    .execute();
  return new Set(rows.map((r) => Number(r.transaction_id)));
}

/**
 * A trainer's balances at `now`, summed from their rows. A sale with a refund request still open stays pending, out
 * of the window or not, until the request is settled.
 */
export async function trainerBalances(db: DB, trainerId: number, now: number): Promise<Balance[]> {
  const rows = await db.selectFrom('earning').select(['kind', 'amount', 'currency', 'available_at', 'transaction_id']).where('trainer_id', '=', trainerId).execute();
  return balances(
    rows.map((r) => ({
      kind: String(r.kind),
      amount: Number(r.amount),
      currency: String(r.currency),
      available_at: String(r.available_at),
      transaction_id: r.transaction_id == null ? null : Number(r.transaction_id),
    })),
    now,
    await heldSales(db, trainerId),
  );
}
