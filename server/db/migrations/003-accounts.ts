import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Accounts: sign-in sessions with rotating refresh-token families, one-time tokens (email
 * verification, password reset, magic link, two-factor challenge), two-factor secrets and recovery
 * codes, the mail outbox and custom roles. None of these is a records table: no secret is selectable.
 */
export function accounts(dialect: Dialect) {
  const { type: id, build: pk } = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.createTable('user_session')
        .addColumn('id', id, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema.createIndex('ix_user_session_user').on('user_session').columns(['user_id', 'revoked_at']).execute();
      await db.schema.createTable('refresh_token')
        .addColumn('id', id, pk)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('user_session.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createTable('auth_token')
        .addColumn('id', id, pk)
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('selector', 'text', (c) => c.notNull().unique())
        .addColumn('verifier_hash', 'text', (c) => c.notNull())
        .addColumn('data', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('ix_auth_token_user').on('auth_token').columns(['user_id', 'purpose']).execute();
      await db.schema.createTable('two_factor')
        .addColumn('id', id, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
        .addColumn('secret', 'text')
        .addColumn('pending_secret', 'text')
        .addColumn('enabled_at', 'text')
        .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('recovery_code')
        .addColumn('id', id, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_recovery_code_user').on('recovery_code').columns(['user_id']).execute();
      await db.schema.createTable('outbox')
        .addColumn('id', id, pk)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('role')
        .addColumn('id', id, pk)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const t of ['role', 'outbox', 'recovery_code', 'two_factor', 'auth_token', 'refresh_token', 'user_session']) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
