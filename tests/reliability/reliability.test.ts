/**
 * Reliability under load and faults (`npm run test:reliability`, not part of `npm test`: it runs minutes):
 *
 * 1. 60 s (RELIABILITY_SECONDS) of mixed reads and writes at 100 connections (RELIABILITY_CONNECTIONS) against the
 *    real server in its own process, killed (SIGKILL) and started again in the middle: every write the server
 *    acknowledged before the kill is in the database afterwards, and no request fails outside the restart window.
 *    On SQLite and on PostgreSQL.
 * 2. A 5 s PostgreSQL outage (the server reaches PostgreSQL through a TCP proxy that cuts every connection and
 *    refuses new ones): requests are answered 503 with a message meanwhile, never 500, and the server recovers by
 *    itself afterwards, without a restart.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Agent, request as undiciRequest } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { freshPostgres } from '../helpers/server';
import { freePort } from '../helpers/ports';
import { athleteToken, processDatabase, startServerProcess, type ServerProcess } from '../helpers/server-process';

const SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.RELIABILITY_CONNECTIONS ?? 100);
const PROJECT = 'sportlink';
const log = (line: string) => process.stderr.write(`[reliability] ${line}\n`);

/** The server in its own process (tests/helpers/server-process.ts), quiet: this load would log a line per request. */
const startServer = (env: Record<string, string>, port: number) => startServerProcess({ LOG_LEVEL: 'warn', ...env }, port);
const stop = async (r: ServerProcess | null) => r?.kill();
const login = (base: string) => athleteToken(base, DEMO_PASSWORD);

interface Outcome {
  /** When the request was sent, and when its answer (or its failure) came. */
  at: number;
  doneAt: number;
  ok: boolean;
  status: number;
  write: boolean;
  marker?: string;
  error?: string;
}

/**
 * `connections` loops of requests until `until`: two reads for each write. A write is a workout log with a unique
 * marker in its notes; an acknowledged write (200) is recorded.
 */
async function load(base: () => string, token: string, until: number, connections: number, outcomes: Outcome[]) {
  const agent = new Agent({ connections: connections + 10, keepAliveTimeout: 10_000, connect: { timeout: 5000 } });
  let seq = 0;
  const headers = { 'x-project': PROJECT, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const one = async () => {
    const n = ++seq;
    const write = n % 3 === 0;
    const marker = write ? `reliability-${n}-${randomBytes(3).toString('hex')}` : undefined;
    const at = Date.now();
    try {
      const res = write
        ? await undiciRequest(`${base()}/v1/api/records/${PROJECT}/member/workout_log`, {
            method: 'POST',
            headers,
            dispatcher: agent,
            headersTimeout: 15_000,
            body: JSON.stringify({ enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [{ exercise_id: 1, reps: 5, weight: 50 }], completed: 1, notes: marker }),
          })
        : await undiciRequest(`${base()}/v1/api/records/${PROJECT}/member/${n % 2 ? 'program?size=10&order=price,asc' : 'program/1'}`, { headers, dispatcher: agent, headersTimeout: 15_000 });
      await res.body.text();
      outcomes.push({ at, doneAt: Date.now(), ok: res.statusCode === 200, status: res.statusCode, write, marker });
    } catch (err) {
      outcomes.push({ at, doneAt: Date.now(), ok: false, status: 0, write, marker, error: (err as Error).message });
      await new Promise((r) => setTimeout(r, 50)); // not a tight loop while the server is away
    }
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  await agent.close();
}

/**
 * A failure counts against the server unless it came (its answer or its error) inside the restart window. Every
 * acknowledged write counts, whenever it was acknowledged: those of the last instant before the kill, and those
 * after the restart, must be in the database as much as the early ones.
 */
function summary(outcomes: Outcome[], window: { from: number; to: number }) {
  const inWindow = (o: Outcome) => o.doneAt >= window.from && o.doneAt <= window.to;
  const outside = outcomes.filter((o) => !o.ok && !inWindow(o));
  const ackedWrites = outcomes.filter((o) => o.ok && o.write);
  const acked = ackedWrites.map((o) => o.marker!);
  const ackedBeforeKill = ackedWrites.filter((o) => o.doneAt < window.from).length;
  return { total: outcomes.length, ok: outcomes.filter((o) => o.ok).length, failedInWindow: outcomes.filter((o) => !o.ok && inWindow(o)).length, outside, acked, ackedBeforeKill };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function restartRun(db: 'sqlite' | 'postgres') {
  const database = await processDatabase(db);
  cleanups.push(() => database.drop());
  const { env } = database;
  const readMarkers = async (): Promise<Set<string>> => {
    const query = `select notes from workout_log where notes like 'reliability-%'`;
    if (db === 'postgres') {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      const { rows } = await c.query(query);
      await c.end();
      return new Set(rows.map((r: { notes: string }) => r.notes));
    }
    const sqlite = new SQLite(env.SQLITE_FILE, { readonly: true });
    const rows = sqlite.prepare(query).all() as { notes: string }[];
    sqlite.close();
    return new Set(rows.map((r) => r.notes));
  };
  const port = await freePort();
  let server: ServerProcess | null = await startServer(env, port);
  cleanups.push(() => stop(server));
  const token = await login(server.base);
  const outcomes: Outcome[] = [];
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const running = load(() => `http://127.0.0.1:${port}`, token, until, CONNECTIONS, outcomes);
  await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
  const killedAt = Date.now();
  await stop(server);
  server = await startServer(env, port);
  const upAt = Date.now();
  log(`${db}: killed at ${((killedAt - started) / 1000).toFixed(1)} s, answering again after ${upAt - killedAt} ms`);
  await running;
  await stop(server);
  server = null;
  // The window: from the kill to a second after the new server answered (requests in flight at the kill fail then).
  const s = summary(outcomes, { from: killedAt, to: upAt + 1000 });
  const stored = await readMarkers();
  const lost = s.acked.filter((m) => !stored.has(m));
  log(`${db}: ${s.total} requests (${(s.total / SECONDS).toFixed(0)}/s), ${s.ok} ok, ${s.failedInWindow} failed in the restart window, ${s.outside.length} outside; ${s.acked.length} writes acknowledged (${s.ackedBeforeKill} before the kill), ${lost.length} lost`);
  return { ...s, lost };
}

describe('the server killed and started again under load', () => {
  it(`keeps every acknowledged write, up to the instant of the kill and after the restart, with no failure outside the restart window (SQLite, ${SECONDS} s, ${CONNECTIONS} connections)`, async () => {
    const r = await restartRun('sqlite');
    expect(r.ackedBeforeKill).toBeGreaterThan(100);
    expect(r.lost).toEqual([]);
    expect(r.outside.slice(0, 5)).toEqual([]);
  });

  it(`keeps every acknowledged write, up to the instant of the kill and after the restart, with no failure outside the restart window (PostgreSQL, ${SECONDS} s, ${CONNECTIONS} connections)`, async () => {
    const r = await restartRun('postgres');
    expect(r.ackedBeforeKill).toBeGreaterThan(100);
    expect(r.lost).toEqual([]);
    expect(r.outside.slice(0, 5)).toEqual([]);
  });
});

/** A TCP proxy to PostgreSQL that can be cut: every connection dropped and new ones refused, until restored. */
async function pgProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('a 5 s PostgreSQL outage', () => {
  it('is answered with 503s and a message, never a 500, and the server recovers by itself', async () => {
    const database = await freshPostgres();
    cleanups.push(() => database.drop());
    const direct = new URL(database.url);
    const proxy = await pgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    // The server reaches the same database through the proxy.
    const url = new URL(database.url);
    url.host = `127.0.0.1:${proxy.port}`;
    const port = await freePort();
    const server = await startServer({ JWT_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: url.toString() }, port);
    cleanups.push(() => stop(server));
    const token = await login(server.base);
    const outcomes: Outcome[] = [];
    const bodies: string[] = [];
    const until = Date.now() + 20_000;
    // Four loops, each a read then a write (a workout log with a unique marker), 50 ms apart.
    let seq = 0;
    const headers = { 'x-project': PROJECT, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ask = async () => {
      while (Date.now() < until) {
        for (const write of [false, true]) {
          const at = Date.now();
          const marker = write ? `outage-${++seq}-${randomBytes(3).toString('hex')}` : undefined;
          try {
            const res = write
              ? await fetch(`${server.base}/v1/api/records/${PROJECT}/member/workout_log`, {
                  method: 'POST',
                  headers,
                  body: JSON.stringify({ enrollment_id: 1, workout_id: 1, performed_at: new Date().toISOString(), sets: [{ exercise_id: 1, reps: 5, weight: 50 }], completed: 1, notes: marker }),
                  signal: AbortSignal.timeout(15_000),
                })
              : await fetch(`${server.base}/v1/api/records/${PROJECT}/member/program/1`, { headers, signal: AbortSignal.timeout(15_000) });
            const text = await res.text();
            if (!res.ok) bodies.push(text);
            outcomes.push({ at, doneAt: Date.now(), ok: res.ok, status: res.status, write, marker });
          } catch (err) {
            outcomes.push({ at, doneAt: Date.now(), ok: false, status: 0, write, marker, error: (err as Error).message });
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const askers = Promise.all(Array.from({ length: 4 }, ask));
    await new Promise((r) => setTimeout(r, 5000));
    const cutAt = Date.now();
    proxy.cut();
    await new Promise((r) => setTimeout(r, 5000));
    proxy.restore();
    const restoredAt = Date.now();
    await askers;
    const statuses = new Set(outcomes.map((o) => o.status));
    // Answered during the outage (a request sent just before PostgreSQL came back may be answered after, and succeed).
    const during = outcomes.filter((o) => o.at > cutAt + 500 && o.doneAt < restoredAt);
    const lastFailure = Math.max(...outcomes.filter((o) => !o.ok).map((o) => o.at));
    const recoveredMs = lastFailure - restoredAt;
    log(`outage: statuses ${[...statuses].join(', ')}; ${during.length} requests during it; last failure ${recoveredMs} ms after PostgreSQL came back`);
    expect(statuses.has(500)).toBe(false);
    expect(statuses.has(0)).toBe(false); // the server itself always answered
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((o) => o.status !== 503).map((o) => `${o.write ? "write" : "read"} ${o.status} ${o.error ?? ""} ${o.at - cutAt} ms`)).toEqual([]);
    expect(bodies.every((b) => JSON.parse(b).message === 'The database is not available; try again shortly')).toBe(true);
    expect(during.some((o) => o.write)).toBe(true);
    // No write half done: every acknowledged write is there, and none refused during the outage appeared later.
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    const stored = new Set((await c.query(`select notes from workout_log where notes like 'outage-%'`)).rows.map((r: { notes: string }) => r.notes));
    await c.end();
    const writes = outcomes.filter((o) => o.write);
    expect(writes.filter((o) => o.ok && !stored.has(o.marker!))).toEqual([]);
    expect(writes.filter((o) => o.status === 503 && stored.has(o.marker!))).toEqual([]);
    // Recovered without a restart: the last seconds all succeed.
    expect(outcomes.filter((o) => o.at > restoredAt + 6000).every((o) => o.ok)).toBe(true);
    expect(outcomes.filter((o) => o.at > restoredAt + 6000).length).toBeGreaterThan(10);
  });
});
