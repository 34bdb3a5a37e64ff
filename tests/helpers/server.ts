/**
 * A real server on a fresh database for one test file: SQLite in a temp file, or a new PostgreSQL
 * database (TEST_DB=postgres; TEST_DATABASE_URL or the local default) dropped afterwards.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';
import { setPasswordCost } from '../../server/auth/password';
import type { OPERATIONS } from '../../server/generated/operations';
import type { paths } from '../../src/generated/api';

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

/** Drops a test database, whoever is still connected to it. */
async function dropDatabase(name: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sportlink_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(name),
  };
}

/** The migrations' own text (every file of server/db/migrations and the list): a new template when any changes. */
function migrationsHash(): string {
  const dir = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(new URL('../../server/db/migrate.ts', import.meta.url))));
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Any lock number the test databases' template is made under, the same in every worker. */
const TEMPLATE_LOCK = 7_236_412;

/**
 * A new PostgreSQL database with every migration applied: a copy of one migrated template (made once per set of
 * migrations, kept between runs, under an advisory lock so two workers never make it twice). Copying it takes a
 * fraction of the two seconds the migrations take, once per test file. The template is made under another name and
 * renamed when complete, so a run stopped half-way leaves none; templates of older migrations are dropped.
 */
export async function migratedPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `sportlink_tpl_${migrationsHash()}`;
  const name = `sportlink_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const at = (database: string) => Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!found.rowCount) {
      const stale = await admin.query(`select datname from pg_database where starts_with(datname, 'sportlink_tpl_')`);
      for (const row of stale.rows as Array<{ datname: string }>) await admin.query(`drop database if exists ${row.datname} with (force)`);
      const building = `${template}_building`;
      await admin.query(`create database ${building}`);
      const database = openDatabase({ databaseUrl: at(building), sqliteFile: '' });
      try {
        await migrateToLatest(database);
      } finally {
        await database.destroy();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return {
    url: at(name),
    drop: () => dropDatabase(name),
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
  const pgdb = shared ? null : TEST_DB === 'postgres' ? await migratedPostgres() : null;
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

// ---------------------------------------------------------------------------------------------------------------
// Request bodies typed from the contract (src/generated/api.ts). A test's path (relative to /v1/api, query string
// ignored) is matched against the contract's paths, each `{param}` standing for one path segment; of the matching
// operations for the call's method, the most specific (fewest parameters, as the router prefers a fixed segment)
// gives the JSON request body the test must send. A body that is not the contract's is a type error: a test that
// sends one on purpose says so through `raw`.
// ---------------------------------------------------------------------------------------------------------------

/** The methods the client sends. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ContractPath = keyof paths;
type Relative<K> = K extends `/v1/api${infer R}` ? R : never;
/** `/records/{project}/x` → `/records/${string}/x`. */
type PatternOf<S extends string> = S extends `${infer A}{${string}}${infer B}` ? `${A}${string}${PatternOf<B>}` : S;
type Slashes<S extends string, N extends 0[] = []> = S extends `${string}/${infer T}` ? Slashes<T, [...N, 0]> : N['length'];
type ParamCount<S extends string, N extends 0[] = []> = S extends `${string}{${string}}${infer T}` ? ParamCount<T, [...N, 0]> : N['length'];
/** Each contract path with what matching needs, computed once. */
type Routes = { [K in ContractPath]: { pattern: PatternOf<Relative<K>>; slashes: Slashes<Relative<K>>; params: ParamCount<Relative<K>> } };

type StripQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;
/** The contract paths by how many segments they have, so a path is matched against those of its length only. */
type BySlashes = { [K in ContractPath as Routes[K]['slashes']]: K };
/** The contract paths a concrete path matches, segment for segment. */
type Matching<P extends string> = Slashes<P> extends infer N extends keyof BySlashes ? MatchingOf<P, BySlashes[N]> : never;
type MatchingOf<P extends string, K extends ContractPath> = K extends ContractPath ? (P extends Routes[K]['pattern'] ? K : never) : never;
type WithMethod<K extends ContractPath, M extends Method> = K extends ContractPath ? (paths[K][Lowercase<M>] extends object ? K : never) : never;
/** Of several matching paths, those with the fewest parameters (`lambda/2fa/login` over `lambda/{provider}/login`). */
type Fewest<K extends ContractPath, N extends 0[] = []> = [K] extends [never]
  ? never
  : (K extends ContractPath ? (Routes[K]['params'] extends N['length'] ? K : never) : never) extends infer B extends ContractPath
    ? [B] extends [never]
      ? N['length'] extends 8
        ? K
        : Fewest<K, [...N, 0]>
      : B
    : never;
type RequestBodyOf<Op> = Op extends { requestBody?: unknown } ? Op['requestBody'] : undefined;
/** An empty JSON object: what a client may send to an operation that takes no body (it carries nothing). */
export type EmptyBody = Record<string, never>;
/**
 * The operation's JSON body (`| undefined` where it is optional). Where it takes none: nothing, or `{}`. Where its body
 * is not JSON (multipart): nothing, as this client sends JSON only.
 */
type JsonBodyOf<Op, RB = RequestBodyOf<Op>> = [NonNullable<RB>] extends [never]
  ? EmptyBody | undefined
  : NonNullable<RB> extends { content: { 'application/json': infer B } }
    ? B | (undefined extends RB ? undefined : never)
    : undefined;
/**
 * The body's fields that the contract gives a `default`, read from the contract's JSON Schemas (server/generated):
 * a sender may leave them out, but openapi-typescript (its defaultNonNullable) writes an inline one as required.
 */
type BodySpec = Extract<(typeof OPERATIONS)[number], { schema: { body: { properties: object } } }>;
type DefaultedOf<Props> = { [F in keyof Props]: Props[F] extends { default: unknown } ? F : never }[keyof Props];
type Defaulted = { [S in BodySpec as `${S['method']} ${S['path']}`]: DefaultedOf<S['schema']['body']['properties']> };
type DefaultedFields<K extends ContractPath, M extends Method> = `${M} ${K}` extends keyof Defaulted ? Defaulted[`${M} ${K}`] : never;
type Flat<T> = { [K in keyof T]: T[K] };
type DefaultsOptional<B, F> = [F] extends [never] ? B : B extends object ? Flat<{ [K in keyof B as K extends F ? never : K]: B[K] } & { [K in keyof B as K extends F ? K : never]?: B[K] }> : B;

/** Each operation's body as a sender writes it, computed once per operation. */
type Bodies = { [K in ContractPath]: { [M in Method]: DefaultsOptional<JsonBodyOf<paths[K][Lowercase<M>]>, DefaultedFields<K, M>> } };

/** A string type that is one known string, not `string` nor a template with a hole. */
type IsLiteral<P extends string> = {} extends Record<P, 0> ? false : true; // eslint-disable-line @typescript-eslint/no-empty-object-type

/** What a typed call to a path the type cannot resolve must be given: nothing fits, so the test names a literal path (or uses `raw`). */
export interface PathNotLiteral {
  'the path must be a literal or template type that names one contract path (a helper returning `string` does not), or the call must use raw': never;
}
export interface NoSuchOperation<M extends Method> {
  'the contract has this path but no such method for it: a deliberate probe goes through raw': M;
}

type BodyForPath<M extends Method, P extends string> =
  Matching<P> extends infer K extends ContractPath
    ? [K] extends [never]
      ? IsLiteral<P> extends true
        ? unknown // a path outside the contract: nothing to check against
        : PathNotLiteral
      : Fewest<WithMethod<K, M>> extends infer O extends ContractPath
        ? [O] extends [never]
          ? NoSuchOperation<M>
          : O extends ContractPath
            ? Bodies[O][M]
            : never
        : never
    : never;

/** The JSON request body the contract takes for `method` at `path` (relative to /v1/api; a query string is ignored). */
export type RequestBody<M extends Method, P extends string> = M extends 'GET' | 'DELETE'
  ? undefined
  : string extends P
    ? PathNotLiteral
    : P extends string // each member of a union on its own
      ? BodyForPath<M, StripQuery<P>>
      : never;

interface SendOptions {
  token?: string | null;
  headers?: Record<string, string>;
}
/** `call`'s options: `body` is the contract's request body, and may be left out only where the contract allows none. */
export type CallOptions<M extends Method, P extends string> = SendOptions & (undefined extends RequestBody<M, P> ? { body?: RequestBody<M, P> } : { body: RequestBody<M, P> });
type CallRest<M extends Method, P extends string> = undefined extends RequestBody<M, P> ? [opts?: CallOptions<M, P>] : [opts: CallOptions<M, P>];

/**
 * A small HTTP client over real fetch. `post`, `put` and `call` take the contract's request body for the path (see
 * `RequestBody`); `raw` sends any body, a string as it is (malformed JSON), and is for the probes that send a body
 * deliberately outside the contract (wrong types, unknown or missing fields, a body where none is taken).
 */
export function client(server: TestServer) {
  const send = async (method: string, path: string, opts: SendOptions & { body?: unknown } = {}): Promise<Http> => {
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
  const call = <M extends Method, P extends string>(method: M, path: P, ...[opts]: CallRest<M, P>): Promise<Http> => send(method, path, opts);
  const tokens = new Map<string, string>();
  return {
    call,
    get: (path: string, token?: string | null) => send('GET', path, { token }),
    post: <P extends string>(path: P, body: RequestBody<'POST', P>, token?: string | null) => send('POST', path, { body, token }),
    put: <P extends string>(path: P, body: RequestBody<'PUT', P>, token?: string | null) => send('PUT', path, { body, token }),
    del: (path: string, token?: string | null) => send('DELETE', path, { token }),
    /**
     * Deliberately outside the contract: the same calls with any body (a string is sent as it is). For the probes that
     * send what the contract refuses (wrong types, unknown or missing fields, malformed JSON, a body where the
     * operation takes none) and for the fuzzer; every other call goes through the typed methods above.
     */
    raw: {
      call: (method: string, path: string, opts: SendOptions & { body?: unknown } = {}) => send(method, path, opts),
      post: (path: string, body: unknown, token?: string | null) => send('POST', path, { body, token }),
      put: (path: string, body: unknown, token?: string | null) => send('PUT', path, { body, token }),
    },
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
