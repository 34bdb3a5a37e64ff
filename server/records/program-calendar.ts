/**
 * A program's calendar on the records API (ADR 024): a program lasts the sum of its phases' weeks
 * (src/domain/program-calendar.ts). The split's check refuses a phase that would make the program longer than the
 * contract allows; the split's hooks keep `program.duration_weeks` equal to the sum after every write of a phase, in
 * the write's transaction; the program's check refuses another length for a program that has phases.
 */
import { sql, type Kysely } from 'kysely';
import { PROGRAM_MESSAGES } from '../../src/config/messages';
import { MAX_PROGRAM_WEEKS } from '../../src/domain/program-calendar';
import { unprocessable } from '../errors';
import type { Ctx } from './context';
import type { TableHooks } from './hooks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The sum of the phases' weeks of a program, and how many phases it has (optionally leaving one phase out). */
export async function phaseWeeksOf(db: AnyDb, programId: number, except?: number): Promise<{ weeks: number; phases: number }> {
  let q = db.selectFrom('split').select([sql<number>`coalesce(sum(weeks), 0)`.as('weeks'), sql<number>`count(*)`.as('phases')]).where('program_id', '=', programId);
  if (except !== undefined) q = q.where('id', '<>', except);
  const row = await q.executeTakeFirst();
  return { weeks: Number(row?.weeks ?? 0), phases: Number(row?.phases ?? 0) };
}

/** Sets each program's length to the sum of its phases' weeks (a program left without phases keeps its length). */
export async function syncProgramLength(db: AnyDb, programIds: readonly unknown[]): Promise<void> {
  const ids = [...new Set(programIds.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  if (!ids.length) return;
  await db
    .updateTable('program')
    .set({ duration_weeks: sql`(select sum(s.weeks) from split s where s.program_id = program.id)` })
    .where('id', 'in', ids)
    .where(sql<boolean>`exists (select 1 from split s where s.program_id = program.id)`)
    .execute();
}

/** A phase's weeks keep the program within the contract's longest program. An update is checked as the row will be. */
export async function checkSplit(ctx: Ctx, row: Record<string, unknown>, op: 'create' | 'update', id?: number): Promise<void> {
  if (op === 'update' && !('weeks' in row) && !('program_id' in row)) return;
  const stored = op === 'update' && id !== undefined ? await ctx.db.selectFrom('split').select(['program_id', 'weeks']).where('id', '=', id).executeTakeFirst() : undefined;
  const programId = Number(row.program_id ?? stored?.program_id);
  const weeks = Number(row.weeks ?? stored?.weeks ?? 1);
  const others = await phaseWeeksOf(ctx.db, programId, id);
  if (others.weeks + weeks > MAX_PROGRAM_WEEKS) {
    const problem = PROGRAM_MESSAGES.phasesTooLong(MAX_PROGRAM_WEEKS, Math.max(0, MAX_PROGRAM_WEEKS - others.weeks));
    throw unprocessable(problem, { weeks: problem });
  }
}

/** A program with phases lasts their weeks: another length is refused (its phases' weeks are what to change). */
export async function checkProgramLength(ctx: Ctx, row: Record<string, unknown>, id: number | undefined): Promise<void> {
  if (id === undefined || row.duration_weeks === undefined) return;
  const { weeks, phases } = await phaseWeeksOf(ctx.db, id);
  if (phases > 0 && Number(row.duration_weeks) !== weeks) {
    const problem = PROGRAM_MESSAGES.lengthFromPhases(weeks);
    throw unprocessable(problem, { duration_weeks: problem });
  }
}

export const SPLIT_HOOKS: TableHooks = {
  async after(ctx, _row, _op, id, before) {
    const row = await ctx.db.selectFrom('split').select('program_id').where('id', '=', id).executeTakeFirst();
    await syncProgramLength(ctx.db, [row?.program_id, before?.program_id]);
  },
  async afterDelete(ctx, deleted) {
    await syncProgramLength(ctx.db, deleted.map((r) => r.program_id));
  },
};
