/**
 * The records' computed fields (`x-computed` in the contract): worked out for the rows a read answers, never stored,
 * never written, filtered or ordered on. Every computed field of the contract has its function here: a missing one
 * stops the server at start, like an operation without a handler.
 */
import { publicName } from '../../src/domain/people';
import { TABLES } from '../../src/generated/tables';
import type { Queryable } from '../db';
import { salePrices } from '../payments/pricing';

type Row = Record<string, unknown>;
/** The values of one computed field for a page of rows, in their order. */
type Compute = (on: Queryable, rows: readonly Row[]) => Promise<unknown[]>;

/** The public name ("Alex K." for an athlete, the full name for a trainer) of the user each row's `field` names. */
const nameOf =
  (field: string): Compute =>
  async ({ db }, rows) => {
    const ids = [...new Set(rows.map((r) => r[field]).filter((v) => v != null).map(Number))];
    const users = ids.length ? await db.selectFrom('user').select(['id', 'role', 'first_name', 'last_name']).where('id', 'in', ids).execute() : [];
    const names = new Map(users.map((u) => [Number(u.id), publicName(u as { role: string; first_name: string | null; last_name: string | null })]));
    return rows.map((r) => (r[field] == null ? null : (names.get(Number(r[field])) ?? null)));
  };

/** A field of the transaction each row's `transaction_id` names. */
const transactionField =
  (pick: (row: Row, tx: { amount: number; currency: string }) => unknown): Compute =>
  async ({ db }, rows) => {
    const ids = [...new Set(rows.map((r) => r.transaction_id).filter((v) => v != null).map(Number))];
    const txs = ids.length ? await db.selectFrom('transaction').select(['id', 'amount', 'currency']).where('id', 'in', ids).execute() : [];
    const byId = new Map(txs.map((t) => [Number(t.id), { amount: Number(t.amount), currency: String(t.currency) }]));
    return rows.map((r) => {
      const tx = r.transaction_id == null ? undefined : byId.get(Number(r.transaction_id));
      return tx ? pick(r, tx) : null;
    });
  };

export const COMPUTED: Record<string, Record<string, Compute>> = {
  // Needs the row's id and price: read with the row even when a caller's `include` leaves them out.
  program: { sale_price: (on, rows) => salePrices(on, rows as { id: unknown; price: unknown }[]) },
  refund: {
    at_stake: transactionField((r, tx) => (r.amount == null ? tx.amount : Number(r.amount))),
    currency: transactionField((_r, tx) => tx.currency),
  },
  review: { author_name: nameOf('athlete_id') },
  comment: { author_name: nameOf('author_id') },
};

// Every computed field of the contract is computed here, and nothing else is.
for (const [table, meta] of Object.entries(TABLES)) {
  const declared = Object.entries(meta.fields as Record<string, { computed?: boolean }>).filter(([, f]) => f.computed).map(([n]) => n).sort();
  const here = Object.keys(COMPUTED[table] ?? {}).sort();
  if (JSON.stringify(declared) !== JSON.stringify(here)) {
    throw new Error(`records: ${table} declares computed fields [${declared}] but server/records/computed.ts computes [${here}]`);
  }
}

/** Sets the computed fields of a table on its rows (in place). */
export async function fillComputed(on: Queryable, table: string, rows: Row[]): Promise<void> {
  const fields = COMPUTED[table];
  if (!fields || !rows.length) return;
  for (const [field, compute] of Object.entries(fields)) {
    const values = await compute(on, rows);
    rows.forEach((r, i) => (r[field] = values[i]));
  }
}
