import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The answers kept for `Idempotency-Key` (server/plugins/app/idempotency.ts): one row per caller and key, pending while
 * the first request runs, then done with its status and its answer, sealed. Rows go after a day.
 */
export function idempotency(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('idempotency_key')
        .addColumn('id', id.type, id.build)
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_idempotency_key', ['scope', 'key'])
        .execute();
      await db.schema.createIndex('ix_idempotency_key_created').on('idempotency_key').column('created_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('idempotency_key').execute();
    },
  };
}
