/** What programs sell at: their discounts (holds of checkouts in flight counted) and today's price (src/domain/discounts.ts decides). */
import type { Database, Queryable } from '../db';
import { TEMPLATES } from '../db/templates';
import { expiredHolds, holdCutoff } from './holds';
import { quotePrice, type DiscountRule } from '../../src/domain/discounts';

/**
 * Every discount of these programs, codes included (the rule decides which apply; none leaves the server), by program.
 * Redemptions held by checkouts in flight count as used, except holds that have expired (the next checkout releases
 * them).
 */
export async function discountsOf({ db, dialect }: Queryable, programIds: readonly number[]): Promise<Map<number, DiscountRule[]>> {
  const byProgram = new Map<number, DiscountRule[]>(programIds.map((id) => [id, []]));
  if (!programIds.length) return byProgram;
  const ids = [...new Set(programIds)];
  // Compiled once per number of programs (server/db/templates.ts): a program page and a catalogue page ask it each time.
  const rows = await TEMPLATES.rows(db, dialect, `discounts|${ids.length}`, [holdCutoff(), ...ids], ([cutoff, ...forPrograms]) =>
    db
      .selectFrom('discount')
      .select(['id', 'program_id', 'code', 'kind', 'value', 'starts_at', 'ends_at', 'max_redemptions', 'redemptions', 'reserved', 'active'])
      .select(() => expiredHolds(db, cutoff).select((eb) => eb.fn.countAll().as('n')).whereRef('expired.discount_id', '=', 'discount.id').as('expired_holds'))
      .where('program_id', 'in', forPrograms),
  );
  for (const r of rows) {
    byProgram.get(Number(r.program_id))?.push(
      {
        id: Number(r.id),
        code: r.code,
        kind: r.kind,
        value: Number(r.value),
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        max_redemptions: r.max_redemptions == null ? null : Number(r.max_redemptions),
        redemptions: Number(r.redemptions ?? 0),
        reserved: Math.max(0, Number(r.reserved ?? 0) - Number(r.expired_holds ?? 0)),
        active: Number(r.active),
      } as DiscountRule,
    );
  }
  return byProgram;
}

/** Every discount of a program (`discountsOf`). */
export async function programDiscounts(database: Database, programId: number): Promise<DiscountRule[]> {
  return (await discountsOf(database, [programId])).get(programId) ?? [];
}

/** What each program sells at today without a code (the records' computed `sale_price`): the one pricing rule. */
export async function salePrices(on: Queryable, programs: readonly { id: unknown; price: unknown }[]): Promise<(number | null)[]> {
  const discounts = await discountsOf(on, programs.filter((p) => p.id != null).map((p) => Number(p.id)));
  return programs.map((p) => (p.id == null || p.price == null ? null : quotePrice(Number(p.price), discounts.get(Number(p.id)) ?? []).final_price));
}
