/**
 * Progression across the weeks of a program (src/domain/progression.ts), on the real server and database: a trainer
 * gives an exercise a load and a rule, the server refuses what a rule cannot work with, and the week of an enrollment
 * (lambda `enrollments/{id}/week`) says what each of weeks 1-8 asks, against tables computed by hand; a percentage of
 * the one-rep max is turned into kilograms from the athlete's best logged set. The athlete of the enrollment and the
 * trainer of its program see it; nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
let athlete2: string;
const R = '/records/sportlink';
const WEEK = (id: number, role: string, week?: number) => `/sportlink/${role}/lambda/enrollments/${id}/week${week !== undefined ? `?week=${week}` : ''}`;
// Demo data: the demo athlete's enrollment 1 is in Tara's Strength Foundations (program 1, 8 weeks).
let workout: number;
const rows: Record<string, { id: number; exercise_id: number }> = {};

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  const first = await server.database.db
    .selectFrom('workout as w')
    .innerJoin('split as s', 's.id', 'w.split_id')
    .select('w.id')
    .where('s.program_id', '=', 1)
    .orderBy('s.position')
    .orderBy('w.day')
    .orderBy('w.id')
    .executeTakeFirstOrThrow();
  workout = Number(first.id);
  const exercises = await server.database.db
    .selectFrom('workout_exercise as we')
    .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
    .select(['we.id', 'we.exercise_id', 'e.name'])
    .where('we.workout_id', '=', workout)
    .orderBy('we.position')
    .orderBy('we.id')
    .execute();
  const [a, b, c] = exercises;
  rows.percent = { id: Number(a.id), exercise_id: Number(a.exercise_id) };
  rows.add = { id: Number(b.id), exercise_id: Number(b.exercise_id) };
  rows.weeks = { id: Number(c.id), exercise_id: Number(c.exercise_id) };
  // The three rules, on the first workout's three exercises (all prescribed as reps with a load).
  const set = (id: number, body: Record<string, unknown>) => http.put(`${R}/trainer/workout_exercise/${id}`, body, trainer);
  for (const [id, body] of [
    [rows.percent.id, { measure: 'reps_load', reps: '5', load_kind: 'percent_1rm', load: 70, progression: { rule: 'percent', percents: [70, 75, 80, 60] } }],
    [rows.add.id, { measure: 'reps_load', reps: '8-10', load_kind: 'kg', load: 60, progression: { rule: 'add', load_step: 2.5, reps_step: -1 } }],
    [rows.weeks.id, { measure: 'reps_load', reps: '12', load_kind: 'kg', load: 20, progression: { rule: 'weeks', weeks: [{}, { reps: '10', load: 22.5 }, { reps: '8', load: 25 }, { reps: '12', load: 15 }] } }],
  ] as const) {
    const res = await set(id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  // The first phase (these exercises' workout) lasts the 8 weeks the tables cover; the second, one week more
  // (program 1 then lasts 9 weeks: the sum of its phases').
  const phases = await server.database.db.selectFrom('split').select('id').where('program_id', '=', 1).orderBy('position').orderBy('id').execute();
  for (const [i, weeks] of [8, 1].entries()) expect((await http.put(`${R}/trainer/split/${phases[i].id}`, { weeks }, trainer)).status).toBe(200);
  // A single of 100 kg on the first exercise: the athlete's best estimated one-rep max for it.
  const logged = await http.post(`${R}/member/workout_log`, { enrollment_id: 1, workout_id: workout, performed_at: new Date().toISOString(), sets: [{ exercise_id: rows.percent.exercise_id, reps: 1, weight: 100 }], completed: 1 }, athlete);
  expect(logged.status).toBe(200);
});
afterAll(() => server?.close());

type WeekBody = { week: number; current_week: number; total_weeks: number; one_rep_max: { exercise_id: number; kg: number }[]; workouts: { workout_id: number; exercises: { workout_exercise_id: number; reps: string; load_kind: string | null; load: number | null; load_kg: number | null }[] }[] };

async function weeks(token: string, role: string) {
  const out: WeekBody[] = [];
  for (let week = 1; week <= 8; week++) {
    const res = await http.get(WEEK(1, role, week), token);
    expect(res.status).toBe(200);
    out.push(res.body as WeekBody);
  }
  return out;
}
const column = (all: WeekBody[], id: number) => all.map((w) => {
  const e = w.workouts.find((x) => x.workout_id === workout)!.exercises.find((x) => x.workout_exercise_id === id)!;
  return [e.reps, e.load_kind, e.load, e.load_kg];
});

describe('progression across the weeks of a program', () => {
  it('keeps the load and the rule as the trainer set them', async () => {
    const res = await http.get(`${R}/member/workout_exercise/${rows.percent.id}`, athlete);
    expect(res.body.model).toMatchObject({ load_kind: 'percent_1rm', load: 70, progression: { rule: 'percent', percents: [70, 75, 80, 60] } });
  });

  it('a percentage scheme: 70/75/80/60 % of a 100 kg max, the wave again from week 5', async () => {
    const all = await weeks(athlete, 'member');
    expect(column(all, rows.percent.id)).toEqual([
      ['5', 'percent_1rm', 70, 70],
      ['5', 'percent_1rm', 75, 75],
      ['5', 'percent_1rm', 80, 80],
      ['5', 'percent_1rm', 60, 60],
      ['5', 'percent_1rm', 70, 70],
      ['5', 'percent_1rm', 75, 75],
      ['5', 'percent_1rm', 80, 80],
      ['5', 'percent_1rm', 60, 60],
    ]);
    expect(all[0].one_rep_max).toContainEqual({ exercise_id: rows.percent.exercise_id, kg: 100 });
  });

  it('added every week: 2.5 kg more and one rep fewer', async () => {
    expect(column(await weeks(athlete, 'member'), rows.add.id)).toEqual([
      ['8-10', 'kg', 60, 60],
      ['7-9', 'kg', 62.5, 62.5],
      ['6-8', 'kg', 65, 65],
      ['5-7', 'kg', 67.5, 67.5],
      ['4-6', 'kg', 70, 70],
      ['3-5', 'kg', 72.5, 72.5],
      ['2-4', 'kg', 75, 75],
      ['1-3', 'kg', 77.5, 77.5],
    ]);
  });

  it('explicit weeks, the last one holding past the list; the trainer sees the same', async () => {
    const expected = [
      ['12', 'kg', 20, 20],
      ['10', 'kg', 22.5, 22.5],
      ['8', 'kg', 25, 25],
      ['12', 'kg', 15, 15],
      ['12', 'kg', 15, 15],
      ['12', 'kg', 15, 15],
      ['12', 'kg', 15, 15],
      ['12', 'kg', 15, 15],
    ];
    expect(column(await weeks(athlete, 'member'), rows.weeks.id)).toEqual(expected);
    expect(column(await weeks(trainer, 'trainer'), rows.weeks.id)).toEqual(expected);
  });

  it('without a week, the athlete’s current one (enrolled 20 days ago: week 3); past the end, the last week', async () => {
    const now = await http.get(WEEK(1, 'member'), athlete);
    expect(now.body).toMatchObject({ week: 3, current_week: 3, total_weeks: 9 });
    const past = await http.get(WEEK(1, 'member', 20), athlete);
    expect(past.body.week).toBe(9);
    expect((await http.get(WEEK(1, 'member', 0), athlete)).status).toBe(400);
  });

  it('is the enrollment’s athlete’s and its program’s trainer’s only', async () => {
    expect((await http.get(WEEK(1, 'member'), athlete2)).status).toBe(404);
    expect((await http.get(WEEK(1, 'trainer'), trainer2)).status).toBe(404);
    expect((await http.get(WEEK(999_999, 'member'), athlete)).status).toBe(404);
    expect((await http.get(WEEK(1, 'member'), null)).status).toBe(401);
  });
});

describe('what a progression cannot work with is refused, and nothing is written', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['an RPE above 10', { load_kind: 'rpe', load: 11 }, /1 to 10/],
    ['a percentage of the max above 150', { load_kind: 'percent_1rm', load: 200 }, /1 to 150/],
    ['an added rule that moves nothing', { progression: { rule: 'add' } }, /load_step or reps_step/],
    ['a load step without a load', { load_kind: null, load: null, progression: { rule: 'add', load_step: 2.5 } }, /without a load/],
    ['a percentage rule without percentages', { progression: { rule: 'percent', percents: [] } }, /percentages/],
    ['a week-by-week rule without weeks', { progression: { rule: 'weeks' } }, /its weeks/],
  ];
  for (const [what, body, message] of cases) {
    it(what, async () => {
      const before = await snapshot(server.database, ['workout_exercise']);
      const res = await http.put(`${R}/trainer/workout_exercise/${rows.weeks.id}`, body, trainer);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toMatch(message);
      expect(await snapshot(server.database, ['workout_exercise'])).toBe(before);
    });
  }

  it('a percentage outside the contract’s range or an unknown rule is a 400 by the schema', async () => {
    for (const body of [{ progression: { rule: 'percent', percents: [70, 151] } }, { progression: { rule: 'wave' } }, { progression: { rule: 'add', load_step: 2.5, extra: 1 } }]) {
      const res = await http.put(`${R}/trainer/workout_exercise/${rows.weeks.id}`, body, trainer);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
