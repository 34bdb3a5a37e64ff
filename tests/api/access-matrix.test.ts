/**
 * The access matrix (DESIGN §3): every table × caller × operation of the records API (list, get, update, delete and
 * create, and the other ways to the same rows: GETALL, CURSORPAGINATE, EXPORT, PUT with a condition, PUTWHERE, DELETEALL).
 * Expectations are written out here, independently of server/records/policies.ts: a change of
 * policy that is not also made here fails this test. A refused call must leave the table unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

type CallerName = 'anon' | 'athlete' | 'athlete2' | 'trainer' | 'trainer2' | 'admin';
const CALLERS: CallerName[] = ['anon', 'athlete', 'athlete2', 'trainer', 'trainer2', 'admin'];
const PATH_ROLE: Record<CallerName, 'admin' | 'trainer' | 'member'> = {
  anon: 'member', athlete: 'member', athlete2: 'member', trainer: 'trainer', trainer2: 'trainer', admin: 'admin',
};
type Letter = 'L' | 'G' | 'U' | 'D' | 'C';

interface Case {
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
const tokens: Partial<Record<CallerName, string>> = {};
const fixture = { trainerExercise: 0, cloneTrainer: 0, createTrainer: 0, workspace: 0, board: 0, boardColumn: 0, boardCard: 0, linkCategories: [] as number[], linkTags: [] as number[] };
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
    // Athlete 5 commented on a post: everyone may read their public fields (name, photo), nothing else.
    allow: { anon: 'LG', athlete: 'LGU', athlete2: 'LG', trainer: 'LG', trainer2: 'LG', admin: 'LGUDC' },
    create: { email: 'new.user@example.test', password: 'Password123!', role: 'athlete', first_name: 'New', last_name: 'User' },
    update: { first_name: 'Changed' },
    clone: () => ({ email: `clone${++seq}@example.test` }),
  },
  trainer_profile: {
    target: 1,
    allow: { anon: 'LG', athlete: 'LG', athlete2: 'LG', trainer: 'LGU', trainer2: 'LG', admin: 'LGUDC' },
    create: { headline: 'Another profile' },
    adminCreate: { user_id: 1 },
    update: { headline: 'Changed' },
  },
  athlete_profile: {
    target: 1,
    allow: { athlete: 'LGU', admin: 'LGUDC' },
    create: { goals: 'More' },
    adminCreate: { user_id: 2 },
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
  transaction: {
    target: 1,
    allow: { athlete: 'LG', trainer: 'LG', admin: 'LG' },
    create: { athlete_id: 5, trainer_id: 3, program_id: 1, amount: 100, currency: 'USD' },
    update: { amount: 1 },
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
    adminCreate: { category_id: 3 },
    update: { category_id: 2 },
    clone: () => ({ category_id: fixture.linkCategories.shift() }),
  },
  blog_post_tag: {
    target: 8,
    allow: { trainer: 'LGDC', admin: 'LGDC' },
    create: { post_id: 5, tag_id: 2 },
    adminCreate: { tag_id: 3 },
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
  tokens.athlete = await http.login(DEMO.athlete.email, 'member');
  tokens.athlete2 = await http.login(DEMO.athlete2.email, 'member');
  tokens.trainer = await http.login(DEMO.trainer.email, 'trainer');
  tokens.trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  tokens.admin = await http.login(DEMO.admin.email, 'admin');
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
  // Categories and tags the copied links of the draft post point at (one per copy: a link is unique). Each table
  // copies its target up to eight times (three in the delete test, five in the by-condition test); a few spare.
  for (let i = 0; i < 12; i++) {
    const category = await server.database.db.insertInto('blog_category').values({ name: `Link ${i}`, slug: `link-${i}`, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const tag = await server.database.db.insertInto('blog_tag').values({ name: `link ${i}`, slug: `link-${i}`, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    fixture.linkCategories.push(Number(category.id));
    fixture.linkTags.push(Number(tag.id));
  }
});

afterAll(async () => {
  await server?.close();
});

const REFUSED = [401, 403, 404, 409, 422];

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

describe.each(Object.entries(CASES))('access matrix: %s', (table, c) => {
  const allowed = (who: CallerName, l: Letter) => (c.allow[who] ?? '').includes(l);
  const target = () => (typeof c.target === 'function' ? c.target() : c.target);

  it.each(CALLERS)(`%s lists and gets ${table} only where allowed`, async (who) => {
    const t = target();
    const list = await http.get(`/records/sportlink/${PATH_ROLE[who]}/${table}?filter=id,eq,${t}`, tokens[who]);
    if (allowed(who, 'L')) {
      expect(list.status).toBe(200);
      expect(list.body.list.map((r: { id: number }) => r.id)).toEqual([t]);
    } else if (list.status === 200) {
      expect(list.body.list).toEqual([]);
    } else {
      expect([401, 403]).toContain(list.status);
      expect(list.body.message).toBeTruthy();
    }
    const one = await http.get(`/records/sportlink/${PATH_ROLE[who]}/${table}/${t}`, tokens[who]);
    if (allowed(who, 'G')) {
      expect(one.status).toBe(200);
      expect(one.body.model.id).toBe(t);
    } else {
      expect([401, 403, 404]).toContain(one.status);
      expect(one.body.error).toBe(true);
    }
  });

  it.each(CALLERS)(`%s updates ${table} only where allowed, and a refusal changes nothing`, async (who) => {
    const before = await snapshot(server.database, [table]);
    const body = c.updateFor?.[who] ?? c.update;
    const res = await http.put(`/records/sportlink/${PATH_ROLE[who]}/${table}/${target()}`, body, tokens[who]);
    if (allowed(who, 'U')) {
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ error: false, data: target() });
    } else {
      expect(REFUSED, res.text).toContain(res.status);
      expect(res.body.message).toBeTruthy();
      expect(await snapshot(server.database, [table])).toBe(before);
    }
  });

  it(`deletes ${table} only for the allowed callers`, async () => {
    let victim = await cloneRow(table, target(), c.clone?.() ?? {});
    for (const who of CALLERS) {
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
    }
    await server.database.db.deleteFrom(table).where('id', '=', victim).execute();
  });

  // The other ways in (GETALL, CURSORPAGINATE, EXPORT; PUT with a condition, PUTWHERE; DELETEALL) answer to the same
  // policy: a row the caller may not list is in none of them, and one it may not change or delete is never touched.
  it.each(CALLERS)(`%s reads ${table} through GETALL, CURSORPAGINATE and EXPORT only where it may list it`, async (who) => {
    const t = target();
    const base = `/records/sportlink/${PATH_ROLE[who]}/${table}`;
    const ways = [
      { name: 'GETALL', path: `${base}/GETALL`, body: { filter: [`id,eq,${t}`] }, rows: (b: any) => b.list }, // eslint-disable-line @typescript-eslint/no-explicit-any
      { name: 'CURSORPAGINATE', path: `${base}/CURSORPAGINATE`, body: { filter: [`id,eq,${t}`] }, rows: (b: any) => b.list }, // eslint-disable-line @typescript-eslint/no-explicit-any
      { name: 'EXPORT', path: `${base}/EXPORT`, body: { format: 'json', filter: [`id,eq,${t}`] }, rows: (b: any) => b }, // eslint-disable-line @typescript-eslint/no-explicit-any
    ];
    for (const way of ways) {
      const res = await http.post(way.path, way.body, tokens[who]);
      if (allowed(who, 'L')) {
        expect(res.status, `${way.name}: ${res.text}`).toBe(200);
        expect(way.rows(res.body).map((r: { id: number }) => r.id), way.name).toEqual([t]);
      } else if (res.status === 200) {
        expect(way.rows(res.body), way.name).toEqual([]);
      } else {
        expect([401, 403], `${way.name}: ${res.text}`).toContain(res.status);
        expect(res.body.message).toBeTruthy();
      }
    }
  });

  it.each(CALLERS)(`%s changes ${table} by condition only where it may update it, and deletes by condition only where it may delete`, async (who) => {
    const base = `/records/sportlink/${PATH_ROLE[who]}/${table}`;
    const data = c.updateFor?.[who] ?? c.update;
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
  });

  it.each(CALLERS)(`%s creates ${table} only where allowed, owned by the token`, async (who) => {
    const before = await snapshot(server.database, [table]);
    const body = who === 'admin' ? { ...c.create, ...c.adminCreate } : c.create;
    const res = await http.post(`/records/sportlink/${PATH_ROLE[who]}/${table}`, body, tokens[who]);
    if (allowed(who, 'C')) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.error).toBe(false);
      const row = await server.database.db.selectFrom(table).selectAll().where('id', '=', res.body.data).executeTakeFirstOrThrow();
      const ownerField = ['trainer_id', 'athlete_id', 'author_id', 'follower_id', 'owner_id'].find((f) => f in row && !(f in body));
      const ids: Record<CallerName, number | null> = { anon: null, athlete: 5, athlete2: 6, trainer: 3, trainer2: 4, admin: 2 };
      if (ownerField && who !== 'admin') expect(row[ownerField]).toBe(ids[who]);
    } else {
      expect(REFUSED, res.text).toContain(res.status);
      expect(res.body.message).toBeTruthy();
      expect(await snapshot(server.database, [table])).toBe(before);
    }
  });
});
