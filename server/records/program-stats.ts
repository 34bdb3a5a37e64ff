/**
 * A program's rating (average and count of its reviews) and popularity (how many athletes enrolled, refunds not counted), kept on
 * the program row so the storefront can sort and filter by them with an index, however many programs there are.
 * Recounted from the source rows (never incremented), so a repeated or concurrent call leaves the right numbers.
 * Called in the same transaction as every write that changes them: reviews (records API), enrollments (payments
 * webhook, admin), the demo seed and the migration that added the columns.
 */
import { sql, type Kysely } from 'kysely';
import type { TableHooks } from './hooks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function refreshProgramStats(db: AnyDb, programIds: readonly unknown[]): Promise<void> {
  const ids = [...new Set(programIds.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  if (ids.length === 0) return;
  await db
    .updateTable('program')
    .set({
      rating_avg: sql`(select round(avg(cast(r.rating as double precision)) * 10) / 10.0 from review r where r.program_id = program.id)`,
      rating_count: sql`(select count(*) from review r where r.program_id = program.id)`,
      enrollment_count: sql`(select count(distinct e.athlete_id) from enrollment e where e.program_id = program.id and e.status <> 'refunded')`,
    })
    .where('id', 'in', ids)
    .execute();
}

/**
 * The hooks of a table whose rows the stats count (reviews: a program's rating; enrollments: its popularity): every
 * program a write touched is recounted, the one the row is on and, for an update, the one it was on.
 */
export function programStatsHooks(table: 'review' | 'enrollment'): TableHooks {
  return {
    async after(ctx, _row, _op, id, before) {
      const row = await ctx.db.selectFrom(table).select('program_id').where('id', '=', id).executeTakeFirst();
      await refreshProgramStats(ctx.db, [row?.program_id, before?.program_id]);
    },
    async afterDelete(ctx, deleted) {
      await refreshProgramStats(ctx.db, deleted.map((r) => r.program_id));
    },
  };
}
