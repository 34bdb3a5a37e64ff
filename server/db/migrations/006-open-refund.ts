import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** One open refund request per payment, held by the database (two requests at once cannot both open). */
export const openRefund = {
  async up(db: AnyDb) {
    await sql`create unique index refund_one_open on refund (transaction_id) where status in ('requested', 'approved')`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index if exists refund_one_open`.execute(db);
  },
};
