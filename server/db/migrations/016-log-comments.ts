import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Comments on a logged workout (records table `log_comment`, ADR 022): the coach's feedback and the athlete's answers,
 * one thread per log, gone with the log.
 */
export function logComments(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('log_comment')
        .addColumn('id', id.type, id.build)
        .addColumn('log_id', 'integer', (c) => c.notNull().references('workout_log.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_log_comment_log').on('log_comment').columns(['log_id', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('log_comment').ifExists().execute();
    },
  };
}
