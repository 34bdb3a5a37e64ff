/**
 * A trainer's adjustment of one exercise for one enrolled athlete (records table `workout_override`), on the real
 * server and database: it changes that athlete's week (lambda `enrollments/{id}/week`) and nobody else's, the week's
 * own adjustment winning over the every-week one; what it cannot be is refused with nothing written; only the program's
 * trainer writes it, and only the enrollment's athlete and that trainer read it.
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
const WEEK = (id: number, role: string, week: number) => `/sportlink/${role}/lambda/enrollments/${id}/week?week=${week}`;
// Demo data: Alex's enrollment 1 is in Strength Foundations (program 1, Tara's); Sam holds enrollment 3 in
// Hypertrophy Block (program 2, Tara's). Program 1's first workout's second exercise is a Romanian deadlift at 40 kg,
// 2.5 kg more every week.
let deadlift: number;
let otherEnrollment: number;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  const row = await server.database.db
    .selectFrom('workout_exercise as we')
    .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
    .innerJoin('workout as w', 'w.id', 'we.workout_id')
    .innerJoin('split as s', 's.id', 'w.split_id')
    .select('we.id')
    .where('s.program_id', '=', 1)
    .where('e.name', '=', 'Romanian deadlift')
    .orderBy('s.position')
    .orderBy('w.day')
    .executeTakeFirstOrThrow();
  deadlift = Number(row.id);
  otherEnrollment = Number((await server.database.db.selectFrom('enrollment').select('id').where('program_id', '=', 2).executeTakeFirstOrThrow()).id);
});
afterAll(() => server?.close());

type Exercise = { workout_exercise_id: number; reps: string; load: number | null; load_kg: number | null; override_id: number | null; note: string | null };
async function deadliftIn(token: string, role: string, enrollment: number, week: number): Promise<Exercise> {
  const res = await http.get(WEEK(enrollment, role, week), token);
  expect(res.status).toBe(200);
  return (res.body.workouts as { exercises: Exercise[] }[]).flatMap((w) => w.exercises).find((e) => e.workout_exercise_id === deadlift)!;
}

describe('a trainer adjusts one athlete’s exercise', () => {
  it('changes that athlete’s weeks, the week’s own adjustment over the every-week one', async () => {
    expect(await deadliftIn(athlete, 'member', 1, 2)).toMatchObject({ reps: '8-10', load: 42.5, load_kg: 42.5, override_id: null });
    const every = await http.post(`${R}/trainer/workout_override`, { enrollment_id: 1, workout_exercise_id: deadlift, week: null, reps: '6', note: 'Heavier, fewer' }, trainer);
    expect(every.status, JSON.stringify(every.body)).toBe(200);
    const second = await http.post(`${R}/trainer/workout_override`, { enrollment_id: 1, workout_exercise_id: deadlift, week: 2, load: 35 }, trainer);
    expect(second.status).toBe(200);
    // Week 2: its own adjustment (35 kg, the program's reps); week 3: the every-week one (6 reps, the program's 45 kg).
    expect(await deadliftIn(athlete, 'member', 1, 2)).toMatchObject({ reps: '8-10', load: 35, load_kg: 35, override_id: second.body.data, note: null });
    expect(await deadliftIn(athlete, 'member', 1, 3)).toMatchObject({ reps: '6', load: 45, load_kg: 45, override_id: every.body.data, note: 'Heavier, fewer' });
    // The trainer sees the same; the athlete reads their adjustments.
    expect(await deadliftIn(trainer, 'trainer', 1, 3)).toMatchObject({ reps: '6', override_id: every.body.data });
    const mine = await http.get(`${R}/member/workout_override?filter=enrollment_id,eq,1`, athlete);
    expect((mine.body.list as { id: number }[]).map((r) => r.id)).toEqual(expect.arrayContaining([every.body.data, second.body.data]));
    // Removed, the week is the program's again.
    expect((await http.del(`${R}/trainer/workout_override/${second.body.data}`, trainer)).status).toBe(200);
    expect(await deadliftIn(athlete, 'member', 1, 2)).toMatchObject({ reps: '6', load: 42.5 });
  });

  it('nobody else’s program changes', async () => {
    const program = await http.get(`${R}/trainer/workout_exercise/${deadlift}`, trainer);
    expect(program.body.model).toMatchObject({ reps: '8-10', load: 40 });
    // Another athlete enrolled in the same program: Sam, given an enrollment of program 1 here.
    const sams = Number(
      (await server.database.db.insertInto('enrollment').values({ program_id: 1, athlete_id: 6, status: 'active', transaction_id: null, ends_at: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id,
    );
    expect(await deadliftIn(athlete2, 'member', sams, 3)).toMatchObject({ reps: '8-10', load: 45, override_id: null });
  });
});

describe('what an adjustment cannot be is refused, and nothing is written', () => {
  const cases: [string, () => Record<string, unknown>, number, RegExp][] = [
    ['one that changes nothing', () => ({ enrollment_id: 1, workout_exercise_id: deadlift, note: 'Just a note' }), 422, /reps or the load/],
    ['a load beyond the exercise’s kind', () => ({ enrollment_id: 1, workout_exercise_id: deadlift, load: 1001 }), 422, /load/],
    ['an RPE load above 10 on an exercise loaded by RPE', () => ({ enrollment_id: otherEnrollment, workout_exercise_id: 0, load: 11 }), 422, /1 to 10/],
    ['an exercise of another program than the enrollment’s', () => ({ enrollment_id: otherEnrollment, workout_exercise_id: deadlift, reps: '5' }), 422, /program the athlete is enrolled in/],
  ];
  for (const [what, body, status, message] of cases) {
    it(what, async () => {
      const sent = body();
      if (sent.workout_exercise_id === 0) {
        // An exercise of Hypertrophy Block (loaded by RPE 8), in Sam's enrollment.
        const we = await server.database.db.selectFrom('workout_exercise as we').innerJoin('workout as w', 'w.id', 'we.workout_id').innerJoin('split as s', 's.id', 'w.split_id').select('we.id').where('s.program_id', '=', 2).where('we.load_kind', '=', 'rpe').executeTakeFirstOrThrow();
        sent.workout_exercise_id = Number(we.id);
      }
      const before = await snapshot(server.database, ['workout_override']);
      const res = await http.post(`${R}/trainer/workout_override`, sent, trainer);
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body)).toMatch(message);
      expect(await snapshot(server.database, ['workout_override'])).toBe(before);
    });
  }

  it('a second adjustment of the same exercise for the same week is refused: the first is the one to change', async () => {
    const every = await http.post(`${R}/trainer/workout_override`, { enrollment_id: 1, workout_exercise_id: deadlift, week: 4, reps: '4' }, trainer);
    expect(every.status).toBe(200);
    const before = await snapshot(server.database, ['workout_override']);
    const again = await http.post(`${R}/trainer/workout_override`, { enrollment_id: 1, workout_exercise_id: deadlift, week: 4, reps: '3' }, trainer);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This exercise already has an adjustment for week 4: change that one');
    expect(await snapshot(server.database, ['workout_override'])).toBe(before);
    const changed = await http.put(`${R}/trainer/workout_override/${every.body.data}`, { reps: '3' }, trainer);
    expect(changed.status).toBe(200);
    expect(await deadliftIn(athlete, 'member', 1, 4)).toMatchObject({ reps: '3', override_id: every.body.data });
  });

  it('only the program’s trainer writes one; an athlete or another trainer cannot', async () => {
    const before = await snapshot(server.database, ['workout_override']);
    const body = { enrollment_id: 1, workout_exercise_id: deadlift, reps: '3' };
    expect((await http.post(`${R}/trainer/workout_override`, body, trainer2)).status).toBeGreaterThanOrEqual(400);
    expect((await http.post(`${R}/member/workout_override`, body, athlete)).status).toBeGreaterThanOrEqual(400);
    expect((await http.get(`${R}/member/workout_override?filter=enrollment_id,eq,1`, athlete2)).body.list).toEqual([]);
    expect((await http.get(`${R}/trainer/workout_override?filter=enrollment_id,eq,1`, trainer2)).body.list).toEqual([]);
    expect(await snapshot(server.database, ['workout_override'])).toBe(before);
  });
});
