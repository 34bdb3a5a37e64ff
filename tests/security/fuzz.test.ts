/**
 * Fuzzing from the contract: requests generated for every operation, valid and invalid (wrong types,
 * missing fields, huge strings, unicode, SQL metacharacters, path traversal, negative and
 * overflowing numbers), by every kind of caller. No answer may be a 5xx, every 4xx carries a message,
 * and a refused request leaves the database exactly as it was: every table the database lists, every row, every
 * column (tests/helpers/db-watch.ts).
 *
 * The signed-in callers stay signed in: a generated request that ends their session or changes their account
 * (logout, a password or e-mail change, an admin deactivating or demoting them...) is followed by putting the account
 * back and signing in again, so their paths are fuzzed to the last run. The upload operations are fuzzed again with
 * hand-written multipart bodies (names with paths, NULs and unicode, wrong types, empty and oversized files, broken
 * framing), and nothing may be written outside the upload folder.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/generated/operations';
import { ADMIN_REST_RESOURCES } from '../../src/generated/admin-rest';
import { TABLE_NAMES, TABLES } from '../../src/generated/tables';
import { MESSAGES } from '../../src/config/messages';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { watchDatabase, type DatabaseWatch, type Ignored, type Look } from '../helpers/db-watch';
import { fileHeaders, multipartBody, type RawPart } from '../helpers/multipart';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-api-server';
import { client, DEMO, startServer, type Http, type TestServer } from '../helpers/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const UPLOAD_RUNS = Number(process.env.FUZZ_UPLOAD_RUNS ?? 1_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

/**
 * What may change on a refused request, each with its reason. Nothing does today: not the presence marks (a poll marks
 * its caller seen only once its checks passed), not the idempotency claims (a refused request's claim is deleted in
 * the same request, and the requests here send no key), not the sign-in limits (kept in memory). A table or column
 * listed here must say why; everything else the database holds, including tables added later, is watched.
 */
/** A refused sign-in is counted against its limit: on PostgreSQL the counters are a table (server/auth/limiter.ts). */
const MAY_CHANGE: Ignored = { tables: { rate_limit: 'attempt counters: a refused attempt is counted' }, columns: {} };

type Caller = 'anonymous' | 'athlete' | 'trainer' | 'admin';
type SignedIn = Exclude<Caller, 'anonymous'>;
const CALLERS: readonly Caller[] = ['anonymous', 'athlete', 'trainer', 'admin'];
const ACCOUNTS: Record<SignedIn, { email: string; path: 'member' | 'trainer' | 'admin' }> = {
  athlete: { email: DEMO.athlete.email, path: 'member' },
  trainer: { email: DEMO.trainer.email, path: 'trainer' },
  admin: { email: DEMO.admin.email, path: 'admin' },
};
/** The user columns a session and a sign-in depend on: one of them changed, the account is put back. */
const SIGN_IN_FIELDS = ['email', 'password_hash', 'role', 'status', 'verify', 'two_factor_enabled'] as const;

let server: TestServer;
let http: ReturnType<typeof client>;
let captcha: Server;
/** The AI calls reach a local OpenAI-compatible server (without one they answer 503 by design). */
let openai: OpenAiServer;
let watch: DatabaseWatch;
/** UPLOAD_DIR is three folders down a folder of its own, so a name climbing out of it lands where it is seen. */
let fileRoot: string;
let uploadDir: string;

interface Session {
  token: string;
  sessionId: number;
  userId: number;
  /** The account as the demo data made it. */
  original: Record<string, unknown>;
  /** Sign-ins after the first (the fuzzer ended the session or changed the account). */
  again: number;
}
const sessions = {} as Record<SignedIn, Session>;
const tokenOf = (who: Caller) => (who === 'anonymous' ? null : sessions[who].token);

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { uid: number; sid: number };

async function signIn(who: SignedIn): Promise<void> {
  const res = await http.call('POST', `/sportlink/${ACCOUNTS[who].path}/lambda/login`, { body: { email: ACCOUNTS[who].email, password: DEMO_PASSWORD } });
  if (res.status !== 200 || !res.body?.token) throw new Error(`signing ${who} in again: ${res.status} ${res.text}`);
  const { uid, sid } = claims(res.body.token);
  const previous = sessions[who];
  const original = previous?.original ?? ((await server.database.db.selectFrom('user').selectAll().where('id', '=', uid).executeTakeFirstOrThrow()) as Record<string, unknown>);
  sessions[who] = { token: res.body.token, sessionId: sid, userId: uid, original, again: previous ? previous.again + 1 : 0 };
}

/** Puts the account back as the demo data made it (its e-mail freed if another account took it), then signs in again. */
async function restore(who: SignedIn): Promise<void> {
  const db = server.database.db;
  const { original } = sessions[who];
  const id = Number(original.id);
  await db.updateTable('user').set({ email: `displaced-${Date.now()}-${id}@example.test` }).where('email', '=', original.email).where('id', '<>', id).execute();
  const { id: _id, ...columns } = original;
  const put = await db.updateTable('user').set(columns).where('id', '=', id).executeTakeFirst();
  if (Number(put.numUpdatedRows) === 0) await db.insertInto('user').values(original).execute();
  await signIn(who);
}

/** After an answered request: a signed-in caller whose session ended or whose account changed is restored. */
async function keepSignedIn(): Promise<void> {
  const db = server.database.db;
  const who = Object.keys(sessions) as SignedIn[];
  const users = await db.selectFrom('user').select(['id', ...SIGN_IN_FIELDS]).where('id', 'in', who.map((w) => sessions[w].userId)).execute();
  const open = await db.selectFrom('user_session').select('id').where('id', 'in', who.map((w) => sessions[w].sessionId)).where('revoked_at', 'is', null).execute();
  for (const w of who) {
    const s = sessions[w];
    const user = users.find((u) => Number(u.id) === s.userId);
    const same = user && SIGN_IN_FIELDS.every((f) => String(user[f]) === String(s.original[f]));
    if (!same || !open.some((o) => Number(o.id) === s.sessionId)) await restore(w);
  }
}

/** Every file and folder under `dir`, relative to it. */
function tree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).map(String).sort();
}

const ESCAPE = 'sectests-escape';
/** Entries named like the fuzzer's escape attempts, anywhere from the upload folder up to `/`, and in the working folder. */
function escapes(): string[] {
  const places = new Set([process.cwd(), tmpdir()]);
  for (let d = uploadDir; ; d = dirname(d)) {
    places.add(d);
    if (dirname(d) === d) break;
  }
  return [...places].flatMap((d) => (existsSync(d) ? readdirSync(d).filter((n) => n.includes(ESCAPE)).map((n) => join(d, n)) : []));
}

beforeAll(async () => {
  captcha = createServer((_req, res) => res.end('{"success":false}'));
  await new Promise<void>((r) => captcha.listen(0, '127.0.0.1', () => r()));
  openai = await startOpenAiServer();
  fileRoot = mkdtempSync(join(tmpdir(), 'sportlink-fuzz-files-'));
  uploadDir = join(fileRoot, 'a', 'b', 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  server = await startServer({
    env: {
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(captcha.address() as { port: number }).port}/`,
      CAPTCHA_SECRET: 's',
      AI_API_URL: openai.url,
      AI_API_KEY: openai.apiKey,
      // Small limits, so an oversized file costs a megabyte or two, not hundreds.
      UPLOAD_DIR: uploadDir,
      UPLOAD_IMAGE_MAX_MB: '1',
      UPLOAD_VIDEO_MAX_MB: '2',
      AI_AUDIO_MAX_MB: '1',
    },
  });
  http = client(server);
  for (const who of Object.keys(ACCOUNTS) as SignedIn[]) await signIn(who);
  watch = watchDatabase(server.database, MAY_CHANGE);
}, 60_000);

afterAll(async () => {
  await server?.close();
  captcha?.close();
  await openai?.close();
  if (fileRoot) rmSync(fileRoot, { recursive: true, force: true });
});

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
/** Operations by id: the generated requests name theirs, so a counterexample prints short. */
const OPERATION: Record<string, Op> = Object.fromEntries(OPERATIONS.map((op) => [op.operationId, op]));
/** Any generated value as query text (objects as JSON: some have no usable toString). */
const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));
/** Names every JavaScript object answers to: a request naming one must meet an unknown field, never the prototype. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];
const fieldNames = [...new Set([...Object.values(TABLES).flatMap((t) => Object.keys(t.fields)), ...PROTOTYPE_NAMES])];

/** A body near the operation's schema: its own fields (and table fields) with random values, sometimes junk. */
function bodyFor(op: Op): fc.Arbitrary<unknown> {
  const schema = (op.schema as { body?: { properties?: Record<string, unknown> } }).body;
  const keys = [...Object.keys(schema?.properties ?? {}), ...fieldNames];
  const shaped = fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 6 });
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: anyValue }, { weight: 1, arbitrary: fc.constant('{not json') });
}

const PATH_ROLES = ['admin', 'trainer', 'member'] as const;

/** Path values: near the demo data's (a signed-in caller mostly on its own role's path), sometimes nasty. */
function pathValue(name: string, caller: Caller): fc.Arbitrary<string> {
  // Ids near the demo data's, and now and then past any integer ("1e309" reads as Infinity).
  const id = (max: number) => fc.oneof({ weight: 9, arbitrary: fc.integer({ min: -1, max }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('1e309', '-1e309', '1e20') });
  const role = caller === 'anonymous' ? fc.constantFrom(...PATH_ROLES) : fc.oneof({ weight: 6, arbitrary: fc.constant(ACCOUNTS[caller].path) }, { weight: 2, arbitrary: fc.constantFrom(...PATH_ROLES) });
  const valid: Record<string, fc.Arbitrary<string>> = {
    project: fc.constantFrom('sportlink', 'sportlink', 'sportlink', 'other'),
    role,
    table: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...TABLE_NAMES) }, { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) }),
    id: fc.oneof(fc.integer({ min: 1, max: 200 }).map(String), fc.constantFrom('1,2,3', '0', '-5', '99999999999999999999', '1,x', '1e309')),
    provider: fc.constantFrom('oidc', 'google', '2fa'),
    roleId: id(5),
    sessionId: id(50),
    refundId: id(5),
    programId: id(10),
    checkoutId: id(10),
    enrollmentId: id(10),
    workspaceId: id(5),
    boardId: id(5),
    columnId: id(10),
    page: fc.constantFrom('home', 'footer', 'faq', 'nope'),
    resource: fc.constantFrom(...Object.keys(ADMIN_REST_RESOURCES), 'nope', ...PROTOTYPE_NAMES),
    // A board card's id (workspaces) or a payment card's (payments).
    cardId: fc.oneof(id(10), fc.constantFrom('pm_sb_none', 'pm_x', 'card_1')),
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
  const field = fc.constantFrom(...fieldNames, 'nope');
  const filterish = fc.oneof(
    fc.tuple(field, fc.constantFrom('eq', 'neq', 'lt', 'ge', 'cs', 'sw', 'in', 'is', 'zz'), nasty).map(([f, o, v]) => `${f},${o},${v}`),
    // An order, and the admin's simple-REST sort and filter (JSON), naming any field.
    fc.tuple(field, fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f},${d}`),
    fc.tuple(field, fc.constantFrom('ASC', 'DESC')).map(([f, d]) => JSON.stringify([f, d])),
    fc.tuple(field, fc.constantFrom('', '_gte', '_lt'), anyValue).map(([f, suffix, v]) => `{${JSON.stringify(f + suffix)}:${JSON.stringify(v) ?? 'null'}}`),
    nasty,
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(filterish, anyValue.map(text))), { maxLength: 5 })
    .map((pairs) => [...pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(v))}`), ...(noWait ? [noWait] : [])])
    .map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
}

const pathParams = (op: Op, caller: Caller) => fc.record(Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => [n, pathValue(n, caller)])));
const pathOf = (op: Op, params: Record<string, string>) => op.path.replace(/^\/v1\/api/, '').replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n]));

const request = fc
  .tuple(fc.constantFrom(...OPERATIONS.filter((op) => op.operationId !== 'oauthCallback')), fc.constantFrom(...CALLERS))
  .chain(([op, caller]) => fc.record({ op: fc.constant(op.operationId), caller: fc.constant(caller), params: pathParams(op, caller), query: queryFor(op), body: bodyFor(op) }));

/** No 5xx but a 501 the operation's contract declares (an operation not offered); a message on every refusal. */
function expectAnswered(res: Http, what: string, op?: Op) {
  const declared = res.status === 501 && (op?.schema.response as Record<string, unknown> | undefined)?.['501'] != null;
  if (!declared) expect(res.status, `${what} -> ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof res.body?.message, `${what} -> ${res.text.slice(0, 200)}`).toBe('string');
    expect(res.body.message.length, what).toBeGreaterThan(0);
  }
}

async function expectUnchanged(before: Look, what: string) {
  const after = await watch.look();
  expect(watch.diff(before, after), `${what} changed the database`).toBe('');
}

describe('fuzzing every operation of the contract', () => {
  it(`answers ${RUNS} generated requests with no 5xx, a message on every 4xx, and no write from a refused one`, async () => {
    let refused = 0;
    let accepted = 0;
    const answers = Object.fromEntries(CALLERS.map((c) => [c, { all: 0, unauthorized: 0 }])) as Record<Caller, { all: number; unauthorized: number }>;
    await fc.assert(
      fc.asyncProperty(request, async ({ op: id, caller, params, query, body }) => {
        const op = OPERATION[id];
        const path = pathOf(op, params as Record<string, string>);
        const what = `${caller} ${op.method} ${path}${query.slice(0, 200)}`;
        const before = await watch.look();
        // Generated bodies, valid or not: deliberately outside the contract's types, so through raw.
        const res = await http.raw.call(op.method, `${path}${query}`, { token: tokenOf(caller), body: op.method === 'GET' || op.method === 'DELETE' ? undefined : body });
        answers[caller].all += 1;
        if (res.status === 401) answers[caller].unauthorized += 1;
        expectAnswered(res, what, op);
        if (res.status >= 400) {
          refused += 1;
          await expectUnchanged(before, `${what} answered ${res.status}`);
          // The account checks below run after every accepted request; a token refused here means one was missed.
          if (caller !== 'anonymous' && res.status === 401 && res.body.message === MESSAGES.tokenExpired) await restore(caller);
        } else {
          accepted += 1;
          await keepSignedIn();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The mix must exercise both sides, or the property says little.
    expect(refused).toBeGreaterThan(RUNS * 0.3);
    expect(accepted).toBeGreaterThan(RUNS * 0.02);
    // The signed-in callers stayed signed in: most of their requests got past authentication.
    for (const who of Object.keys(ACCOUNTS) as SignedIn[]) {
      expect(answers[who].unauthorized / answers[who].all, `${who}: ${JSON.stringify(answers[who])}, signed in again ${sessions[who].again} times`).toBeLessThan(0.05);
    }
    console.info(`fuzz: ${accepted} accepted, ${refused} refused, ${watch.rehashes} full reads of the database; per caller ${JSON.stringify(answers)}; signed in again ${JSON.stringify(Object.fromEntries(Object.entries(sessions).map(([w, s]) => [w, s.again])))}`);
  }, 900_000);
});

// ---------- uploads, with real multipart bodies ----------

const UPLOAD_OPS = OPERATIONS.filter((op) => ['uploadFile', 'uploadFileS3', 'transcribeAudio'].includes(op.operationId));
const hex = (h: string) => Buffer.from(h, 'hex');
/** The first bytes of what the upload operations take (images, videos, recordings) and of what they must refuse. */
const HEADS: Record<string, Buffer> = {
  png: hex('89504e470d0a1a0a0000000d49484452'),
  jpeg: hex('ffd8ffe000104a464946000101000001'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff', 'latin1'),
  webp: Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
  mp4: Buffer.concat([hex('00000018'), Buffer.from('ftypmp42isom')]),
  webm: hex('1a45dfa39f4286810142f7810142f281'),
  mp3: Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00\xff\xfb\x90\x64\x00\x00', 'latin1'),
  wav: Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
  ogg: Buffer.from('OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1'),
  html: Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  php: Buffer.from('<?php system($_GET["c"]); ?>'),
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  zip: Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00\x00\x00\x21\x00\x00\x00', 'latin1'),
  short: Buffer.from('GIF8'),
};
/** The kinds the operations take (the rest must be refused). */
const MEDIA = ['png', 'jpeg', 'gif', 'webp', 'mp4', 'webm', 'mp3', 'wav', 'ogg'];
const MB = 1048576;

const fileName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('cover.png', 'clip.mp4', 'voice.mp3', 'PHOTO.JPG', 'séance.png', '運動.webp', 'a b.gif', 'no-extension') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '/etc/passwd',
      `/tmp/${ESCAPE}.png`,
      'C:\\Windows\\System32\\drivers\\etc\\hosts',
      'C:evil.png',
      `../../../${ESCAPE}.png`,
      `..\\..\\..\\${ESCAPE}.png`,
      `..%2F..%2F${ESCAPE}.png`,
      `....//....//${ESCAPE}.png`,
      `${ESCAPE}.png\u0000.jpg`,
      `\u0000${ESCAPE}`,
      `./${ESCAPE}.png`,
      '..',
      '.',
      '',
      'cover.png',
      'clip.mp4',
      'voice.mp3',
      'cover.png.php',
      '.htaccess',
      'index.html',
      'evil"; name="x.png',
      'line\r\nContent-Type: text/html.png',
      'tab\there.png',
      '\u202egnp.exe',
      'ｆｕｌｌｗｉｄｔｈ／..／x.png',
      '..\u2215..\u2215x.png',
      '𝕊𝕡𝕠𝕣𝕥.png',
      '\ud800.png',
      'CON',
      'x'.repeat(300) + '.png',
      'x'.repeat(5000),
    ),
  },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('../', '..\\', '/', '%2e%2e%2f', '..%c0%af', '\u0000'), fc.integer({ min: 1, max: 6 }), fc.string({ maxLength: 12 })).map(([step, n, tail]) => `${step.repeat(n)}${ESCAPE}${tail}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const partType = fc.oneof(
  fc.constantFrom('image/png', 'image/jpeg', 'video/mp4', 'audio/mpeg', 'audio/webm', 'image/svg+xml', 'text/html', 'application/x-php', 'application/octet-stream', '', '../../x', 'image/png; charset=utf-8', 'multipart/form-data; boundary=x'),
  fc.string({ maxLength: 30 }),
  fc.constant(null),
);
const fileBytes = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...MEDIA.map((k) => HEADS[k])), fc.uint8Array({ maxLength: 3000 })).map(([head, rest]) => Buffer.concat([head, Buffer.from(rest)])) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...Object.values(HEADS)), fc.uint8Array({ maxLength: 3000 })).map(([head, rest]) => Buffer.concat([head, Buffer.from(rest)])) },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)) },
  // Over the limits (image 1 MB, video 2 MB, recording 1 MB), by a byte or by a lot.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(HEADS.png, HEADS.mp4, HEADS.mp3, HEADS.webm), fc.constantFrom(MB + 1, 2 * MB + 1, 3 * MB)).map(([head, n]) => Buffer.concat([head, Buffer.alloc(n)])) },
);

/** How the body is framed: well, or in one of the ways a parser can trip on. */
const FRAMINGS = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'extended-name', 'unclosed', 'no-boundary', 'wrong-boundary', 'two-files', 'field-first', 'other-field', 'no-disposition', 'json', 'empty'] as const;

const upload = fc
  .tuple(fc.constantFrom(...UPLOAD_OPS), fc.constantFrom<Caller>('anonymous', 'athlete', 'athlete', 'trainer', 'trainer', 'admin', 'admin'))
  .chain(([op, caller]) =>
    fc.record({
      op: fc.constant(op.operationId),
      caller: fc.constant(caller),
      // Mostly the right project and the caller's own role, so most uploads reach the handler (the other fuzz varies them).
      params: fc.oneof(
        { weight: 9, arbitrary: fc.constant({ project: 'sportlink', role: caller === 'anonymous' ? 'member' : ACCOUNTS[caller].path }) },
        { weight: 1, arbitrary: pathParams(op, caller) },
      ),
      language: fc.oneof(fc.constant(''), fc.constantFrom('?language=en', '?language=fr', '?language=..%2F..', '?language=%00')),
      name: fileName,
      type: partType,
      bytes: fileBytes,
      framing: fc.constantFrom(...FRAMINGS),
      // RFC 2046's boundaries are 1 to 70 characters; an empty one and a very long one are sent too.
      boundary: fc.oneof(
        { weight: 4, arbitrary: fc.constant('----sectests0123456789') },
        { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 70 }).filter((b) => !/[\r\n"]/.test(b)) },
        { weight: 1, arbitrary: fc.constantFrom('', 'b'.repeat(300)) },
      ),
    }),
  );

/** The request's content type and body for a framing. */
function framed(u: { name: string | null; type: string | null; bytes: Buffer; framing: (typeof FRAMINGS)[number]; boundary: string }): { contentType: string; body: Buffer } {
  const b = u.boundary;
  const file = (field = 'file', spelling: 'quoted' | 'extended' = 'quoted'): RawPart => ({ headers: fileHeaders(field, u.name, u.type, spelling), body: u.bytes });
  const type = `multipart/form-data; boundary="${b}"`;
  switch (u.framing) {
    case 'ok':
      return { contentType: type, body: multipartBody(b, [file()]) };
    case 'extended-name':
      return { contentType: type, body: multipartBody(b, [file('file', 'extended')]) };
    case 'unclosed': {
      // No closing boundary, and the file cut in the middle.
      const whole = multipartBody(b, [file()], { unclosed: true });
      return { contentType: type, body: whole.subarray(0, whole.length - 2 - Math.ceil(u.bytes.length / 2)) };
    }
    case 'no-boundary':
      return { contentType: 'multipart/form-data', body: multipartBody(b, [file()]) };
    case 'wrong-boundary':
      return { contentType: `multipart/form-data; boundary=${b}x`, body: multipartBody(b, [file()]) };
    case 'two-files':
      return { contentType: type, body: multipartBody(b, [file(), file()]) };
    case 'field-first':
      return { contentType: type, body: multipartBody(b, [{ headers: ['Content-Disposition: form-data; name="note"'], body: Buffer.from('hello') }, file()]) };
    case 'other-field':
      return { contentType: type, body: multipartBody(b, [file('avatar')]) };
    case 'no-disposition':
      return { contentType: type, body: multipartBody(b, [{ headers: [`Content-Type: ${u.type ?? 'image/png'}`], body: u.bytes }]) };
    case 'json':
      return { contentType: 'application/json', body: Buffer.from(JSON.stringify({ file: u.bytes.subarray(0, 100).toString('base64'), filename: u.name })) };
    case 'empty':
      return { contentType: type, body: Buffer.alloc(0) };
  }
}

/** The upload before, named when a request fails outright: an answer that left its connection broken breaks the next. */
let lastUpload = '';
/** One request with a raw body; every request must be answered (a connection reset fails the run). */
async function send(method: string, path: string, token: string | null, contentType: string, body: Buffer): Promise<Http> {
  const headers: Record<string, string> = { 'x-project': 'sportlink', 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.api}${path}`, { method, headers, body: new Uint8Array(body) }).catch((err: Error) => {
    throw new Error(`${err.message} (${String((err.cause as Error)?.message)}); the request before: ${lastUpload}`);
  });
  lastUpload = `${method} ${path} ${contentType.slice(0, 100)} ${body.length} bytes -> ${res.status}`;
  const raw = await res.text();
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = raw;
  }
  return { status: res.status, body: parsed, headers: res.headers, text: raw };
}

describe('fuzzing the uploads with multipart bodies', () => {
  it(`answers ${UPLOAD_RUNS} generated uploads with no 5xx, a message on every 4xx, no write from a refused one, and no file outside the upload folder`, async () => {
    const passwd = statSync('/etc/passwd').mtimeMs;
    const outside = () => tree(fileRoot).filter((p) => !`${p}${sep}`.startsWith(`${relative(fileRoot, uploadDir)}${sep}`));
    const outsideBefore = outside();
    let stored = 0;
    let refused = 0;
    const answers = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(upload, async (u) => {
        const op = OPERATION[u.op];
        const path = pathOf(op, u.params as Record<string, string>);
        const { contentType, body } = framed(u);
        const what = `${u.caller} ${u.op} ${path} [${u.framing}] name=${JSON.stringify(u.name)?.slice(0, 80)} type=${JSON.stringify(u.type)} ${body.length} bytes`;
        const before = await watch.look();
        const files = tree(uploadDir);
        const res = await send('POST', `${path}${u.op === 'transcribeAudio' ? u.language : ''}`, tokenOf(u.caller), contentType, body);
        expectAnswered(res, what);
        const answer = `${res.status} ${String(res.body?.message ?? '').slice(0, 60)}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        const now = tree(uploadDir);
        const added = now.filter((f) => !files.includes(f) && statSync(join(uploadDir, f)).isFile());
        expect(files.filter((f) => !now.includes(f)), `${what}: files went away`).toEqual([]);
        if (res.status >= 400 || u.op === 'transcribeAudio') {
          if (res.status >= 400) refused += 1;
          expect(added, `${what} answered ${res.status} and left files`).toEqual([]);
        } else {
          stored += 1;
          // One new file, named by the server (a month's folder, 32 random hex digits, the sniffed type's extension).
          expect(added.map((f) => f.split(sep).join('/')), what).toEqual([String(res.body.url).replace(/^\/uploads\//, '')]);
          expect(String(res.body.url), what).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|gif|webp|mp4|webm)$/);
        }
        if (res.status >= 400) await expectUnchanged(before, `${what} answered ${res.status}`);
        else await keepSignedIn();
        expect(outside(), `${what}: something was written beside the upload folder`).toEqual(outsideBefore);
        expect(escapes(), `${what}: a file escaped`).toEqual([]);
      }),
      { numRuns: UPLOAD_RUNS, seed: SEED, endOnFailure: true },
    );
    expect(statSync('/etc/passwd').mtimeMs).toBe(passwd);
    // Both sides were exercised: files were stored, and many were refused.
    expect(stored).toBeGreaterThan(UPLOAD_RUNS * 0.05);
    expect(refused).toBeGreaterThan(UPLOAD_RUNS * 0.3);
    console.info(`uploads: ${stored} stored, ${refused} refused; answers: ${JSON.stringify([...answers].sort((a, b) => b[1] - a[1]).slice(0, 12))}`);
  }, 600_000);
});
