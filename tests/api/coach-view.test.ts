/**
 * The coach's view of an athlete (lambda `athletes/enrollments/{id}/training`), on the real server: compliance per
 * week against the program's plan, each logged workout's sets against its prescription, for the program's trainer
 * only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../../server/handlers/training';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
// Demo data: the demo athlete's enrollment 1 is in Tara's Strength Foundations (program 1, 8 weeks, 6 workouts);
// they logged its first workout 5, 3 and 1 days ago.
const V = (id: number, role = 'trainer') => `/sportlink/${role}/lambda/athletes/enrollments/${id}/training`;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
});
afterAll(() => server?.close());

describe('the coach’s view of an athlete', () => {
  it('shows the athlete’s logged workouts with their sets against the prescription, and compliance per week', async () => {
    const res = await http.get(V(1), trainer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enrollment_id: 1, athlete_name: 'Alex Kim', program_id: 1, program_title: 'Strength Foundations', planned_per_week: 3 });
    const workouts = res.body.workouts as { performed_at: string; workout_id: number; sets: { exercise: string; reps: number; weight_kg: number }[]; prescription: { exercise: string; measure: string; sets: number; reps: string }[] }[];
    // The demo's three weeks of Strength Foundations, one session missed.
    expect(workouts).toHaveLength(8);
    // Newest first.
    expect(workouts.map((w) => w.performed_at)).toEqual([...workouts.map((w) => w.performed_at)].sort().reverse());
    // The latest squat day (week 3): the squat at 80 % of Alex's 75 kg, the deadlift at 40 kg + 2 × 2.5 kg.
    const squatDay = workouts.find((w) => w.prescription[0]?.exercise === 'Back squat')!;
    expect(squatDay.sets.filter((s) => s.exercise === 'Back squat').map((s) => [s.reps, s.weight_kg])).toEqual([
      [10, 60],
      [10, 60],
      [8, 60],
    ]);
    expect(squatDay.sets.filter((s) => s.exercise === 'Romanian deadlift').map((s) => s.weight_kg)).toEqual([45, 45, 45, 45]);
    expect(squatDay.prescription.map((p) => [p.exercise, p.measure, p.sets, p.reps])).toEqual([
      ['Back squat', 'reps_load', 3, '8-10'],
      ['Romanian deadlift', 'reps_load', 4, '8-10'],
      ['Bench press', 'reps_load', 3, '12'],
    ]);
    const weeks = res.body.weeks as { week_start: string; completed: number; planned: number }[];
    expect(weeks).toHaveLength(8);
    // Enrolled 20 days ago: today is day 21 of the program, and the eight weeks run to this Sunday. Its first phase
    // (weeks 1-4) plans a session on days 1, 3 and 5 of each week; none before the enrollment.
    const toSunday = (7 - new Date().getUTCDay()) % 7;
    const days = Array.from({ length: 21 + toSunday }, (_, d) => d);
    expect(weeks.reduce((n, w) => n + w.planned, 0)).toBe(days.filter((d) => [0, 2, 4].includes(d % 7)).length);
    expect(weeks[0].planned).toBe(0);
    expect(weeks.at(-1)!.week_start).toBe(weekStart(new Date()));
    expect(weeks.reduce((n, w) => n + w.completed, 0)).toBe(8);
    for (const w of workouts) expect(weeks.find((x) => x.week_start === weekStart(new Date(w.performed_at)))).toBeDefined();
  });

  it('shows a set as the athlete logged it, by its measure', async () => {
    const plank = await server.database.db
      .selectFrom('workout_exercise as we')
      .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
      .innerJoin('workout as w', 'w.id', 'we.workout_id')
      .innerJoin('split as s', 's.id', 'w.split_id')
      .select(['we.workout_id', 'e.id'])
      .where('s.program_id', '=', 1)
      .where('e.name', '=', 'Plank')
      .executeTakeFirstOrThrow();
    const logged = await http.post('/records/sportlink/member/workout_log', { enrollment_id: 1, workout_id: plank.workout_id, performed_at: new Date().toISOString(), sets: [{ exercise_id: plank.id, seconds: 62 }], completed: 1 }, athlete);
    expect(logged.status).toBe(200);
    const res = await http.get(V(1), trainer);
    expect(res.body.workouts[0]).toMatchObject({ log_id: logged.body.data, sets: [{ exercise: 'Plank', seconds: 62, reps: null }] });
    expect(res.body.workouts[0].prescription[0]).toMatchObject({ exercise: 'Plank', measure: 'time', target_seconds: 45 });
    expect(res.body.weeks.at(-1).completed).toBeGreaterThanOrEqual(1);
  });

  it('is the program’s trainer’s only', async () => {
    const other = await http.get(V(1), trainer2);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Alex Kim');
    expect((await http.get(V(999_999), trainer)).status).toBe(404);
    expect((await http.get(V(1, 'member'), athlete)).status).toBe(403);
    expect((await http.get(V(1), null)).status).toBe(401);
  });
});

describe('weeks', () => {
  it('start on Monday (UTC)', () => {
    expect(weekStart(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-23'); // a Friday
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // the Monday itself
    expect(weekStart(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // the Sunday
    expect(weekStart(new Date('2026-01-01T12:00:00Z'))).toBe('2025-12-29');
  });
});
