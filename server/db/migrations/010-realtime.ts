import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Realtime (server/realtime): rooms (a direct room between two people, keyed by the pair; a named channel), their
 * members with the last message each has read, the messages (a channel's events carry a JSON payload), and when each
 * user was last seen by a poll (presence, shared by every server instance on the database).
 */
export function realtime(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('room')
        .addColumn('id', id.type, id.build)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('direct_key', 'text', (c) => c.unique())
        .addColumn('name', 'text', (c) => c.unique())
        .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_message_at', 'text')
        .execute();
      await db.schema
        .createTable('room_member')
        .addColumn('id', id.type, id.build)
        .addColumn('room_id', 'integer', (c) => c.notNull().references('room.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('last_read_chat_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_room_member', ['room_id', 'user_id'])
        .execute();
      await db.schema.createIndex('ix_room_member_user').on('room_member').columns(['user_id', 'room_id']).execute();
      await db.schema
        .createTable('chat_message')
        .addColumn('id', id.type, id.build)
        .addColumn('room_id', 'integer', (c) => c.notNull().references('room.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('payload', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_chat_message_room').on('chat_message').columns(['room_id', 'id']).execute();
      await db.schema
        .createTable('user_presence')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_notification_user_id').on('notification').columns(['user_id', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('ix_notification_user_id').execute();
      for (const t of ['user_presence', 'chat_message', 'room_member', 'room']) await db.schema.dropTable(t).execute();
    },
  };
}
