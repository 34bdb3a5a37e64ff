/**
 * The thread of a logged workout (records table `log_comment`), on the real server: the coach comments, the athlete is
 * told and answers, the coach is told; nobody else reads or writes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
let athlete2: string;
const R = '/records/sportlink';
// Demo data: the demo athlete (Alex Kim, user 5) logged Tara's Strength Foundations' first workout three times (logs
// 1–3, log 3 the oldest); Tara (user 3) commented on log 3 and Alex answered.
const thread = (log: number, role: string, token: string) => http.get(`${R}/${role}/log_comment?filter=log_id,eq,${log}&order=id,asc`, token);
const notices = async (role: string, token: string) => (await http.get(`${R}/${role}/notification?order=id,desc&size=5`, token)).body.list as { type: string; title: string; message: string; link: string }[];

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
});
afterAll(() => server?.close());

describe('a logged workout’s thread', () => {
  it('holds the coach’s feedback and the athlete’s answer, both told of the other’s', async () => {
    const seeded = await thread(6, 'member', athlete);
    expect(seeded.body.list.map((c: { author_id: number }) => c.author_id)).toEqual([3, 5]);

    const coach = await http.post(`${R}/trainer/log_comment`, { log_id: 1, body: 'Bar speed looked great. Same weight, one more rep next time.' }, trainer);
    expect(coach.status).toBe(200);
    expect((await notices('member', athlete))[0]).toMatchObject({ type: 'comment', title: 'Tara Stone commented on your Day 1', message: 'Bar speed looked great. Same weight, one more rep next time.', link: '/athlete/programs/enrolled/access?programId=1' });

    const answer = await http.post(`${R}/member/log_comment`, { log_id: 1, body: 'Thanks! Will try.' }, athlete);
    expect(answer.status).toBe(200);
    expect((await notices('trainer', trainer))[0]).toMatchObject({ type: 'comment', title: 'Alex Kim commented on your Day 1', link: '/trainer/athlete-management' });

    const both = [await thread(1, 'member', athlete), await thread(1, 'trainer', trainer)];
    for (const res of both) expect(res.body.list.map((c: { body: string; author_id: number }) => [c.author_id, c.body])).toEqual([
      [3, 'Bar speed looked great. Same weight, one more rep next time.'],
      [5, 'Thanks! Will try.'],
    ]);
  });

  it('is closed to another athlete and another trainer', async () => {
    expect((await thread(6, 'member', athlete2)).body.list).toEqual([]);
    expect((await thread(6, 'trainer', trainer2)).body.list).toEqual([]);
    const before = await server.database.db.selectFrom('log_comment').select('id').execute();
    for (const [role, token] of [['member', athlete2], ['trainer', trainer2]] as const) {
      const res = await http.post(`${R}/${role}/log_comment`, { log_id: 6, body: 'Not mine to say' }, token);
      expect(res.status, role).toBeGreaterThanOrEqual(400);
      expect(res.status, role).toBeLessThan(500);
    }
    // Nobody rewrites or removes another's comment; the author may remove their own.
    expect((await http.del(`${R}/member/log_comment/1`, athlete)).status).toBeGreaterThanOrEqual(403);
    expect((await http.put(`${R}/trainer/log_comment/1`, { body: 'Edited' }, trainer)).status).toBeGreaterThanOrEqual(400);
    expect((await server.database.db.selectFrom('log_comment').select('id').execute()).length).toBe(before.length);
    expect((await http.post(`${R}/member/log_comment`, { log_id: 6, body: '' }, athlete)).status).toBe(422);
  });
});
