/**
 * Prescriptions by measure (src/domain/measures.ts), on the real server and database: what the demo's exercises
 * record, a logged set checked against its exercise's measure (seconds for a time, metres for a distance, reps
 * otherwise), the export carrying them, and the migration that gave existing programs their measures.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index';
import { migrateToLatest, migratorOf } from '../../server/db/migrate';
import { client, DEMO, freshPostgres, startServer, TEST_DB, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string;
const R = '/records/sportlink';
let workout: number;
let plank: number;
let run: number;
let swing: number;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  // The demo athlete's program (enrollment 1) has a workout of a plank, kettlebell swings and a tempo run.
  const rows = await server.database.db
    .selectFrom('workout_exercise as we')
    .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
    .innerJoin('workout as w', 'w.id', 'we.workout_id')
    .innerJoin('split as s', 's.id', 'w.split_id')
    .innerJoin('enrollment as en', 'en.program_id', 's.program_id')
    .select(['we.workout_id', 'e.id as exercise_id', 'e.name', 'we.measure', 'we.target_seconds', 'we.target_distance_m'])
    .where('en.id', '=', 1)
    .where('e.name', '=', 'Plank')
    .orderBy('we.workout_id')
    .execute();
  workout = Number(rows[0].workout_id);
  const inWorkout = await server.database.db
    .selectFrom('workout_exercise as we')
    .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
    .select(['e.id', 'e.name'])
    .where('we.workout_id', '=', workout)
    .execute();
  const id = (name: string) => Number(inWorkout.find((r) => r.name === name)!.id);
  plank = id('Plank');
  run = id('Tempo run');
  swing = id('Kettlebell swing');
});
afterAll(() => server?.close());

const log = (sets: unknown[]) => http.post(`${R}/member/workout_log`, { enrollment_id: 1, workout_id: workout, performed_at: new Date().toISOString(), sets, completed: 1 }, athlete);

describe('prescriptions by measure', () => {
  it('gives each demo exercise what it records and its target', async () => {
    const res = await http.get(`${R}/member/workout_exercise?filter=workout_id,eq,${workout}&order=position,asc`, athlete);
    expect(res.status).toBe(200);
    const byExercise = new Map((res.body.list as { exercise_id: number; measure: string; target_seconds: number | null; target_distance_m: number | null }[]).map((r) => [r.exercise_id, r]));
    expect(byExercise.get(plank)).toMatchObject({ measure: 'time', target_seconds: 45, target_distance_m: null });
    expect(byExercise.get(run)).toMatchObject({ measure: 'distance', target_seconds: 1500, target_distance_m: 5000 });
    expect(byExercise.get(swing)).toMatchObject({ measure: 'reps_load', target_seconds: null });
  });

  it('keeps a timed set, a distance with its time and a loaded set', async () => {
    const res = await log([
      { exercise_id: plank, seconds: 50, rpe: 7 },
      { exercise_id: swing, reps: 15, weight: 24 },
      { exercise_id: run, distance_m: 5000, seconds: 1560 },
    ]);
    expect(res.status).toBe(200);
    const back = await http.get(`${R}/member/workout_log/${res.body.data}`, athlete);
    expect(back.body.model.sets).toEqual([
      { exercise_id: plank, seconds: 50, rpe: 7 },
      { exercise_id: swing, reps: 15, weight: 24 },
      { exercise_id: run, distance_m: 5000, seconds: 1560 },
    ]);
    const exported = await http.get('/sportlink/member/lambda/training/export', athlete);
    const last = exported.body.workouts.at(-1);
    expect(last.sets.map((s: { exercise: string; seconds: number | null; distance_m: number | null }) => [s.exercise, s.seconds, s.distance_m])).toEqual([
      ['Plank', 50, null],
      ['Kettlebell swing', null, null],
      ['Tempo run', 1560, 5000],
    ]);
  });

  it('refuses a set without what its exercise measures, and writes nothing', async () => {
    const before = await server.database.db.selectFrom('workout_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [sets, needs] of [
      [[{ exercise_id: plank, reps: 10 }], 'set 1 needs seconds'],
      [[{ exercise_id: swing, reps: 10 }, { exercise_id: run, seconds: 1500 }], 'set 2 needs distance_m'],
      [[{ exercise_id: swing, weight: 20 }], 'set 1 needs reps'],
      [[{ seconds: 30 }], 'set 1 needs reps'],
    ] as const) {
      const res = await log([...sets]);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('A logged set lacks what its exercise measures');
      expect(res.body.validation).toMatchObject({ sets: needs });
    }
    const bad = await log([{ exercise_id: plank, seconds: -1 }]);
    expect(bad.status).toBe(422);
    const after = await server.database.db.selectFrom('workout_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the measures migration', () => {
  it('gives existing exercises reps with a load, and a prescription worded as a time a time measure', async () => {
    const pg = TEST_DB === 'postgres' ? await freshPostgres() : null;
    const database = openDatabase({ databaseUrl: pg?.url ?? '', sqliteFile: join(mkdtempSync(join(tmpdir(), 'measures-')), 'db.sqlite') });
    try {
      const { error } = await migratorOf(database).migrateTo('014-preferences');
      expect(error).toBeUndefined();
      const db = database.db;
      const now = new Date().toISOString();
      const stamps = { created_at: now, updated_at: now };
      const user = await db.insertInto('user').values({ email: 't@x.test', password_hash: 'x', role: 'trainer', status: 1, first_name: 'T', last_name: 'X', ...stamps }).returning('id').executeTakeFirstOrThrow();
      const program = await db.insertInto('program').values({ trainer_id: user.id, title: 'P', price: 100, ...stamps }).returning('id').executeTakeFirstOrThrow();
      const split = await db.insertInto('split').values({ program_id: program.id, title: 'S', ...stamps }).returning('id').executeTakeFirstOrThrow();
      const w = await db.insertInto('workout').values({ split_id: split.id, day: 1, title: 'W', ...stamps }).returning('id').executeTakeFirstOrThrow();
      const ex = await db.insertInto('exercise').values({ name: 'Plank', ...stamps }).returning('id').executeTakeFirstOrThrow();
      for (const [position, reps] of [[0, '8-10'], [1, '30s'], [2, '45 sec'], [3, 'AMRAP']] as const) {
        await db.insertInto('workout_exercise').values({ workout_id: w.id, exercise_id: ex.id, position, reps, ...stamps }).execute();
      }
      await migrateToLatest(database);
      const rows = await db.selectFrom('workout_exercise').select(['reps', 'measure', 'target_seconds']).orderBy('position').execute();
      expect(rows).toEqual([
        { reps: '8-10', measure: 'reps_load', target_seconds: null },
        { reps: '30s', measure: 'time', target_seconds: 30 },
        { reps: '45 sec', measure: 'time', target_seconds: 45 },
        { reps: 'AMRAP', measure: 'reps_load', target_seconds: null },
      ]);
    } finally {
      await database.destroy();
      await pg?.drop();
    }
  });
});
