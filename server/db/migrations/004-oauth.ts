import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Accounts linked to an OpenID Connect provider's subject. */
export function oauth(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('oauth_identity')
        .addColumn('id', idColumn(dialect).type, idColumn(dialect).build)
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_oauth_identity', ['provider', 'subject'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('oauth_identity').ifExists().execute();
    },
  };
}
