import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Indexes for the storefront's sorts over published programs (price, newest, featured first), so a
 * page is an index range scan instead of a sort of every published row.
 */
export const storefrontIndexes = {
  async up(db: AnyDb) {
    await db.schema.createIndex('ix_program_status_price').on('program').columns(['status', 'price']).execute();
    await db.schema.createIndex('ix_program_status_featured_created').on('program').columns(['status', 'featured', 'created_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('ix_program_status_featured_created').execute();
    await db.schema.dropIndex('ix_program_status_price').execute();
  },
};
