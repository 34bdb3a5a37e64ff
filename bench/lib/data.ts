/**
 * Benchmark data: N deterministic program rows (and a few trainers, and the athlete the signed-in cases use), written to a SQLite file built with
 * the server's own migrations, or to a json-server db.json. Row i is the same in every data set, so the
 * 10,000-row database is a prefix of the 100,000-row one and json-server serves exactly the rows SQLite does.
 */
import { closeSync, createWriteStream, fsyncSync, openSync } from 'node:fs';
import { once } from 'node:events';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { hashPassword } from '../../server/auth/password';

export const TRAINERS = 20;

export interface ProgramRow {
  id: number;
  trainer_id: number;
  title: string;
  description: string | null;
  sport: string;
  level: string;
  duration_weeks: number;
  price: number;
  currency: string;
  pricing: string;
  interval: string | null;
  cover: string | null;
  status: string;
  featured: number;
  created_at: string;
  updated_at: string;
}

export interface TrainerRow {
  id: number;
  email: string;
  password_hash: string;
  role: 'trainer' | 'athlete';
  first_name: string;
  last_name: string;
  photo: null;
  status: number;
  verify: number;
  profile_complete: number;
  two_factor_enabled: number;
  created_at: string;
  updated_at: string;
}

const SPORTS = ['Strength', 'Running', 'Cycling', 'Swimming', 'Yoga', 'Conditioning', 'Bodybuilding', 'Mobility'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];
const ADJECTIVES = ['Foundations', 'Builder', 'Peak', 'Express', 'Complete', 'Power', 'Endurance', 'Starter'];
const EPOCH = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

/** A 32-bit integer hash (murmur3 finaliser): row values depend only on the row id and a salt. */
function hash(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Row `id` of every data set: ~90% published, prices 5.00 to 199.99 (cents), two years of creation times. */
export function programRow(id: number): ProgramRow {
  const sport = SPORTS[hash(id, 1) % SPORTS.length];
  const statusRoll = hash(id, 2) % 100;
  const status = statusRoll < 90 ? 'published' : statusRoll < 96 ? 'draft' : 'archived';
  const subscription = hash(id, 3) % 5 === 0;
  const created = new Date(EPOCH - (hash(id, 4) % (2 * 365 * 24)) * HOUR).toISOString();
  return {
    id,
    trainer_id: 1 + (hash(id, 5) % TRAINERS),
    title: `${sport} ${ADJECTIVES[hash(id, 6) % ADJECTIVES.length]} #${id}`,
    description: hash(id, 7) % 4 === 0 ? null : `A ${sport.toLowerCase()} program, block ${id % 97}: progressive sessions with weekly targets.`,
    sport,
    level: LEVELS[hash(id, 8) % LEVELS.length],
    duration_weeks: 4 + (hash(id, 9) % 13),
    price: 500 + (hash(id, 10) % 19_500),
    currency: 'USD',
    pricing: subscription ? 'subscription' : 'one_time',
    interval: subscription ? 'month' : null,
    cover: null,
    status,
    featured: hash(id, 11) % 20 === 0 ? 1 : 0,
    created_at: created,
    updated_at: created,
  };
}

export function trainerRow(id: number): TrainerRow {
  const at = new Date(EPOCH - 800 * 24 * HOUR).toISOString();
  return {
    id,
    email: `trainer${id}@bench.test`,
    // Never used to sign in: the benchmark reads anonymously.
    password_hash: 'bench-not-a-real-hash',
    role: 'trainer',
    first_name: `Trainer${id}`,
    last_name: 'Bench',
    photo: null,
    status: 1,
    verify: 1,
    profile_complete: 1,
    two_factor_enabled: 0,
    created_at: at,
    updated_at: at,
  };
}

/** The athlete the signed-in cases sign in as (no enrollment: they read what any athlete reads). */
export const BENCH_ATHLETE = { id: TRAINERS + 1, email: 'athlete@bench.test', password: 'bench-athlete-password' } as const;

function athleteRow(passwordHash: string): TrainerRow {
  return { ...trainerRow(BENCH_ATHLETE.id), email: BENCH_ATHLETE.email, password_hash: passwordHash, role: 'athlete', first_name: 'Athlete' };
}

const PROGRAM_COLUMNS = Object.keys(programRow(1)) as Array<keyof ProgramRow>;
const USER_COLUMNS = Object.keys(trainerRow(1)) as Array<keyof TrainerRow>;

function insertSql(table: string, columns: readonly string[]): string {
  return `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`;
}

/**
 * Creates `file` with the server's migrations (Kysely, as the server would), then bulk-inserts the rows with
 * better-sqlite3 directly: one transaction, one prepared statement. No ANALYZE, as a real deployment has none.
 */
export async function buildSqlite(file: string, rows: number): Promise<{ published: number }> {
  const database = openDatabase({ databaseUrl: null, sqliteFile: file });
  try {
    await migrateToLatest(database);
  } finally {
    await database.destroy();
  }
  const db = new SQLite(file);
  try {
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -200000');
    const insertUser = db.prepare(insertSql('user', USER_COLUMNS));
    const insertProgram = db.prepare(insertSql('program', PROGRAM_COLUMNS));
    let published = 0;
    const athlete = athleteRow(await hashPassword(BENCH_ATHLETE.password));
    db.transaction(() => {
      for (let id = 1; id <= TRAINERS; id++) insertUser.run(trainerRow(id));
      insertUser.run(athlete);
      for (let id = 1; id <= rows; id++) {
        const row = programRow(id);
        if (row.status === 'published') published++;
        insertProgram.run(row);
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { published };
  } finally {
    db.close();
    flushToDisk(file);
  }
}

/**
 * The same rows in a new PostgreSQL database (a name of its own on the server `adminUrl` names), made with the
 * server's migrations, then inserted 1,000 rows per statement, then ANALYZEd (what autovacuum does to a table this
 * size soon after it is loaded). Answers its URL and how to drop it.
 */
export async function buildPostgres(adminUrl: string, rows: number): Promise<{ url: string; published: number; drop: () => Promise<void> }> {
  const name = `sportlink_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  try {
    const database = openDatabase({ databaseUrl: url.toString(), sqliteFile: ':memory:' });
    try {
      await migrateToLatest(database);
    } finally {
      await database.destroy();
    }
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    try {
      const insertMany = async <R extends object>(table: string, columns: readonly (keyof R & string)[], batch: R[]) => {
        const values: unknown[] = [];
        const tuples = batch.map((row) => `(${columns.map((col) => `$${values.push((row as Record<string, unknown>)[col])}`).join(', ')})`);
        await c.query(`insert into "${table}" (${columns.map((col) => `"${col}"`).join(', ')}) values ${tuples.join(', ')}`, values);
      };
      const users = [...Array.from({ length: TRAINERS }, (_, i) => trainerRow(i + 1)), athleteRow(await hashPassword(BENCH_ATHLETE.password))];
      await insertMany('user', USER_COLUMNS, users);
      let published = 0;
      for (let from = 1; from <= rows; from += 1000) {
        const batch = Array.from({ length: Math.min(1000, rows - from + 1) }, (_, i) => programRow(from + i));
        published += batch.filter((r) => r.status === 'published').length;
        await insertMany('program', PROGRAM_COLUMNS, batch);
      }
      // Ids were given explicitly: the sequences go past them, as the server's next inserts need.
      for (const table of ['user', 'program']) await c.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`);
      await c.query('analyze');
      return { url: url.toString(), published, drop };
    } finally {
      await c.end();
    }
  } catch (err) {
    await drop();
    throw err;
  }
}

/** The build skips fsync for speed; flush once at the end so disk writeback does not overlap a measured run. */
function flushToDisk(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The same rows as json-server's db.json (`{ "program": [...], "user": [...] }`), streamed to disk. */
export async function writeJsonDb(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write('{"program":[');
  let buf = '';
  for (let id = 1; id <= rows; id++) {
    buf += (id > 1 ? ',' : '') + JSON.stringify(programRow(id));
    if (buf.length > 1 << 20) {
      await write(buf);
      buf = '';
    }
  }
  await write(buf + '],"user":[');
  const users: string[] = [];
  for (let id = 1; id <= TRAINERS; id++) users.push(JSON.stringify(trainerRow(id)));
  await write(users.join(',') + ']}\n');
  out.end();
  await once(out, 'finish');
  flushToDisk(file);
}

/** Ids the generator makes published (for the get-one case). */
export function publishedId(near: number): number {
  for (let id = near; ; id++) if (programRow(id).status === 'published') return id;
}
