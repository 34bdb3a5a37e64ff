/**
 * `npm run bench:offline` (also part of `npm run bench`): how long the offline queue takes to send 100 changes made
 * without a connection, once the connection is back. The real queue (src/offline, on IndexedDB: fake-indexeddb in
 * Node) and the real sync engine send them to the real server (SQLite, demo data) on loopback, each with its
 * Idempotency-Key, one after another as the app does. Beside it, the peer: the same 100 requests sent directly
 * (no queue, no key), which is the floor. Target: the replay of 100 within 2 s.
 *
 * Prints a markdown table on stdout and writes bench/results/offline.json. BENCH_OFFLINE_N changes the count.
 */
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { captureRequest } from '../src/offline/capture';
import { PendingRecords } from '../src/offline/pending-records';
import { OfflineQueue } from '../src/offline/queue';
import { describeRequest, newId } from '../src/offline/request-info';
import { createOfflineStatusStore } from '../src/offline/status-store';
import { idbStore } from '../src/offline/storage';
import { SyncEngine } from '../src/offline/sync-engine';
import type { OfflineDataRecord, QueuedRequest } from '../src/offline/types';

const N = Number(process.env.BENCH_OFFLINE_N ?? 100) || 100;
const TARGET_MS = 2000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => process.stderr.write(`[bench:offline] ${line}\n`);

const dir = mkdtempSync(join(tmpdir(), 'sportlink-bench-offline-'));
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), SQLITE_FILE: join(dir, 'bench.db'), WEB_DIST: join(dir, 'none'), LOG_LEVEL: 'warn' }, { port: 0, host: '127.0.0.1', databaseUrl: null });
const database = openDatabase(config);
await migrateToLatest(database);
await seedDemo(database);
const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

try {
  const login = await fetch(`${base}/v1/api/sportlink/member/lambda/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-project': 'sportlink' }, body: JSON.stringify({ email: 'athlete@sportlink.test', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { token: string }).token;
  const url = `${base}/v1/api/records/sportlink/member/workout_log`;
  const body = (i: number) => JSON.stringify({ enrollment_id: 1, workout_id: 1, performed_at: new Date(Date.now() - i * 60_000).toISOString(), sets: [{ exercise_id: 1, reps: 10, weight: 40 + (i % 10) }], completed: 1 });
  const count = async () => Number((await database.db.selectFrom('workout_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  // The peer: the same changes sent directly, one after another.
  const before = await count();
  let t = performance.now();
  for (let i = 0; i < N; i++) {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-project': 'sportlink', authorization: `Bearer ${token}` }, body: body(i) });
    if (!res.ok) throw new Error(`direct write ${i}: ${res.status}`);
  }
  const directMs = performance.now() - t;
  log(`direct: ${N} writes in ${directMs.toFixed(0)} ms`);

  // The queue: N changes captured while offline (as the app captures a failed request), then one sync.
  const queue = new OfflineQueue(idbStore<QueuedRequest>(`bench-queue-${Date.now()}`));
  const records = new PendingRecords(idbStore<OfflineDataRecord>(`bench-records-${Date.now()}`), () => 5);
  t = performance.now();
  for (let i = 0; i < N; i++) {
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-project': 'sportlink', 'idempotency-key': newId() }, body: body(i) });
    await captureRequest(request, describeRequest('POST', url), { queue, records, userId: () => 5 });
  }
  const captureMs = performance.now() - t;
  log(`captured ${N} changes offline in ${captureMs.toFixed(0)} ms`);
  const status = createOfflineStatusStore({ online: true });
  const engine = new SyncEngine({
    queue,
    records,
    status,
    userId: () => 5,
    notify: () => undefined,
    send: (r) => fetch(`${base}${r.endpoint}`, { method: r.method, headers: { ...r.headers, authorization: `Bearer ${token}` }, body: r.body }),
  });
  const beforeReplay = await count();
  const queued = await queue.all();
  t = performance.now();
  const run = await engine.sync();
  const replayMs = performance.now() - t;
  const arrived = (await count()) - beforeReplay;
  log(`replayed: ${run.synced} synced, ${run.refused} refused, ${run.deferred} deferred in ${replayMs.toFixed(0)} ms`);
  if (run.synced !== N || arrived !== N || (await queue.all()).length !== 0) throw new Error(`replay incomplete: ${run.synced} synced, ${arrived} arrived`);
  if (before + N !== beforeReplay) throw new Error('direct writes did not all arrive');

  // Replayed again, as a device whose answers were all lost would: the keys make it change nothing.
  t = performance.now();
  for (const r of queued) {
    const res = await fetch(`${base}${r.endpoint}`, { method: r.method, headers: { ...r.headers, authorization: `Bearer ${token}` }, body: r.body });
    if (res.status !== 200 || res.headers.get('idempotent-replayed') !== 'true') throw new Error(`second replay answered ${res.status}`);
  }
  const againMs = performance.now() - t;
  const afterAgain = (await count()) - beforeReplay;
  if (afterAgain !== N) throw new Error(`a second replay wrote ${afterAgain - N} more`);
  log(`replayed again: ${N} kept answers in ${againMs.toFixed(0)} ms, nothing written`);
  const keys = await database.db.selectFrom('idempotency_key').select('key').execute();
  const date = new Date().toISOString().slice(0, 10);
  const pass = replayMs <= TARGET_MS;
  const lines = [
    `### Offline replay (${date}, ${N} queued workout logs, real server on SQLite, loopback, one run)`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| replay of ${N} queued changes after reconnecting (queue on IndexedDB, Idempotency-Key each) | ${replayMs.toFixed(0)} ms (${(replayMs / N).toFixed(1)} ms each) |`,
    `| peer: the same ${N} requests sent directly | ${directMs.toFixed(0)} ms (${(directMs / N).toFixed(1)} ms each) |`,
    `| replay ÷ direct | ${(replayMs / directMs).toFixed(2)}× |`,
    `| capturing ${N} changes offline (queue and pending records written) | ${captureMs.toFixed(0)} ms |`,
    `| kept answers on the server after the replay | ${keys.length} |`,
    `| the same ${N} sent again with their keys (answers lost): kept answers, rows written | ${againMs.toFixed(0)} ms, ${afterAgain - N} |`,
    '',
    '| target | value | |',
    '|---|---:|---|',
    `| replay of ${N} queued changes ≤ ${TARGET_MS} ms | ${replayMs.toFixed(0)} ms | ${pass ? 'PASS' : 'MISS'} |`,
  ];
  console.log(lines.join('\n'));
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/offline.json'), JSON.stringify({ date, n: N, replayMs, directMs, captureMs, targets: [{ name: `replay of ${N} ≤ ${TARGET_MS} ms`, value: replayMs, pass }] }, null, 2));
  if (process.env.BENCH_STRICT === '1' && !pass) process.exitCode = 1;
} finally {
  await app.close();
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
}
