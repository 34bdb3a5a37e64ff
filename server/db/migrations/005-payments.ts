import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Payments (issue 7): customers at the card provider, checkouts (one row per attempt, keyed by its idempotency
 * key), the provider events already handled (each id once), the sandbox provider's own objects, and the provider
 * references on refunds, enrollments and transactions.
 */
export function payments(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('payment_customer')
        .addColumn('id', id.type, id.build)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('customer_ref', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_payment_customer', ['user_id', 'provider'])
        .execute();
      await db.schema
        .createTable('checkout')
        .addColumn('id', id.type, id.build)
        .addColumn('athlete_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('program_id', 'integer', (c) => c.notNull().references('program.id').onDelete('cascade'))
        .addColumn('trainer_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('discount_id', 'integer')
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('payment_ref', 'text')
        .addColumn('subscription_ref', 'text')
        .addColumn('client_secret', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('processing'))
        .addColumn('message', 'text')
        .addColumn('transaction_id', 'integer')
        .addColumn('enrollment_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('checkout_athlete_program').on('checkout').columns(['athlete_id', 'program_id']).execute();
      await db.schema.createIndex('checkout_payment_ref').on('checkout').column('payment_ref').execute();
      await db.schema.createIndex('checkout_subscription_ref').on('checkout').column('subscription_ref').execute();
      await db.schema
        .createTable('payment_event')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sandbox_object')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('customer', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sandbox_object_kind').on('sandbox_object').columns(['kind', 'customer', 'created_at']).execute();
      await db.schema.alterTable('refund').addColumn('provider_ref', 'text').execute();
      await db.schema.alterTable('enrollment').addColumn('subscription_ref', 'text').execute();
      // One transaction per provider payment or invoice, whatever the events do.
      await db.schema.createIndex('transaction_provider_ref').on('transaction').columns(['provider', 'provider_ref']).unique().execute();
      await db.schema.createIndex('enrollment_subscription_ref').on('enrollment').column('subscription_ref').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('enrollment_subscription_ref').ifExists().execute();
      await db.schema.dropIndex('transaction_provider_ref').ifExists().execute();
      await db.schema.alterTable('enrollment').dropColumn('subscription_ref').execute();
      await db.schema.alterTable('refund').dropColumn('provider_ref').execute();
      for (const t of ['sandbox_object', 'payment_event', 'checkout', 'payment_customer']) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
