/**
 * A program's calendar (ADR 024), on the real server and database: phases (splits) last `weeks` weeks and the program
 * the sum of them (kept by the server, another length refused), workouts sit on days 1-7, a phase's week is copied
 * right after it as it is or as a deload week (lambda `splits/{id}/copy`, in one transaction), the week of an
 * enrollment gives the workouts of the phase that week falls in, and the migration gave existing programs weeks and
 * days without losing a workout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index';
import { migrateToLatest, migratorOf } from '../../server/db/migrate';
import { client, DEMO, freshPostgres, snapshot, startServer, TEST_DB, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
const R = '/records/sportlink';
const STRUCTURE = ['program', 'split', 'workout', 'workout_exercise'];

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
});
afterAll(() => server?.close());

const db = () => server.database.db;
const lengthOf = async (programId: number) => Number((await db().selectFrom('program').select('duration_weeks').where('id', '=', programId).executeTakeFirstOrThrow()).duration_weeks);
const phasesOf = async (programId: number) =>
  (await db().selectFrom('split').select(['id', 'title', 'position', 'weeks']).where('program_id', '=', programId).orderBy('position').orderBy('id').execute()).map((s) => ({
    id: Number(s.id),
    title: String(s.title),
    position: Number(s.position),
    weeks: Number(s.weeks),
  }));

/** A draft program of the demo trainer with one phase of `weeks` weeks and a workout on day 2 with three exercises. */
async function program(weeks = 4): Promise<{ programId: number; phaseId: number; workoutId: number }> {
  const created = await http.post(`${R}/trainer/program`, { title: `Calendar ${Math.random()}`, price: 1000, duration_weeks: 8 }, trainer);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const programId = Number(created.body.data);
  const phase = await http.post(`${R}/trainer/split`, { program_id: programId, title: 'Build', position: 0, weeks }, trainer);
  expect(phase.status, JSON.stringify(phase.body)).toBe(200);
  const workout = await http.post(`${R}/trainer/workout`, { split_id: phase.body.data, day: 2, title: 'Lower' }, trainer);
  const exercise = Number((await db().selectFrom('exercise').select('id').where('name', '=', 'Back squat').executeTakeFirstOrThrow()).id);
  for (const [position, body] of [
    { sets: 5, reps: '5', load_kind: 'kg', load: 100, progression: { rule: 'add', load_step: 2.5 } },
    { sets: 3, reps: '8', load_kind: 'percent_1rm', load: 75, progression: { rule: 'percent', percents: [75, 80, 85] } },
    { sets: 4, reps: '10', load_kind: 'rpe', load: 8 },
  ].entries()) {
    const res = await http.post(`${R}/trainer/workout_exercise`, { workout_id: workout.body.data, exercise_id: exercise, position, ...body }, trainer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { programId, phaseId: Number(phase.body.data), workoutId: Number(workout.body.data) };
}

describe('a program lasts the sum of its phases’ weeks', () => {
  it('in the demo data: two phases share each program’s weeks', async () => {
    expect(await phasesOf(1)).toMatchObject([{ weeks: 4 }, { weeks: 4 }]);
    expect(await lengthOf(1)).toBe(8);
    expect((await http.get(`${R}/member/split/${(await phasesOf(1))[0].id}`, athlete)).body.model).toMatchObject({ weeks: 4 });
  });

  it('follows every write of a phase: its weeks, a new phase, a removed one', async () => {
    const { programId, phaseId } = await program(4);
    expect(await lengthOf(programId)).toBe(4);
    expect((await http.put(`${R}/trainer/split/${phaseId}`, { weeks: 6 }, trainer)).status).toBe(200);
    expect(await lengthOf(programId)).toBe(6);
    const second = await http.post(`${R}/trainer/split`, { program_id: programId, title: 'Peak', position: 1, weeks: 2 }, trainer);
    expect(await lengthOf(programId)).toBe(8);
    expect((await http.del(`${R}/trainer/split/${second.body.data}`, trainer)).status).toBe(200);
    expect(await lengthOf(programId)).toBe(6);
    // Read back through the API as the builder reads it.
    expect((await http.get(`${R}/trainer/program/${programId}`, trainer)).body.model.duration_weeks).toBe(6);
  });

  it('refuses another length for a program with phases, and nothing is written; the same length is fine', async () => {
    const { programId } = await program(3);
    const before = await snapshot(server.database, ['program']);
    const res = await http.put(`${R}/trainer/program/${programId}`, { duration_weeks: 10 }, trainer);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("This program lasts its phases' weeks (3): change a phase's weeks instead");
    expect(await snapshot(server.database, ['program'])).toBe(before);
    expect((await http.put(`${R}/trainer/program/${programId}`, { duration_weeks: 3, title: 'Same length' }, trainer)).status).toBe(200);
  });

  it('a program without phases keeps the length it is given', async () => {
    const created = await http.post(`${R}/trainer/program`, { title: 'No phases yet', price: 1000, duration_weeks: 8 }, trainer);
    expect((await http.put(`${R}/trainer/program/${created.body.data}`, { duration_weeks: 12 }, trainer)).status).toBe(200);
    expect(await lengthOf(Number(created.body.data))).toBe(12);
  });

  it('refuses a phase past 52 weeks or a day past 7 by the schema, and a program past 104 weeks with its reason', async () => {
    const { programId, phaseId } = await program(52);
    const before = await snapshot(server.database, STRUCTURE);
    for (const [res, message] of [
      [await http.put(`${R}/trainer/split/${phaseId}`, { weeks: 53 }, trainer), 'weeks must be <= 52'],
      [await http.put(`${R}/trainer/split/${phaseId}`, { weeks: 0 }, trainer), 'weeks must be >= 1'],
      [await http.post(`${R}/trainer/workout`, { split_id: phaseId, day: 8, title: 'Eighth day' }, trainer), 'day must be <= 7'],
    ] as const) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect(await snapshot(server.database, STRUCTURE)).toBe(before);
    expect((await http.post(`${R}/trainer/split`, { program_id: programId, title: 'Second', weeks: 52 }, trainer)).status).toBe(200);
    const after = await snapshot(server.database, STRUCTURE);
    const third = await http.post(`${R}/trainer/split`, { program_id: programId, title: 'Third', weeks: 1 }, trainer);
    expect(third.status).toBe(422);
    expect(third.body.message).toBe('A program lasts at most 104 weeks: this phase can have at most 0');
    expect(await snapshot(server.database, STRUCTURE)).toBe(after);
    expect(after).not.toBe(before);
    expect(await lengthOf(programId)).toBe(104);
  });
});

describe('copying a phase’s week', () => {
  it('as it is: one week right after it, the phases after it moved down, its workouts on the same days', async () => {
    const { programId, phaseId, workoutId } = await program(4);
    const last = await http.post(`${R}/trainer/split`, { program_id: programId, title: 'Peak', position: 1, weeks: 2 }, trainer);
    const res = await http.post(`/sportlink/trainer/lambda/splits/${phaseId}/copy`, {}, trainer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copyId = Number(res.body.data);
    expect(await phasesOf(programId)).toEqual([
      { id: phaseId, title: 'Build', position: 0, weeks: 4 },
      { id: copyId, title: 'Build (copy)', position: 1, weeks: 1 },
      { id: Number(last.body.data), title: 'Peak', position: 2, weeks: 2 },
    ]);
    expect(await lengthOf(programId)).toBe(7);
    const workouts = await db().selectFrom('workout').select(['id', 'day', 'title']).where('split_id', '=', copyId).execute();
    expect(workouts.map((w) => [Number(w.day), w.title])).toEqual([[2, 'Lower']]);
    const fields = ['sets', 'reps', 'load_kind', 'load', 'measure'] as const;
    const original = await db().selectFrom('workout_exercise').select([...fields]).where('workout_id', '=', workoutId).orderBy('position').execute();
    const copied = await db().selectFrom('workout_exercise').select([...fields]).where('workout_id', '=', Number(workouts[0].id)).orderBy('position').execute();
    expect(copied).toEqual(original);
  });

  it('as a deload week: half the sets, 60 % of the weight, at most 60 % of the max, an RPE two lower, no progression', async () => {
    const { programId, phaseId } = await program(3);
    const res = await http.post(`/sportlink/trainer/lambda/splits/${phaseId}/copy`, { deload: true }, trainer);
    expect(res.status).toBe(200);
    expect((await phasesOf(programId)).map((p) => [p.title, p.weeks])).toEqual([
      ['Build', 3],
      ['Deload', 1],
    ]);
    expect(await lengthOf(programId)).toBe(4);
    const workout = await db().selectFrom('workout').select(['id', 'day']).where('split_id', '=', Number(res.body.data)).executeTakeFirstOrThrow();
    expect(Number(workout.day)).toBe(2);
    const rows = await db().selectFrom('workout_exercise').select(['sets', 'reps', 'load_kind', 'load', 'progression']).where('workout_id', '=', Number(workout.id)).orderBy('position').execute();
    // By hand: 5 sets → 3, 100 kg → 60 kg; 3 sets → 2, week 1 of 75/80/85 % → 60 %; 4 sets → 2, RPE 8 → 6.
    expect(rows.map((r) => [Number(r.sets), r.reps, r.load_kind, Number(r.load), r.progression ?? null])).toEqual([
      [3, '5', 'kg', 60, null],
      [2, '8', 'percent_1rm', 60, null],
      [2, '10', 'rpe', 6, null],
    ]);
  });

  it('is refused, with nothing written, for someone else’s phase, an unknown one, a non-trainer, or past 104 weeks', async () => {
    const { phaseId } = await program(52);
    const before = await snapshot(server.database, STRUCTURE);
    expect((await http.post(`/sportlink/trainer/lambda/splits/${phaseId}/copy`, {}, trainer2)).status).toBe(404);
    expect((await http.post(`/sportlink/trainer/lambda/splits/${999_999}/copy`, {}, trainer)).status).toBe(404);
    expect((await http.post(`/sportlink/member/lambda/splits/${phaseId}/copy`, {}, athlete)).status).toBe(403);
    expect((await http.raw.post(`/sportlink/trainer/lambda/splits/${phaseId}/copy`, { deload: 'yes' }, trainer)).status).toBe(400);
    expect(await snapshot(server.database, STRUCTURE)).toBe(before);
    const { phaseId: full } = await program(52);
    const programId = Number((await db().selectFrom('split').select('program_id').where('id', '=', full).executeTakeFirstOrThrow()).program_id);
    await http.post(`${R}/trainer/split`, { program_id: programId, title: 'Second', weeks: 52 }, trainer);
    const atLimit = await snapshot(server.database, STRUCTURE);
    const res = await http.post(`/sportlink/trainer/lambda/splits/${full}/copy`, { deload: true }, trainer);
    expect(res.status).toBe(422);
    expect(await snapshot(server.database, STRUCTURE)).toBe(atLimit);
  });
});

describe('the week of an enrollment follows the calendar', () => {
  it('gives the workouts of the phase the week falls in (program 1: phase 1 in weeks 1-4, phase 2 in weeks 5-8)', async () => {
    const [first, second] = await phasesOf(1);
    for (const [week, phase] of [[1, first], [4, first], [5, second], [8, second]] as const) {
      const res = await http.get(`/sportlink/member/lambda/enrollments/1/week?week=${week}`, athlete);
      expect(res.status).toBe(200);
      expect(res.body.workouts.map((w: { split_id: number; day: number }) => [w.split_id, w.day])).toEqual([
        [phase.id, 1],
        [phase.id, 3],
        [phase.id, 5],
      ]);
    }
  });
});

describe('the calendar migration', () => {
  it('shares a program’s weeks among its phases and spreads days past 7 over the week, losing no workout', async () => {
    const pg = TEST_DB === 'postgres' ? await freshPostgres() : null;
    const database = openDatabase({ databaseUrl: pg?.url ?? '', sqliteFile: join(mkdtempSync(join(tmpdir(), 'calendar-')), 'db.sqlite') });
    try {
      expect((await migratorOf(database).migrateTo('018-workout-overrides')).error).toBeUndefined();
      const d = database.db;
      const now = new Date().toISOString();
      const stamps = { created_at: now, updated_at: now };
      const user = await d.insertInto('user').values({ email: 't@x.test', password_hash: 'x', role: 'trainer', status: 1, first_name: 'T', last_name: 'X', ...stamps }).returning('id').executeTakeFirstOrThrow();
      const newProgram = async (weeks: number, phases: number[][]) => {
        const p = await d.insertInto('program').values({ trainer_id: user.id, title: 'P', price: 100, duration_weeks: weeks, ...stamps }).returning('id').executeTakeFirstOrThrow();
        for (const [position, days] of phases.entries()) {
          const s = await d.insertInto('split').values({ program_id: p.id, title: `S${position}`, position, ...stamps }).returning('id').executeTakeFirstOrThrow();
          for (const day of days) await d.insertInto('workout').values({ split_id: s.id, day, title: `Day ${day}`, ...stamps }).execute();
        }
        return Number(p.id);
      };
      const eight = await newProgram(8, [[1, 3, 5], [1, 2], [4]]);
      const short = await newProgram(2, [[1], [2], [3]]);
      const long = await newProgram(6, [[1, 2, 3, 10, 11]]);
      const none = await newProgram(5, []);
      await migrateToLatest(database);
      const phases = async (id: number) => (await d.selectFrom('split').select('weeks').where('program_id', '=', id).orderBy('position').execute()).map((s) => Number(s.weeks));
      const length = async (id: number) => Number((await d.selectFrom('program').select('duration_weeks').where('id', '=', id).executeTakeFirstOrThrow()).duration_weeks);
      expect([await phases(eight), await length(eight)]).toEqual([[3, 3, 2], 8]);
      // More phases than weeks: one week each, and the program as long as they are.
      expect([await phases(short), await length(short)]).toEqual([[1, 1, 1], 3]);
      expect([await phases(none), await length(none)]).toEqual([[], 5]);
      const days = await d.selectFrom('workout').innerJoin('split', 'split.id', 'workout.split_id').select(['workout.day', 'workout.title']).where('split.program_id', '=', long).orderBy('workout.id').execute();
      expect(days.map((w) => [w.title, Number(w.day)])).toEqual([
        ['Day 1', 1],
        ['Day 2', 2],
        ['Day 3', 3],
        ['Day 10', 5],
        ['Day 11', 6],
      ]);
      const kept = await d.selectFrom('workout').innerJoin('split', 'split.id', 'workout.split_id').select('workout.day').where('split.program_id', '=', eight).orderBy('workout.id').execute();
      expect(kept.map((w) => Number(w.day))).toEqual([1, 3, 5, 1, 2, 4]);
    } finally {
      await database.destroy();
      await pg?.drop();
    }
  });
});
