import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Payouts (ADR 027): a trainer's payout account at the provider (`payout_account`: Stripe's connected Express account,
 * or the sandbox's), and each payout (`payout`): the money set aside from the available balance, sent as a transfer
 * and a payout at the provider under the payout's own idempotency key, and how it ended. The ledger's payout and
 * failed-payout rows name their payout, once each (unique indexes), whatever retries and replayed events do.
 */
export function payouts(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('payout_account')
        .addColumn('trainer_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('account_ref', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('bank_last4', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('payout')
        .addColumn('id', id.type, id.build)
        .addColumn('trainer_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('account_ref', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('transfer_ref', 'text')
        .addColumn('payout_ref', 'text')
        .addColumn('failure_code', 'text')
        .addColumn('failure_message', 'text')
        .addColumn('requested_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('arrival_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_payout_trainer').on('payout').columns(['trainer_id', 'created_at']).execute();
      await db.schema.createIndex('ix_payout_status').on('payout').columns(['status', 'created_at']).execute();
      await db.schema.alterTable('earning').addColumn('payout_id', 'integer', (c) => c.references('payout.id').onDelete('set null')).execute();
      // A payout takes its money once, and a failed one gives it back once.
      await db.schema.createIndex('ux_earning_payout').on('earning').column('payout_id').unique().where(sql.ref('kind'), '=', 'payout').execute();
      await db.schema.createIndex('ux_earning_payout_failed').on('earning').column('payout_id').unique().where(sql.ref('kind'), '=', 'payout_failed').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('ux_earning_payout_failed').ifExists().execute();
      await db.schema.dropIndex('ux_earning_payout').ifExists().execute();
      await db.schema.alterTable('earning').dropColumn('payout_id').execute();
      await db.schema.dropTable('payout').ifExists().execute();
      await db.schema.dropTable('payout_account').ifExists().execute();
    },
  };
}
