/**
 * A real server on a fresh database for one test file: SQLite in a temp file, or a new PostgreSQL
 * database (TEST_DB=postgres; TEST_DATABASE_URL or the local default) dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';
import { setPasswordCost } from '../../server/auth/password';

export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  url: string;
  api: string;
  close(): Promise<void>;
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sportlink_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A log stream for `startServer({ logStream })` that keeps every line the server logs, in `lines`. */
export function logCollector(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

/**
 * Starts the real server on a fresh database, or (`sameDatabaseAs`) a second instance on another server's database
 * with its secret, as a second instance behind a load balancer would run (closing it leaves the database).
 */
export async function startServer(opts: { seed?: boolean; env?: Record<string, string>; logStream?: NodeJS.WritableStream; sameDatabaseAs?: TestServer } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sportlink-test-'));
  const shared = opts.sameDatabaseAs?.config;
  const pgdb = shared ? null : TEST_DB === 'postgres' ? await freshPostgres() : null;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: shared?.jwtSecret ?? randomBytes(32).toString('hex'),
      SQLITE_FILE: shared?.sqliteFile ?? join(dir, 'test.db'),
      WEB_DIST: join(dir, 'none'),
      APP_URL: 'http://app.test',
      // Real scrypt at a test cost (the default, 17, makes each of the suite's sign-ins take 128 MiB).
      PASSWORD_HASH_COST: '12',
      ...opts.env,
    },
    { databaseUrl: shared ? shared.databaseUrl : (pgdb?.url ?? null), port: 0, host: '127.0.0.1' },
  );
  const database = openDatabase(config);
  setPasswordCost(config.passwordCost);
  if (!shared) {
    await migrateToLatest(database);
    if (opts.seed !== false) await seedDemo(database);
  }
  const app = await buildApp(config, database, { logStream: opts.logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    database,
    url,
    api: `${url}/v1/api`,
    async close() {
      await app.close();
      await database.destroy();
      await pgdb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Http {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
  text: string;
}

/** A small HTTP client over real fetch. */
export function client(server: TestServer) {
  const call = async (method: string, path: string, opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<Http> => {
    const headers: Record<string, string> = { 'x-project': 'sportlink', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.api}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body, headers: res.headers, text };
  };
  const tokens = new Map<string, string>();
  return {
    call,
    get: (path: string, token?: string | null) => call('GET', path, { token }),
    post: (path: string, body: unknown, token?: string | null) => call('POST', path, { body, token }),
    put: (path: string, body: unknown, token?: string | null) => call('PUT', path, { body, token }),
    del: (path: string, token?: string | null) => call('DELETE', path, { token }),
    /** Signs in through the real login endpoint (once per account per file). */
    async login(email: string, pathRole: 'admin' | 'trainer' | 'member', password = DEMO_PASSWORD): Promise<string> {
      const key = `${email}|${pathRole}`;
      const cached = tokens.get(key);
      if (cached) return cached;
      const res = await call('POST', `/sportlink/${pathRole}/lambda/login`, { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
      tokens.set(key, res.body.token);
      return res.body.token;
    },
  };
}

export const DEMO = {
  admin: { email: 'admin@sportlink.test', role: 'admin' as const },
  superAdmin: { email: 'superadmin@sportlink.test', role: 'admin' as const },
  trainer: { email: 'trainer@sportlink.test', role: 'trainer' as const },
  trainer2: { email: 'trainer2@sportlink.test', role: 'trainer' as const },
  athlete: { email: 'athlete@sportlink.test', role: 'member' as const },
  athlete2: { email: 'athlete2@sportlink.test', role: 'member' as const },
};

/** A snapshot of every table's rows, to prove a refused call changed nothing. */
export async function snapshot(database: Database, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await database.db.selectFrom(t).selectAll().orderBy('id').execute();
    parts.push(`${t}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}
