import type { Kysely } from 'kysely';
import { shareWeeks, spreadDays, DAYS_PER_WEEK } from '../../../src/domain/program-calendar';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A program's calendar (ADR 024): a phase (split) lasts `weeks` weeks and its workouts sit on days 1-7 of each.
 * Existing programs keep their length and every workout: a program's weeks are shared among its phases in order
 * (the first ones take the remainder; a program with more phases than weeks grows to one week each), and a phase
 * whose workouts had days past 7 gets them spread over its week in their old order (three on days 1, 3 and 5).
 * Logs keep pointing at the same workouts.
 */
export const calendar = {
  async up(db: AnyDb) {
    await db.schema.alterTable('split').addColumn('weeks', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    const splits = await db.selectFrom('split').select(['id', 'program_id']).orderBy('program_id').orderBy('position').orderBy('id').execute();
    const byProgram = new Map<number, number[]>();
    for (const s of splits) byProgram.set(Number(s.program_id), [...(byProgram.get(Number(s.program_id)) ?? []), Number(s.id)]);
    for (const [programId, ids] of byProgram) {
      const program = await db.selectFrom('program').select('duration_weeks').where('id', '=', programId).executeTakeFirst();
      const weeks = shareWeeks(Number(program?.duration_weeks ?? 1), ids.length);
      for (const [i, id] of ids.entries()) await db.updateTable('split').set({ weeks: weeks[i] }).where('id', '=', id).execute();
      const total = weeks.reduce((n, w) => n + w, 0);
      if (total !== Number(program?.duration_weeks)) await db.updateTable('program').set({ duration_weeks: total }).where('id', '=', programId).execute();
      for (const id of ids) {
        const workouts = await db.selectFrom('workout').select(['id', 'day']).where('split_id', '=', id).orderBy('day').orderBy('id').execute();
        if (workouts.every((w) => Number(w.day) >= 1 && Number(w.day) <= DAYS_PER_WEEK)) continue;
        const days = spreadDays(workouts.length);
        for (const [i, w] of workouts.entries()) await db.updateTable('workout').set({ day: days[i] }).where('id', '=', w.id).execute();
      }
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('split').dropColumn('weeks').execute();
  },
};
