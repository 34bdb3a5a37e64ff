import { sql, type Kysely } from 'kysely';
import { DEFAULT_REFUND_WINDOW_DAYS } from '../../../src/config/payments';
import { availableAt, DEFAULT_PLATFORM_FEE_BPS, refundShare, saleSplit } from '../../../src/domain/earnings';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The payments that were made: each earned its trainer something (refunded ones took some or all of it back). */
const PAID = ['succeeded', 'partially_refunded', 'refunded'];

/**
 * Trainers' earnings (ADR 026): each sale records the platform's fee and the trainer's net, and an append-only
 * ledger (`earning`) holds every movement of a trainer's money; the platform's fee rate (`platform_setting`) and a
 * trainer's own rate set by an admin (`trainer_fee`). The payments made before get their rows at the default rate:
 * each sale's credit, available once its refund window (the default 30 days) has passed, and each succeeded refund's
 * share taken back, so every balance is a sum of rows from the first day.
 */
export function earnings(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      for (const column of ['fee_bps', 'fee_amount', 'provider_fee', 'trainer_net']) await db.schema.alterTable('transaction').addColumn(column, 'integer').execute();
      await db.schema
        .createTable('trainer_fee')
        .addColumn('trainer_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('fee_bps', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('platform_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('earning')
        .addColumn('id', id.type, id.build)
        .addColumn('trainer_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('basis', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.references('transaction.id').onDelete('set null'))
        .addColumn('refund_id', 'integer', (c) => c.references('refund.id').onDelete('set null'))
        .addColumn('reason', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('available_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_earning_trainer').on('earning').columns(['trainer_id', 'available_at']).execute();
      // A sale is credited once, whatever retries and replayed events do.
      await db.schema.createIndex('ux_earning_sale').on('earning').column('transaction_id').unique().where(sql.ref('kind'), '=', 'sale').execute();

      const now = new Date().toISOString();
      const paid = await db.selectFrom('transaction').select(['id', 'trainer_id', 'amount', 'currency', 'created_at']).where('status', 'in', PAID).orderBy('id').execute();
      for (const tx of paid) {
        const amount = Number(tx.amount);
        const split = saleSplit(amount, DEFAULT_PLATFORM_FEE_BPS);
        const available = availableAt(String(tx.created_at), DEFAULT_REFUND_WINDOW_DAYS);
        await db.updateTable('transaction').set({ fee_bps: DEFAULT_PLATFORM_FEE_BPS, fee_amount: split.fee, provider_fee: null, trainer_net: split.net }).where('id', '=', tx.id).execute();
        const row = { trainer_id: tx.trainer_id, currency: tx.currency, transaction_id: tx.id, reason: null, created_by: null, available_at: available };
        await db.insertInto('earning').values({ ...row, kind: 'sale', amount: split.net, fee: split.fee, basis: amount, refund_id: null, created_at: String(tx.created_at) }).execute();
        let refunded = 0;
        const refunds = await db.selectFrom('refund').select(['id', 'amount', 'updated_at']).where('transaction_id', '=', tx.id).where('status', '=', 'succeeded').orderBy('id').execute();
        for (const r of refunds) {
          const total = Math.min(amount, refunded + (r.amount == null ? amount : Number(r.amount)));
          const share = refundShare({ amount, ...split }, refunded, total);
          if (total > refunded) {
            await db.insertInto('earning').values({ ...row, kind: 'refund', amount: -share.net, fee: -share.fee, basis: total - refunded, refund_id: r.id, created_at: String(r.updated_at ?? now) }).execute();
          }
          refunded = total;
        }
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('earning').ifExists().execute();
      await db.schema.dropTable('platform_setting').ifExists().execute();
      await db.schema.dropTable('trainer_fee').ifExists().execute();
      for (const column of ['fee_bps', 'fee_amount', 'provider_fee', 'trainer_net']) await db.schema.alterTable('transaction').dropColumn(column).execute();
    },
  };
}
