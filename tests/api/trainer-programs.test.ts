/**
 * The trainer studio's programs over real HTTP and a real database: ownership of drafts and their
 * structure, the sales figures lambda, the deep copy lambda, submitting for review and the program rules.
 * Demo data: trainer@ (user 3) owns programs 1–3 (published) and 7 (draft); trainer2@ (user 4) owns 4–6
 * (published; 6 is a monthly subscription) and 8 (pending review). Every program has 2 splits × 3 workouts × 3 exercises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES, PROGRAM_MESSAGES as PM } from '../../src/config/messages';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
let admin: string;

const R = '/records/sportlink/trainer';
const STATS = '/sportlink/trainer/lambda/programs/stats';
const duplicate = (id: number | string, role: 'admin' | 'trainer' | 'member' = 'trainer') => `/sportlink/${role}/lambda/programs/${id}/duplicate` as const;
const STRUCTURE = ['program', 'split', 'workout', 'workout_exercise'];

/** The ids of a program's splits, workouts and workout exercises, read straight from the database. */
async function structureIds(programId: number) {
  const db = server.database.db;
  const splits = (await db.selectFrom('split').select('id').where('program_id', '=', programId).orderBy('id').execute()).map((r) => Number(r.id));
  const workouts = (await db.selectFrom('workout').select('id').where('split_id', 'in', splits).orderBy('id').execute()).map((r) => Number(r.id));
  const exercises = (await db.selectFrom('workout_exercise').select('id').where('workout_id', 'in', workouts).orderBy('id').execute()).map((r) => Number(r.id));
  return { splits, workouts, exercises };
}

async function setTrainer2Status(status: 0 | 1) {
  const res = await http.put('/records/sportlink/admin/user/4', { status }, admin);
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

describe("a trainer never reads or changes another trainer's drafts or their structure", () => {
  it("cannot read another trainer's program in review, its splits, workouts or workout exercises", async () => {
    const ids = await structureIds(8);
    expect(ids.splits.length).toBe(2);
    expect((await http.get(`${R}/program/8`, trainer)).status).toBe(404);
    const mine = await http.get(`${R}/program?filter=trainer_id,eq,4&size=100`, trainer);
    expect(mine.body.list.map((p: { id: number }) => p.id).sort()).toEqual([4, 5, 6]);
    expect((await http.get(`${R}/program?filter=status,eq,pending_review`, trainer)).body.total).toBe(0);
    expect((await http.get(`${R}/split?filter=program_id,eq,8`, trainer)).body.total).toBe(0);
    expect((await http.get(`${R}/split/${ids.splits[0]}`, trainer)).status).toBe(404);
    expect((await http.get(`${R}/workout?filter=split_id,in,${ids.splits.join('|')}`, trainer)).body.total).toBe(0);
    expect((await http.get(`${R}/workout/${ids.workouts[0]}`, trainer)).status).toBe(404);
    expect((await http.get(`${R}/workout_exercise?filter=workout_id,in,${ids.workouts.join('|')}`, trainer)).body.total).toBe(0);
    expect((await http.get(`${R}/workout_exercise/${ids.exercises[0]}`, trainer)).status).toBe(404);
    // Nor through a join from a program it can see.
    const joined = await http.get(`${R}/program/1?join=split.workout.workout_exercise`, trainer);
    expect(joined.status).toBe(200);
    expect(JSON.stringify(joined.body)).not.toContain('Kettlebell Flow');
  });

  it("cannot change, delete or add to another trainer's draft, and nothing changes", async () => {
    const ids = await structureIds(7);
    const mySplit = (await structureIds(1)).splits[0];
    const before = await snapshot(server.database, STRUCTURE);
    const refusals: Array<[string, Promise<{ status: number }>, number]> = [
      ['update program', http.put(`${R}/program/7`, { title: 'Taken over' }, trainer2), 404],
      ['submit program', http.put(`${R}/program/7`, { status: 'pending_review' }, trainer2), 404],
      ['delete program', http.del(`${R}/program/7`, trainer2), 404],
      ['update split', http.put(`${R}/split/${ids.splits[0]}`, { is_preview: 1 }, trainer2), 404],
      ['delete split', http.del(`${R}/split/${ids.splits[1]}`, trainer2), 404],
      ['update workout', http.put(`${R}/workout/${ids.workouts[0]}`, { title: 'Mine now' }, trainer2), 404],
      ['delete workout', http.del(`${R}/workout/${ids.workouts[0]}`, trainer2), 404],
      ['update exercise', http.put(`${R}/workout_exercise/${ids.exercises[0]}`, { sets: 9 }, trainer2), 404],
      ['delete exercise', http.del(`${R}/workout_exercise/${ids.exercises[0]}`, trainer2), 404],
      ['add split', http.post(`${R}/split`, { program_id: 7, title: 'Intruder' }, trainer2), 422],
      ['add workout', http.post(`${R}/workout`, { split_id: ids.splits[0], day: 2, title: 'Intruder' }, trainer2), 422],
      ['add exercise', http.post(`${R}/workout_exercise`, { workout_id: ids.workouts[0], exercise_id: 1 }, trainer2), 422],
      ['move a split in', http.put(`${R}/split/${(await structureIds(4)).splits[0]}`, { program_id: 7 }, trainer2), 422],
      ['update by condition', http.put(`${R}/split`, { updateCondition: ['program_id,eq,7'], data: { title: 'Bulk' } }, trainer2), 200],
      ['delete by condition', http.post(`${R}/workout/DELETEALL`, { condition: [`split_id,eq,${ids.splits[0]}`] }, trainer2), 200],
      // A published program of another trainer is visible, and still not theirs to change.
      ['update published', http.put(`${R}/program/1`, { title: 'Taken over' }, trainer2), 403],
      ['update its split', http.put(`${R}/split/${mySplit}`, { title: 'Taken over' }, trainer2), 403],
    ];
    for (const [what, call, status] of refusals) expect([what, (await call).status]).toEqual([what, status]);
    // The bulk calls above matched nothing of another trainer's: they changed no row.
    expect(await snapshot(server.database, STRUCTURE)).toBe(before);
  });
});

describe('sales figures (lambda programs/stats)', () => {
  it("answers every program of the caller's own, with succeeded sales and revenue, and nobody else's", async () => {
    const res = await http.get(STATS, trainer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      list: [
        { program_id: 1, sales: 1, revenue: [{ amount: 3920, currency: 'USD' }] },
        { program_id: 2, sales: 1, revenue: [{ amount: 7900, currency: 'USD' }] },
        { program_id: 3, sales: 1, revenue: [{ amount: 1900, currency: 'USD' }] },
        { program_id: 7, sales: 0, revenue: [] },
      ],
    });
    const other = await http.get(STATS, trainer2);
    expect(other.body.list.map((s: { program_id: number }) => s.program_id)).toEqual([4, 5, 6, 8]);
    expect(other.body.list[0]).toEqual({ program_id: 4, sales: 1, revenue: [{ amount: 3900, currency: 'USD' }] });
  });

  it("leaves out asked-for programs that are not the caller's", async () => {
    const res = await http.get(`${STATS}?ids=1,4,8,999`, trainer);
    expect(res.body.list).toEqual([{ program_id: 1, sales: 1, revenue: [{ amount: 3920, currency: 'USD' }] }]);
    expect((await http.get(`${STATS}?ids=4,8`, trainer)).body.list).toEqual([]);
    expect((await http.get(`${STATS}?ids=9999999999999999`, trainer)).body).toEqual({ error: false, list: [] });
  });

  it('counts only succeeded payments', async () => {
    const now = new Date().toISOString();
    await server.database.db
      .insertInto('transaction')
      .values(['failed', 'pending', 'refunded'].map((status, i) => ({ athlete_id: 5, trainer_id: 3, program_id: 2, amount: 100 + i, discount_amount: 0, currency: 'USD', status, provider: 'sandbox', provider_ref: `pi_stats_${i}`, created_at: now, updated_at: now })))
      .execute();
    const res = await http.get(`${STATS}?ids=2`, trainer);
    expect(res.body.list).toEqual([{ program_id: 2, sales: 1, revenue: [{ amount: 7900, currency: 'USD' }] }]);
  });

  it('is for trainers only', async () => {
    expect((await http.get(STATS)).status).toBe(401);
    expect((await http.get(STATS, athlete)).status).toBe(403);
    expect((await http.get(STATS, admin)).status).toBe(403);
    const asMember = await http.get('/sportlink/member/lambda/programs/stats', athlete);
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(API_MESSAGES.roleMismatch('trainer'));
    expect((await http.get('/sportlink/admin/lambda/programs/stats', admin)).status).toBe(403);
    expect((await http.get(`${STATS}?ids=abc`, trainer)).status).toBe(400);
  });
});

describe('duplicating a program (lambda programs/{id}/duplicate)', () => {
  type Tree = { title: string; status: string; trainer_id: number; split: Array<Record<string, unknown> & { workout: Array<Record<string, unknown> & { workout_exercise: Array<Record<string, unknown>> }> }> };
  /** The structure without ids, parents and timestamps, for comparing a copy with its original. */
  const shape = (p: Tree) =>
    p.split.map(({ title, position, description, is_preview, workout }) => ({
      title, position, description, is_preview,
      workouts: workout.map(({ day, title: t, workout_exercise }) => ({
        day, title: t,
        exercises: workout_exercise.map(({ exercise_id, position: pos, sets, reps, rest_s, tempo, notes }) => ({ exercise_id, pos, sets, reps, rest_s, tempo, notes })),
      })),
    }));
  const tree = async (id: number) => (await http.get(`${R}/program/${id}?join=split.workout.workout_exercise`, trainer)).body.model as Tree & Record<string, unknown>;

  it('copies the program, its splits, workouts and exercises as a new draft "Copy of …"', async () => {
    const original = await tree(1);
    const res = await http.post(duplicate(1), undefined, trainer);
    expect(res.status).toBe(200);
    const copyId = res.body.data;
    expect(copyId).toBeGreaterThan(8);
    const copy = await tree(copyId);
    expect(copy).toMatchObject({
      title: 'Copy of Strength Foundations', status: 'draft', featured: 0, trainer_id: 3,
      description: original.description, sport: original.sport, level: original.level, duration_weeks: original.duration_weeks,
      price: original.price, currency: original.currency, pricing: original.pricing, interval: original.interval, cover: original.cover,
    });
    expect(shape(copy)).toEqual(shape(original));
    expect(shape(copy).flatMap((s) => s.workouts.flatMap((w) => w.exercises))).toHaveLength(18);
    // New rows, not shared ones: the original keeps its own.
    const [a, b] = [await structureIds(1), await structureIds(copyId)];
    expect(b.splits.some((id) => a.splits.includes(id))).toBe(false);
    expect(b.exercises).toHaveLength(a.exercises.length);
    // The copy is the trainer's to edit, and it sold nothing.
    expect((await http.put(`${R}/program/${copyId}`, { title: 'Strength Foundations II' }, trainer)).status).toBe(200);
    expect((await http.get(`${STATS}?ids=${copyId}`, trainer)).body.list).toEqual([{ program_id: copyId, sales: 0, revenue: [] }]);
  });

  it('copies a draft too, and cuts a long title to the limit', async () => {
    const made = await http.post(`${R}/program`, { title: 'L'.repeat(118), price: 0 }, trainer);
    const res = await http.post(duplicate(made.body.data), undefined, trainer);
    const copy = await http.get(`${R}/program/${res.body.data}`, trainer);
    expect(copy.body.model.title).toBe(`Copy of ${'L'.repeat(112)}`);
    expect(copy.body.model.title).toHaveLength(120);
  });

  it("refuses another trainer's program, published (403) or not (404), and writes nothing", async () => {
    const before = await snapshot(server.database, STRUCTURE);
    const published = await http.post(duplicate(4), undefined, trainer);
    expect(published.status).toBe(403);
    expect(published.body.message).toBe(PM.duplicateOwnOnly);
    const inReview = await http.post(duplicate(8), undefined, trainer);
    expect(inReview.status).toBe(404);
    expect(inReview.body.message).toBe(API_MESSAGES.recordNotFound('program'));
    expect((await http.post(duplicate(7), undefined, trainer2)).status).toBe(404);
    expect((await http.post(duplicate(99999), undefined, trainer)).status).toBe(404);
    expect((await http.post(duplicate('9999999999999'), undefined, trainer)).status).toBe(400);
    expect((await http.post(duplicate(1), undefined)).status).toBe(401);
    expect((await http.post(duplicate(1), undefined, athlete)).status).toBe(403);
    expect((await http.post(duplicate(1, 'admin'), undefined, admin)).status).toBe(403);
    expect((await http.post(duplicate(1), undefined, admin)).status).toBe(403);
    expect(await snapshot(server.database, STRUCTURE)).toBe(before);
  });
});

describe('submitting for review', () => {
  it('is refused for an empty program with a clear message, until a split has a workout with an exercise', async () => {
    const id = (await http.post(`${R}/program`, { title: 'Empty for now', price: 1500 }, trainer)).body.data;
    const submit = () => http.put(`${R}/program/${id}`, { status: 'pending_review' }, trainer);
    const noSplit = await submit();
    expect(noSplit.status).toBe(422);
    expect(noSplit.body).toMatchObject({ error: true, message: PM.needsSplit, validation: { status: PM.needsSplit } });
    const split = (await http.post(`${R}/split`, { program_id: id, title: 'Week 1' }, trainer)).body.data;
    expect((await submit()).body.message).toBe(PM.needsWorkout);
    const workout = (await http.post(`${R}/workout`, { split_id: split, day: 1, title: 'Legs' }, trainer)).body.data;
    expect((await submit()).body.message).toBe(PM.needsExercise);
    expect((await http.get(`${R}/program/${id}`, trainer)).body.model.status).toBe('draft');
    expect((await http.post(`${R}/workout_exercise`, { workout_id: workout, exercise_id: 1, sets: 4, reps: '8' }, trainer)).status).toBe(200);
    const ok = await submit();
    expect(ok.status).toBe(200);
    expect((await http.get(`${R}/program/${id}`, trainer)).body.model.status).toBe('pending_review');
  });

  it('is refused for a program created straight into review', async () => {
    const res = await http.post(`${R}/program`, { title: 'Straight to review', price: 1000, status: 'pending_review' }, trainer);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PM.needsSplit);
  });

  it('lets a trainer unpublish to draft and archive, never publish', async () => {
    const copy = (await http.post(duplicate(2), undefined, trainer)).body.data;
    expect((await http.put(`${R}/program/${copy}`, { status: 'pending_review' }, trainer)).status).toBe(200);
    const publish = await http.put(`${R}/program/${copy}`, { status: 'published' }, trainer);
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe(API_MESSAGES.programNeedsReview);
    expect((await http.put(`${R}/program/${copy}`, { status: 'draft' }, trainer)).status).toBe(200);
    expect((await http.put(`${R}/program/${copy}`, { status: 'archived' }, trainer)).status).toBe(200);
    expect((await http.get(`${R}/program/${copy}`, trainer)).body.model.status).toBe('archived');
  });
});

describe('program rules', () => {
  const create = (body: Record<string, unknown>, token = trainer) => http.post(`${R}/program`, { title: 'Rule check', price: 1000, ...body }, token);

  it('needs a title of 3 to 120 characters', async () => {
    expect((await create({ title: 'Ab' })).status).toBe(422);
    expect((await create({ title: 'x'.repeat(121) })).status).toBe(422);
    expect((await create({ title: 'Abc' })).status).toBe(200);
    expect((await http.put(`${R}/program/7`, { title: 'No' }, trainer)).status).toBe(422);
  });

  it('needs a price of 0 or more in whole minor units', async () => {
    const negative = await create({ price: -1 });
    expect(negative.status).toBe(422);
    expect(negative.body.validation).toHaveProperty('price');
    expect((await create({ price: 12.5 })).status).toBe(422);
    expect((await create({ price: 0 })).status).toBe(200);
  });

  it('needs a billing interval for a subscription, on create and on every change', async () => {
    const missing = await create({ pricing: 'subscription' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ message: PM.intervalRequired, validation: { interval: PM.intervalRequired } });
    expect((await create({ pricing: 'subscription', interval: null })).status).toBe(422);
    expect((await create({ pricing: 'subscription', interval: 'year' })).status).toBe(200);
    // A one-time program switched to a subscription without saying how often it bills.
    expect((await http.put(`${R}/program/7`, { pricing: 'subscription' }, trainer)).body.message).toBe(PM.intervalRequired);
    expect((await http.put(`${R}/program/7`, { pricing: 'subscription', interval: 'month' }, trainer)).status).toBe(200);
    // A subscription whose interval is taken away.
    expect((await http.put(`${R}/program/6`, { interval: null }, trainer2)).body.message).toBe(PM.intervalRequired);
    expect((await http.put(`${R}/program/7`, { pricing: 'one_time', interval: null }, trainer)).status).toBe(200);
    // The same rule for admins.
    expect((await http.put('/records/sportlink/admin/program/6', { interval: null }, admin)).status).toBe(422);
  });

  it('needs 1 to 104 weeks and a three-letter currency', async () => {
    expect((await create({ duration_weeks: 0 })).status).toBe(422);
    expect((await create({ duration_weeks: 105 })).status).toBe(422);
    expect((await create({ currency: 'usd' })).status).toBe(422);
    expect((await create({ duration_weeks: 12, currency: 'EUR' })).status).toBe(200);
  });
});

describe('a deactivated trainer', () => {
  it('still sees the figures, but every program action is refused with the deactivated message', async () => {
    await setTrainer2Status(0);
    try {
      const before = await snapshot(server.database, STRUCTURE);
      expect((await http.get(STATS, trainer2)).status).toBe(200);
      expect((await http.get(`${R}/program/8`, trainer2)).status).toBe(200);
      const splitOf8 = (await structureIds(8)).splits[0];
      for (const call of [
        http.post(duplicate(4), undefined, trainer2),
        http.post(`${R}/program`, { title: 'While deactivated', price: 100 }, trainer2),
        http.put(`${R}/program/5`, { status: 'archived' }, trainer2),
        http.put(`${R}/split/${splitOf8}`, { position: 5 }, trainer2),
        http.del(`${R}/program/8`, trainer2),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.accountDeactivated);
      }
      expect(await snapshot(server.database, STRUCTURE)).toBe(before);
    } finally {
      await setTrainer2Status(1);
    }
  });
});
