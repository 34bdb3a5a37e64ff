import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The attempt counters shared by every instance on one PostgreSQL database (server/auth/limiter.ts, ADR 029): a key's
 * count and the end of its window (epoch milliseconds). Created on SQLite too, so both schemas stay one; the embedded
 * database's single instance counts in memory.
 */
export const rateLimit = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('rate_limit')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_reset_at').on('rate_limit').column('reset_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('rate_limit').execute();
  },
};
