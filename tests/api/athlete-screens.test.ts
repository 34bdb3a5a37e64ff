/**
 * The queries and writes the athlete's screens make, on the real server: workout logs (own enrollment only, sets that
 * name their exercise name one of the workout's), notifications (own only; marking all read touches no one else's),
 * the library (own only) and the feed's reads (likes and comments, one like per person).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string;
let athlete2: string;
const R = '/records/sportlink';
// Demo data: the demo athlete (user 5) owns program 1 through enrollment 1; workout 1 (its first split's Day 1)
// prescribes exercises 1, 2 and 3; workout 2 prescribes 4, 5 and 6.
const ENROLLMENT = 1;
const WORKOUT = 1;

const log = (sets: unknown[], token: string, extra: Record<string, unknown> = {}) =>
  http.post(`${R}/member/workout_log`, { enrollment_id: ENROLLMENT, workout_id: WORKOUT, performed_at: new Date().toISOString(), sets, completed: 1, ...extra }, token);

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
});
afterAll(() => server?.close());

describe('workout logs', () => {
  it('an owner logs a workout with three sets, each naming its exercise, and reads it back', async () => {
    const sets = [
      { exercise_id: 1, reps: 10, weight: 40, rpe: 7, notes: null },
      { exercise_id: 1, reps: 8, weight: 45, rpe: 8, notes: 'Felt strong' },
      { exercise_id: 2, reps: 12, weight: null, rpe: null, notes: null },
    ];
    const res = await log(sets, athlete);
    expect(res.status, res.text).toBe(200);
    const back = await http.get(`${R}/member/workout_log/${res.body.data}`, athlete);
    expect(back.body.model).toMatchObject({ athlete_id: 5, enrollment_id: ENROLLMENT, workout_id: WORKOUT, completed: 1, sets });
  });

  it('refuses a set that names an exercise of another workout, and writes nothing', async () => {
    const before = await snapshot(server.database, ['workout_log']);
    const res = await log([{ exercise_id: 4, reps: 10 }], athlete);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A logged set names an exercise that is not part of this workout');
    expect(await snapshot(server.database, ['workout_log'])).toBe(before);
  });

  it('refuses a set the contract does not allow (no reps, a negative weight, an RPE of 11)', async () => {
    for (const set of [{ weight: 20 }, { reps: 5, weight: -1 }, { reps: 5, rpe: 11 }, { reps: 5, colour: 'red' }]) {
      const res = await log([set], athlete);
      expect(res.status, JSON.stringify(set)).toBe(422);
    }
  });

  it('an athlete who does not own the program cannot log it, and sees only own logs', async () => {
    const before = await snapshot(server.database, ['workout_log']);
    const res = await log([{ reps: 10 }], athlete2);
    expect(res.status).toBe(422);
    expect(await snapshot(server.database, ['workout_log'])).toBe(before);
    const theirs = await http.get(`${R}/member/workout_log?size=100`, athlete2);
    expect(theirs.body.list.length).toBeGreaterThan(0);
    expect(theirs.body.list.every((l: { athlete_id: number; enrollment_id: number }) => l.athlete_id === 6 && l.enrollment_id !== ENROLLMENT)).toBe(true);
    const mine = await http.get(`${R}/member/workout_log?size=100&filter=enrollment_id,eq,${ENROLLMENT}&order=performed_at,desc`, athlete);
    expect(mine.body.list.length).toBeGreaterThanOrEqual(4);
    expect(mine.body.list.every((l: { athlete_id: number }) => l.athlete_id === 5)).toBe(true);
  });
});

describe('notifications', () => {
  it('marking all read changes only the caller’s own unread notifications', async () => {
    const unread = await http.get(`${R}/member/notification?filter=read_at,is,null&size=1`, athlete);
    expect(unread.body.total).toBe(1);
    const othersRows = () => server.database.db.selectFrom('notification').selectAll().where('user_id', '<>', 5).orderBy('id').execute();
    const others = await othersRows();
    expect(others.some((n) => n.read_at === null)).toBe(true);
    const res = await http.post(`${R}/member/notification/PUTWHERE`, { updateCondition: ['read_at,is,null'], data: { read_at: new Date().toISOString() } }, athlete);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toBe(1);
    expect((await http.get(`${R}/member/notification?filter=read_at,is,null&size=1`, athlete)).body.total).toBe(0);
    // Everyone else's rows are as they were (the trainer's and the admin's unread ones included).
    expect(await othersRows()).toEqual(others);
  });

  it('an athlete can change nothing but read_at, and reads only own notifications', async () => {
    const list = await http.get(`${R}/member/notification?size=100`, athlete2);
    expect(list.body.list).toEqual([]);
    const mine = await http.get(`${R}/member/notification?size=1`, athlete);
    const id = mine.body.list[0].id;
    expect((await http.put(`${R}/member/notification/${id}`, { title: 'Hacked' }, athlete)).status).toBe(403);
    expect((await http.put(`${R}/member/notification/${id}`, { read_at: null }, athlete2)).status).toBe(404);
  });
});

describe('library and feed', () => {
  it('an athlete saves to and reads from their own library only', async () => {
    const saved = await http.post(`${R}/member/library_item`, { kind: 'program', program_id: 4, title: '10K Run Builder' }, athlete2);
    expect(saved.status, saved.text).toBe(200);
    const search = await http.get(`${R}/member/library_item?filter=title,cs,10K`, athlete2);
    expect(search.body.list.map((i: { program_id: number }) => i.program_id)).toEqual([4]);
    expect((await http.get(`${R}/member/library_item?size=100`, athlete)).body.list.every((i: { athlete_id: number }) => i.athlete_id === 5)).toBe(true);
    // The same program again (a second tab): one entry stays, the second save is a 409.
    const before = await snapshot(server.database, ['library_item']);
    const again = await http.post(`${R}/member/library_item`, { kind: 'program', program_id: 4, title: '10K Run Builder' }, athlete2);
    expect(again.status).toBe(409);
    expect(await snapshot(server.database, ['library_item'])).toBe(before);
    // A draft program cannot be saved (it is not readable).
    expect((await http.post(`${R}/member/library_item`, { kind: 'program', program_id: 7, title: 'Draft' }, athlete2)).status).toBe(422);
  });

  it('one like per person per post; likes and comments are public', async () => {
    const like = await http.post(`${R}/member/reaction`, { post_id: 2, kind: 'like' }, athlete2);
    expect(like.status, like.text).toBe(200);
    const again = await http.post(`${R}/member/reaction`, { post_id: 2, kind: 'like' }, athlete2);
    expect(again.status).toBe(409);
    const likes = await http.get(`${R}/member/reaction?filter=post_id,eq,2`);
    expect(likes.body.total).toBe(1);
    const comment = await http.post(`${R}/member/comment`, { post_id: 2, body: 'Agreed, sleep first.' }, athlete2);
    expect(comment.status).toBe(200);
    const comments = await http.get(`${R}/member/comment?filter=post_id,eq,2&join=author`);
    // An athlete's comment carries their public name; their account is nobody else's to read.
    expect(comments.body.list[0]).toMatchObject({ body: 'Agreed, sleep first.', author_name: 'Jordan L.', author: null });
    // Someone else's comment (public, so seen) cannot be removed by an athlete.
    expect((await http.del(`${R}/member/comment/${comment.body.data}`, athlete)).status).toBe(403);
  });
});

describe('reviews', () => {
  it('show their author’s public name to everyone, and nothing that says who they are', async () => {
    for (const token of [null, athlete2]) {
      const res = await http.get(`${R}/member/review?filter=program_id,eq,1&join=athlete`, token);
      expect(res.status).toBe(200);
      const review = res.body.list[0];
      expect(review).toMatchObject({ program_id: 1, author_name: 'Alex K.' });
      expect(review).not.toHaveProperty('athlete_id');
      expect(review.athlete ?? null).toBeNull();
      // Nor can a visitor pick out one athlete's reviews (what they bought).
      expect((await http.get(`${R}/member/review?filter=athlete_id,eq,5`, token)).status).toBe(400);
    }
    // The author sees their own review whole.
    const own = await http.get(`${R}/member/review?filter=program_id,eq,1&filter=athlete_id,eq,5`, athlete);
    expect(own.body.list[0]).toMatchObject({ athlete_id: 5, author_name: 'Alex K.' });
  });
});
