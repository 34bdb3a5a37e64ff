/**
 * The access matrix (requirements §A3): every table × caller × operation of the records API (list, get, update, delete and
 * create, and the other ways to the same rows: GETALL, CURSORPAGINATE, EXPORT, PUT with a condition, PUTWHERE, DELETEALL;
 * AUTOCOMPLETE, JOIN and MULTIJOIN; the AI query).
 * Expectations are written out here, independently of server/records/policies.ts: a change of
 * policy that is not also made here fails this test. A refused call must leave the table unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../src/config/ai';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import type { components } from '../../src/generated/api';
import { TABLES, type FieldMeta } from '../../src/generated/tables';
import { watchDatabase, type DatabaseWatch } from '../helpers/db-watch';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-api-server';
import { client, DEMO, snapshot, startServer, type Http, type TestServer } from '../helpers/server';

type Table = components['parameters']['Table'];
type CallerName = 'anon' | 'athlete' | 'athlete2' | 'trainer' | 'trainer2' | 'admin' | 'superAdmin' | 'trainerOff';
const CALLERS: CallerName[] = ['anon', 'athlete', 'athlete2', 'trainer', 'trainer2', 'admin', 'superAdmin', 'trainerOff'];
const PATH_ROLE: Record<CallerName, 'admin' | 'trainer' | 'member'> = {
  anon: 'member', athlete: 'member', athlete2: 'member', trainer: 'trainer', trainer2: 'trainer', admin: 'admin', superAdmin: 'admin', trainerOff: 'trainer',
};
/** The account behind each caller (trainerOff is trainer Tara's, deactivated for the length of its calls). */
const USER_ID: Record<CallerName, number | null> = { anon: null, athlete: 5, athlete2: 6, trainer: 3, trainer2: 4, admin: 2, superAdmin: 1, trainerOff: 3 };
type Letter = 'L' | 'G' | 'U' | 'D' | 'C';
/**
 * Callers whose rights follow another's by rule rather than by a column of their own: a super admin is an admin to
 * the records API; a deactivated account reads what it read before and changes nothing (requirements §6).
 */
const LIKE: Partial<Record<CallerName, { as: CallerName; keeps: string }>> = {
  superAdmin: { as: 'admin', keeps: 'LGUDC' },
  trainerOff: { as: 'trainer', keeps: 'LG' },
};
const isAdmin = (who: CallerName) => who === 'admin' || who === 'superAdmin';

interface Case {
  /** The table, when the case's name is not the table's (several cases on one table: the user table's accounts). */
  table?: string;
  /** The row the read/update/delete cells act on (a function: made in the fixture). */
  target: number | (() => number);
  /** Which callers succeed, per letter: L list shows it, G get, U update, D delete, C create. */
  allow: Partial<Record<CallerName, string>>;
  create: Record<string, unknown>;
  /** Extra create fields for admins (owner fields, which others get from the token). */
  adminCreate?: Record<string, unknown>;
  update: Record<string, unknown>;
  updateFor?: Partial<Record<CallerName, Record<string, unknown>>>;
  /** Overrides for the clone each delete cell works on (unique fields). */
  clone?: () => Record<string, unknown>;
}

let server: TestServer;
let http: ReturnType<typeof client>;
/** A second instance on the same database with AI configured (a local OpenAI-compatible double): the AI query's checks. */
let aiServer: TestServer;
let ai: ReturnType<typeof client>;
let openai: OpenAiServer;
let watch: DatabaseWatch;
const tokens: Partial<Record<CallerName, string>> = {};
const fixture = { trainerExercise: 0, cloneTrainer: 0, createTrainer: 0, workspace: 0, board: 0, boardColumn: 0, boardCard: 0, linkCategories: [] as number[], linkTags: [] as number[], spareUsers: [] as number[] };
let seq = 0;
const now = new Date().toISOString();

async function freshUser(role: string) {
  seq += 1;
  const row = await server.database.db
    .insertInto('user')
    .values({ email: `fixture${seq}-${Date.now()}@example.test`, password_hash: 'x', role, first_name: 'Fix', last_name: 'Ture', status: 1, verify: 1, profile_complete: 1, two_factor_enabled: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const CASES: Record<string, Case> = {
  user: {
    target: 5,
    // Athlete 5 commented on a post and reviewed a program: nobody but themselves and the admins reads their account.
    allow: { athlete: 'LGU', admin: 'LGUDC' },
    // E-mails are unique: every create names a new one.
    get create() {
      return { email: `new.user${++seq}@example.test`, password: 'Password123!', role: 'athlete', first_name: 'New', last_name: 'User' };
    },
    update: { first_name: 'Changed' },
    clone: () => ({ email: `clone${++seq}@example.test` }),
  },
  // The admin hierarchy: an admin acts on athletes and trainers only; a super admin on every account (admin 2 is the
  // admin caller's own account, super admin 1 the super admin caller's).
  'user (an admin)': {
    table: 'user',
    target: 2,
    allow: { admin: 'LG', superAdmin: 'LGUDC' },
    get create() {
      return { email: `new.admin${++seq}@example.test`, password: 'Password123!', role: 'admin', first_name: 'New', last_name: 'Admin' };
    },
    update: { first_name: 'Changed' },
    clone: () => ({ email: `admin.clone${++seq}@example.test` }),
  },
  'user (a super admin)': {
    table: 'user',
    target: 1,
    allow: { admin: 'LG', superAdmin: 'LGUDC' },
    get create() {
      return { email: `new.super${++seq}@example.test`, password: 'Password123!', role: 'super_admin', first_name: 'New', last_name: 'Super' };
    },
    update: { first_name: 'Changed' },
    clone: () => ({ email: `super.clone${++seq}@example.test` }),
  },
  trainer_profile: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LGU', trainer2: 'LG', admin: 'LGUDC' },
    create: { headline: 'Another profile' },
    // One profile per account: each admin's create is for an account without one.
    get adminCreate() {
      return { user_id: fixture.spareUsers.shift() };
    },
    update: { headline: 'Changed' },
  },
  athlete_profile: {
    target: 1,
    allow: { athlete: 'LGU', admin: 'LGUDC' },
    create: { goals: 'More' },
    get adminCreate() {
      return { user_id: fixture.spareUsers.shift() };
    },
    update: { goals: 'Changed' },
  },
  program: {
    target: 7,
    allow: { trainer: 'LGUDC', trainer2: 'C', admin: 'LGUDC' },
    create: { title: 'Matrix program', price: 1000 },
    adminCreate: { trainer_id: 3 },
    update: { title: 'Changed title' },
  },
  split: {
    target: 13,
    allow: { trainer: 'LGUDC', admin: 'LGUDC' },
    create: { program_id: 7, title: 'Matrix split' },
    update: { title: 'Changed' },
  },
  workout: {
    target: 37,
    allow: { trainer: 'LGUDC', admin: 'LGUDC' },
    create: { split_id: 13, day: 2, title: 'Matrix workout' },
    update: { title: 'Changed' },
  },
  workout_exercise: {
    target: 109,
    allow: { trainer: 'LGUDC', admin: 'LGUDC' },
    create: { workout_id: 37, exercise_id: 1 },
    update: { notes: 'Changed' },
  },
  exercise: {
    target: () => fixture.trainerExercise,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LGUDC', trainer2: 'LGC', admin: 'LGUDC' },
    create: { name: 'Matrix exercise' },
    update: { name: 'Changed' },
  },
  content_library: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LG', trainer2: 'LG', admin: 'LGUDC' },
    create: { title: 'Videos', kind: 'video' },
    update: { title: 'Changed' },
  },
  enrollment: {
    target: 1,
    allow: { athlete: 'LG', trainer: 'LG', admin: 'LGUDC' },
    create: { program_id: 2 },
    adminCreate: { athlete_id: 5 },
    update: { ends_at: '2030-01-01T00:00:00.000Z' },
  },
  workout_log: {
    target: 1,
    allow: { athlete: 'LGUDC', trainer: 'LG', admin: 'LGD' },
    create: { enrollment_id: 1, workout_id: 1, performed_at: '2026-11-01T10:00:00.000Z', sets: [{ reps: 5, weight: 60 }] },
    update: { notes: 'Changed' },
  },
  // The thread of a logged workout: the athlete who logged it (Alex, log 1's) and its program's trainer (Tara).
  log_comment: {
    target: 1,
    allow: { athlete: 'LGC', trainer: 'LGDC', admin: 'LGD' },
    create: { log_id: 1, body: 'Matrix comment' },
    update: { body: 'Changed' },
  },
  // A trainer's adjustment for one athlete (seeded: Tara's for Alex's enrollment 1, on the overhead press, row 5).
  workout_override: {
    target: 1,
    allow: { athlete: 'LG', trainer: 'LGUDC', admin: 'LGD' },
    create: { enrollment_id: 1, workout_exercise_id: 4, reps: '6' },
    update: { note: 'Changed' },
  },
  transaction: {
    target: 1,
    allow: { athlete: 'LG', trainer: 'LG', admin: 'LG' },
    create: { athlete_id: 5, trainer_id: 3, program_id: 1, amount: 100, currency: 'USD' },
    update: { amount: 1 },
  },
  // The earnings ledger: its trainer and admins read it (row 1: Tara's credit for transaction 1); nobody writes it.
  earning: {
    target: 1,
    allow: { trainer: 'LG', admin: 'LG' },
    create: { trainer_id: 3, kind: 'adjustment', amount: 100, currency: 'USD', available_at: '2026-11-01T00:00:00.000Z' },
    update: { amount: 1 },
    // A copy is an adjustment (a sale is credited once per transaction).
    clone: () => ({ kind: 'adjustment', transaction_id: null, reason: 'Matrix copy' }),
  },
  refund: {
    target: 1,
    allow: { athlete: 'C', athlete2: 'LGD', trainer: 'LG', admin: 'LG' },
    create: { transaction_id: 1, reason: 'Not for me' },
    update: { reason: 'Changed reason' },
  },
  discount: {
    target: 2,
    allow: { trainer2: 'LGUDC', admin: 'LGUDC' },
    create: { program_id: 4, kind: 'percent', value: 10, starts_at: '2026-11-01T00:00:00.000Z' },
    update: { value: 500 },
  },
  post: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LGUDC', trainer2: 'LGC', admin: 'LGDC' },
    create: { body: 'Matrix post' },
    adminCreate: { author_id: 2 },
    update: { body: 'Changed' },
  },
  comment: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LGUDC', athlete2: 'LGC', trainer: 'LGDC', trainer2: 'LGC', admin: 'LGDC' },
    create: { post_id: 1, body: 'Matrix comment' },
    adminCreate: { author_id: 2 },
    update: { body: 'Changed' },
  },
  reaction: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LGDC', athlete2: 'LGC', trainer: 'LGC', trainer2: 'LGC', admin: 'LGD' },
    create: { post_id: 2 },
    update: { kind: 'like' },
    clone: () => ({ post_id: 3 }),
  },
  follow: {
    target: 1,
    allow: { athlete: 'LGDC', athlete2: 'C', trainer: 'LGC', trainer2: 'C', admin: 'LGD' },
    create: {},
    update: { trainer_id: 4 },
    clone: () => ({ trainer_id: fixture.cloneTrainer }),
  },
  notification: {
    target: 2,
    allow: { athlete: 'LGUD', admin: 'C' },
    create: { type: 'info', title: 'Hello' },
    adminCreate: { user_id: 5 },
    update: { read_at: '2026-11-20T10:00:00.000Z' },
  },
  library_item: {
    target: 1,
    allow: { athlete: 'LGUDC', athlete2: 'C', admin: 'LGD' },
    create: { kind: 'program', program_id: 1, title: 'Saved program' },
    update: { title: 'Changed' },
    // One entry per saved thing: each copy is a different video link.
    clone: () => ({ kind: 'video', exercise_id: null, program_id: null, url: `https://example.test/video-${++seq}` }),
  },
  review: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LGUDC', athlete2: 'LG', trainer: 'LGU', trainer2: 'LG', admin: 'LGD' },
    create: { program_id: 4, rating: 5, body: 'Great' },
    update: { rating: 3 },
    updateFor: { trainer: { reply: 'Thank you' }, trainer2: { reply: 'Not mine' } },
    clone: () => ({ program_id: 5 }),
  },
  // Project-management workspaces: admins read them; every change goes through the pm lambdas (tests/api/workspaces.test.ts).
  workspace: {
    target: () => fixture.workspace,
    allow: { admin: 'LG' },
    create: { name: 'Matrix workspace' },
    update: { name: 'Changed' },
  },
  board: {
    target: () => fixture.board,
    allow: { admin: 'LG' },
    create: { workspace_id: 1, name: 'Matrix board' },
    update: { name: 'Changed' },
  },
  board_column: {
    target: () => fixture.boardColumn,
    allow: { admin: 'LG' },
    create: { board_id: 1, name: 'Matrix column' },
    update: { name: 'Changed' },
  },
  board_card: {
    target: () => fixture.boardCard,
    allow: { admin: 'LG' },
    create: { board_id: 1, column_id: 1, title: 'Matrix card' },
    update: { title: 'Changed' },
  },
  // Post 5 is trainer Tara's draft: hers and the admins' alone.
  blog_post: {
    target: 5,
    allow: { trainer: 'LGUDC', trainer2: 'C', admin: 'LGUDC' },
    create: { title: 'Matrix post', body: 'Body' },
    adminCreate: { author_id: 3 },
    update: { title: 'Changed' },
    clone: () => ({ slug: `matrix-clone-${++seq}` }),
  },
  blog_category: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LGC', trainer2: 'LGC', admin: 'LGUDC' },
    // Names are unique (by slug): every create names a new one.
    get create() {
      return { name: `Matrix category ${++seq}` };
    },
    update: { name: 'Changed' },
    clone: () => ({ slug: `matrix-category-${++seq}` }),
  },
  blog_tag: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LGC', trainer2: 'LGC', admin: 'LGUDC' },
    get create() {
      return { name: `matrix tag ${++seq}` };
    },
    update: { name: 'changed' },
    clone: () => ({ slug: `matrix-tag-${++seq}` }),
  },
  // A link of the draft post 5 (Training): seen and changed with its post; a link is replaced, never changed.
  blog_post_category: {
    target: 5,
    allow: { trainer: 'LGDC', admin: 'LGDC' },
    create: { post_id: 5, category_id: 2 },
    // A link is unique: each admin's create links another category.
    get adminCreate() {
      return { category_id: fixture.linkCategories.shift() };
    },
    update: { category_id: 2 },
    clone: () => ({ category_id: fixture.linkCategories.shift() }),
  },
  blog_post_tag: {
    target: 8,
    allow: { trainer: 'LGDC', admin: 'LGDC' },
    create: { post_id: 5, tag_id: 2 },
    get adminCreate() {
      return { tag_id: fixture.linkTags.shift() };
    },
    update: { tag_id: 2 },
    clone: () => ({ tag_id: fixture.linkTags.shift() }),
  },
  cms: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LG', trainer2: 'LG', admin: 'LGUDC' },
    get create() {
      return { page: 'matrix', key: `key_${++seq}`, value: 'Value' };
    },
    update: { value: 'Changed' },
    clone: () => ({ key: `clone_${++seq}` }),
  },
};

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  openai = await startOpenAiServer();
  aiServer = await startServer({ sameDatabaseAs: server, env: { AI_API_URL: openai.url, AI_API_KEY: openai.apiKey, AI_RATE_LIMIT_PER_MIN: '10000' } });
  ai = client(aiServer);
  // The attempt counters (on PostgreSQL, a table): an AI read counts against its caller's limit, which is no change of data.
  watch = watchDatabase(server.database, { tables: { rate_limit: 'attempt counters (server/auth/limiter.ts)' } });
  tokens.athlete = await http.login(DEMO.athlete.email, 'member');
  tokens.athlete2 = await http.login(DEMO.athlete2.email, 'member');
  tokens.trainer = await http.login(DEMO.trainer.email, 'trainer');
  tokens.trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  tokens.admin = await http.login(DEMO.admin.email, 'admin');
  tokens.superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
  // The deactivated trainer is trainer Tara's own session: her account is deactivated while its calls run.
  tokens.trainerOff = tokens.trainer;
  for (let i = 0; i < 4; i++) fixture.spareUsers.push(await freshUser(i % 2 ? 'trainer' : 'athlete'));
  const ex = await server.database.db
    .insertInto('exercise')
    .values({ owner_id: 3, name: 'Trainer exercise', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  fixture.trainerExercise = Number(ex.id);
  fixture.cloneTrainer = await freshUser('trainer');
  fixture.createTrainer = await freshUser('trainer');
  CASES.follow.create = { trainer_id: fixture.createTrainer };
  const db = server.database.db;
  const stamps = { created_at: now, updated_at: now };
  fixture.workspace = Number((await db.insertInto('workspace').values({ name: 'Matrix', owner_id: 2, ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
  fixture.board = Number((await db.insertInto('board').values({ workspace_id: fixture.workspace, name: 'Matrix', position: 0, created_by: 2, ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
  fixture.boardColumn = Number((await db.insertInto('board_column').values({ board_id: fixture.board, name: 'To do', position: 0, ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
  fixture.boardCard = Number(
    (await db.insertInto('board_card').values({ board_id: fixture.board, column_id: fixture.boardColumn, title: 'Matrix', position: 0, created_by: 2, ...stamps }).returning('id').executeTakeFirstOrThrow()).id,
  );
  // Categories and tags the copied and admin-created links of the draft post point at (one per link: a link is unique).
  // Each table copies its target up to twelve times (four in the delete test, eight in the by-condition test), and
  // each admin creates one; a few spare.
  for (let i = 0; i < 20; i++) {
    const category = await server.database.db.insertInto('blog_category').values({ name: `Link ${i}`, slug: `link-${i}`, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const tag = await server.database.db.insertInto('blog_tag').values({ name: `link ${i}`, slug: `link-${i}`, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    fixture.linkCategories.push(Number(category.id));
    fixture.linkTags.push(Number(tag.id));
  }
});

afterAll(async () => {
  await aiServer?.close();
  await server?.close();
  await openai?.close();
});

const REFUSED = [401, 403, 404, 409, 422];

/** Runs a caller's calls with the account as the caller stands for it: the deactivated trainer's, deactivated. */
async function acting<T>(who: CallerName, calls: () => Promise<T>): Promise<T> {
  if (who !== 'trainerOff') return calls();
  const status = (value: number) => server.database.db.updateTable('user').set({ status: value }).where('id', '=', USER_ID.trainerOff).execute();
  await status(0);
  try {
    return await calls();
  } finally {
    await status(1);
  }
}

/** Reads change nothing, answered or refused: every table of the database, every row (tests/helpers/db-watch.ts). */
async function expectNoWrite<T>(calls: () => Promise<T>): Promise<T> {
  const before = await watch.look();
  const result = await calls();
  expect(watch.diff(before, await watch.look()), 'a read changed the database').toBe('');
  return result;
}

type Row = Record<string, unknown>;
const fieldsOf = (table: string) => (TABLES as unknown as Record<string, { fields: Record<string, FieldMeta> }>)[table].fields;

/** The joins a table declares, named as the records API resolves them: a reference by its name, a table pointing here by its. */
function joinsOf(table: string): Array<{ name: string; table: string }> {
  const fields = fieldsOf(table);
  const out: Array<{ name: string; table: string }> = [];
  for (const [name, f] of Object.entries(fields)) {
    if (!f.references) continue;
    if (name.endsWith('_id')) out.push({ name: name.slice(0, -3), table: f.references });
    else if (Object.values(fields).filter((g) => g.references === f.references).length === 1 && !fields[`${f.references}_id`]) out.push({ name: f.references, table: f.references });
  }
  for (const child of Object.keys(TABLES)) {
    const back = Object.values(fieldsOf(child)).filter((f) => f.references === table);
    if (back.length === 1 && !fields[`${child}_id`] && !Object.values(fields).some((f) => f.references === child)) out.push({ name: child, table: child });
  }
  return out.filter((j, i) => out.findIndex((k) => k.name === j.name) === i);
}

/** Join paths for MULTIJOIN: every join, and under each up to two of its own (not straight back). */
function joinPaths(table: string): string[] {
  return joinsOf(table).flatMap((j) => [j.name, ...joinsOf(j.table).filter((k) => k.table !== table).slice(0, 2).map((k) => `${j.name}.${k.name}`)]);
}

const inChunks = <T,>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** The rows of an answer by table: the listed ones and, along each join path, what it embedded (every version seen). */
function collect(table: string, rows: Row[], paths: string[], into: Map<string, Map<number, Row[]>>, what: string) {
  for (const r of rows) {
    const byId = into.get(table) ?? into.set(table, new Map()).get(table)!;
    byId.set(Number(r.id), [...(byId.get(Number(r.id)) ?? []), r]);
  }
  const below = new Map<string, string[]>();
  for (const p of paths) {
    const [name, ...rest] = p.split('.');
    below.set(name, [...(below.get(name) ?? []), ...(rest.length ? [rest.join('.')] : [])]);
  }
  for (const [name, rest] of below) {
    const join = joinsOf(table).find((j) => j.name === name)!;
    for (const r of rows) expect(name in r, `${what}: ${table} ${String(r.id)} has no ${name}`).toBe(true);
    const embedded = rows.flatMap((r) => (r[name] == null ? [] : Array.isArray(r[name]) ? (r[name] as Row[]) : [r[name] as Row]));
    collect(join.table, embedded, rest, into, what);
  }
}

const fieldsOnly = (table: string, row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => k in fieldsOf(table)));

/** The rows of `table` with these ids that the caller lists directly (GETALL, `id,in,...`, a hundred at a time), by id. */
async function listDirectly(who: CallerName, table: string, ids: number[], what: string): Promise<Map<number, Row>> {
  const out = new Map<number, Row>();
  for (const some of inChunks(ids, 100)) {
    const res = await http.post(`/records/sportlink/${PATH_ROLE[who]}/${table}/GETALL`, { filter: [`id,in,${some.join('|')}`] }, tokens[who]);
    expect(res.status, `${what}: ${who} cannot list ${table} at all, yet was shown some: ${res.text.slice(0, 200)}`).toBe(200);
    for (const r of res.body.list as Row[]) out.set(Number(r.id), r);
  }
  return out;
}

/** Every row seen is one the caller lists directly, with the same fields and values: a join or a search shows nothing more. */
async function expectReadableDirectly(who: CallerName, seen: Map<string, Map<number, Row[]>>, what: string) {
  for (const [table, rows] of seen) {
    const direct = await listDirectly(who, table, [...rows.keys()], what);
    for (const [id, versions] of rows) {
      expect(direct.has(id), `${what} showed ${table} ${id}, which ${who} cannot list`).toBe(true);
      for (const shown of versions) expect(fieldsOnly(table, shown), `${what}: ${table} ${id} as shown`).toEqual(fieldsOnly(table, direct.get(id)!));
    }
  }
}

/** A text field of the table to autocomplete on: one the case writes (so its value is known to be there), else any. */
function searchField(table: string, c: Case): string {
  const fields = fieldsOf(table);
  const text = (k: string) => fields[k]?.type === 'string' && !fields[k].writeOnly;
  return [...Object.keys(c.update), ...Object.keys(c.create)].find(text) ?? Object.keys(fields).find(text)!;
}

async function cloneRow(table: string, id: number, overrides: Record<string, unknown>): Promise<number> {
  const row = await server.database.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const { id: _id, ...rest } = row as Record<string, unknown>;
  let extra = overrides;
  if (table === 'trainer_profile' || table === 'athlete_profile') extra = { user_id: await freshUser(table === 'trainer_profile' ? 'trainer' : 'athlete'), ...overrides };
  // One open refund request per payment: a copied request asks about a copy of its payment.
  if (table === 'refund') extra = { transaction_id: await cloneRow('transaction', Number(rest.transaction_id), {}), ...extra };
  // A copied payment is another payment at the provider (one transaction per provider payment).
  if (table === 'transaction') extra = { provider_ref: `${String(rest.provider_ref)}-copy-${Date.now()}-${Math.random()}`, ...extra };
  const inserted = await server.database.db.insertInto(table).values({ ...rest, ...extra }).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

describe.each(Object.entries(CASES))('access matrix: %s', (name, c) => {
  const table = c.table ?? name;
  const aiTable = table as Table; // every case is a table of the records API, which the AI query's `table` names
  const allowed = (who: CallerName, l: Letter): boolean => {
    // A caller the case names has rights of its own there (a super admin on admins' accounts); otherwise by rule.
    const like = c.allow[who] === undefined ? LIKE[who] : undefined;
    return like ? like.keeps.includes(l) && allowed(like.as, l) : (c.allow[who] ?? '').includes(l);
  };
  const target = () => (typeof c.target === 'function' ? c.target() : c.target);
  const updateOf = (who: CallerName) => c.updateFor?.[LIKE[who]?.as ?? who] ?? c.update;

  /** A list answer filtered to the target: it alone where the caller may list it, else nothing or a refusal. */
  function expectTargetListed(who: CallerName, res: Http, rows: (body: any) => Row[], what: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (allowed(who, 'L')) {
      expect(res.status, `${what}: ${res.text}`).toBe(200);
      expect(rows(res.body).map((r) => r.id), what).toEqual([target()]);
    } else if (res.status === 200) {
      expect(rows(res.body), what).toEqual([]);
    } else {
      expect([401, 403], `${what}: ${res.text}`).toContain(res.status);
      expect(res.body.message).toBeTruthy();
    }
  }

  it.each(CALLERS)(`%s lists and gets ${table} only where allowed`, (who) =>
    acting(who, async () => {
      const t = target();
      const list = await http.get(`/records/sportlink/${PATH_ROLE[who]}/${table}?filter=id,eq,${t}`, tokens[who]);
      expectTargetListed(who, list, (b) => b.list, 'list');
      const one = await http.get(`/records/sportlink/${PATH_ROLE[who]}/${table}/${t}`, tokens[who]);
      if (allowed(who, 'G')) {
        expect(one.status).toBe(200);
        expect(one.body.model.id).toBe(t);
      } else {
        expect([401, 403, 404]).toContain(one.status);
        expect(one.body.error).toBe(true);
      }
    }),
  );

  it.each(CALLERS)(`%s updates ${table} only where allowed, and a refusal changes nothing`, (who) =>
    acting(who, async () => {
      const before = await snapshot(server.database, [table]);
      const res = await http.put(`/records/sportlink/${PATH_ROLE[who]}/${table}/${target()}`, updateOf(who), tokens[who]);
      if (allowed(who, 'U')) {
        expect(res.status, res.text).toBe(200);
        expect(res.body).toEqual({ error: false, data: target() });
      } else {
        expect(REFUSED, res.text).toContain(res.status);
        expect(res.body.message).toBeTruthy();
        expect(await snapshot(server.database, [table])).toBe(before);
      }
    }),
  );

  it(`deletes ${table} only for the allowed callers`, async () => {
    let victim = await cloneRow(table, target(), c.clone?.() ?? {});
    for (const who of CALLERS) {
      await acting(who, async () => {
        const before = await snapshot(server.database, [table]);
        const res = await http.del(`/records/sportlink/${PATH_ROLE[who]}/${table}/${victim}`, tokens[who]);
        if (allowed(who, 'D')) {
          expect(res.status, `${who}: ${res.text}`).toBe(200);
          const gone = await server.database.db.selectFrom(table).select('id').where('id', '=', victim).executeTakeFirst();
          expect(gone).toBeUndefined();
          victim = await cloneRow(table, target(), c.clone?.() ?? {});
        } else {
          expect(REFUSED, `${who}: ${res.text}`).toContain(res.status);
          expect(await snapshot(server.database, [table])).toBe(before);
        }
      });
    }
    await server.database.db.deleteFrom(table).where('id', '=', victim).execute();
  });

  // The other ways in (GETALL, CURSORPAGINATE, EXPORT; PUT with a condition, PUTWHERE; DELETEALL) answer to the same
  // policy: a row the caller may not list is in none of them, and one it may not change or delete is never touched.
  it.each(CALLERS)(`%s reads ${table} through GETALL, CURSORPAGINATE and EXPORT only where it may list it`, (who) =>
    acting(who, async () => {
      const t = target();
      const base = `/records/sportlink/${PATH_ROLE[who]}/${table}` as const;
      const ways = [
        { name: 'GETALL', path: `${base}/GETALL` as const, body: { filter: [`id,eq,${t}`] }, rows: (b: any) => b.list }, // eslint-disable-line @typescript-eslint/no-explicit-any
        { name: 'CURSORPAGINATE', path: `${base}/CURSORPAGINATE` as const, body: { filter: [`id,eq,${t}`] }, rows: (b: any) => b.list }, // eslint-disable-line @typescript-eslint/no-explicit-any
        { name: 'EXPORT', path: `${base}/EXPORT` as const, body: { format: 'json' as const, filter: [`id,eq,${t}`] }, rows: (b: any) => b }, // eslint-disable-line @typescript-eslint/no-explicit-any
      ];
      for (const way of ways) expectTargetListed(who, await http.post(way.path, way.body, tokens[who]), way.rows, way.name);
    }),
  );

  it.each(CALLERS)(`%s changes ${table} by condition only where it may update it, and deletes by condition only where it may delete`, (who) =>
    acting(who, async () => {
      const base = `/records/sportlink/${PATH_ROLE[who]}/${table}` as const;
      const data = updateOf(who);
      for (const [name, call] of [
        ['PUT with a condition', () => http.put(base, { updateCondition: [`id,eq,${target()}`], data }, tokens[who])],
        ['PUTWHERE', () => http.post(`${base}/PUTWHERE`, { updateCondition: [`id,eq,${target()}`], data }, tokens[who])],
      ] as const) {
        const before = await snapshot(server.database, [table]);
        const res = await call();
        if (allowed(who, 'U')) {
          expect([res.status, res.body.data], `${name}: ${res.text}`).toEqual([200, 1]);
        } else {
          expect(res.status === 200 ? res.body.data : res.status, `${name}: ${res.text}`).toSatisfy((v: number) => v === 0 || REFUSED.includes(v));
          expect(await snapshot(server.database, [table]), `${name} changed ${table}`).toBe(before);
        }
      }
      const victim = await cloneRow(table, target(), c.clone?.() ?? {});
      const before = await snapshot(server.database, [table]);
      const res = await http.post(`${base}/DELETEALL`, { condition: [`id,eq,${victim}`] }, tokens[who]);
      if (allowed(who, 'D')) {
        expect([res.status, res.body.data], res.text).toEqual([200, 1]);
        expect(await server.database.db.selectFrom(table).select('id').where('id', '=', victim).executeTakeFirst()).toBeUndefined();
      } else {
        expect(res.status === 200 ? res.body.data : res.status, res.text).toSatisfy((v: number) => v === 0 || REFUSED.includes(v));
        expect(await snapshot(server.database, [table]), `DELETEALL changed ${table}`).toBe(before);
        await server.database.db.deleteFrom(table).where('id', '=', victim).execute();
      }
    }),
  );

  it.each(CALLERS)(`%s creates ${table} only where allowed, owned by the token`, (who) =>
    acting(who, async () => {
      const before = await snapshot(server.database, [table]);
      const body = isAdmin(who) ? { ...c.create, ...c.adminCreate } : c.create;
      const res = await http.post(`/records/sportlink/${PATH_ROLE[who]}/${table}`, body, tokens[who]);
      if (allowed(who, 'C')) {
        expect(res.status, res.text).toBe(200);
        expect(res.body.error).toBe(false);
        const row = await server.database.db.selectFrom(table).selectAll().where('id', '=', res.body.data).executeTakeFirstOrThrow();
        const ownerField = ['trainer_id', 'athlete_id', 'author_id', 'follower_id', 'owner_id'].find((f) => f in row && !(f in body));
        if (ownerField && !isAdmin(who)) expect(row[ownerField]).toBe(USER_ID[who]);
      } else {
        expect(REFUSED, res.text).toContain(res.status);
        expect(res.body.message).toBeTruthy();
        expect(await snapshot(server.database, [table])).toBe(before);
      }
    }),
  );

  // AUTOCOMPLETE, JOIN and MULTIJOIN show rows too: only ones the caller lists and gets directly, field for field.
  it.each(CALLERS)(`%s autocompletes ${table} only with rows it may list`, (who) =>
    acting(who, () =>
      expectNoWrite(async () => {
        const field = searchField(table, c);
        const base = `/records/sportlink/${PATH_ROLE[who]}/${table}` as const;
        const t = target();
        const one = await http.post(`${base}/AUTOCOMPLETE`, { field, q: '', filter: [`id,eq,${t}`] }, tokens[who]);
        if (allowed(who, 'L')) {
          const direct = await http.get(`${base}/${t}`, tokens[who]);
          expect(one.status, one.text).toBe(200);
          expect(one.body.list).toEqual(direct.body.model[field] == null ? [] : [{ id: t, value: String(direct.body.model[field]) }]);
        } else if (one.status === 200) {
          expect(one.body.list).toEqual([]);
        } else {
          expect([401, 403], one.text).toContain(one.status);
          expect(one.body.message).toBeTruthy();
        }
        const all = await http.post(`${base}/AUTOCOMPLETE`, { field, q: '', size: 50 }, tokens[who]);
        if (all.status !== 200) return expect([401, 403], all.text).toContain(all.status);
        const shown = all.body.list as Array<{ id: number; value: string }>;
        const byId = await listDirectly(who, table, shown.map((r) => r.id), `AUTOCOMPLETE ${field}`);
        for (const r of shown) {
          expect(byId.has(r.id), `AUTOCOMPLETE showed ${table} ${r.id}, which ${who} cannot list`).toBe(true);
          expect(r.value, `AUTOCOMPLETE ${field} of ${table} ${r.id}`).toBe(String(byId.get(r.id)![field]));
        }
      }),
    ),
  );

  // (A table no reference leads to or from has nothing to join: cms.)
  if (joinsOf(table).length) it.each(CALLERS)(`%s joins ${table} (JOIN, MULTIJOIN) to nothing it could not read directly`, (who) =>
    acting(who, () =>
      expectNoWrite(async () => {
        const base = `/records/sportlink/${PATH_ROLE[who]}/${table}` as const;
        // A page of rows per call (MULTIJOIN's, which take every join and more, the larger), and the target alone.
        const calls = [
          ...joinsOf(table).map((j) => ({ name: `JOIN ${j.name}`, path: `${base}/JOIN` as const, paths: [j.name], body: { join: j.name }, size: 20 })),
          ...inChunks(joinPaths(table), 5).map((paths) => ({ name: `MULTIJOIN ${paths.join(' ')}`, path: `${base}/MULTIJOIN` as const, paths, body: { joins: paths }, size: 100 })),
        ];
        const seen = new Map<string, Map<number, Row[]>>();
        for (const call of calls) {
          expectTargetListed(who, await http.post(call.path, { ...call.body, filter: [`id,eq,${target()}`] }, tokens[who]), (b) => b.list, call.name);
          const page = await http.post(call.path, { ...call.body, size: call.size }, tokens[who]);
          if (page.status === 200) collect(table, page.body.list, call.paths, seen, call.name);
          else expect([401, 403], `${call.name}: ${page.text}`).toContain(page.status);
        }
        await expectReadableDirectly(who, seen, `JOIN/MULTIJOIN on ${table}`);
      }),
    ),
  );

  // The AI query: without AI, 503 for every signed-in, active account (and 401/403 for the others, as the contract
  // says); with AI, a proposal is answered only where the caller may list the table and every table it joins.
  it.each(CALLERS)(`%s asks for an AI query on ${table}: 503 without AI when signed in and active, 401 or 403 otherwise`, (who) =>
    acting(who, () =>
      expectNoWrite(async () => {
        const res = await http.post(`/records/sportlink/${PATH_ROLE[who]}/ai-query`, { user_prompt: `All ${table} records`, table: aiTable }, tokens[who]);
        const expected = who === 'anon' ? [401, API_MESSAGES.signInRequired] : who === 'trainerOff' ? [403, MESSAGES.accountDeactivated] : [503, AI_MESSAGES.notConfigured];
        expect([res.status, res.body.message], res.text).toEqual(expected);
      }),
    ),
  );

  it.each(CALLERS)(`%s gets an AI-proposed ${table} query only where it may list ${table} and what the query joins`, (who) =>
    acting(who, () =>
      expectNoWrite(async () => {
        const lists = async (t: string) => (await http.get(`/records/sportlink/${PATH_ROLE[who]}/${t}?size=1`, tokens[who])).status === 200;
        const joins = joinsOf(table).slice(0, 5);
        const mayList = await lists(table);
        const mayJoin = (await Promise.all(joins.map((j) => lists(j.table)))).every(Boolean);
        const propose = (join: string[]) => (openai.chat = () => ({ toolCall: { arguments: { table, filter: [], order: [], size: 10, join, explanation: `All ${table}` } } }));
        const path = `/records/sportlink/${PATH_ROLE[who]}/ai-query` as const;
        const refusedFirst = who === 'anon' ? 401 : who === 'trainerOff' ? 403 : null;

        // Asked about this table, with its joins proposed.
        propose(joins.map((j) => j.name));
        const asked = await ai.post(path, { user_prompt: `All ${table} records with what they point at`, table: aiTable }, tokens[who]);
        const askedExpected = refusedFirst ?? (!mayList ? 403 : mayJoin ? 200 : 422);
        expect(asked.status, asked.text).toBe(askedExpected);
        if (asked.status === 200) expect(asked.body.query).toMatchObject({ table, join: joins.map((j) => j.name) });
        else expect(asked.body.message).toBeTruthy();

        // The model picks the table itself: one the caller may not read is refused.
        propose([]);
        const picked = await ai.post(path, { user_prompt: `All ${table} records` }, tokens[who]);
        expect(picked.status, picked.text).toBe(refusedFirst ?? (mayList ? 200 : 422));
        if (picked.status === 422) expect(picked.body.message).toContain(AI_MESSAGES.tableNotAllowed(table));
      }),
    ),
  );
});
