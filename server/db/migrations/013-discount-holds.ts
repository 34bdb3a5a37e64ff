import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Discount holds (server/payments/holds.ts): a limited discount is reserved when a checkout fixes its price, so
 * checkouts in flight at once never give out more redemptions than `max_redemptions`. `discount.reserved` counts the
 * holds of checkouts not settled yet; `checkout.discount_held` says whether a checkout still holds one (it is
 * released or consumed once). Existing rows hold nothing.
 */
export const discountHolds = {
  async up(db: AnyDb) {
    await db.schema.alterTable('discount').addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('checkout').addColumn('discount_held', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // The holds of one discount (the quote leaves out expired ones; a checkout releases them).
    await db.schema.createIndex('checkout_discount_held').on('checkout').columns(['discount_id', 'discount_held']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('checkout_discount_held').ifExists().execute();
    await db.schema.alterTable('checkout').dropColumn('discount_held').execute();
    await db.schema.alterTable('discount').dropColumn('reserved').execute();
  },
};
