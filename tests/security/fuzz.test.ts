/**
 * Fuzzing from the contract: requests generated for every operation, valid and invalid (wrong types,
 * missing fields, huge strings, unicode, SQL metacharacters, path traversal, negative and
 * overflowing numbers), by every kind of caller. No answer may be a 5xx, every 4xx carries a message,
 * and a refused request leaves the database exactly as it was.
 */
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/generated/operations';
import { ADMIN_REST_RESOURCES } from '../../src/generated/admin-rest';
import { TABLE_NAMES, TABLES } from '../../src/generated/tables';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-api-server';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

let server: TestServer;
let http: ReturnType<typeof client>;
let captcha: Server;
/** The AI calls reach a local OpenAI-compatible server (without one they answer 503 by design). */
let openai: OpenAiServer;
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  captcha = createServer((_req, res) => res.end('{"success":false}'));
  await new Promise<void>((r) => captcha.listen(0, '127.0.0.1', () => r()));
  openai = await startOpenAiServer();
  server = await startServer({
    env: { CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(captcha.address() as { port: number }).port}/`, CAPTCHA_SECRET: 's', AI_API_URL: openai.url, AI_API_KEY: openai.apiKey },
  });
  http = client(server);
  tokens.athlete = await http.login(DEMO.athlete.email, 'member');
  tokens.trainer = await http.login(DEMO.trainer.email, 'trainer');
  tokens.admin = await http.login(DEMO.admin.email, 'admin');
}, 60_000);

afterAll(async () => {
  await server?.close();
  captcha?.close();
  await openai?.close();
});

/** Counts, highest ids and latest changes of every table: any write moves one of them. */
async function fingerprint(): Promise<string> {
  const tables = [...TABLE_NAMES, 'user_session', 'refresh_token', 'auth_token', 'two_factor', 'recovery_code', 'role', 'outbox', 'oauth_identity', 'room', 'room_member', 'chat_message', 'idempotency_key'];
  const parts = tables.map((t) => {
    const fields = (TABLES as Record<string, { fields: Record<string, unknown> }>)[t]?.fields ?? {};
    const changed = 'updated_at' in fields ? sql`max(updated_at)` : sql`''`;
    return sql`select ${t} as t, count(*) as n, max(id) as m, ${changed} as u from ${sql.table(t)}`;
  });
  const rows = await sql.join(parts, sql` union all `).execute(server.database.db);
  return JSON.stringify((rows as { rows: unknown[] }).rows);
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom("' OR 1=1 --", '"; drop table user; --', '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', '\u0000', '𝕊𝕡𝕠𝕣𝕥', '<script>alert(1)</script>', '${7*7}', 'null', 'true', '-1', '1e309', '9007199254740993'),
  fc.string({ minLength: 5000, maxLength: 70_000 }).map((s) => s.padEnd(5000, 'x')),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -(2 ** 63)),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
);

type Op = (typeof OPERATIONS)[number];
/** Any generated value as query text (objects as JSON: some have no usable toString). */
const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));
const fieldNames = [...new Set(Object.values(TABLES).flatMap((t) => Object.keys(t.fields)))];

/** A body near the operation's schema: its own fields (and table fields) with random values, sometimes junk. */
function bodyFor(op: Op): fc.Arbitrary<unknown> {
  const schema = (op.schema as { body?: { properties?: Record<string, unknown> } }).body;
  const keys = [...Object.keys(schema?.properties ?? {}), ...fieldNames];
  const shaped = fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 6 });
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: anyValue }, { weight: 1, arbitrary: fc.constant('{not json') });
}

function pathValue(name: string): fc.Arbitrary<string> {
  const valid: Record<string, fc.Arbitrary<string>> = {
    project: fc.constantFrom('sportlink', 'sportlink', 'sportlink', 'other'),
    role: fc.constantFrom('admin', 'trainer', 'member'),
    table: fc.constantFrom(...TABLE_NAMES),
    id: fc.oneof(fc.integer({ min: 1, max: 200 }).map(String), fc.constantFrom('1,2,3', '0', '-5', '99999999999999999999', '1,x')),
    provider: fc.constantFrom('oidc', 'google', '2fa'),
    roleId: fc.integer({ min: -1, max: 5 }).map(String),
    sessionId: fc.integer({ min: -1, max: 50 }).map(String),
    // The operations added since: ids near the demo data's, the admin face's resources, provider-like ids.
    refundId: fc.integer({ min: -1, max: 5 }).map(String),
    programId: fc.integer({ min: -1, max: 10 }).map(String),
    checkoutId: fc.integer({ min: -1, max: 10 }).map(String),
    enrollmentId: fc.integer({ min: -1, max: 10 }).map(String),
    resource: fc.constantFrom(...Object.keys(ADMIN_REST_RESOURCES), 'nope'),
    cardId: fc.constantFrom('pm_sb_none', 'pm_x', 'card_1'),
    subscriptionId: fc.constantFrom('sub_sb_none', 'sub_x'),
  };
  return fc.oneof({ weight: 8, arbitrary: valid[name] ?? fc.string() }, { weight: 1, arbitrary: nasty });
}

/** Long-polls are asked not to wait (`wait_s=0`): their waiting is tested in tests/api/realtime.test.ts. */
const LONG_POLL = 'wait_s';

function queryFor(op: Op): fc.Arbitrary<string> {
  const qs = (op.schema as { querystring?: { properties?: Record<string, unknown> } }).querystring;
  const keys = Object.keys(qs?.properties ?? {}).filter((k) => k !== LONG_POLL);
  const noWait = LONG_POLL in (qs?.properties ?? {}) ? `${LONG_POLL}=0` : '';
  if (!keys.length && noWait) return fc.constant(`?${noWait}`);
  if (!keys.length) return fc.constant('');
  const filterish = fc.oneof(
    fc.tuple(fc.constantFrom(...fieldNames, 'nope'), fc.constantFrom('eq', 'neq', 'lt', 'ge', 'cs', 'sw', 'in', 'is', 'zz'), nasty).map(([f, o, v]) => `${f},${o},${v}`),
    nasty,
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(filterish, anyValue.map(text))), { maxLength: 5 })
    .map((pairs) => [...pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v))}`), ...(noWait ? [noWait] : [])])
    .map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
}

const request = fc
  .constantFrom(...OPERATIONS.filter((op) => op.operationId !== 'oauthCallback'))
  .chain((op) =>
    fc.record({
      op: fc.constant(op),
      caller: fc.constantFrom('anonymous', 'athlete', 'trainer', 'admin'),
      params: fc.record(Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => [n, pathValue(n)]))),
      query: queryFor(op),
      body: bodyFor(op),
    }),
  );

describe('fuzzing every operation of the contract', () => {
  it(`answers ${RUNS} generated requests with no 5xx, a message on every 4xx, and no write from a refused one`, async () => {
    let refused = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ op, caller, params, query, body }) => {
        const path = op.path.replace(/^\/v1\/api/, '').replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent((params as Record<string, string>)[n]));
        const before = await fingerprint();
        const res = await http.call(op.method, `${path}${query}`, { token: tokens[caller], body: op.method === 'GET' || op.method === 'DELETE' ? undefined : body });
        expect(res.status, `${op.method} ${path}${query.slice(0, 200)} -> ${res.text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) {
          refused += 1;
          expect(typeof res.body?.message, res.text.slice(0, 200)).toBe('string');
          expect(res.body.message.length).toBeGreaterThan(0);
          expect(await fingerprint(), `${op.method} ${path} changed the database but answered ${res.status}`).toBe(before);
        } else accepted += 1;
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: true },
    );
    // The mix must exercise both sides, or the property says little.
    expect(refused).toBeGreaterThan(RUNS * 0.3);
    expect(accepted).toBeGreaterThan(RUNS * 0.02);
  }, 600_000);
});
