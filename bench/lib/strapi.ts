/**
 * Strapi 5 as a peer of the records API benchmark: the project in bench/peers/strapi (plain JavaScript, SQLite,
 * admin panel neither built nor served, one collection type `program` with the fields of lib/data.ts programRow),
 * holding the same N rows as our SQLite data set, read with a read-only API token.
 *
 * The peer is installed by the benchmark, never by the repository's root install: when bench/peers/strapi has no
 * node_modules (or not the pinned version), `npm ci` runs there (a few minutes, once). A peer that cannot be
 * installed or started answers null with a logged reason, so the rest of the benchmark still runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { programRow, publishedId } from './data';
import { supervise } from './proc';

export const STRAPI_VERSION = '5.54.0';
const PEER_DIR = fileURLToPath(new URL('../peers/strapi/', import.meta.url));
const PAGE_SIZE = 20;
/** Prefix of the indexes the 'ours' variant adds to Strapi's table (dropped again for 'default'). */
const OURS_PREFIX = 'bench_ours_';

export interface StrapiPeer {
  baseUrl: string;
  /** What every measured request carries: `Authorization: Bearer <read-only API token>`. */
  headers: Record<string, string>;
  /** `GET /api/programs/:documentId` of our row `publishedId(Math.ceil(rows / 2))`. */
  getOneUrl: string;
  /** 20 published programs by price with their total count (Strapi counts every match: no cap like RECORDS.countCap). */
  listUrl: string;
  /** Strapi's `/_health` (204, no auth, no database): cheap enough for load.ts waitIdle. */
  probeUrl: string;
  /** Our row id that getOneUrl fetches, and its Strapi documentId. */
  oneId: number;
  oneDocumentId: string;
  /** Published rows: the list's expected total. */
  published: number;
  /** Seconds from spawning Strapi until it answered (not counting install or load). */
  startSeconds: number;
  stop(): Promise<void>;
}

export interface StartStrapiOptions {
  rows: number;
  /** 'default': the indexes Strapi makes itself; 'ours': plus the program indexes of server/db/migrations. */
  indexes: 'default' | 'ours';
  /** A temp folder for its database (reused by a second start with the same rows: indexes are changed in place). */
  dir: string;
  log: (line: string) => void;
  /**
   * The list's order by price. Ours orders price descending (bench/index.ts QUERY); either direction is the same
   * work for SQLite (a full scan and top-20 sort without an index, a walk of (status, price) with one).
   */
  listOrder?: 'asc' | 'desc';
}

/** Strapi's documentId of our row `id`: 24 characters like the cuid2 ids Strapi makes (a letter, then [a-z0-9]), fixed per id. */
export function strapiDocumentId(id: number): string {
  const digest = createHash('sha256').update(`program-${id}`).digest();
  const rest = BigInt(`0x${digest.subarray(1, 17).toString('hex')}`).toString(36).padStart(23, '0').slice(-23);
  return String.fromCharCode(97 + (digest[0] % 26)) + rest;
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Strapi processes still running are killed when the benchmark exits (lib/proc.ts killAll does not know them). */
function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const c of children) c.kill('SIGKILL');
    });
  }
}

/** The environment of anything run in the peer's folder: ours, less a NODE_OPTIONS that may preload our TypeScript loader. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

/** Runs a command in the peer's folder; rejects with the tail of its output when it fails. */
function runIn(cwd: string, command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    const { output } = supervise(child, 0);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited (${signal ?? code}):\n${output()}`));
    });
  });
}

function installedVersion(): string | null {
  try {
    const pkg = JSON.parse(readFileSync(join(PEER_DIR, 'node_modules', '@strapi', 'strapi', 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? null;
  } catch {
    return null;
  }
}

/** `npm ci` in bench/peers/strapi when its node_modules is missing or holds another Strapi; then checks better-sqlite3 loads there. */
async function ensureInstalled(log: (line: string) => void): Promise<void> {
  if (installedVersion() !== STRAPI_VERSION) {
    log(`Strapi ${STRAPI_VERSION}: installing the peer (npm ci in bench/peers/strapi; a few minutes, once)`);
    const t = performance.now();
    await runIn(PEER_DIR, 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], 20 * 60_000);
    log(`Strapi: installed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (installedVersion() !== STRAPI_VERSION) throw new Error(`npm ci did not install @strapi/strapi ${STRAPI_VERSION}`);
  }
  await runIn(PEER_DIR, process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], 60_000);
}

interface Secrets {
  APP_KEYS: string;
  ADMIN_JWT_SECRET: string;
  API_TOKEN_SALT: string;
  TRANSFER_TOKEN_SALT: string;
  ENCRYPTION_KEY: string;
  JWT_SECRET: string;
}

/** Strapi's secrets, made once per database file and kept beside it (its stored tokens are hashed and encrypted with them). */
function secretsFor(file: string): Secrets {
  const path = `${file}.secrets.json`;
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Secrets;
  const hex = (n: number) => randomBytes(n).toString('hex');
  const secrets: Secrets = {
    APP_KEYS: [hex(16), hex(16)].join(','),
    ADMIN_JWT_SECRET: hex(24),
    API_TOKEN_SALT: hex(16),
    TRANSFER_TOKEN_SALT: hex(16),
    ENCRYPTION_KEY: hex(16),
    JWT_SECRET: hex(24),
  };
  writeFileSync(path, JSON.stringify(secrets));
  return secrets;
}

interface Launched {
  baseUrl: string;
  token: string | null;
  seconds: number;
  stop(): Promise<void>;
}

/** `node server.js` in the peer's folder (NODE_ENV=production, warnings only); resolves once it reports its port over IPC. */
function launch(file: string, secrets: Secrets, mintToken: boolean, timeoutMs = 180_000): Promise<Launched> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server.js'], {
    cwd: PEER_DIR,
    env: childEnv({
      ...secrets,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_FILENAME: file,
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_BENCH_NO_TOKEN: mintToken ? '0' : '1',
    }),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  track(child);
  const { output, stop } = supervise(child, 10_000);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Strapi did not start within ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Strapi exited (${signal ?? code}) before it was ready:\n${output()}`));
    });
    child.on('message', (message: { type?: string; port?: number; token?: string | null }) => {
      if (message?.type !== 'ready' || !message.port) return;
      clearTimeout(timer);
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, token: message.token ?? null, seconds: (performance.now() - started) / 1000, stop });
    });
  });
}

/** The columns Strapi's `programs` table has, filled as Strapi fills them for an entry it creates itself. */
const STRAPI_COLUMNS = [
  'id', 'document_id', 'trainer_id', 'title', 'description', 'sport', 'level', 'duration_weeks', 'price', 'currency', 'pricing', 'interval',
  'cover', 'status', 'featured', 'rating_avg', 'rating_count', 'enrollment_count', 'created_at', 'updated_at', 'published_at',
  'created_by_id', 'updated_by_id', 'locale',
] as const;

/**
 * Our N rows in Strapi's `programs` table (created by Strapi's first start), one transaction, one prepared statement.
 * Strapi (SQLite) stores datetimes as integer milliseconds and booleans as 0/1; with draftAndPublish off every entry
 * still has a published_at (Strapi's reads ask for published_at not null); a type that is not localized has locale null;
 * an entry made through the API has no admin creator (created_by_id, updated_by_id null). The id is our row id.
 */
function loadRows(file: string, rows: number): number {
  const db = new SQLite(file);
  try {
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -200000');
    const have = db.prepare('select name from pragma_table_info(?)').all('programs').map((c) => (c as { name: string }).name);
    const missing = STRAPI_COLUMNS.filter((c) => !have.includes(c));
    const extra = have.filter((c) => !(STRAPI_COLUMNS as readonly string[]).includes(c));
    if (missing.length || extra.length) throw new Error(`Strapi's programs table is not the one expected (missing ${missing.join() || '-'}; extra ${extra.join() || '-'})`);
    const insert = db.prepare(`insert into programs (${STRAPI_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${STRAPI_COLUMNS.map((c) => `@${c}`).join(', ')})`);
    let published = 0;
    db.transaction(() => {
      db.prepare('delete from programs').run();
      for (let id = 1; id <= rows; id++) {
        const r = programRow(id);
        if (r.status === 'published') published++;
        const at = Date.parse(r.created_at);
        insert.run({
          id,
          document_id: strapiDocumentId(id),
          trainer_id: r.trainer_id,
          title: r.title,
          description: r.description,
          sport: r.sport,
          level: r.level,
          duration_weeks: r.duration_weeks,
          price: r.price,
          currency: r.currency,
          pricing: r.pricing,
          interval: r.interval,
          cover: r.cover,
          status: r.status,
          featured: r.featured,
          rating_avg: null,
          rating_count: 0,
          enrollment_count: 0,
          created_at: at,
          updated_at: Date.parse(r.updated_at),
          published_at: at,
          created_by_id: null,
          updated_by_id: null,
          locale: null,
        });
      }
    })();
    return published;
  } finally {
    db.close();
    // Loaded without fsync for speed: flush once, so disk writeback does not overlap a measured run (as lib/data.ts does).
    const fd = openSync(file, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

interface IndexDef {
  name: string;
  unique: boolean;
  columns: Array<{ name: string; desc: boolean }>;
}

/** The indexes our migrations make on `program`, read from a database they build (so they stay in step with server/db/migrations). */
async function ourProgramIndexes(): Promise<IndexDef[]> {
  const database = openDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  try {
    await migrateToLatest(database);
    const { rows: list } = await sql<{ name: string; unique: number; origin: string; partial: number }>`select name, "unique", origin, partial from pragma_index_list('program')`.execute(database.db);
    const out: IndexDef[] = [];
    for (const ix of list) {
      if (ix.origin !== 'c' || ix.partial) continue; // primary key / constraint indexes; partial ones (none today)
      const { rows: cols } = await sql<{ name: string | null; desc: number; key: number }>`select name, "desc", key from pragma_index_xinfo(${ix.name}) order by seqno`.execute(database.db);
      out.push({ name: ix.name, unique: ix.unique === 1, columns: cols.filter((c) => c.key === 1 && c.name).map((c) => ({ name: c.name as string, desc: c.desc === 1 })) });
    }
    return out;
  } finally {
    await database.destroy();
  }
}

/** Makes the table's extra indexes match the variant: ours added (no ANALYZE: lib/data.ts buildSqlite runs none), or removed. */
async function setIndexes(file: string, variant: 'default' | 'ours', log: (line: string) => void): Promise<void> {
  const wanted = variant === 'ours' ? await ourProgramIndexes() : [];
  const db = new SQLite(file);
  try {
    const have = db.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'programs' and name like ?").all(`${OURS_PREFIX}%`) as Array<{ name: string }>;
    for (const { name } of have) db.exec(`drop index "${name}"`);
    const columns = new Set((db.prepare('select name from pragma_table_info(?)').all('programs') as Array<{ name: string }>).map((c) => c.name));
    for (const ix of wanted) {
      const missing = ix.columns.filter((c) => !columns.has(c.name));
      if (missing.length) {
        log(`Strapi: index ${ix.name} not copied (no column ${missing.map((c) => c.name).join(', ')} in Strapi's table)`);
        continue;
      }
      const cols = ix.columns.map((c) => `"${c.name}"${c.desc ? ' desc' : ''}`).join(', ');
      db.exec(`create ${ix.unique ? 'unique ' : ''}index "${OURS_PREFIX}${ix.name}" on programs (${cols})`);
    }
    if (wanted.length) log(`Strapi: our indexes on programs: ${wanted.map((ix) => `(${ix.columns.map((c) => c.name).join(', ')})`).join(' ')}`);
  } finally {
    db.close();
  }
}

function countPublished(rows: number): number {
  let n = 0;
  for (let id = 1; id <= rows; id++) if (programRow(id).status === 'published') n++;
  return n;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`sanity check failed: ${what}`);
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

interface StrapiProgram {
  id: number;
  documentId: string;
  status: string;
  price: number;
}

/**
 * Installs the peer when missing, builds its database with `rows` programs in `dir` (once: a second start reuses it,
 * changing only the extra indexes), starts Strapi on a free port and checks both requests answer what ours do.
 */
export async function startStrapi(opts: StartStrapiOptions): Promise<StrapiPeer | null> {
  const { rows, indexes, dir, log } = opts;
  let server: Launched | null = null;
  try {
    await ensureInstalled(log);
    const file = join(dir, `strapi-${rows}.db`);
    let published: number;
    const secrets = secretsFor(file);
    if (!existsSync(file)) {
      const t = performance.now();
      // Strapi creates its schema (its own tables and `programs`) on its first start; the rows go in after it stops.
      // Built under another name: a build that fails half-way is not taken for a database by the next start.
      const building = `${file}.building`;
      rmSync(building, { force: true });
      const first = await launch(building, secrets, false);
      await first.stop();
      published = loadRows(building, rows);
      renameSync(building, file);
      log(`Strapi: database with ${rows} program rows in ${((performance.now() - t) / 1000).toFixed(1)} s (first start ${first.seconds.toFixed(1)} s)`);
    } else {
      published = countPublished(rows);
    }
    await setIndexes(file, indexes, log);

    server = await launch(file, secrets, true);
    if (!server.token) throw new Error('Strapi did not report an API token');
    const headers = { authorization: `Bearer ${server.token}` };
    const oneId = publishedId(Math.ceil(rows / 2));
    const oneDocumentId = strapiDocumentId(oneId);
    const getOneUrl = `${server.baseUrl}/api/programs/${oneDocumentId}`;
    // Strapi answers the total of every match (meta.pagination.total); ours stops counting at RECORDS.countCap.
    const listUrl = `${server.baseUrl}/api/programs?filters[status][$eq]=published&sort=price:${opts.listOrder ?? 'desc'}&pagination[pageSize]=${PAGE_SIZE}`;

    const one = (await getJson(getOneUrl, headers)) as { data?: StrapiProgram };
    check(one.data?.id === oneId && one.data.documentId === oneDocumentId && one.data.status === 'published', `Strapi get-one returns program ${oneId}`);
    const list = (await getJson(listUrl, headers)) as { data?: StrapiProgram[]; meta?: { pagination?: { total?: number } } };
    const page = list.data ?? [];
    check(page.length === PAGE_SIZE, `Strapi list: ${PAGE_SIZE} rows, got ${page.length}`);
    check(list.meta?.pagination?.total === published, `Strapi list: total ${published}, got ${list.meta?.pagination?.total}`);
    check(page.every((r) => r.status === 'published'), 'Strapi list: only published rows');
    const prices = page.map((r) => r.price);
    const desc = (opts.listOrder ?? 'desc') === 'desc';
    check(prices.every((p, i) => i === 0 || (desc ? prices[i - 1] >= p : prices[i - 1] <= p)), `Strapi list: ordered by price ${desc ? 'desc' : 'asc'}`);
    log(`Strapi ${STRAPI_VERSION} (${indexes} indexes) started in ${server.seconds.toFixed(1)} s at ${server.baseUrl}`);

    const running = server;
    return {
      baseUrl: running.baseUrl,
      headers,
      getOneUrl,
      listUrl,
      probeUrl: `${running.baseUrl}/_health`,
      oneId,
      oneDocumentId,
      published,
      startSeconds: running.seconds,
      stop: () => running.stop(),
    };
  } catch (err) {
    await server?.stop();
    log(`Strapi peer skipped: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}
