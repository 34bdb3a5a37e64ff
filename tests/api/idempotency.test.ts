/**
 * `Idempotency-Key` on the real server (server/plugins/app/idempotency.ts): a change replayed with its key answers the
 * first answer and creates nothing new, whether the first answer came back or was lost; a key is the caller's own;
 * a refused request keeps nothing; a key of a request still running answers 409; a key for another request 422.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE } from '../../src/config/constants';
import { API_MESSAGES } from '../../src/config/messages';
import { client, DEMO, snapshot, startServer, type Method, type RequestBody, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string;
let athlete2: string;
let trainer: string;
const R = '/records/sportlink';

const keyed = <M extends Method, P extends string>(method: M, path: P, body: RequestBody<M, P>, token: string, key: string) =>
  http.call(method, path, { body, token, headers: { 'idempotency-key': key } });

const count = async (table: string) => Number((await server.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const logBody = (reps = 10) => ({ enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [{ exercise_id: 1, reps, weight: 40 }], completed: 1 });

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
});
afterAll(() => server?.close());

describe('Idempotency-Key', () => {
  it('a create replayed with its key answers the same id and creates nothing new', async () => {
    const key = randomUUID();
    const before = await count('workout_log');
    const body = logBody();
    const first = await keyed('POST', `${R}/member/workout_log`, body, athlete, key);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = await keyed('POST', `${R}/member/workout_log`, body, athlete, key);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await count('workout_log')).toBe(before + 1);
  });

  it('the same request without a key, or with a new key, is a new change', async () => {
    const before = await count('workout_log');
    expect((await http.post(`${R}/member/workout_log`, logBody(), athlete)).status).toBe(200);
    expect((await keyed('POST', `${R}/member/workout_log`, logBody(), athlete, randomUUID())).status).toBe(200);
    expect(await count('workout_log')).toBe(before + 2);
  });

  it('updates and deletes replay too: a replayed delete answers as the first, not 404', async () => {
    const created = await http.post(`${R}/trainer/program`, { title: 'Idempotent draft', price: 1000, currency: 'USD', pricing: 'one_time', duration_weeks: 4 }, trainer);
    expect(created.status, created.text).toBe(200);
    const id = created.body.data;
    const put = randomUUID();
    const a = await keyed('PUT', `${R}/trainer/program/${id}`, { title: 'Renamed once' }, trainer, put);
    // Someone changes it in between; the replay must not write the old title again.
    await http.put(`${R}/trainer/program/${id}`, { title: 'Renamed by hand' }, trainer);
    const b = await keyed('PUT', `${R}/trainer/program/${id}`, { title: 'Renamed once' }, trainer, put);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect((await http.get(`${R}/trainer/program/${id}`, trainer)).body.model.title).toBe('Renamed by hand');

    const del = randomUUID();
    expect((await keyed('DELETE', `${R}/trainer/program/${id}`, undefined, trainer, del)).status).toBe(200);
    const again = await keyed('DELETE', `${R}/trainer/program/${id}`, undefined, trainer, del);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ error: false, data: id });
  });

  it('a lambda change replays too (the photo change answers as the first)', async () => {
    const key = randomUUID();
    const before = await snapshot(server.database, ['user']);
    const first = await keyed('POST', '/sportlink/member/lambda/update/photo', { photo: 'https://example.test/a.png' }, athlete, key);
    expect(first.status, first.text).toBe(200);
    const again = await keyed('POST', '/sportlink/member/lambda/update/photo', { photo: 'https://example.test/a.png' }, athlete, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await snapshot(server.database, ['user'])).not.toBe(before); // the first did change the photo
  });

  it('the same key for a different request is refused with 422 and changes nothing', async () => {
    const key = randomUUID();
    const body = logBody(10);
    expect((await keyed('POST', `${R}/member/workout_log`, body, athlete, key)).status).toBe(200);
    const before = await snapshot(server.database, ['workout_log']);
    const other = await keyed('POST', `${R}/member/workout_log`, { ...body, sets: [{ exercise_id: 1, reps: 12, weight: 40 }] }, athlete, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(API_MESSAGES.idempotencyMismatch);
    expect(await snapshot(server.database, ['workout_log'])).toBe(before);
  });

  it("a key is its caller's own: another user's same key runs as a new request and sees nothing of the first", async () => {
    const key = randomUUID();
    const mine = await keyed('POST', '/sportlink/member/lambda/update/photo', { photo: 'https://example.test/mine.png' }, athlete, key);
    const theirs = await keyed('POST', '/sportlink/member/lambda/update/photo', { photo: 'https://example.test/mine.png' }, athlete2, key);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a refused request keeps nothing: its retry with the same key runs again', async () => {
    const key = randomUUID();
    const bad = await keyed('POST', `${R}/member/workout_log`, { ...logBody(), sets: [{ exercise_id: 4, reps: 10 }] }, athlete, key);
    expect(bad.status).toBe(422);
    const retried = await keyed('POST', `${R}/member/workout_log`, { ...logBody(), sets: [{ exercise_id: 4, reps: 10 }] }, athlete, key);
    expect(retried.status).toBe(422);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await server.database.db.selectFrom('idempotency_key').selectAll().where('key', '=', key).execute()).toEqual([]);
  });

  it('many copies of one request at once make one change; the others wait (409 with Retry-After) or replay it', async () => {
    const key = randomUUID();
    const before = await count('workout_log');
    const body = logBody(7);
    const answers = await Promise.all(Array.from({ length: 12 }, () => keyed('POST', `${R}/member/workout_log`, body, athlete, key)));
    expect(await count('workout_log')).toBe(before + 1);
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data));
    expect(ids.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(API_MESSAGES.idempotencyInProgress);
      expect(a.headers.get('retry-after')).toBe('1');
    }
    // Once the first is done, every retry replays it.
    const late = await keyed('POST', `${R}/member/workout_log`, body, athlete, key);
    expect(late.status).toBe(200);
    expect(ids.has(late.body.data)).toBe(true);
  });

  it('a records write keeps its answer in its own transaction: the kept answer is there the moment the change is', async () => {
    const key = randomUUID();
    const res = await keyed('POST', `${R}/member/workout_log`, logBody(3), athlete, key);
    const row = await server.database.db.selectFrom('idempotency_key').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'done', status_code: 200, scope: 'user:5' });
    // Sealed at rest: the answer is not readable in the table.
    expect(res.status).toBe(200);
    expect(String(row.response)).not.toMatch(/error|data|json/);
  });

  it('a claim whose request died (its lease ran out) is taken over by the retry, which runs', async () => {
    const key = randomUUID();
    const body = { photo: 'https://example.test/after-crash.png' };
    // What a server that died mid-request leaves: a pending claim with an old lease.
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(`POST /v1/api/sportlink/member/lambda/update/photo\n${JSON.stringify(body)}`).digest('base64url');
    const old = new Date(Date.now() - 120_000).toISOString();
    await server.database.db.insertInto('idempotency_key').values({ scope: 'user:5', key, request_hash: hash, state: 'pending', locked_until: old, created_at: old }).execute();
    const res = await keyed('POST', '/sportlink/member/lambda/update/photo', body, athlete, key);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a change whose answer was lost is still recognised when the device sends it again at the end of the queue’s week, after a restart', async () => {
    const key = randomUUID();
    const body = logBody(13);
    const first = await keyed('POST', `${R}/member/workout_log`, body, athlete, key);
    expect(first.status, first.text).toBe(200);
    const before = await count('workout_log');
    // Just before the queue would give the change up (OFFLINE.staleAfterMs), another server instance starts on the
    // same database (its start sweeps old keys) and the device, signed in again, sends the change once more.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OFFLINE.staleAfterMs - 60_000 });
    const later = await startServer({ sameDatabaseAs: server });
    try {
      const device = client(later);
      const token = await device.login(DEMO.athlete.email, 'member');
      const again = await device.call('POST', `${R}/member/workout_log`, { body, token, headers: { 'idempotency-key': key } });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await count('workout_log')).toBe(before);
    } finally {
      vi.useRealTimers();
      await later.close();
    }
  });

  it('a key that is not a key is refused by the contract', async () => {
    const res = await keyed('POST', `${R}/member/workout_log`, logBody(), athlete, 'no spaces allowed here');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('idempotency-key');
  });
});
