/**
 * Trainer-only lambda endpoints: what the records API cannot do for the trainer studio.
 * - `programs/stats`: sales per program (an aggregate), for the caller's own programs only.
 * - `programs/{id}/duplicate`: a deep copy of an own program (program, splits, workouts, workout exercises)
 *   as a new draft, in one transaction, so a copy is never half made.
 * - `splits/{id}/copy`: a phase's week copied right after it (as it is, or as a deload week), in one transaction.
 * Both take the path role `trainer` and a trainer's token; anyone else is refused (401 signed out, 403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_MESSAGES, PROGRAM_MESSAGES } from '../../src/config/messages';
import { copyTitle } from '../../src/domain/program-rules';
import { MAX_PROGRAM_WEEKS } from '../../src/domain/program-calendar';
import { deloadOf, type Progression } from '../../src/domain/progression';
import { phaseWeeksOf, syncProgramLength } from '../records/program-calendar';
import { TABLES } from '../../src/generated/tables';
import type { DB } from '../db';
import { forbidden, notFound, unprocessable } from '../errors';

import { handlerGroup } from '../routes';

type Row = Record<string, unknown>;

/** The largest id an integer column holds (PostgreSQL `serial`). */
const MAX_ID = 2_147_483_647;

/** The columns a copy carries over: the contract's writable fields (ids and timestamps are the copy's own). */
const copied = (table: keyof typeof TABLES): string[] =>
  Object.entries(TABLES[table].fields as Record<string, { readOnly: boolean }>)
    .filter(([name, f]) => !f.readOnly && name !== 'id')
    .map(([name]) => name);

const pick = (row: Row, fields: readonly string[]): Row => Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]]));

async function insertReturningId(trx: DB, table: string, values: Row): Promise<number> {
  return Number((await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);
}

/**
 * A copy of a phase's workouts, on the same days, and of their exercises in `into` (exercises passed through
 * `exercise` first: the deload week's lighter work).
 */
async function copyWorkouts(trx: DB, from: number, into: number, now: string, exercise: (row: Row) => Row = (row) => row): Promise<void> {
  const stamps = { created_at: now, updated_at: now };
  const workouts = (await trx.selectFrom('workout').selectAll().where('split_id', '=', from).orderBy('id').execute()) as Row[];
  for (const workout of workouts) {
    const workoutId = await insertReturningId(trx, 'workout', { ...pick(workout, copied('workout')), split_id: into, ...stamps });
    const exercises = (await trx.selectFrom('workout_exercise').selectAll().where('workout_id', '=', Number(workout.id)).orderBy('position').orderBy('id').execute()) as Row[];
    if (exercises.length) {
      await trx
        .insertInto('workout_exercise')
        .values(exercises.map((e) => ({ ...exercise(pick(e, copied('workout_exercise'))), workout_id: workoutId, ...stamps })))
        .execute();
    }
  }
}

/** A workout exercise's row as a deload week asks it (src/domain/progression.ts `deloadOf`; JSON kept as stored). */
function deloadRow(row: Row): Row {
  const progression = typeof row.progression === 'string' ? (JSON.parse(row.progression) as Progression) : ((row.progression as Progression | null) ?? null);
  const next = deloadOf({ sets: Number(row.sets), reps: row.reps as string | null, load_kind: row.load_kind as string | null, load: row.load == null ? null : Number(row.load), progression });
  return { ...row, sets: next.sets, reps: next.reps, load_kind: next.load_kind, load: next.load, progression: null };
}

export function trainerHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  return handlerGroup({
    async getTrainerProgramStats(r) {
      const caller = await r.signedInCaller();
      const raw = r.query.ids;
      // Ids past the id column's range cannot be anyone's program.
      const ids = raw ? [...new Set(raw.split(',').map(Number))].filter((id) => id <= MAX_ID) : null;
      if (ids && !ids.length) return { error: false, list: [] };
      let own = db().selectFrom('program').select('program.id').where('trainer_id', '=', caller.userId);
      if (ids) own = own.where('program.id', 'in', ids);
      const [programs, sales] = await Promise.all([
        own.orderBy('program.id').execute(),
        db()
          .selectFrom('transaction')
          .select(['program_id', 'currency', sql<number>`count(*)`.as('n'), sql<number>`sum(amount)`.as('amount')])
          .where('status', '=', 'succeeded')
          .where('program_id', 'in', own)
          .groupBy(['program_id', 'currency'])
          .orderBy('currency')
          .execute(),
      ]);
      return {
        error: false,
        list: programs.map((p) => {
          const mine = sales.filter((s) => Number(s.program_id) === Number(p.id));
          return {
            program_id: Number(p.id),
            sales: mine.reduce((n, s) => n + Number(s.n), 0),
            revenue: mine.map((s) => ({ amount: Number(s.amount), currency: String(s.currency) })),
          };
        }),
      };
    },

    async duplicateProgram(r) {
      const caller = await r.signedInCaller();
      const { programId } = r.params;
      return db()
        .transaction()
        .execute(async (trx) => {
          const program = (await trx.selectFrom('program').selectAll().where('id', '=', programId).executeTakeFirst()) as Row | undefined;
          // Another trainer's program: not found unless it is published (then visible, and the refusal says why).
          const mine = program && Number(program.trainer_id) === caller.userId;
          if (!program || (!mine && program.status !== 'published')) throw notFound(API_MESSAGES.recordNotFound('program'));
          if (!mine) throw forbidden(PROGRAM_MESSAGES.duplicateOwnOnly);
          const now = new Date().toISOString();
          const stamps = { created_at: now, updated_at: now };
          const copyId = await insertReturningId(trx, 'program', {
            ...pick(program, copied('program')),
            trainer_id: caller.userId,
            title: copyTitle(String(program.title)),
            status: 'draft',
            featured: 0,
            ...stamps,
          });
          const splits = (await trx.selectFrom('split').selectAll().where('program_id', '=', programId).orderBy('position').orderBy('id').execute()) as Row[];
          for (const split of splits) {
            const splitId = await insertReturningId(trx, 'split', { ...pick(split, copied('split')), program_id: copyId, ...stamps });
            await copyWorkouts(trx, Number(split.id), splitId, now);
          }
          r.log.info({ userId: caller.userId, from: programId, to: copyId }, 'program duplicated');
          return { error: false, data: copyId };
        });
    },

    async copySplit(r) {
      const caller = await r.signedInCaller();
      const { splitId } = r.params;
      const deload = r.body.deload === true;
      return db()
        .transaction()
        .execute(async (trx) => {
          const split = (await trx
            .selectFrom('split')
            .innerJoin('program', 'program.id', 'split.program_id')
            .selectAll('split')
            .where('split.id', '=', splitId)
            .where('program.trainer_id', '=', caller.userId)
            .executeTakeFirst()) as Row | undefined;
          if (!split) throw notFound(PROGRAM_MESSAGES.phaseNotFound);
          const programId = Number(split.program_id);
          const { weeks } = await phaseWeeksOf(trx, programId);
          if (weeks + 1 > MAX_PROGRAM_WEEKS) {
            const problem = PROGRAM_MESSAGES.phasesTooLong(MAX_PROGRAM_WEEKS, 0);
            throw unprocessable(problem, { weeks: problem });
          }
          // The phases after it move one place down; the copy takes the place right after it.
          const position = Number(split.position) + 1;
          await trx.updateTable('split').set({ position: sql`position + 1` }).where('program_id', '=', programId).where('position', '>=', position).where('id', '<>', splitId).execute();
          const now = new Date().toISOString();
          const title = deload ? PROGRAM_MESSAGES.deloadTitle : PROGRAM_MESSAGES.copyOfWeek(String(split.title));
          const copyId = await insertReturningId(trx, 'split', {
            ...pick(split, copied('split')),
            title: title.slice(0, TABLES.split.fields.title.schema.maxLength),
            position,
            weeks: 1,
            is_preview: 0,
            created_at: now,
            updated_at: now,
          });
          await copyWorkouts(trx, splitId, copyId, now, deload ? deloadRow : undefined);
          await syncProgramLength(trx, [programId]);
          r.log.info({ userId: caller.userId, from: splitId, to: copyId, deload }, 'phase week copied');
          return { error: false, data: copyId };
        });
    },
  });
}
