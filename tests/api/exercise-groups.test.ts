/**
 * Supersets and circuits (src/domain/exercise-groups.ts) on the real server and database: a trainer gives exercises
 * of a workout a group letter, which is read back as written and cleared with null; a letter outside A-F is refused
 * with nothing written; a copied program keeps its groups; the demo's bodyweight circuits are grouped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseBlocks } from '../../src/domain/exercise-groups';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
const R = '/records/sportlink';
let rows: number[] = [];

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  // The first workout of Tara's Strength Foundations (program 1): three exercises, straight sets.
  const first = await server.database.db
    .selectFrom('workout as w')
    .innerJoin('split as s', 's.id', 'w.split_id')
    .select('w.id')
    .where('s.program_id', '=', 1)
    .orderBy('s.position')
    .orderBy('w.day')
    .executeTakeFirstOrThrow();
  rows = (await server.database.db.selectFrom('workout_exercise').select('id').where('workout_id', '=', Number(first.id)).orderBy('position').execute()).map((r) => Number(r.id));
});
afterAll(() => server?.close());

const labels = async () => (await server.database.db.selectFrom('workout_exercise').select(['id', 'group_label', 'sets']).where('id', 'in', rows).orderBy('position').execute()).map((r) => ({ group_label: r.group_label as string | null, sets: Number(r.sets) }));

describe('a workout’s supersets and circuits', () => {
  it('are the letters the trainer gives, read back by the athlete, and cleared with null', async () => {
    expect((await labels()).map((r) => r.group_label)).toEqual([null, null, null]);
    for (const id of rows.slice(0, 2)) expect((await http.put(`${R}/trainer/workout_exercise/${id}`, { group_label: 'A' }, trainer)).status).toBe(200);
    expect(exerciseBlocks(await labels()).map((b) => [b.kind, b.label, b.members])).toEqual([
      ['superset', 'A', [0, 1]],
      ['single', null, [2]],
    ]);
    const read = await http.get(`${R}/member/workout_exercise/${rows[1]}`, athlete);
    expect(read.body.model.group_label).toBe('A');
    expect((await http.put(`${R}/trainer/workout_exercise/${rows[2]}`, { group_label: 'A' }, trainer)).status).toBe(200);
    expect(exerciseBlocks(await labels())[0]).toMatchObject({ kind: 'circuit', label: 'A', members: [0, 1, 2] });
    expect((await http.put(`${R}/trainer/workout_exercise/${rows[2]}`, { group_label: null }, trainer)).status).toBe(200);
    expect((await labels()).map((r) => r.group_label)).toEqual(['A', 'A', null]);
  });

  it('refuses a letter outside A-F, and another trainer’s workout, with nothing written', async () => {
    const before = await snapshot(server.database, ['workout_exercise']);
    for (const group_label of ['G', 'a', 'AB', '']) {
      const res = await http.put(`${R}/trainer/workout_exercise/${rows[0]}`, { group_label }, trainer);
      expect(res.status, group_label).toBe(422);
      expect(res.body.message).toMatch(/group_label must match pattern/);
    }
    expect((await http.put(`${R}/trainer/workout_exercise/${rows[0]}`, { group_label: 'B' }, trainer2)).status).toBeGreaterThanOrEqual(403);
    expect(await snapshot(server.database, ['workout_exercise'])).toBe(before);
  });

  it('are kept by a copy of the program', async () => {
    await http.put(`${R}/trainer/workout_exercise/${rows[0]}`, { group_label: 'C' }, trainer);
    await http.put(`${R}/trainer/workout_exercise/${rows[1]}`, { group_label: 'C' }, trainer);
    const copy = await http.post('/sportlink/trainer/lambda/programs/1/duplicate', {}, trainer);
    expect(copy.status).toBe(200);
    const copied = await server.database.db
      .selectFrom('workout_exercise as we')
      .innerJoin('workout as w', 'w.id', 'we.workout_id')
      .innerJoin('split as s', 's.id', 'w.split_id')
      .select(['we.group_label'])
      .where('s.program_id', '=', Number(copy.body.data))
      .where('we.group_label', 'is not', null)
      .execute();
    expect(copied.map((r) => r.group_label)).toEqual(['C', 'C']);
  });

  it('in the demo data: each of Home Bodyweight Burn’s workouts is one circuit', async () => {
    const workouts = await server.database.db
      .selectFrom('workout as w')
      .innerJoin('split as s', 's.id', 'w.split_id')
      .innerJoin('program as p', 'p.id', 's.program_id')
      .select(['w.id', 'w.title'])
      .where('p.title', '=', 'Home Bodyweight Burn')
      .execute();
    expect(workouts).toHaveLength(6);
    for (const w of workouts) {
      const exercises = await server.database.db.selectFrom('workout_exercise').select(['group_label', 'sets', 'measure']).where('workout_id', '=', Number(w.id)).orderBy('position').execute();
      expect(exerciseBlocks(exercises.map((e) => ({ group_label: e.group_label as string | null, sets: Number(e.sets) })))).toEqual([
        { kind: 'circuit', label: 'A', members: [0, 1, 2], rounds: Number(exercises[0].sets) },
      ]);
      expect(exercises.some((e) => e.measure === 'time')).toBe(true);
    }
  });
});
