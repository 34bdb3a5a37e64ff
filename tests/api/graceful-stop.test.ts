/**
 * SIGTERM stops the server the way a deploy needs (server/ops/shutdown.ts), on the real process: a write whose
 * request was in flight at the signal completes, is answered and is in the database; a long-poll waiting is answered
 * at once, empty; no new connection is served normally; the database is closed and the process exits 0.
 */
import { connect, type Socket } from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/config/messages';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { athleteToken, processDatabase, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { TEST_DB } from '../helpers/server';

let server: ServerProcess;
let database: Awaited<ReturnType<typeof processDatabase>>;

beforeAll(async () => {
  database = await processDatabase(TEST_DB);
  server = await startServerProcess(database.env);
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await database?.drop();
});

/** Reads from a socket until `done` says the text so far is complete. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (done(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
  });
}

/** A whole HTTP/1.1 answer: its head, and as many bytes of body as its content-length says. */
function complete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
  return length !== null && Buffer.byteLength(text.slice(end + 4)) >= Number(length[1]);
}

async function workoutLogsNoted(notes: string): Promise<number> {
  if (TEST_DB === 'postgres') {
    const c = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await c.connect();
    const { rows } = await c.query('select count(*)::int as n from workout_log where notes = $1', [notes]);
    await c.end();
    return rows[0].n;
  }
  const sqlite = new SQLite(database.env.SQLITE_FILE, { readonly: true });
  const row = sqlite.prepare('select count(*) as n from workout_log where notes = ?').get(notes) as { n: number };
  sqlite.close();
  return row.n;
}

describe('SIGTERM', () => {
  it('finishes the write in flight, answers the waiting long-poll, takes nothing new, then exits 0', async () => {
    const token = await athleteToken(server.base, DEMO_PASSWORD);

    // A long-poll waiting on the server (the metrics say so).
    const poll = fetch(`${server.base}/v1/api/sportlink/member/realtime/room/poll?user_id=5&wait_s=25`, { headers: { 'x-project': 'sportlink', authorization: `Bearer ${token}` } });
    await expect
      .poll(async () => /^sportlink_long_polls_waiting 1$/m.test(await (await fetch(`${server.base}/metrics`)).text()), { timeout: 15_000 })
      .toBe(true);

    // A write whose request the server has begun (it answered 100 Continue to its headers), its body not yet sent.
    const notes = `in-flight-at-sigterm-${Date.now()}`;
    const body = JSON.stringify({ enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [{ exercise_id: 1, reps: 5, weight: 50 }], completed: 1, notes });
    const socket = connect(server.port, '127.0.0.1');
    const continued = readUntil(socket, (t) => t.includes('100 Continue'));
    socket.write(
      [
        'POST /v1/api/records/sportlink/member/workout_log HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        'x-project: sportlink',
        `authorization: Bearer ${token}`,
        'content-type: application/json',
        `content-length: ${Buffer.byteLength(body)}`,
        'expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    expect(await continued).toMatch(/^HTTP\/1\.1 100 Continue/);

    server.child.kill('SIGTERM');
    // The waiting poll is answered by the drain (the realtime hub's preClose answers every poll it counts here), empty,
    // not at the end of its 25 s: proved by the count the server gives as it starts draining, not by a clock, which a
    // loaded machine can stretch past the poll's own wait.
    expect(await server.said(/draining/)).toMatch(/\b1 long-polls answered\b/);
    const polled = await poll;
    expect(polled.status).toBe(200);
    expect(((await polled.json()) as { messages: unknown[] }).messages).toEqual([]);

    // Nothing new is served normally: the connection is refused, or the request is answered 503 with a message.
    const late = await fetch(`${server.base}/v1/api/status`).then(
      async (res) => ({ status: res.status, body: await res.json() }),
      () => ({ status: 0, body: null }),
    );
    if (late.status !== 0) expect(late).toEqual({ status: 503, body: { error: true, message: API_MESSAGES.shuttingDown } });

    // The write's body arrives after the signal: the write completes and is answered.
    const answered = readUntil(socket, complete);
    socket.write(body);
    const response = await answered;
    socket.destroy();
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: false, data: expect.any(Number) });

    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => /stopped/.test(l))).toBe(true);
    expect(await workoutLogsNoted(notes)).toBe(1);
  }, 90_000);
});
