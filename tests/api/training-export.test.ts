/**
 * The athlete's export of their whole training history (lambda `training/export`), on the real server: every log with
 * its program, phase, workout and sets (exercise names resolved), JSON and CSV alike, the caller's own logs only,
 * athletes only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string;
let athlete2: string;
let trainer: string;
const X = '/sportlink/member/lambda/training/export';
const R = '/records/sportlink';

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
});
afterAll(() => server?.close());

describe('the training history export', () => {
  it('gives every logged workout, oldest first, with its program, phase, workout and sets', async () => {
    // Demo data: the demo athlete logged 8 sessions of Strength Foundations over three weeks (the first, 20 days ago,
    // workout 1: back squats at 70 % of their 75 kg, then deadlifts and bench) and 6 of the 10K plan.
    const logged = await http.post(`${R}/member/workout_log`, { enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [{ exercise_id: 1, reps: 5, weight: 100, rpe: 8, notes: 'Felt fast' }, { reps: 30, weight: null }], completed: 1, notes: 'Good day' }, athlete);
    expect(logged.status).toBe(200);
    const res = await http.get(X, athlete);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="training-history-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).toMatchObject({ weight_unit: 'kg' });
    const workouts = res.body.workouts as { performed_at: string; program_title: string; phase: string; workout_title: string; completed: boolean; notes: string | null; sets: unknown[] }[];
    expect(workouts).toHaveLength(15);
    const times = workouts.map((w) => w.performed_at);
    expect([...times].sort()).toEqual(times);
    expect(workouts[0].sets.slice(0, 3)).toEqual([
      { set: 1, exercise_id: 1, exercise: 'Back squat', reps: 10, weight_kg: 52.5, seconds: null, distance_m: null, rpe: 7, notes: null },
      { set: 2, exercise_id: 1, exercise: 'Back squat', reps: 10, weight_kg: 52.5, seconds: null, distance_m: null, rpe: 8, notes: null },
      { set: 3, exercise_id: 1, exercise: 'Back squat', reps: 8, weight_kg: 52.5, seconds: null, distance_m: null, rpe: 9, notes: null },
    ]);
    expect(workouts[0].sets).toHaveLength(10);
    // A run logs its distance and time.
    expect(workouts.find((w) => w.program_title === '10K Run Builder')!.sets[0]).toMatchObject({ exercise: 'Easy run', reps: null, weight_kg: null, distance_m: 5000, seconds: expect.any(Number) });
    const last = workouts[14];
    const names = await server.database.db.selectFrom('exercise').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    const place = await server.database.db
      .selectFrom('workout')
      .innerJoin('split', 'split.id', 'workout.split_id')
      .innerJoin('program', 'program.id', 'split.program_id')
      .select(['workout.title as workout', 'split.title as phase', 'program.title as program'])
      .where('workout.id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ program_title: place.program, phase: place.phase, workout_title: place.workout, completed: true, notes: 'Good day' });
    expect(last.sets).toEqual([
      { set: 1, exercise_id: 1, exercise: names.name, reps: 5, weight_kg: 100, seconds: null, distance_m: null, rpe: 8, notes: 'Felt fast' },
      { set: 2, exercise_id: null, exercise: null, reps: 30, weight_kg: null, seconds: null, distance_m: null, rpe: null, notes: null },
    ]);
  });

  it('gives the same history as CSV, one row per set, cells quoted and formulas inert', async () => {
    await http.post(`${R}/member/workout_log`, { enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [], completed: 0, notes: '=cmd()' }, athlete);
    const res = await http.get(`${X}?format=csv`, athlete);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="training-history-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('"performed_at","program","phase","day","workout","completed","set","exercise","reps","weight_kg","seconds","distance_m","rpe","set_notes","workout_notes"');
    const json = (await http.get(X, athlete)).body.workouts as { sets: unknown[] }[];
    // One row per set, and one for a workout logged without sets.
    expect(lines).toHaveLength(1 + json.reduce((n, w) => n + Math.max(1, w.sets.length), 0));
    expect(lines.at(-1)).toContain(`"no","","","","","","","","","'=cmd()"`);
  });

  it('holds only the caller’s own logs', async () => {
    const other = await http.get(X, athlete2);
    expect(other.status).toBe(200);
    const mine = (await http.get(X, athlete)).body.workouts.map((w: { log_id: number }) => w.log_id);
    const own = await server.database.db.selectFrom('workout_log').select('id').where('athlete_id', '=', other.body.athlete_id).execute();
    expect(other.body.workouts.map((w: { log_id: number }) => w.log_id).sort()).toEqual(own.map((r) => Number(r.id)).sort());
    expect(other.body.workouts.some((w: { log_id: number }) => mine.includes(w.log_id))).toBe(false);
  });

  it('is for signed-in athletes only, and refuses an unknown format', async () => {
    expect((await http.get(X, null)).status).toBe(401);
    expect((await http.get('/sportlink/trainer/lambda/training/export', trainer)).status).toBe(403);
    const bad = await http.get(`${X}?format=xml`, athlete);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/format/);
  });
});
