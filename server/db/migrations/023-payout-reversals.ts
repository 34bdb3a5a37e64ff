import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A failed payout's transfer taken back to the platform (ADR 027): the reversal's id on the payout, so a reversal the
 * provider did not answer is asked for again at the next check, until it is written.
 */
export const payoutReversals = {
  async up(db: AnyDb) {
    await db.schema.alterTable('payout').addColumn('reversal_ref', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('payout').dropColumn('reversal_ref').execute();
  },
};
