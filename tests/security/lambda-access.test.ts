/**
 * The access matrix over every operation of the contract outside the generic records API (those are walked by
 * tests/api/access-matrix.test.ts): every lambda, payment, realtime and webhook endpoint, and the admin's simple-REST
 * face (every resource × every method), by every kind of caller. The expectations are written out here, independently
 * of the server's code: a change of who may do what that is not also made here fails this test, and an operation added
 * to the contract without an expectation fails it too.
 *
 * For each call: the status is the one the table names (allowed callers pass with a realistic, valid request; refused
 * ones get 401 signed out, 403 for their role, their account state or ownership, or the 404 that hides what is not
 * theirs); a refused call changes no row of any table; and no answer, allowed or refused, carries a secret (password
 * hashes, token hashes, sealed values, the server's secrets), another user's token, another user's email (admins
 * excepted), or another user's private things (notifications, chat, private profile fields, payment objects, the
 * trainer's hidden discount code). A token on another role's path is a 403 on every operation that takes one.
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { generate } from 'otplib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/generated/operations';
import { ADMIN_REST_RESOURCES } from '../../src/generated/admin-rest';
import { TABLE_NAMES } from '../../src/generated/tables';
import { sealer, sha256 } from '../../server/auth/secrets';
import { SandboxProvider } from '../../server/payments/sandbox';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { GOOGLE_CLIENT, startGoogleCalendar, type GoogleCalendarDouble } from '../helpers/google-calendar-server';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-api-server';
import { startServer, type TestServer } from '../helpers/server';

// ---------------------------------------------------------------------------------------------------------------
// Callers
// ---------------------------------------------------------------------------------------------------------------

type CallerName = 'anon' | 'athlete' | 'athleteOff' | 'trainer' | 'trainer2' | 'trainerOff' | 'admin' | 'super' | 'superOff';
/** The columns of every expectation, in this order. */
const CALLERS: readonly CallerName[] = ['anon', 'athlete', 'athleteOff', 'trainer', 'trainer2', 'trainerOff', 'admin', 'super', 'superOff'];
type PathRole = 'member' | 'trainer' | 'admin';

interface Who {
  name: CallerName | 'athlete2' | 'spare';
  userId: number | null;
  email: string;
  role: 'athlete' | 'trainer' | 'admin' | 'super_admin' | null;
  pathRole: PathRole;
  token: string | null;
  admin: boolean;
}

const PW = DEMO_PASSWORD;
const RUN = randomBytes(4).toString('hex');
const now = () => new Date().toISOString();
const IDS = { superAdmin: 1, admin: 2, trainer: 3, trainer2: 4, athlete: 5, athlete2: 6 } as const;
/** Programs by owner (demo data): Tara (3) owns 1, 2, 3 and the draft 7; Marco (4) owns 4, 5, the subscription 6 and 8. */
const PROGRAM = { tara: 1, taraDraft: 7, marco: 4, marcoSubscription: 6, taraCheap: 3, marcoReview: 8 } as const;
const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

let server: TestServer;
let captcha: Server;
let idp: OAuth2Server;
let openai: OpenAiServer;
let google: GoogleCalendarDouble;
const who = {} as Record<CallerName | 'athlete2' | 'spare', Who>;
/** Accounts the public operations act on, and fixtures: filled in beforeAll. */
const fx = {
  spare: 0,
  target: 0,
  twofa: 0,
  twofaSecret: '',
  product: '',
  price: '',
  subscription: '',
  checkout: 0,
  offCheckout: 0,
  offSubscription: '',
  offCard: '',
  rooms: {} as Record<string, number>,
  customers: {} as Record<number, string>,
  recovery: {} as Record<string, string>,
  workspace: 0,
  /** A payout of the trainer's, for the admin's read-only Payouts resource. */
  payout: 0,
  board: 0,
  column: 0,
  card: 0,
};
let seq = 0;
const unique = (what: string) => `${what}-${RUN}-${++seq}`;

// ---------------------------------------------------------------------------------------------------------------
// What must never leak
// ---------------------------------------------------------------------------------------------------------------

/** Values nobody may ever read back (refreshed from the database as the run goes; never shrinks). */
const secrets = new Set<string>();
/** Tokens we hold, and whose they are. */
const tokenOwner = new Map<string, number>();
/** Email -> user id (kept current). */
const emailOwner = new Map<string, number>();
/** Private strings and who may read them (`admins`: admins and super admins too). */
const markers: Array<{ value: string; readers: number[]; admins: boolean; what: string }> = [];
const adminIds = new Set<number>();

async function refreshSecrets() {
  const db = server.database.db;
  const add = (v: unknown) => {
    if (typeof v === 'string' && v.length >= 16) secrets.add(v);
  };
  for (const u of await db.selectFrom('user').select(['id', 'email', 'password_hash', 'role']).execute()) {
    add(u.password_hash);
    emailOwner.set(String(u.email), Number(u.id));
    if (u.role === 'admin' || u.role === 'super_admin') adminIds.add(Number(u.id));
  }
  for (const r of await db.selectFrom('refresh_token').select('token_hash').execute()) add(r.token_hash);
  for (const r of await db.selectFrom('auth_token').select('verifier_hash').execute()) add(r.verifier_hash);
  for (const r of await db.selectFrom('two_factor').select(['secret', 'pending_secret']).execute()) [r.secret, r.pending_secret].forEach(add);
  for (const r of await db.selectFrom('recovery_code').select('code_hash').execute()) add(r.code_hash);
  for (const r of await db.selectFrom('idempotency_key').select('response').execute()) add(r.response);
  add(server.config.jwtSecret);
  add(server.config.payments.webhookSecret);
}

/**
 * What in `text` must not reach `to`. `known` bounds the tokens and private strings to those known before the call (one
 * its answer created, like a sign-in's new token, is the answer's own); what the request itself sent is not a leak when
 * the answer names it back ("No such card: pm_…").
 */
function leaksIn(to: Who, text: string, sent = '', known = { tokens: Infinity, markers: Infinity }): string[] {
  const found: string[] = [];
  for (const s of secrets) if (text.includes(s)) found.push(`a secret (${s.slice(0, 12)}…)`);
  for (const [token, owner] of [...tokenOwner].slice(0, known.tokens)) if (owner !== to.userId && text.includes(token) && !sent.includes(token)) found.push(`user ${owner}'s token`);
  for (const [email] of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
    const owner = emailOwner.get(email.toLowerCase());
    if (owner !== undefined && owner !== to.userId && !to.admin && !sent.toLowerCase().includes(email.toLowerCase())) found.push(`user ${owner}'s email ${email}`);
  }
  for (const m of markers.slice(0, known.markers)) {
    if (!text.includes(m.value) || sent.includes(m.value)) continue;
    if (to.userId !== null && m.readers.includes(to.userId)) continue;
    if (m.admins && to.admin) continue;
    found.push(`${m.what} (${m.value})`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

interface Req {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Sent as is (a signed webhook payload, a multipart form). */
  raw?: string | FormData;
  headers?: Record<string, string>;
  /** Another token than the caller's own (a fresh sign-in session). */
  token?: string | null;
  /** Another path role than the caller's own. */
  pathRole?: PathRole;
}

interface Res {
  status: number;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

type Op = (typeof OPERATIONS)[number];
const OP = new Map<string, Op>(OPERATIONS.map((o) => [o.operationId, o]));

function urlOf(op: Op, w: Who, req: Req): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'project') return 'sportlink';
    if (name === 'role') return req.pathRole ?? w.pathRole;
    const v = req.params?.[name];
    if (v === undefined) throw new Error(`${op.operationId}: no value for {${name}}`);
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams(Object.entries(req.query ?? {}).map(([k, v]) => [k, String(v)]));
  return `${server.url}${path}${q.size ? `?${q}` : ''}`;
}

async function send(op: Op, w: Who, req: Req): Promise<Res> {
  const headers: Record<string, string> = { 'x-project': 'sportlink', ...req.headers };
  const token = req.token === undefined ? w.token : req.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (req.raw !== undefined) {
    body = req.raw;
    if (typeof req.raw === 'string') headers['content-type'] = 'application/json';
  } else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(urlOf(op, w, req), { method: op.method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, text: `${res.headers.get('location') ?? ''}\n${text}`, body: parsed, headers: res.headers };
}

/** Every row of every table: a refused call must leave this exactly as it was. */
const TABLES = [...TABLE_NAMES, 'auth_token', 'chat_message', 'checkout', 'idempotency_key', 'oauth_identity', 'outbox', 'payment_customer', 'payment_event', 'recovery_code', 'refresh_token', 'role', 'room', 'room_member', 'sandbox_object', 'two_factor', 'user_presence', 'user_session', 'platform_setting', 'trainer_fee', 'payout_account'];
async function everything(except: readonly string[] = []): Promise<string> {
  const parts: string[] = [];
  for (const t of TABLES.filter((x) => !except.includes(x))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(server.database.db);
    parts.push(`${t}:${rows.map((r) => JSON.stringify(r)).sort().join('\n')}`);
  }
  return parts.join('\n');
}

/** Every answer of the run, for the last look over them with every secret known by then. */
const answers: Array<{ what: string; to: Who; text: string; sent: string; known: { tokens: number; markers: number } }> = [];
let calls = 0;

/** One call, checked: the expected status, a message on a 4xx, nothing changed by a refusal, nothing leaked. */
async function check(what: string, op: Op, w: Who, req: Req, expected: number, mayRecord: readonly string[] = []): Promise<Res> {
  const refused = expected >= 400;
  const before = refused ? await everything(mayRecord) : '';
  const known = { tokens: tokenOwner.size, markers: markers.length };
  const sent = `${urlOf(op, w, req)}\n${typeof req.raw === 'string' ? req.raw : JSON.stringify(req.body ?? null)}`;
  const res = await send(op, w, req);
  calls += 1;
  expect(res.status, `${what}: ${res.text.slice(0, 400)}`).toBe(expected);
  if (res.status >= 400) expect(typeof res.body?.message === 'string' && res.body.message.length > 0, `${what}: a 4xx says why`).toBe(true);
  if (refused) expect(await everything(mayRecord), `${what} was refused but changed the database`).toBe(before);
  expect(leaksIn(w, res.text, sent, known), `${what} leaked`).toEqual([]);
  answers.push({ what, to: w, text: res.text, sent, known });
  return res;
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------------------------

async function insertUser(role: string, opts: { email?: string; status?: number; verify?: number; hash?: string } = {}): Promise<number> {
  const row = await server.database.db
    .insertInto('user')
    .values({ email: opts.email ?? `${unique(role)}@example.test`, password_hash: opts.hash ?? 'x', role, first_name: 'Fix', last_name: 'Ture', photo: null, status: opts.status ?? 1, verify: opts.verify ?? 1, profile_complete: 1, two_factor_enabled: 0, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A sign-in session of `userId` and its access token, as the server issues them. */
async function freshSession(userId: number, opts: { tokenUsed: boolean } = { tokenUsed: true }): Promise<{ sid: number; token: string }> {
  const user = await server.database.db.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirstOrThrow();
  const s = await server.database.db
    .insertInto('user_session')
    .values({ user_id: userId, device: 'fixture', ip: '127.0.0.1', method: 'password', remember_me: 1, created_at: now(), last_used_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = server.app.issueToken({ uid: userId, role: user.role as 'athlete', sid: Number(s.id) });
  // (A session made only to hang a refresh token on: its access token is never sent, and the refresh may issue the same.)
  if (opts.tokenUsed) tokenOwner.set(token, userId);
  return { sid: Number(s.id), token };
}

async function freshRefreshToken(userId: number): Promise<string> {
  const { sid } = await freshSession(userId, { tokenUsed: false });
  const token = randomBytes(32).toString('base64url');
  await server.database.db.insertInto('refresh_token').values({ session_id: sid, token_hash: sha256(token), created_at: now(), expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
  tokenOwner.set(token, userId);
  return token;
}

/** A one-time token (as mailed) for `userId`: `selector.verifier`. */
async function oneTime(purpose: 'verify_email' | 'reset_password' | 'magic_login' | 'two_factor', userId: number, data?: unknown) {
  const selector = randomBytes(18).toString('base64url');
  const verifier = randomBytes(18).toString('base64url');
  await server.database.db
    .insertInto('auth_token')
    .values({ purpose, user_id: userId, selector, verifier_hash: sha256(verifier), data: data === undefined ? null : JSON.stringify(data), created_at: now(), expires_at: new Date(Date.now() + 5 * 60_000).toISOString() })
    .execute();
  return { selector, verifier, token: `${selector}.${verifier}` };
}

/** A direct room between two people with one message from `b`, readable by the two only. */
async function privateRoom(a: number, b: number): Promise<number> {
  const db = server.database.db;
  const room = await db.insertInto('room').values({ kind: 'direct', direct_key: [a, b].sort((x, y) => x - y).join(':'), name: null, created_by: a, created_at: now(), last_message_at: now() }).returning('id').executeTakeFirstOrThrow();
  const id = Number(room.id);
  await db.insertInto('room_member').values([a, b].map((user_id) => ({ room_id: id, user_id, last_read_chat_id: 0, joined_at: now() }))).execute();
  const text = `private-chat-${id}-${RUN}`;
  await db.insertInto('chat_message').values({ room_id: id, user_id: b, body: text, payload: null, created_at: now() }).execute();
  markers.push({ value: text, readers: [a, b], admins: false, what: `the chat between users ${a} and ${b}` });
  return id;
}

async function customerOf(userId: number): Promise<string> {
  fx.customers[userId] ??= await server.app.payments.customerOf(userId);
  markers.push({ value: fx.customers[userId], readers: [userId], admins: true, what: `user ${userId}'s customer at the provider` });
  return fx.customers[userId];
}

async function cardOf(userId: number): Promise<string> {
  const card = await server.app.payments.provider.addCard(await customerOf(userId), { card: CARD });
  markers.push({ value: card.id, readers: [userId], admins: true, what: `user ${userId}'s card` });
  return card.id;
}

const programsOf = async (trainerId: number) =>
  new Set((await server.database.db.selectFrom('program').select('id').where('trainer_id', '=', trainerId).execute()).map((p) => Number(p.id)));

/** The first phase (split) of a program. */
async function firstPhase(programId: number): Promise<number> {
  const row = await server.database.db.selectFrom('split').select('id').where('program_id', '=', programId).orderBy('position').orderBy('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function activeEnrollment(programId: number, athlete?: number): Promise<number> {
  const athleteId = athlete ?? (await insertUser('athlete'));
  const row = await server.database.db
    .insertInto('enrollment')
    .values({ program_id: programId, athlete_id: athleteId, status: 'active', transaction_id: null, ends_at: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function requestedRefund(): Promise<number> {
  const db = server.database.db;
  const tx = await db
    .insertInto('transaction')
    .values({ athlete_id: IDS.athlete2, trainer_id: IDS.trainer, program_id: 2, amount: 500, discount_amount: 0, currency: 'USD', status: 'succeeded', provider: 'sandbox', provider_ref: unique('pi_fixture'), created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refund = await db
    .insertInto('refund')
    .values({ transaction_id: Number(tx.id), athlete_id: IDS.athlete2, amount: null, reason: 'Changed my mind', status: 'requested', admin_note: null, decided_by: null, decided_at: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(refund.id);
}

function png(): FormData {
  const bytes = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(48)]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'pixel.png');
  return form;
}

/** A few bytes that read as a WAV recording. */
function wav(): FormData {
  const bytes = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0x08, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(64, 0)]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'audio/wav' }), 'note.wav');
  return form;
}

/** A board of the fixture workspace (to delete), and a card of the fixture board (to delete). */
const freshBoard = () => insertRow('board', { workspace_id: fx.workspace, name: unique('Doomed board'), position: 99, created_by: IDS.admin });
const freshCard = () => insertRow('board_card', { board_id: fx.board, column_id: fx.column, title: unique('Doomed card'), position: 99, created_by: IDS.admin });
/** A published post of the caller if a trainer (Tara's otherwise), to delete. */
const freshPost = (w: Who) =>
  insertRow('blog_post', { author_id: w.role === 'trainer' && w.userId ? w.userId : IDS.trainer, title: 'Doomed post', slug: unique('doomed-post'), body: 'Soon gone', status: 'published', published_at: now() });
/** The sandbox payout form's details with a one-time link of the caller's own connect (nobody's when they may not connect). */
async function sandboxSetup(w: Who): Promise<Record<string, string>> {
  const connected = w.role === 'trainer' ? await send(OP.get('connectPayoutAccount')!, w, {}) : null;
  const link = connected?.status === 200 ? (new URL(String(connected.body.url)).searchParams.get('link') ?? 'link_none') : 'link_none';
  return { link, legal_name: 'Access Check', date_of_birth: '1990-01-01', id_number: '000000000', bank_account: '000123456789' };
}
const SOON = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function signIn(email: string, pathRole: PathRole): Promise<string> {
  const res = await fetch(`${server.url}/v1/api/sportlink/${pathRole}/lambda/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-project': 'sportlink' }, body: JSON.stringify({ email, password: PW }) });
  const body = (await res.json()) as { token?: string; user_id?: number };
  if (!body.token) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(body)}`);
  tokenOwner.set(body.token, Number(body.user_id));
  return body.token;
}

// ---------------------------------------------------------------------------------------------------------------
// The expectations
// ---------------------------------------------------------------------------------------------------------------

/**
 * One expectation per operation: the status each caller gets, in CALLERS order
 * (anon athlete athleteOff trainer trainer2 trainerOff admin super superOff), and the request each makes.
 */
interface Case {
  expect: string;
  req?: (w: Who) => Req | Promise<Req>;
  /** Looks into an allowed answer (whose rows these are). */
  inspect?: (w: Who, res: Res) => void | Promise<void>;
  /** After an allowed call (keeps what a later operation needs). */
  after?: (w: Who, res: Res) => void | Promise<void>;
}

// Common shapes, spelled out once (each is still read column by column against CALLERS).
const ANYONE = '200 200 200 200 200 200 200 200 200';
const SIGNED_IN_READ = '401 200 200 200 200 200 200 200 200';
const ACTIVE_ACTS = '401 200 403 200 200 403 200 200 403';
const ADMIN_READS = '401 403 403 403 403 403 200 200 200';
const ACTIVE_ADMIN_ACTS = '401 403 403 403 403 403 200 200 403';
const SUPER_ADMIN_NOT_OFFERED = '401 403 403 403 403 403 403 501 403';
const ACTIVE_SUPER_ADMIN_ACTS = '401 403 403 403 403 403 403 200 403';
const TRAINER_READS = '401 403 403 200 200 200 403 403 403';
const ACTIVE_TRAINER_ACTS = '401 403 403 200 200 403 403 403 403';
const ATHLETE_READS = '401 200 200 403 403 403 403 403 403';
const ACTIVE_ATHLETE_ACTS = '401 200 403 403 403 403 403 403 403';
/** Trainers and admins, active: who may schedule a session, write a blog post. */
const ACTIVE_TRAINER_OR_ADMIN_ACTS = '401 403 403 200 200 403 200 200 403';

/** The account a public sign-in style operation acts on for a caller (anonymous: a spare athlete). */
const selfOrSpare = (w: Who) => (w.userId === null ? { id: fx.spare, email: `spare-${RUN}@example.test` } : { id: w.userId, email: w.email });
/** The caller's own things, or for anonymous the athlete's (refused anyway). */
const own = <T>(w: Who, pick: (id: number) => T): T => pick(w.userId ?? IDS.athlete);

const idsIn = (list: Array<Record<string, unknown>>, field: string) => list.map((r) => Number(r[field]));
async function mustBeOwnPrograms(w: Who, ids: number[]) {
  const mine = await programsOf(w.userId!);
  for (const id of ids) expect(mine.has(id), `${w.name} was shown program ${id}, not theirs`).toBe(true);
}
async function mustBeMemberOf(w: Who, roomIds: number[]) {
  for (const id of roomIds) {
    const m = await server.database.db.selectFrom('room_member').select('id').where('room_id', '=', id).where('user_id', '=', w.userId!).executeTakeFirst();
    expect(m, `${w.name} was shown room ${id}`).toBeTruthy();
  }
}
async function mustBeOwnCards(w: Who, ids: string[]) {
  const rows = await server.database.db.selectFrom('sandbox_object').select('id').where('kind', '=', 'payment_method').where('customer', '=', fx.customers[w.userId!] ?? '-').execute();
  const mine = new Set(rows.map((r) => String(r.id)));
  for (const id of ids) expect(mine.has(id), `${w.name} was shown card ${id}`).toBe(true);
}
const mustBeOwnProviderObjects = (w: Who, res: Res) => {
  for (const o of res.body.list as Array<{ customer: string | null; id: string }>) expect(o.customer, `${w.name} was shown ${o.id}`).toBe(fx.customers[w.userId!]);
};

const EXPECT: Record<string, Case> = {
  getStatus: { expect: ANYONE },
  getReadiness: { expect: ANYONE },
  // Not a user's: the operator's. From this machine directly anyone reads it; from elsewhere only with METRICS_TOKEN
  // (tests/api/operations.test.ts), whatever user token is sent.
  getMetrics: { expect: ANYONE },

  // ----- accounts (public) -----
  login: { expect: ANYONE, req: (w) => ({ body: { email: selfOrSpare(w).email, password: PW } }), after: (w, res) => void tokenOwner.set(res.body.token, res.body.user_id) },
  // A super admin adds admins on the admin path; an admin, or a deactivated super admin, may not.
  register: { expect: '200 200 200 200 200 200 403 200 403', req: () => ({ body: { email: `${unique('new')}@example.test`, password: 'a long enough passphrase', first_name: 'New', last_name: 'Person' } }) },
  refreshToken: { expect: ANYONE, req: async (w) => ({ body: { refresh_token: await freshRefreshToken(selfOrSpare(w).id) } }), after: (w, res) => void tokenOwner.set(res.body.token, res.body.user_id) },
  forgotPassword: { expect: ANYONE, req: (w) => ({ body: { email: selfOrSpare(w).email } }) },
  resetPassword: { expect: ANYONE, req: async () => { const t = await oneTime('reset_password', fx.target); return { body: { token: t.selector, code: t.verifier, password: 'a brand new passphrase' } }; } },
  verifyEmail: { expect: ANYONE, req: async () => ({ body: { token: (await oneTime('verify_email', fx.target)).token } }) },
  resendVerification: { expect: ANYONE, req: (w) => ({ body: { email: selfOrSpare(w).email } }) },
  verifyCaptcha: { expect: ANYONE, req: () => ({ body: { captchaToken: 'human' } }) },
  generateMagicLink: { expect: ANYONE, req: (w) => ({ body: { email: selfOrSpare(w).email, role: w.pathRole } }) },
  magicLogin: { expect: ANYONE, req: async (w) => ({ body: { token: (await oneTime('magic_login', selfOrSpare(w).id)).token } }), after: (w, res) => void tokenOwner.set(res.body.token, res.body.user_id) },
  twoFactorAuthorize: { expect: ANYONE, req: async () => ({ body: { token: (await oneTime('two_factor', fx.twofa, { remember: false, method: 'password' })).token } }) },
  twoFactorAuth: { expect: ANYONE, req: async () => secondStep(), after: (w, res) => void tokenOwner.set(res.body.token, fx.twofa) },
  twoFactorLoginV1: { expect: ANYONE, req: async () => secondStep(), after: (w, res) => void tokenOwner.set(res.body.token, fx.twofa) },
  oauthLogin: { expect: '302 302 302 302 302 302 302 302 302', req: () => ({ params: { provider: 'oidc' }, query: { redirect_uri: '/athlete/feed' } }) },
  // Without the cookie its start set, a callback goes back to the app with an error, whoever calls.
  oauthCallback: { expect: '302 302 302 302 302 302 302 302 302', req: () => ({ params: { provider: 'oidc' }, query: { code: 'abc', state: 'xyz' } }) },

  // ----- the signed-in account -----
  checkSession: { expect: SIGNED_IN_READ, req: (w) => ({ body: { role: w.role ?? 'athlete' } }) },
  // Signing out is allowed to a deactivated account (it ends its own session); a fresh session each time.
  logout: { expect: SIGNED_IN_READ, req: async (w) => ({ body: {}, token: w.userId ? (await freshSession(w.userId)).token : null }) },
  getProfile: { expect: SIGNED_IN_READ, inspect: (w, res) => expect(res.body.model.id).toBe(w.userId) },
  getPreference: { expect: SIGNED_IN_READ },
  updatePreference: { expect: ACTIVE_ACTS, req: () => ({ body: { units: 'kg' } }) },
  updateProfile: { expect: ACTIVE_ACTS, req: () => ({ body: { first_name: 'Same' } }) },
  updateEmail: { expect: ACTIVE_ACTS, req: (w) => ({ body: { email: w.email || 'x@example.test', password: PW } }) },
  updatePhoto: { expect: ACTIVE_ACTS, req: () => ({ body: { photo: null } }) },
  updatePassword: { expect: ACTIVE_ACTS, req: () => ({ body: { current_password: PW, password: PW } }) },
  // Admins have no profile to complete (refused for their role).
  completeProfile: {
    expect: '401 200 403 200 200 403 403 403 403',
    req: (w) => ({ body: w.role === 'trainer' ? { bio: 'Coach of many years', specialties: 'Strength' } : w.role === 'athlete' ? { goals: goalsOf(w.userId!), level: 'beginner' } : { goals: 'x', level: 'beginner' } }),
  },
  listUserSessions: {
    expect: SIGNED_IN_READ,
    inspect: async (w, res) => {
      for (const id of idsIn(res.body.list, 'id')) {
        const s = await server.database.db.selectFrom('user_session').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
        expect(Number(s.user_id), `${w.name} was shown session ${id}`).toBe(w.userId);
      }
    },
  },
  revokeUserSession: { expect: ACTIVE_ACTS, req: async (w) => ({ params: { sessionId: w.userId ? (await freshSession(w.userId)).sid : 1 } }) },
  twoFactorStatus: { expect: SIGNED_IN_READ },
  twoFactorEnable: { expect: ACTIVE_ACTS, req: () => ({ body: {} }), after: (w, res) => void markers.push({ value: new URL(res.body.otpauth_url).searchParams.get('secret')!, readers: [w.userId!], admins: false, what: `user ${w.userId}'s TOTP secret` }) },
  twoFactorVerify: {
    expect: ACTIVE_ACTS,
    req: async (w) => ({ body: { verification_code: await pendingCode(w) } }),
    after: (w, res) => {
      fx.recovery[w.name] = res.body.recovery_codes[0];
      for (const c of res.body.recovery_codes as string[]) markers.push({ value: c, readers: [w.userId!], admins: false, what: `user ${w.userId}'s recovery code` });
    },
  },
  twoFactorDisable: { expect: ACTIVE_ACTS, req: (w) => ({ body: { verification_code: fx.recovery[w.name] ?? 'abcd-efgh' } }) },

  // ----- admins -----
  adminUpdateEmail: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { id: fx.target, email: `${unique('target')}@example.test` } }) },
  adminUpdatePassword: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { id: fx.target, password: 'set by an admin, long' } }) },
  verifyUser: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { user_id: fx.target } }) },
  userSessionAnalytics: { expect: ADMIN_READS },
  // Not offered (the contract's 501): a super admin is told so; everyone else is refused as for any super-admin call.
  createRole: { expect: SUPER_ADMIN_NOT_OFFERED, req: () => ({ body: { name: `assistant_${RUN}_${++seq}`, description: 'Helps' } }) },
  deleteRole: { expect: SUPER_ADMIN_NOT_OFFERED, req: () => ({ params: { roleId: 1 } }) },
  getAdminDashboard: { expect: ADMIN_READS },
  decideRefund: { expect: ACTIVE_ADMIN_ACTS, req: async () => ({ params: { refundId: await requestedRefund() }, body: { decision: 'deny', note: 'Outside what we refund' } }) },

  // ----- earnings (ADR 026): a trainer's own balances, an admin's adjustment, the super admin's fee rates -----
  getMyEarnings: { expect: TRAINER_READS, inspect: (w, res) => expect(res.body.trainer_id, `${w.name}'s own earnings`).toBe(w.userId) },
  getTrainerEarnings: { expect: ADMIN_READS, req: () => ({ params: { trainerId: IDS.trainer } }) },
  adjustTrainerEarnings: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { trainerId: IDS.trainer2 }, body: { amount: 100, currency: 'USD', reason: 'Access check' } }) },
  getFeeSettings: { expect: ADMIN_READS },
  setFeeSettings: { expect: ACTIVE_SUPER_ADMIN_ACTS, req: () => ({ body: { fee_bps: 1500 } }) },
  setTrainerFee: { expect: ACTIVE_SUPER_ADMIN_ACTS, req: () => ({ params: { trainerId: IDS.trainer2 }, body: { fee_bps: null } }) },
  getEarningsStatement: { expect: TRAINER_READS, req: () => ({ params: { month: '2026-11' } }), inspect: (w, res) => expect(res.body.trainer_id, `${w.name}'s own statement`).toBe(w.userId) },
  getPayoutAccount: { expect: TRAINER_READS },
  connectPayoutAccount: { expect: ACTIVE_TRAINER_ACTS },
  // The form's one-time link comes from the caller's own connect (a caller who may not connect sends one of nobody's).
  submitSandboxPayoutSetup: { expect: ACTIVE_TRAINER_ACTS, req: async (w) => ({ body: await sandboxSetup(w) }) },
  // An active trainer's payout account is set up and 10.00 made available first, so the payout can be made.
  requestPayout: {
    expect: ACTIVE_TRAINER_ACTS,
    req: async (w) => {
      if (w.role === 'trainer' && w.userId) {
        const body = await sandboxSetup(w);
        if (body.link !== 'link_none') await send(OP.get('submitSandboxPayoutSetup')!, w, { body });
        await server.database.db.insertInto('earning').values({ trainer_id: w.userId, kind: 'adjustment', amount: 1000, fee: 0, basis: 0, currency: 'USD', reason: 'Access check', available_at: now(), created_at: now() }).execute();
      }
      return { body: { currency: 'USD', amount: 1000 } };
    },
  },
  getPayoutSettings: { expect: ADMIN_READS },
  setPayoutSettings: { expect: ACTIVE_SUPER_ADMIN_ACTS, req: () => ({ body: { schedule: 'weekly', weekday: 1, minimum: 1000 } }) },
  runPayouts: { expect: ACTIVE_ADMIN_ACTS },

  // ----- programs and the trainer studio -----
  // Open to anyone who may see the program (published here).
  quoteProgramPrice: { expect: ANYONE, req: () => ({ params: { programId: PROGRAM.tara } }) },
  uploadFile: { expect: ACTIVE_ACTS, req: () => ({ raw: png() }) },
  getTrainerProgramStats: { expect: TRAINER_READS, inspect: (w, res) => mustBeOwnPrograms(w, idsIn(res.body.list, 'program_id')) },
  duplicateProgram: { expect: ACTIVE_TRAINER_ACTS, req: (w) => ({ params: { programId: w.userId === IDS.trainer2 ? PROGRAM.marco : PROGRAM.tara } }) },
  copySplit: { expect: ACTIVE_TRAINER_ACTS, req: async (w) => ({ params: { splitId: await firstPhase(w.userId === IDS.trainer2 ? PROGRAM.marcoReview : PROGRAM.taraDraft) }, body: { deload: true } }) },
  listTrainerSales: {
    expect: TRAINER_READS,
    inspect: async (w, res) => {
      await mustBeOwnPrograms(w, idsIn(res.body.list, 'program_id'));
      const expected = await server.database.db.selectFrom('transaction').select('id').where('trainer_id', '=', w.userId!).execute();
      expect(res.body.total, `${w.name}'s sales count`).toBe(expected.length);
    },
  },
  getTrainerDashboard: { expect: TRAINER_READS, req: () => ({ query: { days: 30 } }), inspect: (w, res) => mustBeOwnPrograms(w, idsIn(res.body.top_programs, 'program_id')) },
  listTrainerAthletes: { expect: TRAINER_READS, inspect: (w, res) => mustBeOwnPrograms(w, idsIn(res.body.list, 'program_id')) },
  // The athlete's own training history only.
  exportTrainingHistory: {
    expect: ATHLETE_READS,
    inspect: async (w, res) => {
      const own = await server.database.db.selectFrom('workout_log').select('id').where('athlete_id', '=', w.userId!).execute();
      expect((res.body.workouts as Array<{ log_id: number }>).map((l) => l.log_id).sort(), `${w.name}'s logs`).toEqual(own.map((r) => Number(r.id)).sort());
    },
  },
  // The coach's view of an enrollment in the caller's own program; a trainer with none (trainerOff) finds none (404).
  getAthleteTraining: {
    expect: '401 403 403 200 200 404 403 403 403',
    req: async (w) => ({ params: { enrollmentId: await activeEnrollment(w.userId === IDS.trainer2 ? PROGRAM.marco : PROGRAM.tara) } }),
    inspect: async (w, res) => mustBeOwnPrograms(w, [res.body.program_id]),
  },
  // An athlete's own enrollment, a trainer's athlete's: theirs to read; another trainer's athlete is not found.
  getTrainingWeek: {
    expect: '401 200 200 200 200 404 403 403 403',
    req: async (w) => ({
      params: { enrollmentId: w.role === 'athlete' ? await activeEnrollment(PROGRAM.tara, w.userId!) : await activeEnrollment(w.userId === IDS.trainer2 ? PROGRAM.marco : PROGRAM.tara) },
    }),
    inspect: async (w, res) => {
      const e = await server.database.db.selectFrom('enrollment').innerJoin('program', 'program.id', 'enrollment.program_id').select(['enrollment.athlete_id', 'program.trainer_id']).where('enrollment.id', '=', Number(res.body.enrollment_id)).executeTakeFirstOrThrow();
      expect(Number(w.role === 'athlete' ? e.athlete_id : e.trainer_id), `${w.name} reads an enrollment of their own`).toBe(w.userId);
    },
  },
  revokeEnrollment: { expect: ACTIVE_TRAINER_ACTS, req: async (w) => ({ params: { enrollmentId: await activeEnrollment(w.userId === IDS.trainer2 ? PROGRAM.marco : PROGRAM.tara) }, body: { reason: 'Moved to another plan' } }) },

  // ----- payments -----
  getPaymentConfig: { expect: ANYONE },
  createCheckout: { expect: ACTIVE_ATHLETE_ACTS, req: () => ({ body: { program_id: PROGRAM.taraCheap, card: CARD } }) },
  // Anyone signed in may ask; only the buyer (or an admin) gets it, everyone else the 404 of a checkout that is not there.
  getCheckout: {
    expect: '401 200 200 404 404 404 200 200 200',
    req: (w) => ({ params: { checkoutId: w.name === 'athleteOff' ? fx.offCheckout : fx.checkout } }),
  },
  confirmCheckout: { expect: ACTIVE_ATHLETE_ACTS, req: () => ({ params: { checkoutId: fx.checkout }, body: { approve: true } }) },
  registerPaymentCustomer: { expect: ACTIVE_ATHLETE_ACTS },
  addCard: { expect: ACTIVE_ATHLETE_ACTS, req: () => ({ body: { card: CARD, make_default: true } }), after: (w, res) => void markers.push({ value: res.body.card.id, readers: [w.userId!], admins: true, what: 'a card' }) },
  deleteCard: { expect: ACTIVE_ATHLETE_ACTS, req: async (w) => ({ params: { cardId: w.name === 'athlete' ? await cardOf(IDS.athlete) : w.name === 'athleteOff' ? fx.offCard : 'pm_nobody_s' } }) },
  setDefaultCard: { expect: ACTIVE_ATHLETE_ACTS, req: async (w) => ({ params: { cardId: w.name === 'athlete' ? await cardOf(IDS.athlete) : w.name === 'athleteOff' ? fx.offCard : 'pm_nobody_s' } }) },
  listCards: { expect: ATHLETE_READS, inspect: (w, res) => mustBeOwnCards(w, (res.body.list as Array<{ id: string }>).map((c) => c.id)) },
  attachPaymentMethod: { expect: ACTIVE_ATHLETE_ACTS, req: async () => ({ body: { payment_method_id: await server.app.payments.provider.createTestPaymentMethod!(CARD) } }) },
  detachPaymentMethod: { expect: ACTIVE_ATHLETE_ACTS, req: async (w) => ({ body: { payment_method_id: w.name === 'athlete' ? await cardOf(IDS.athlete) : w.name === 'athleteOff' ? fx.offCard : 'pm_nobody_s' } }) },
  listPaymentMethods: { expect: ATHLETE_READS, req: () => ({ query: { type: 'card', limit: 10 } }), inspect: (w, res) => mustBeOwnCards(w, (res.body.list as Array<{ id: string }>).map((c) => c.id)) },
  // Athletes read their own subscription; admins any (a read: a deactivated admin too).
  getMySubscription: {
    expect: '401 200 200 403 403 403 200 200 200',
    req: (w) => ({ query: { subscription_id: w.name === 'athleteOff' ? fx.offSubscription : fx.subscription } }),
  },
  listMySubscriptions: { expect: ATHLETE_READS, inspect: mustBeOwnProviderObjects },
  listMyInvoices: { expect: ATHLETE_READS, inspect: mustBeOwnProviderObjects },
  listMyCharges: { expect: ATHLETE_READS, inspect: mustBeOwnProviderObjects },
  listMyOrders: { expect: ATHLETE_READS, inspect: mustBeOwnProviderObjects },
  // The buyer cancels at the period's end; an admin may cancel any.
  cancelSubscription: { expect: '401 200 403 403 403 403 200 200 403', req: (w) => ({ params: { subscriptionId: w.name === 'athleteOff' ? fx.offSubscription : fx.subscription } }) },
  recordUsageCharge: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { subId: fx.subscription, quantity: 1 } }) },
  createProduct: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { name: unique('Product'), description: 'A product' } }) },
  createPrice: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { product: fx.product, unit_amount: 1500, currency: 'usd', interval: 'month' } }) },
  createPaymentLink: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { price: fx.price, quantity: 1 } }) },
  listProducts: { expect: ADMIN_READS },
  listPrices: { expect: ADMIN_READS },
  listSubscriptions: { expect: ADMIN_READS },
  listInvoices: { expect: ADMIN_READS },
  listInvoicesV2: { expect: ADMIN_READS },
  listOrders: { expect: ADMIN_READS },
  listPaymentLinks: { expect: ADMIN_READS },
  // The provider's signed event: the signature decides, not the caller.
  receivePaymentEvent: { expect: ANYONE, req: () => signedEvent() },

  // ----- realtime -----
  // Athletes open rooms with trainers; trainers with their programs' athletes; admins with anyone.
  openRoom: { expect: ACTIVE_ACTS, req: (w) => ({ body: { user_id: w.role === 'athlete' ? IDS.trainer : IDS.athlete } }) },
  listMyRooms: { expect: SIGNED_IN_READ, inspect: (w, res) => mustBeMemberOf(w, idsIn(res.body.list, 'id')) },
  pollRealtime: {
    expect: SIGNED_IN_READ,
    req: (w) => ({ query: { user_id: own(w, (id) => id), after_chat: 0, after_notification: 0, wait_s: 0 } }),
    inspect: async (w, res) => {
      await mustBeMemberOf(w, idsIn(res.body.messages, 'room_id'));
      for (const id of idsIn(res.body.notifications, 'id')) {
        const n = await server.database.db.selectFrom('notification').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
        expect(Number(n.user_id), `${w.name} was shown notification ${id}`).toBe(w.userId);
      }
    },
  },
  markRoomRead: { expect: ACTIVE_ACTS, req: (w) => ({ body: { room_id: fx.rooms[w.name] ?? fx.rooms.athlete } }) },
  listChatMessages: { expect: SIGNED_IN_READ, req: (w) => ({ query: { room_id: fx.rooms[w.name] ?? fx.rooms.athlete } }), inspect: (w, res) => mustBeMemberOf(w, idsIn(res.body.list, 'room_id')) },
  sendChatMessage: { expect: ACTIVE_ACTS, req: (w) => ({ body: { room_id: fx.rooms[w.name] ?? fx.rooms.athlete, body: 'Hello there' } }) },
  subscribeChannel: { expect: ACTIVE_ACTS, req: (w) => ({ body: { room: `user:${own(w, (id) => id)}` } }) },
  sendChannelEvent: { expect: ACTIVE_ACTS, req: (w) => ({ body: { room: `user:${own(w, (id) => id)}`, payload: { kind: 'ping' } } }) },
  pollChannels: {
    expect: SIGNED_IN_READ,
    req: () => ({ query: { after: 0, wait_s: 0 } }),
    inspect: async (w, res) => {
      for (const e of res.body.list as Array<{ room: string }>) {
        const room = await server.database.db.selectFrom('room').select('id').where('name', '=', e.room).executeTakeFirstOrThrow();
        await mustBeMemberOf(w, [Number(room.id)]);
      }
    },
  },
  listChannelOnline: { expect: SIGNED_IN_READ, req: (w) => ({ query: { room: `user:${own(w, (id) => id)}` } }) },
  unsubscribeChannel: { expect: ACTIVE_ACTS, req: (w) => ({ body: { room: `user:${own(w, (id) => id)}` } }) },

  // ----- uploads and AI -----
  uploadFileS3: { expect: ACTIVE_ACTS, req: () => ({ raw: png() }) },
  // Whether AI is there is open to all; using it takes an active account (any role).
  getAiConfig: { expect: ANYONE, inspect: (w, res) => expect(res.body.configured).toBe(true) },
  transcribeAudio: { expect: ACTIVE_ACTS, req: () => ({ raw: wav(), query: { language: 'en' } }) },
  translateText: { expect: ACTIVE_ACTS, req: () => ({ body: { text: 'Three sets of ten squats.', target_language: 'fr' } }) },

  // ----- workspaces: the admin team's tool (a deactivated admin reads) -----
  listWorkspaces: { expect: ADMIN_READS },
  createWorkspace: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { name: unique('Workspace'), description: 'Planning' } }) },
  getWorkspace: { expect: ADMIN_READS, req: () => ({ params: { workspaceId: fx.workspace } }) },
  updateWorkspace: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { workspaceId: fx.workspace }, body: { description: 'Planning, changed' } }) },
  listWorkspaceBoards: { expect: ADMIN_READS, req: () => ({ params: { workspaceId: fx.workspace } }) },
  createBoard: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { workspaceId: fx.workspace }, body: { name: unique('Board') } }) },
  getBoard: { expect: ADMIN_READS, req: () => ({ params: { boardId: fx.board } }) },
  updateBoard: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { boardId: fx.board }, body: { description: 'Changed' } }) },
  deleteBoard: { expect: ACTIVE_ADMIN_ACTS, req: async () => ({ params: { boardId: await freshBoard() } }) },
  createBoardColumn: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { boardId: fx.board }, body: { name: unique('Column') } }) },
  renameBoardColumn: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { boardId: fx.board, columnId: fx.column }, body: { name: unique('To do') } }) },
  createBoardCard: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { boardId: fx.board }, body: { column_id: fx.column, title: unique('Card') } }) },
  updateBoardCard: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { boardId: fx.board, cardId: fx.card }, body: { description: 'Changed' } }) },
  deleteBoardCard: { expect: ACTIVE_ADMIN_ACTS, req: async () => ({ params: { boardId: fx.board, cardId: await freshCard() } }) },
  moveBoardCard: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { boardId: fx.board, cardId: fx.card }, body: { column_id: fx.column, position: 0 } }) },

  // ----- scheduling: trainers (with their own athletes) and admins -----
  createCalendarEvent: { expect: ACTIVE_TRAINER_OR_ADMIN_ACTS, req: () => ({ body: { title: 'Check-in call', start: SOON(24), end: SOON(25) } }) },
  downloadSessionIcs: { expect: ACTIVE_TRAINER_OR_ADMIN_ACTS, req: () => ({ body: { title: 'Check-in call', start: SOON(24), end: SOON(25), location: 'Gym' } }) },

  // ----- blog: published posts open to all; trainers write their own, admins any -----
  listBlogPosts: { expect: ANYONE, inspect: (w, res) => expect((res.body.list as Array<{ status: string }>).every((p) => p.status === 'published')).toBe(true) },
  filterBlogPosts: { expect: ANYONE, req: () => ({ query: { tags: 'strength', rule: 'any' } }) },
  getBlogPost: { expect: ANYONE, req: () => ({ params: { id: 1 } }) },
  createBlogPost: { expect: ACTIVE_TRAINER_OR_ADMIN_ACTS, req: () => ({ body: { title: unique('Post'), body: 'Words', status: 'draft' } }) },
  updateBlogPost: { expect: ACTIVE_TRAINER_OR_ADMIN_ACTS, req: (w) => ({ params: { id: w.userId === IDS.trainer2 ? 2 : 1 }, body: { excerpt: 'Changed' } }) },
  deleteBlogPost: { expect: ACTIVE_TRAINER_OR_ADMIN_ACTS, req: async (w) => ({ params: { id: await freshPost(w) } }) },
  listBlogCategories: { expect: ANYONE },
  listBlogTags: { expect: ANYONE },

  // ----- CMS: everyone reads a page, active admins write -----
  addCmsEntry: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ body: { page: 'matrix', key: `key_${RUN}_${++seq}`, value: 'Value' } }) },
  updateCmsEntry: { expect: ACTIVE_ADMIN_ACTS, req: () => ({ params: { id: 1 }, body: { value: 'Changed by the table' } }) },
  getCmsPage: { expect: ANYONE, req: () => ({ params: { page: 'home' } }) },
};

/**
 * The admin's simple-REST face: every resource × method. Admins and super admins only; reads are open to a deactivated
 * admin, changes are not; payments and refund requests are not the admin's to write there (the records policies say so).
 */
const ADMIN_REST: Record<string, { create: Record<string, unknown> | (() => Record<string, unknown>); writes: string; target: number | (() => Promise<number>); update: Record<string, unknown>; victim: () => Promise<number> }> = {
  trainers: { create: { email: '', password: 'a long passphrase', first_name: 'New', last_name: 'Trainer' }, writes: ACTIVE_ADMIN_ACTS, target: IDS.trainer, update: { first_name: 'Tara' }, victim: () => insertUser('trainer') },
  athletes: { create: { email: '', password: 'a long passphrase', first_name: 'New', last_name: 'Athlete' }, writes: ACTIVE_ADMIN_ACTS, target: IDS.athlete, update: { first_name: 'Alex' }, victim: () => insertUser('athlete') },
  users: { create: { email: '', password: 'a long passphrase', role: 'athlete', first_name: 'New', last_name: 'User' }, writes: ACTIVE_ADMIN_ACTS, target: () => Promise.resolve(fx.target), update: { last_name: 'Target' }, victim: () => insertUser('athlete') },
  programs: { create: { title: 'Admin program', price: 1000, trainer_id: IDS.trainer }, writes: ACTIVE_ADMIN_ACTS, target: PROGRAM.tara, update: { featured: 1 }, victim: () => insertRow('program', { trainer_id: IDS.trainer, title: unique('Doomed'), price: 100, currency: 'USD', pricing: 'one_time', status: 'draft' }) },
  transactions: { create: { athlete_id: IDS.athlete, trainer_id: IDS.trainer, program_id: 1, amount: 100, currency: 'USD' }, writes: '401 403 403 403 403 403 403 403 403', target: 1, update: { amount: 1 }, victim: () => Promise.resolve(1) },
  earnings: { create: { trainer_id: IDS.trainer, kind: 'adjustment', amount: 100, currency: 'USD', available_at: SOON(0) }, writes: '401 403 403 403 403 403 403 403 403', target: 1, update: { amount: 1 }, victim: () => Promise.resolve(1) },
  payouts: {
    create: { trainer_id: IDS.trainer, amount: 100, currency: 'USD', status: 'paid', trigger: 'on_demand' },
    writes: '401 403 403 403 403 403 403 403 403',
    target: () => Promise.resolve(fx.payout),
    update: { status: 'paid' },
    victim: () => Promise.resolve(fx.payout),
  },
  refunds: { create: { transaction_id: 1, reason: 'Admin asks' }, writes: '401 403 403 403 403 403 403 403 403', target: 1, update: { reason: 'Changed' }, victim: () => Promise.resolve(1) },
  'content-libraries': { create: { title: 'Admin library', kind: 'video' }, writes: ACTIVE_ADMIN_ACTS, target: 1, update: { description: 'The platform exercises every trainer can use.' }, victim: () => insertRow('content_library', { title: unique('Doomed library'), kind: 'video' }) },
  exercises: { create: { name: 'Admin exercise' }, writes: ACTIVE_ADMIN_ACTS, target: 1, update: { equipment: 'Barbell' }, victim: () => insertRow('exercise', { owner_id: null, name: unique('Doomed exercise') }) },
  'blog-posts': {
    create: { title: 'Admin post', body: 'Words', author_id: IDS.trainer },
    writes: ACTIVE_ADMIN_ACTS,
    target: 3,
    update: { excerpt: 'Changed by an admin' },
    victim: () => insertRow('blog_post', { author_id: IDS.trainer, title: 'Doomed post', slug: unique('doomed-post'), body: 'Soon gone', status: 'draft' }),
  },
  'blog-categories': {
    create: () => ({ name: unique('Admin category') }),
    writes: ACTIVE_ADMIN_ACTS,
    target: 1,
    update: { description: 'Changed by an admin' },
    victim: () => insertRow('blog_category', { name: 'Doomed category', slug: unique('doomed-category') }),
  },
  'blog-tags': { create: () => ({ name: unique('admin tag') }), writes: ACTIVE_ADMIN_ACTS, target: 1, update: { name: 'strength' }, victim: () => insertRow('blog_tag', { name: 'doomed', slug: unique('doomed-tag') }) },
  cms: {
    create: () => ({ page: 'matrix', key: `admin_rest_${RUN}_${++seq}`, value: 'Value' }),
    writes: ACTIVE_ADMIN_ACTS,
    target: 1,
    update: { value: 'Changed by an admin' },
    victim: () => insertRow('cms', { page: 'matrix', key: `doomed_${RUN}_${++seq}`, type: 'text', value: 'Soon gone' }),
  },
};
const ADMIN_REST_OPS: Record<string, 'read' | 'write'> = { listAdminRecords: 'read', getAdminRecord: 'read', createAdminRecord: 'write', updateAdminRecord: 'write', deleteAdminRecord: 'write' };

async function insertRow(table: string, values: Record<string, unknown>): Promise<number> {
  const row = await server.database.db.insertInto(table).values({ ...values, created_at: now(), updated_at: now() }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

function adminRestReq(op: string, resource: string): (w: Who) => Promise<Req> {
  const r = ADMIN_REST[resource];
  const target = async () => (typeof r.target === 'function' ? r.target() : r.target);
  return async (): Promise<Req> => {
    switch (op) {
      case 'listAdminRecords':
        return { params: { resource }, query: { range: '[0,9]', sort: '["id","ASC"]' } };
      case 'getAdminRecord':
        return { params: { resource, id: await target() } };
      case 'createAdminRecord': {
        const create = typeof r.create === 'function' ? r.create() : r.create;
        return { params: { resource }, body: 'email' in create ? { ...create, email: `${unique(resource)}@example.test` } : create };
      }
      case 'updateAdminRecord':
        return { params: { resource, id: await target() }, body: r.update };
      default:
        return { params: { resource, id: await r.victim() } };
    }
  };
}

// Cross-owner calls: a caller allowed on the operation, asking about someone else's thing. Not theirs: refused
// (403, or the 404 that hides it), nothing changes, nothing leaks.
interface Cross {
  what: string;
  op: string;
  as: CallerName | 'athlete2' | 'spare';
  req: () => Req | Promise<Req>;
  status: number;
  inspect?: (res: Res) => void | Promise<void>;
  /** Tables a refusal may still write, by design (said in each case), checked by `inspect` instead. */
  mayRecord?: readonly string[];
}
const CROSS: Cross[] = [
  { what: "a trainer duplicates another trainer's published program", op: 'duplicateProgram', as: 'trainer2', req: () => ({ params: { programId: PROGRAM.tara } }), status: 403 },
  { what: "a trainer duplicates another trainer's draft", op: 'duplicateProgram', as: 'trainer2', req: () => ({ params: { programId: PROGRAM.taraDraft } }), status: 404 },
  { what: "a trainer copies a week of another trainer's published program", op: 'copySplit', as: 'trainer2', req: async () => ({ params: { splitId: await firstPhase(PROGRAM.tara) }, body: {} }), status: 404 },
  { what: "a trainer copies a week of another trainer's draft", op: 'copySplit', as: 'trainer2', req: async () => ({ params: { splitId: await firstPhase(PROGRAM.taraDraft) }, body: { deload: true } }), status: 404 },
  { what: "a trainer revokes an athlete's access to another trainer's program", op: 'revokeEnrollment', as: 'trainer2', req: async () => ({ params: { enrollmentId: await activeEnrollment(PROGRAM.tara) }, body: {} }), status: 404 },
  { what: "a trainer asks for the sales of another trainer's program", op: 'listTrainerSales', as: 'trainer2', req: () => ({ query: { program_id: PROGRAM.tara } }), status: 200, inspect: (res) => expect(res.body.list).toEqual([]) },
  { what: "a trainer asks for another trainer's sales as CSV", op: 'listTrainerSales', as: 'trainer2', req: () => ({ query: { format: 'csv', program_id: PROGRAM.tara } }), status: 200, inspect: (res) => expect(res.text.trim().split(/\r?\n/)).toHaveLength(1) },
  { what: "a trainer asks for the athletes of another trainer's program", op: 'listTrainerAthletes', as: 'trainer2', req: () => ({ query: { program_id: PROGRAM.tara } }), status: 200, inspect: (res) => expect(res.body.list).toEqual([]) },
  { what: "a trainer asks for the stats of another trainer's programs", op: 'getTrainerProgramStats', as: 'trainer2', req: () => ({ query: { ids: `${PROGRAM.tara},${PROGRAM.taraDraft}` } }), status: 200, inspect: (res) => expect(res.body.list).toEqual([]) },
  { what: "a trainer quotes another trainer's draft", op: 'quoteProgramPrice', as: 'trainer2', req: () => ({ params: { programId: PROGRAM.taraDraft } }), status: 404 },
  { what: 'a visitor quotes a draft', op: 'quoteProgramPrice', as: 'anon', req: () => ({ params: { programId: PROGRAM.taraDraft } }), status: 404 },
  { what: "an athlete revokes another user's session", op: 'revokeUserSession', as: 'athlete', req: async () => ({ params: { sessionId: (await freshSession(IDS.trainer)).sid } }), status: 404 },
  { what: "an athlete reads another athlete's checkout", op: 'getCheckout', as: 'athlete2', req: () => ({ params: { checkoutId: fx.checkout } }), status: 404 },
  { what: "an athlete confirms another athlete's checkout", op: 'confirmCheckout', as: 'athlete2', req: () => ({ params: { checkoutId: fx.checkout }, body: { approve: true } }), status: 404 },
  { what: "an athlete deletes another athlete's card", op: 'deleteCard', as: 'athlete2', req: async () => ({ params: { cardId: await cardOf(IDS.athlete) } }), status: 404 },
  // An athlete who never saved a card has no customer at the provider: asking about someone else's card makes none.
  { what: "an athlete without a saved card deletes another athlete's card", op: 'deleteCard', as: 'spare', req: async () => ({ params: { cardId: await cardOf(IDS.athlete) } }), status: 404 },
  { what: "an athlete without a saved card makes another athlete's card their default", op: 'setDefaultCard', as: 'spare', req: async () => ({ params: { cardId: await cardOf(IDS.athlete) } }), status: 404 },
  { what: "an athlete without a saved card detaches another athlete's card", op: 'detachPaymentMethod', as: 'spare', req: async () => ({ body: { payment_method_id: await cardOf(IDS.athlete) } }), status: 404 },
  { what: "an athlete makes another athlete's card their default", op: 'setDefaultCard', as: 'athlete2', req: async () => ({ params: { cardId: await cardOf(IDS.athlete) } }), status: 404 },
  { what: "an athlete detaches another athlete's card", op: 'detachPaymentMethod', as: 'athlete2', req: async () => ({ body: { payment_method_id: await cardOf(IDS.athlete) } }), status: 404 },
  { what: "an athlete attaches another athlete's card", op: 'attachPaymentMethod', as: 'athlete2', req: async () => ({ body: { payment_method_id: await cardOf(IDS.athlete) } }), status: 404 },
  {
    // Every payment attempt is kept (a failed checkout counts the attempts); nothing else may change: no payment at the
    // provider, no transaction, no enrollment.
    what: "an athlete pays with another athlete's card",
    op: 'createCheckout',
    as: 'athlete2',
    req: async () => ({ body: { program_id: PROGRAM.marco, payment_method_id: await cardOf(IDS.athlete) } }),
    status: 404,
    mayRecord: ['checkout'],
    inspect: async () => {
      const last = await server.database.db.selectFrom('checkout').select(['status', 'athlete_id', 'transaction_id', 'payment_ref']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(last).toMatchObject({ status: 'failed', athlete_id: IDS.athlete2, transaction_id: null, payment_ref: null });
    },
  },
  { what: "an athlete reads another athlete's subscription", op: 'getMySubscription', as: 'athlete2', req: () => ({ query: { subscription_id: fx.subscription } }), status: 404 },
  { what: "an athlete cancels another athlete's subscription", op: 'cancelSubscription', as: 'athlete2', req: () => ({ params: { subscriptionId: fx.subscription } }), status: 404 },
  { what: 'an athlete opens a room with another athlete', op: 'openRoom', as: 'athlete', req: () => ({ body: { user_id: IDS.athlete2 } }), status: 403 },
  { what: "a trainer opens a room with an athlete of another trainer's programs only", op: 'openRoom', as: 'trainer2', req: () => ({ body: { user_id: IDS.athlete2 } }), status: 403 },
  { what: "an athlete polls another user's messages", op: 'pollRealtime', as: 'athlete', req: () => ({ query: { user_id: IDS.trainer, after_chat: 0, after_notification: 0, wait_s: 0 } }), status: 403 },
  { what: 'a trainer reads a room they are not in', op: 'listChatMessages', as: 'trainer2', req: () => ({ query: { room_id: fx.rooms.trainer } }), status: 403 },
  { what: 'a trainer writes in a room they are not in', op: 'sendChatMessage', as: 'trainer2', req: () => ({ body: { room_id: fx.rooms.trainer, body: 'Let me in' } }), status: 403 },
  { what: 'a trainer marks read a room they are not in', op: 'markRoomRead', as: 'trainer2', req: () => ({ body: { room_id: fx.rooms.trainer } }), status: 403 },
  { what: "an athlete joins another user's channel", op: 'subscribeChannel', as: 'athlete', req: () => ({ body: { room: `user:${IDS.athlete2}` } }), status: 403 },
  { what: "an athlete joins the channel of a program they do not hold", op: 'subscribeChannel', as: 'athlete2', req: () => ({ body: { room: `program:${PROGRAM.tara}` } }), status: 403 },
  { what: "a trainer joins the channel of another trainer's program", op: 'subscribeChannel', as: 'trainer2', req: () => ({ body: { room: `program:${PROGRAM.tara}` } }), status: 403 },
  { what: "an athlete sends into another user's channel", op: 'sendChannelEvent', as: 'athlete', req: () => ({ body: { room: `user:${IDS.athlete2}`, payload: { x: 1 } } }), status: 403 },
  { what: "an athlete asks who is online in another user's channel", op: 'listChannelOnline', as: 'athlete', req: () => ({ query: { room: `user:${IDS.athlete2}` } }), status: 403 },
  { what: "a trainer edits another trainer's blog post", op: 'updateBlogPost', as: 'trainer2', req: () => ({ params: { id: 1 }, body: { excerpt: 'Mine now' } }), status: 403 },
  { what: "a trainer deletes another trainer's blog post", op: 'deleteBlogPost', as: 'trainer2', req: async () => ({ params: { id: await freshPost(who.trainer) } }), status: 403 },
  { what: "a trainer reads another trainer's draft post", op: 'getBlogPost', as: 'trainer2', req: () => ({ params: { id: 5 } }), status: 404 },
  { what: 'a visitor reads a draft post', op: 'getBlogPost', as: 'anon', req: () => ({ params: { id: 5 } }), status: 404 },
  { what: 'an athlete reads a draft post', op: 'getBlogPost', as: 'athlete', req: () => ({ params: { id: 5 } }), status: 404 },
  // Refused at the field, as for an unknown id (so it does not tell who exists).
  { what: 'a trainer invites an athlete who holds none of their programs', op: 'downloadSessionIcs', as: 'trainer2', req: () => ({ body: { title: 'Call', start: SOON(24), end: SOON(25), attendee_ids: [fx.target] } }), status: 422 },
  { what: 'a trainer puts an athlete of no program of theirs in the team calendar', op: 'createCalendarEvent', as: 'trainer', req: () => ({ body: { title: 'Call', start: SOON(24), end: SOON(25), attendee_ids: [fx.target] } }), status: 422 },
  { what: 'a payment event with a wrong signature', op: 'receivePaymentEvent', as: 'anon', req: () => ({ ...signedEvent(), headers: { 'stripe-signature': 't=1,v1=00' } }), status: 400 },
  // The admin hierarchy: an admin acts on athletes and trainers only (server/records/account-hierarchy.ts).
  { what: "an admin sets the super admin's password", op: 'adminUpdatePassword', as: 'admin', req: () => ({ body: { id: IDS.superAdmin, password: 'taken over, long enough' } }), status: 403 },
  { what: "an admin changes the super admin's email", op: 'adminUpdateEmail', as: 'admin', req: () => ({ body: { id: IDS.superAdmin, email: `${unique('attacker')}@example.test` } }), status: 403 },
  { what: "an admin sets another admin's password", op: 'adminUpdatePassword', as: 'admin', req: async () => ({ body: { id: await insertUser('admin'), password: 'taken over, long enough' } }), status: 403 },
  { what: "an admin verifies another admin's account", op: 'verifyUser', as: 'admin', req: async () => ({ body: { user_id: await insertUser('admin') } }), status: 403 },
  { what: "an admin ends the super admin's session", op: 'revokeUserSession', as: 'admin', req: async () => ({ params: { sessionId: (await freshSession(IDS.superAdmin)).sid }, query: { scope: 'all' } }), status: 403 },
  { what: 'an admin deactivates the super admin (admin REST)', op: 'updateAdminRecord', as: 'admin', req: () => ({ params: { resource: 'users', id: IDS.superAdmin }, body: { status: 0 } }), status: 403 },
  { what: 'an admin demotes the super admin (admin REST)', op: 'updateAdminRecord', as: 'admin', req: () => ({ params: { resource: 'users', id: IDS.superAdmin }, body: { role: 'athlete' } }), status: 403 },
  { what: 'an admin deletes another admin (admin REST)', op: 'deleteAdminRecord', as: 'admin', req: async () => ({ params: { resource: 'users', id: await insertUser('admin') } }), status: 403 },
];

// ---------------------------------------------------------------------------------------------------------------
// Helpers the table uses
// ---------------------------------------------------------------------------------------------------------------

const goalsMarker: Record<number, string> = {};
const goalsOf = (userId: number) => goalsMarker[userId] ?? 'Get stronger';

/** The code for the caller's pending TOTP secret (as their authenticator app shows it). */
async function pendingCode(w: Who): Promise<string> {
  if (!w.userId) return '000000';
  const tf = await server.database.db.selectFrom('two_factor').select('pending_secret').where('user_id', '=', w.userId).executeTakeFirst();
  if (!tf?.pending_secret) return '000000';
  return generate({ secret: sealer(server.config.jwtSecret).open(String(tf.pending_secret)) });
}

/** A second sign-in step of the two-factor account: a fresh challenge and a fresh recovery code. */
async function secondStep(): Promise<Req> {
  const challenge = await oneTime('two_factor', fx.twofa, { remember: false, method: 'password' });
  const code = randomBytes(4).toString('hex');
  await server.database.db.insertInto('recovery_code').values({ user_id: fx.twofa, code_hash: sha256(code), created_at: now() }).execute();
  return { body: { token: challenge.token, code } };
}

function signedEvent(): Req {
  const payload = JSON.stringify({ id: unique('evt_fixture'), object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: unique('cus_fixture'), object: 'customer', metadata: {} } } });
  return { raw: payload, headers: { 'stripe-signature': SandboxProvider.sign(payload, server.config.payments.webhookSecret) } };
}

const codesOf = (line: string) => {
  const codes = line.trim().split(/\s+/).map(Number);
  if (codes.length !== CALLERS.length) throw new Error(`an expectation has ${codes.length} columns: ${line}`);
  return codes;
};

// ---------------------------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  captcha = createServer((_req, res) => res.end('{"success":true}'));
  await new Promise<void>((r) => captcha.listen(0, '127.0.0.1', () => r()));
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  openai = await startOpenAiServer();
  google = await startGoogleCalendar();
  server = await startServer({
    env: {
      AI_API_URL: openai.url,
      AI_API_KEY: openai.apiKey,
      AI_RATE_LIMIT_PER_MIN: '10000',
      GOOGLE_CALENDAR_ID: 'team@example.test',
      GOOGLE_CALENDAR_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CALENDAR_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_CALENDAR_REFRESH_TOKEN: GOOGLE_CLIENT.refreshToken,
      GOOGLE_CALENDAR_API_URL: `${google.url}/calendar/v3`,
      GOOGLE_CALENDAR_TOKEN_URL: `${google.url}/token`,
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(captcha.address() as { port: number }).port}/`,
      CAPTCHA_SECRET: 'captcha-secret',
      OIDC_ISSUER: idp.issuer.url!,
      OIDC_CLIENT_ID: 'sportlink-web',
      OIDC_CLIENT_SECRET: 'client-secret',
      OIDC_PROVIDER: 'oidc',
    },
  });
  const db = server.database.db;
  const demoHash = String((await db.selectFrom('user').select('password_hash').where('id', '=', 1).executeTakeFirstOrThrow()).password_hash);

  // The deactivated accounts sign in (they may read), and buy while still active, so they have things of their own.
  const athleteOff = await insertUser('athlete', { email: `athlete-off-${RUN}@example.test`, hash: demoHash });
  const trainerOff = await insertUser('trainer', { email: `trainer-off-${RUN}@example.test`, hash: demoHash });
  const superOff = await insertUser('super_admin', { email: `super-off-${RUN}@example.test`, hash: demoHash });
  fx.spare = await insertUser('athlete', { email: `spare-${RUN}@example.test`, hash: demoHash });
  fx.target = await insertUser('athlete', { email: `target-${RUN}@example.test`, hash: demoHash });
  fx.twofa = await insertUser('athlete', { email: `twofa-${RUN}@example.test`, hash: demoHash });
  fx.twofaSecret = 'JBSWY3DPEHPK3PXP';
  await db.insertInto('two_factor').values({ user_id: fx.twofa, secret: sealer(server.config.jwtSecret).seal(fx.twofaSecret), pending_secret: null, last_step: 0, created_at: now(), updated_at: now() }).execute();
  await db.updateTable('user').set({ two_factor_enabled: 1 }).where('id', '=', fx.twofa).execute();
  await db.insertInto('trainer_profile').values({ user_id: trainerOff, headline: 'Off', bio: 'Off', specialties: 'Off', certifications: null, years_experience: 1, created_at: now(), updated_at: now() }).execute();

  const account = (name: CallerName | 'athlete2' | 'spare', userId: number | null, email: string, role: Who['role'], pathRole: PathRole): Who => ({ name, userId, email, role, pathRole, token: null, admin: role === 'admin' || role === 'super_admin' });
  Object.assign(who, {
    anon: account('anon', null, '', null, 'member'),
    athlete: account('athlete', IDS.athlete, 'athlete@sportlink.test', 'athlete', 'member'),
    athlete2: account('athlete2', IDS.athlete2, 'athlete2@sportlink.test', 'athlete', 'member'),
    spare: account('spare', fx.spare, `spare-${RUN}@example.test`, 'athlete', 'member'),
    athleteOff: account('athleteOff', athleteOff, `athlete-off-${RUN}@example.test`, 'athlete', 'member'),
    trainer: account('trainer', IDS.trainer, 'trainer@sportlink.test', 'trainer', 'trainer'),
    trainer2: account('trainer2', IDS.trainer2, 'trainer2@sportlink.test', 'trainer', 'trainer'),
    trainerOff: account('trainerOff', trainerOff, `trainer-off-${RUN}@example.test`, 'trainer', 'trainer'),
    admin: account('admin', IDS.admin, 'admin@sportlink.test', 'admin', 'admin'),
    super: account('super', IDS.superAdmin, 'superadmin@sportlink.test', 'super_admin', 'admin'),
    superOff: account('superOff', superOff, `super-off-${RUN}@example.test`, 'super_admin', 'admin'),
  });
  for (const w of Object.values(who)) if (w.userId) w.token = await signIn(w.email, w.pathRole);

  // Purchases through the real checkout: the athlete's subscription to Marco's monthly club, and the deactivated
  // athlete's (bought while active) with a saved card.
  const buy = async (w: Who, programId: number) => {
    const res = await send(OP.get('createCheckout')!, w, { body: { program_id: programId, card: CARD, save_card: true } });
    expect(res.status, res.text).toBe(200);
    return res.body.checkout as { id: number; subscription_ref: string | null };
  };
  const bought = await buy(who.athlete, PROGRAM.marcoSubscription);
  fx.checkout = bought.id;
  fx.subscription = bought.subscription_ref!;
  const offBought = await buy(who.athleteOff, PROGRAM.marcoSubscription);
  fx.offCheckout = offBought.id;
  fx.offSubscription = offBought.subscription_ref!;
  fx.offCard = await cardOf(athleteOff);
  await customerOf(IDS.athlete);
  await customerOf(IDS.athlete2);
  markers.push({ value: fx.subscription, readers: [IDS.athlete], admins: true, what: "the athlete's subscription" });
  markers.push({ value: fx.offSubscription, readers: [athleteOff], admins: true, what: "the deactivated athlete's subscription" });
  const product = await server.app.payments.provider.createProduct({ name: 'Fixture product', description: null, metadata: {} });
  fx.product = product.id;
  fx.price = (await server.app.payments.provider.createPrice({ product: product.id, unit_amount: 900, currency: 'USD', interval: null })).id;

  // Private things of each person: a notification, a chat room with one other person, profile goals.
  for (const id of [IDS.superAdmin, IDS.admin, IDS.trainer, IDS.trainer2, IDS.athlete, IDS.athlete2, athleteOff, trainerOff, superOff]) {
    const title = `private-notice-${id}-${RUN}`;
    await db.insertInto('notification').values({ user_id: id, type: 'info', title, message: `only for ${id}`, link: null, read_at: null, created_at: now() }).execute();
    markers.push({ value: title, readers: [id], admins: false, what: `user ${id}'s notification` });
  }
  const partner: Record<string, number> = { athlete: IDS.trainer2, athleteOff: IDS.trainer2, trainer: IDS.athlete2, trainer2: IDS.athlete2, trainerOff: IDS.athlete2, admin: IDS.athlete2, super: IDS.athlete2, superOff: IDS.athlete2 };
  for (const [name, p] of Object.entries(partner)) fx.rooms[name] = await privateRoom(who[name as CallerName].userId!, p);
  for (const id of [IDS.athlete, IDS.athlete2]) {
    goalsMarker[id] = `private-goals-${id}-${RUN}`;
    await db.updateTable('athlete_profile').set({ goals: goalsMarker[id] }).where('user_id', '=', id).execute();
    markers.push({ value: goalsMarker[id], readers: [id], admins: true, what: `user ${id}'s goals` });
  }
  // A channel only athlete 2 is in, with an event; and a code discount only its trainer knows.
  const channel = await db.insertInto('room').values({ kind: 'channel', direct_key: null, name: `user:${IDS.athlete2}`, created_by: IDS.athlete2, created_at: now(), last_message_at: now() }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('room_member').values({ room_id: Number(channel.id), user_id: IDS.athlete2, last_read_chat_id: 0, joined_at: now() }).execute();
  const event = `private-event-${RUN}`;
  await db.insertInto('chat_message').values({ room_id: Number(channel.id), user_id: IDS.athlete2, body: '', payload: JSON.stringify({ note: event }), created_at: now() }).execute();
  markers.push({ value: event, readers: [IDS.athlete2], admins: false, what: "athlete 2's channel event" });
  const code = `HIDDEN${RUN.toUpperCase()}`;
  await db.insertInto('discount').values({ program_id: PROGRAM.tara, code, kind: 'percent', value: 50, starts_at: new Date(Date.now() - 86_400_000).toISOString(), ends_at: null, max_redemptions: null, redemptions: 0, active: 1, created_at: now(), updated_at: now() }).execute();
  markers.push({ value: code, readers: [IDS.trainer], admins: true, what: "Tara's discount code" });

  // A workspace with a board, a column and a card (the admin team's).
  fx.workspace = await insertRow('workspace', { name: 'Fixture workspace', description: null, owner_id: IDS.admin });
  fx.payout = await insertRow('payout', { trainer_id: IDS.trainer, account_ref: 'acct_fixture', amount: 1000, currency: 'USD', status: 'paid', trigger: 'on_demand', idempotency_key: `fixture-${RUN}` });
  fx.board = await insertRow('board', { workspace_id: fx.workspace, name: 'Fixture board', description: null, position: 0, created_by: IDS.admin });
  fx.column = await insertRow('board_column', { board_id: fx.board, name: 'To do', position: 0 });
  fx.card = await insertRow('board_card', { board_id: fx.board, column_id: fx.column, title: 'Fixture card', position: 0, created_by: IDS.admin });

  await db.updateTable('user').set({ status: 0 }).where('id', 'in', [athleteOff, trainerOff, superOff]).execute();
  await refreshSecrets();
}, 120_000);

afterAll(async () => {
  await server?.close();
  captcha?.close();
  await idp?.stop();
  await openai?.close();
  await google?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------------------------

const isRecordsApi = (op: Op) => op.path.startsWith('/v1/api/records/');
const covered = OPERATIONS.filter((op) => !isRecordsApi(op));

describe('the access table covers the contract', () => {
  it('has an expectation for every operation outside the records API, and none for an operation that is gone', () => {
    const missing = covered.map((op) => op.operationId).filter((id) => !EXPECT[id] && !ADMIN_REST_OPS[id]);
    expect(missing, `operations without an expectation in tests/security/lambda-access.test.ts: ${missing.join(', ')}`).toEqual([]);
    const stale = [...Object.keys(EXPECT), ...Object.keys(ADMIN_REST_OPS)].filter((id) => !OP.has(id));
    expect(stale, 'expectations for operations the contract no longer has').toEqual([]);
    for (const c of CROSS) expect(OP.has(c.op), c.what).toBe(true);
  });

  it('has an expectation for every admin resource of the contract', () => {
    expect(Object.keys(ADMIN_REST).sort()).toEqual(Object.keys(ADMIN_REST_RESOURCES).sort());
  });
});

describe('every operation × every caller', () => {
  it.each(Object.entries(EXPECT))('%s answers each caller as the table says, and leaks nothing', async (id, c) => {
    const op = OP.get(id);
    expect(op, `${id} is not in the contract`).toBeDefined();
    const codes = codesOf(c.expect);
    for (const [i, name] of CALLERS.entries()) {
      const w = who[name];
      const req = (await c.req?.(w)) ?? {};
      const res = await check(`${id} as ${name}`, op!, w, req, codes[i]);
      if (res.status < 400) {
        await c.inspect?.(w, res);
        await c.after?.(w, res);
      }
    }
    await refreshSecrets();
  });
});

describe('the admin simple-REST face: every resource × method × caller', () => {
  const cells = Object.keys(ADMIN_REST).flatMap((resource) => Object.keys(ADMIN_REST_OPS).map((op) => [op, resource] as const));
  it.each(cells)('%s on %s', async (id, resource) => {
    const codes = codesOf(ADMIN_REST_OPS[id] === 'read' ? ADMIN_READS : ADMIN_REST[resource].writes);
    const build = adminRestReq(id, resource);
    for (const [i, name] of CALLERS.entries()) {
      const res = await check(`${id} ${resource} as ${name}`, OP.get(id)!, who[name], await build(who[name]), codes[i]);
      if (id === 'listAdminRecords' && res.status === 200) {
        expect(res.headers.get('content-range')).toMatch(new RegExp(`^${resource} \\d+-\\d+/\\d+$`));
        for (const row of res.body as Array<Record<string, unknown>>) expect(Object.keys(row)).not.toContain('password_hash');
      }
    }
    await refreshSecrets();
  });
});

describe('ownership: a caller allowed on the operation, asking about what is not theirs', () => {
  it.each(CROSS.map((c) => [c.what, c] as const))('%s', async (_what, c) => {
    const res = await check(c.what, OP.get(c.op)!, who[c.as], await c.req(), c.status, c.mayRecord);
    await c.inspect?.(res);
  });
});

describe("a token on another role's path", () => {
  // Public operations take the path role as the role signed into (requirements §A2); every other one with a role segment
  // refuses a token whose role does not map to it.
  const withRole = covered.filter((op) => op.path.includes('{role}') && !op.public);
  const PATH_ROLES: PathRole[] = ['member', 'trainer', 'admin'];
  it.each(withRole.map((op) => [op.operationId, op] as const))('%s refuses it with a 403', async (id, op) => {
    const c = EXPECT[id];
    for (const name of ['athlete', 'trainer', 'admin', 'super'] as const) {
      const w = who[name];
      for (const pathRole of PATH_ROLES.filter((r) => r !== w.pathRole)) {
        const req = (await c.req?.(w)) ?? {};
        await check(`${id} as ${name} on the ${pathRole} path`, op, w, { ...req, pathRole, token: w.token }, 403);
      }
    }
  });
});

describe('what the answers carried', () => {
  it('no answer, allowed or refused, carried a secret, another user’s token or email, or another user’s private things', async () => {
    await refreshSecrets();
    const leaks = answers.flatMap((a) => leaksIn(a.to, a.text, a.sent, a.known).map((l) => `${a.what}: ${l}`));
    expect(leaks).toEqual([]);
    // The walk really went through the table (callers × operations, the admin face, ownership, wrong paths).
    expect(calls).toBeGreaterThan(Object.keys(EXPECT).length * CALLERS.length);
  });
});
