/**
 * Realtime v3 and the subscription/channel family on the real server: who may talk to whom, messages and read marks,
 * the long-poll (answers at once, as soon as something arrives, or empty after its wait), notifications from events
 * carried by the same poll, presence, channels; and on PostgreSQL, two server instances on one database, where a
 * message sent through one reaches a poll waiting on the other within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { REALTIME_MESSAGES } from '../../server/handlers/realtime';
import { client, DEMO, logCollector, snapshot, startServer, TEST_DB, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string; // Alex Kim, user 5: holds Tara's Strength Foundations (program 1) and Marco's 10K Run Builder
let athlete2: string; // Jordan Lee, user 6: holds two of Tara's programs, none of Marco's
let trainer: string; // Tara Stone, user 3
let trainer2: string; // Marco Reyes, user 4
let admin: string;
const RT = <Role extends string>(role: Role) => `/sportlink/${role}/realtime` as const;
const CH = <Role extends string>(role: Role) => `/sportlink/${role}/lambda/subscription/channel` as const;
const ATHLETE = 5;
const ATHLETE2 = 6;
const TARA = 3;
const MARCO = 4;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

const open = (role: 'admin' | 'trainer' | 'member', token: string | null, user_id: number) => http.post(`${RT(role)}/room`, { user_id }, token);

describe('rooms: who may talk to whom', () => {
  it('an athlete opens a room with a trainer; opening it again answers the same room', async () => {
    const a = await open('member', athlete, TARA);
    expect(a.status, a.text).toBe(200);
    expect(a.body.model).toMatchObject({ kind: 'direct', unread: 0, last_message: null, members: [{ id: TARA, first_name: 'Tara', role: 'trainer' }] });
    const again = await open('member', athlete, TARA);
    expect(again.body.model.id).toBe(a.body.model.id);
    // The trainer opening it from their side gets the same room too.
    expect((await open('trainer', trainer, ATHLETE)).body.model.id).toBe(a.body.model.id);
  });

  it('two openings at once, from both sides, make one room', async () => {
    const both = await Promise.all([open('member', athlete, MARCO), open('trainer', trainer2, ATHLETE)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1].body.model.id).toBe(both[0].body.model.id);
  });

  it('refuses an athlete talking to an athlete, a trainer talking to an athlete not theirs, oneself, someone unknown, and a visitor', async () => {
    const before = await snapshot(server.database, ['room', 'room_member']);
    expect((await open('member', athlete, ATHLETE2)).body.message).toBe(REALTIME_MESSAGES.athleteToTrainer);
    expect((await open('member', athlete, ATHLETE2)).status).toBe(403);
    const notMine = await open('trainer', trainer2, ATHLETE2);
    expect([notMine.status, notMine.body.message]).toEqual([403, REALTIME_MESSAGES.trainerToOwnAthletes]);
    expect((await open('member', athlete, ATHLETE)).status).toBe(400);
    expect((await open('member', athlete, 99_999)).status).toBe(404);
    expect((await open('member', null, TARA)).status).toBe(401);
    expect((await http.post(`${RT('trainer')}/room`, { user_id: TARA }, athlete)).status).toBe(403); // the wrong path role
    expect(await snapshot(server.database, ['room', 'room_member'])).toBe(before);
  });

  it('a trainer may message another trainer, and an admin anyone', async () => {
    expect((await open('trainer', trainer, MARCO)).status).toBe(200);
    expect((await open('admin', admin, ATHLETE2)).status).toBe(200);
  });
});

describe('messages', () => {
  let room = 0;
  beforeAll(async () => {
    room = (await open('member', athlete, TARA)).body.model.id;
  });

  it('a member sends, the other sees it as unread with a notification, reads it, and the count goes to zero', async () => {
    const sent = await http.post(`${RT('member')}/send`, { room_id: room, body: '  Can I swap day 3 and day 5?  ' }, athlete);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.model).toMatchObject({ room_id: room, user_id: ATHLETE, body: 'Can I swap day 3 and day 5?' });
    const mine = await http.get(`${RT('trainer')}/room/my`, trainer);
    const r = mine.body.list.find((x: { id: number }) => x.id === room);
    expect(r).toMatchObject({ unread: 1, last_message: { body: 'Can I swap day 3 and day 5?' } });
    expect(mine.body.unread).toBeGreaterThanOrEqual(1);
    const notices = await server.database.db.selectFrom('notification').selectAll().where('user_id', '=', TARA).where('type', '=', 'chat').execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'New message from Alex Kim', link: `/trainer/messages?room=${room}`, read_at: null });
    // A second message while the first notification is unread adds no second notification; the count says 2.
    await http.post(`${RT('member')}/send`, { room_id: room, body: 'Or keep it as is?' }, athlete);
    expect(await server.database.db.selectFrom('notification').selectAll().where('user_id', '=', TARA).where('type', '=', 'chat').execute()).toHaveLength(1);
    expect((await http.get(`${RT('trainer')}/room/my`, trainer)).body.list.find((x: { id: number }) => x.id === room).unread).toBe(2);
    const read = await http.post(`${RT('trainer')}/room/read`, { room_id: room }, trainer);
    expect(read.status).toBe(200);
    // Reading the room reads its chat notification: the next message makes a new one.
    expect((await server.database.db.selectFrom('notification').select('read_at').where('user_id', '=', TARA).where('type', '=', 'chat').executeTakeFirstOrThrow()).read_at).not.toBeNull();
    expect((await http.get(`${RT('trainer')}/room/my`, trainer)).body.list.find((x: { id: number }) => x.id === room).unread).toBe(0);
    // The sender's own messages are never unread for them.
    expect((await http.get(`${RT('member')}/room/my`, athlete)).body.list.find((x: { id: number }) => x.id === room).unread).toBe(0);
  });

  it('someone outside the room can neither send, read, nor mark it read', async () => {
    const before = await snapshot(server.database, ['chat_message', 'room_member']);
    const send = await http.post(`${RT('member')}/send`, { room_id: room, body: 'hi' }, athlete2);
    expect([send.status, send.body.message]).toEqual([403, REALTIME_MESSAGES.notMember]);
    expect((await http.get(`${RT('member')}/chat?room_id=${room}`, athlete2)).status).toBe(403);
    expect((await http.post(`${RT('member')}/room/read`, { room_id: room }, athlete2)).status).toBe(403);
    expect((await http.get(`${RT('member')}/chat?room_id=999999`, athlete2)).status).toBe(404);
    expect(await snapshot(server.database, ['chat_message', 'room_member'])).toBe(before);
  });

  it('refuses an empty or too long message, and a deactivated account sending (it may still read)', async () => {
    expect((await http.post(`${RT('member')}/send`, { room_id: room, body: '   ' }, athlete)).status).toBe(400);
    expect((await http.post(`${RT('member')}/send`, { room_id: room, body: 'x'.repeat(4001) }, athlete)).status).toBe(400);
    expect((await http.raw.post(`${RT('member')}/send`, { room_id: room }, athlete)).status).toBe(400); // no `body` field: deliberately outside the contract
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', ATHLETE).execute();
    try {
      const refused = await http.post(`${RT('member')}/send`, { room_id: room, body: 'still here?' }, athlete);
      expect([refused.status, refused.body.message]).toEqual([403, MESSAGES.accountDeactivated]);
      expect((await http.get(`${RT('member')}/chat?room_id=${room}`, athlete)).status).toBe(200);
    } finally {
      await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', ATHLETE).execute();
    }
  });

  it('pages back through the history by chat id and by date, newest first', async () => {
    for (let i = 1; i <= 5; i++) await http.post(`${RT('trainer')}/send`, { room_id: room, body: `Tip ${i}` }, trainer);
    const first = await http.get(`${RT('member')}/chat?room_id=${room}&size=3`, athlete);
    expect(first.body.list.map((m: { body: string }) => m.body)).toEqual(['Tip 5', 'Tip 4', 'Tip 3']);
    expect(first.body.has_more).toBe(true);
    const next = await http.get(`${RT('member')}/chat?room_id=${room}&size=3&chat_id=${first.body.list[2].id}`, athlete);
    expect(next.body.list.map((m: { body: string }) => m.body)).toEqual(['Tip 2', 'Tip 1', 'Or keep it as is?']);
    const byDate = await http.get(`${RT('member')}/chat?room_id=${room}&date=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`, athlete);
    expect(byDate.body).toMatchObject({ list: [], has_more: false });
    expect((await http.get(`${RT('member')}/chat?room_id=${room}&date=yesterday`, athlete)).status).toBe(400);
  });
});

describe('the long-poll', () => {
  it('answers the cursor at once when asked not to wait, then at once when something is already there', async () => {
    const start = await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&wait_s=0`, athlete2);
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ messages: [], notifications: [], timed_out: true });
    const room = (await open('member', athlete2, TARA)).body.model.id;
    await http.post(`${RT('trainer')}/send`, { room_id: room, body: 'Welcome!' }, trainer);
    const poll = await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&after_chat=${start.body.cursor.chat}&after_notification=${start.body.cursor.notification}`, athlete2);
    // Answered by what is there, not at the end of its wait (the server says which; a clock would only guess).
    expect(poll.body.timed_out).toBe(false);
    expect(poll.body.messages.map((m: { body: string }) => m.body)).toEqual(['Welcome!']);
    expect(poll.body.notifications.map((n: { type: string }) => n.type)).toEqual(['chat']);
    expect(poll.body.cursor.chat).toBe(poll.body.messages[0].id);
  });

  it('waits, and answers as soon as a message arrives', async () => {
    const room = (await open('member', athlete2, TARA)).body.model.id;
    const { cursor } = (await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&wait_s=0`, athlete2)).body;
    const t = Date.now();
    const waiting = http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&after_chat=${cursor.chat}&after_notification=${cursor.notification}&wait_s=10`, athlete2);
    await new Promise((r) => setTimeout(r, 300));
    await http.post(`${RT('trainer')}/send`, { room_id: room, body: 'Are you there?' }, trainer);
    const answer = await waiting;
    const took = Date.now() - t;
    expect(answer.body.messages.map((m: { body: string }) => m.body)).toEqual(['Are you there?']);
    expect(answer.body.timed_out).toBe(false);
    expect(took).toBeGreaterThanOrEqual(250);
  });

  it('with user_id alone, waits from now and answers as soon as a message arrives, with the cursor to go on', async () => {
    const room = (await open('member', athlete2, TARA)).body.model.id;
    const t = Date.now();
    const waiting = http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}`, athlete2);
    await new Promise((r) => setTimeout(r, 300));
    await http.post(`${RT('trainer')}/send`, { room_id: room, body: 'First poll, first message' }, trainer);
    const answer = await waiting;
    expect(Date.now() - t).toBeGreaterThanOrEqual(250);
    expect(answer.body.messages.map((m: { body: string }) => m.body)).toEqual(['First poll, first message']);
    expect(answer.body).toMatchObject({ timed_out: false, cursor: { chat: answer.body.messages[0].id } });
  });

  it('answers empty when nothing arrives within its wait', async () => {
    const { cursor } = (await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&wait_s=0`, athlete2)).body;
    const t = Date.now();
    const poll = await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&after_chat=${cursor.chat}&after_notification=${cursor.notification}&wait_s=1`, athlete2);
    expect(Date.now() - t).toBeGreaterThanOrEqual(950);
    expect(poll.body).toMatchObject({ messages: [], notifications: [], timed_out: true, cursor });
  });

  it("polls only one's own: another user id is refused, a visitor too, and the wait is at most 25 s", async () => {
    expect((await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE}`, athlete2)).status).toBe(403);
    expect((await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE}`)).status).toBe(401);
    expect((await http.get(`${RT('member')}/room/poll?user_id=${ATHLETE2}&after_chat=0&wait_s=26`, athlete2)).status).toBe(400);
  });

  it('carries notifications made by events: a comment on a trainer post reaches the trainer’s poll', async () => {
    const { cursor } = (await http.get(`${RT('trainer')}/room/poll?user_id=${TARA}&wait_s=0`, trainer)).body;
    const waiting = http.get(`${RT('trainer')}/room/poll?user_id=${TARA}&after_chat=${cursor.chat}&after_notification=${cursor.notification}&wait_s=10`, trainer);
    await new Promise((r) => setTimeout(r, 200));
    expect((await http.post('/records/sportlink/member/comment', { post_id: 2, body: 'Eight hours, every night.' }, athlete2)).status).toBe(200);
    const answer = await waiting;
    expect(answer.body.notifications).toEqual([expect.objectContaining({ type: 'comment', title: 'Jordan Lee commented on your post', message: 'Eight hours, every night.', link: '/trainer/feed' })]);
  });

  it('a new post tells the trainer’s followers and the athletes of its program', async () => {
    const before = await server.database.db.selectFrom('notification').select('user_id').where('type', '=', 'post').execute();
    const res = await http.post('/records/sportlink/trainer/post', { body: 'Deload week: half the sets, all the technique.', program_id: 1 }, trainer);
    expect(res.status, res.text).toBe(200);
    const after = await server.database.db.selectFrom('notification').select(['user_id', 'title', 'link']).where('type', '=', 'post').execute();
    const told = after.slice(before.length);
    expect(told.map((n) => Number(n.user_id))).toContain(ATHLETE); // holds Strength Foundations
    expect(told.map((n) => Number(n.user_id))).not.toContain(TARA);
    expect(new Set(told.map((n) => Number(n.user_id))).size).toBe(told.length); // once each
    expect(told[0]).toMatchObject({ title: 'Tara Stone posted', link: '/athlete/feed' });
  });

  it('a poll marks its user online for the other member of a room', async () => {
    await http.get(`${RT('trainer')}/room/poll?user_id=${TARA}&wait_s=0`, trainer);
    const rooms = (await http.get(`${RT('member')}/room/my`, athlete)).body.list;
    const withTara = rooms.find((r: { members: { id: number }[] }) => r.members[0].id === TARA);
    expect(withTara.members[0].online).toBe(true);
    const withNobodyOnline = await http.get(`${RT('member')}/room/my`, athlete2);
    expect(withNobodyOnline.status).toBe(200);
  });
});

describe('subscription/channel', () => {
  it('joins by who one is: public for everyone, a program for its trainer and its athletes, a user channel for that user', async () => {
    expect((await http.post(`${CH('member')}/room`, { room: 'public:lobby' }, athlete2)).status).toBe(200);
    expect((await http.post(`${CH('member')}/room`, { room: 'program:1' }, athlete)).status).toBe(200);
    expect((await http.post(`${CH('trainer')}/room`, { room: 'program:1' }, trainer)).status).toBe(200);
    const outsider = await http.post(`${CH('member')}/room`, { room: 'program:1' }, athlete2);
    expect([outsider.status, outsider.body.message]).toEqual([403, REALTIME_MESSAGES.channelForbidden]);
    expect((await http.post(`${CH('trainer')}/room`, { room: 'program:1' }, trainer2)).status).toBe(403);
    expect((await http.post(`${CH('member')}/room`, { room: `user:${ATHLETE}` }, athlete)).status).toBe(200);
    expect((await http.post(`${CH('member')}/room`, { room: `user:${ATHLETE}` }, athlete2)).status).toBe(403);
    expect((await http.post(`${CH('admin')}/room`, { room: `user:${ATHLETE}` }, admin)).status).toBe(200);
    expect((await http.post(`${CH('member')}/room`, { room: 'secret' }, athlete)).status).toBe(400);
    expect((await http.post(`${CH('member')}/room`, { room: 'public:lobby' })).status).toBe(401);
  });

  it('sends a payload to subscribers, whose poll answers with it; others and big payloads are refused', async () => {
    const { cursor } = (await http.get(`${CH('trainer')}/poll`, trainer)).body;
    const waiting = http.get(`${CH('trainer')}/poll?after=${cursor}&wait_s=10`, trainer);
    await new Promise((r) => setTimeout(r, 200));
    const sent = await http.post(`${CH('member')}/send`, { room: 'program:1', payload: { kind: 'pr', lift: 'squat', kg: 100 } }, athlete);
    expect(sent.status, sent.text).toBe(200);
    const answer = await waiting;
    expect(answer.body.list).toEqual([expect.objectContaining({ room: 'program:1', user_id: ATHLETE, payload: { kind: 'pr', lift: 'squat', kg: 100 } })]);
    expect(answer.body.cursor).toBe(sent.body.model.id);
    const notSubscribed = await http.post(`${CH('member')}/send`, { room: 'public:elsewhere', payload: 1 }, athlete);
    expect([notSubscribed.status, notSubscribed.body.message]).toEqual([403, REALTIME_MESSAGES.notSubscribed]);
    const big = await http.post(`${CH('member')}/send`, { room: 'program:1', payload: 'x'.repeat(9000) }, athlete);
    expect(big.status).toBe(400);
  });

  it('lists who of a channel is online, and unsubscribing stops its events', async () => {
    await http.get(`${CH('member')}/poll`, athlete);
    const online = await http.get(`${CH('member')}/online?room=program:1`, athlete);
    expect(online.body.list.map((u: { id: number }) => u.id)).toContain(ATHLETE);
    expect((await http.get(`${CH('member')}/online?room=program:1`, athlete2)).status).toBe(403);
    expect((await http.post(`${CH('trainer')}/unsubscribe`, { room: 'program:1' }, trainer)).body.data).toBe(1);
    expect((await http.post(`${CH('trainer')}/unsubscribe`, { room: 'program:1' }, trainer)).body.data).toBe(0);
    const { cursor } = (await http.get(`${CH('trainer')}/poll`, trainer)).body;
    await http.post(`${CH('member')}/send`, { room: 'program:1', payload: 'after' }, athlete);
    const poll = await http.get(`${CH('trainer')}/poll?after=${cursor}&wait_s=1`, trainer);
    expect(poll.body).toMatchObject({ list: [], timed_out: true });
  });
});

describe('a channel after its access ends', () => {
  it('is neither heard nor spoken on by an athlete whose enrollment was refunded, though they had joined it', async () => {
    const db = server.database.db;
    const held = await db.selectFrom('enrollment').select(['id', 'program_id', 'status']).where('athlete_id', '=', ATHLETE2).where('status', '=', 'active').executeTakeFirstOrThrow();
    const room = `program:${held.program_id}`;
    expect((await http.post(`${CH('member')}/room`, { room }, athlete2)).status).toBe(200);
    expect((await http.post(`${CH('trainer')}/room`, { room }, trainer)).status).toBe(200);
    await db.updateTable('enrollment').set({ status: 'refunded' }).where('id', '=', held.id).execute();
    try {
      const { cursor } = (await http.get(`${CH('member')}/poll`, athlete2)).body;
      expect((await http.post(`${CH('trainer')}/send`, { room, payload: 'for my athletes' }, trainer)).status).toBe(200);
      const poll = await http.get(`${CH('member')}/poll?after=${cursor}&wait_s=1`, athlete2);
      expect(poll.body).toMatchObject({ list: [], timed_out: true });
      const said = await http.post(`${CH('member')}/send`, { room, payload: 'still here?' }, athlete2);
      expect([said.status, said.body.message]).toEqual([403, REALTIME_MESSAGES.notSubscribed]);
      // Joining again is refused by the same rule.
      expect((await http.post(`${CH('member')}/room`, { room }, athlete2)).status).toBe(403);
    } finally {
      await db.updateTable('enrollment').set({ status: held.status }).where('id', '=', held.id).execute();
    }
  });
});

describe('a server closing while polls wait', () => {
  it('answers each waiting poll at once, empty, and reads nothing after: its database closes right after it', async () => {
    const log = logCollector();
    const closing = await startServer({ logStream: log.stream });
    const web = client(closing);
    const token = await web.login(DEMO.athlete.email, 'member');
    const { cursor } = (await web.get(`${RT('member')}/room/poll?user_id=${ATHLETE}&wait_s=0`, token)).body;
    const waiting = web.get(`${RT('member')}/room/poll?user_id=${ATHLETE}&after_chat=${cursor.chat}&after_notification=${cursor.notification}&wait_s=25`, token);
    await expect.poll(() => closing.app.realtime.waiting()).toBe(1);
    const started = Date.now();
    await closing.close();
    const answer = await waiting;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ messages: [], notifications: [] });
    await new Promise((r) => setImmediate(r));
    expect(log.lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  });
});

describe.runIf(TEST_DB === 'postgres')('two server instances on one PostgreSQL database', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startServer({ sameDatabaseAs: server });
  });
  afterAll(() => second?.close());

  it('a message sent through one instance reaches a poll waiting on the other as it is sent, not at the end of the wait', async () => {
    const other = client(second);
    const room = (await open('member', athlete, TARA)).body.model.id;
    const { cursor } = (await other.get(`${RT('trainer')}/room/poll?user_id=${TARA}&wait_s=0`, trainer)).body;
    const waiting = other.get(`${RT('trainer')}/room/poll?user_id=${TARA}&after_chat=${cursor.chat}&after_notification=${cursor.notification}&wait_s=20`, trainer);
    await new Promise((r) => setTimeout(r, 500)); // the poll is waiting on the second instance
    expect((await http.post(`${RT('member')}/send`, { room_id: room, body: 'Through the other server' }, athlete)).status).toBe(200);
    const answer = await waiting;
    expect(answer.body.timed_out).toBe(false);
    expect(answer.body.messages.map((m: { body: string }) => m.body)).toEqual(['Through the other server']);
  });
});
