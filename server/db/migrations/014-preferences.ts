import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Each account's preferences (lambda `preference`, server/notifications/preferences.ts): its language and theme
 * (null: the device decides), its units for weights, and which notifications it also gets by mail (a JSON object
 * of choices; a kind it never chose keeps the default). Not a records table: only its owner reads and writes it.
 * Accounts without a row have the defaults.
 */
export const preferences = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('user_preference')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('language', 'text')
      .addColumn('theme', 'text')
      .addColumn('units', 'text', (c) => c.notNull().defaultTo('kg'))
      .addColumn('email_notifications', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('user_preference').ifExists().execute();
  },
};
