/**
 * Owner and parent fields are fixed once a record exists (server/records/policy.ts fixedFields): a review stays on the
 * program it was written for, a comment on its post, a log on its enrollment, a split in its program. One rule in the
 * policy layer, applied to every table and every caller, admins included, single and bulk; a value equal to the stored
 * one (a form sending the whole record back) goes through. Program statistics follow every program a write touches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/config/messages';
import { TABLES } from '../../src/generated/tables';
import { POLICIES } from '../../server/records/policies';
import { fixedFields } from '../../server/records/policy';
import { callerOf } from '../../server/records/context';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let alex: string;
let tara: string;
let admin: string;
const R = '/records/sportlink';

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  alex = await http.login(DEMO.athlete.email, 'member');
  tara = await http.login(DEMO.trainer.email, 'trainer');
  admin = await http.login(DEMO.admin.email, 'admin');
});

afterAll(async () => {
  await server?.close();
});

const programStats = async (ids: number[]) =>
  server.database.db.selectFrom('program').select(['id', 'rating_avg', 'rating_count', 'enrollment_count']).where('id', 'in', ids).orderBy('id').execute();

describe('a review', () => {
  it('cannot be moved to a program its author never bought, and neither program’s rating moves', async () => {
    const review = await server.database.db.selectFrom('review').selectAll().where('athlete_id', '=', 5).orderBy('id').executeTakeFirstOrThrow();
    const other = Number(review.program_id) === 4 ? 3 : 4;
    const before = await snapshot(server.database, ['review', 'program']);
    const res = await http.put(`${R}/member/review/${review.id}`, { program_id: other, rating: 1 }, alex);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ message: API_MESSAGES.fixedField('program_id', 'review'), validation: { program_id: API_MESSAGES.fixedFieldShort } });
    expect(await snapshot(server.database, ['review', 'program'])).toBe(before);
    // By condition too.
    const bulk = await http.post(`${R}/member/review/PUTWHERE`, { updateCondition: [`id,eq,${review.id}`], data: { program_id: other } }, alex);
    expect(bulk.status, bulk.text).toBe(422);
    expect(await snapshot(server.database, ['review', 'program'])).toBe(before);
  });

  it('takes its own program back unchanged (a form sends the whole record), and the rating follows the change', async () => {
    const review = await server.database.db.selectFrom('review').selectAll().where('athlete_id', '=', 5).orderBy('id').executeTakeFirstOrThrow();
    const res = await http.put(`${R}/member/review/${review.id}`, { program_id: review.program_id, rating: 2 }, alex);
    expect(res.status, res.text).toBe(200);
    const [stats] = await programStats([Number(review.program_id)]);
    const all = await server.database.db.selectFrom('review').select('rating').where('program_id', '=', review.program_id).execute();
    expect(Number(stats.rating_avg)).toBeCloseTo(Math.round((all.reduce((a, r) => a + Number(r.rating), 0) / all.length) * 10) / 10);
    expect(Number(stats.rating_count)).toBe(all.length);
  });
});

/** A record of each table the admin may change but the demo data has none of (their own post, comment, notification). */
const MADE_BY_ADMIN: Record<string, Record<string, unknown>> = {
  post: { body: 'An announcement', program_id: 1, author_id: 2 },
  comment: { post_id: 1, body: 'A note', author_id: 2 },
  notification: { user_id: 2, type: 'info', title: 'A note to self' },
  exercise: { name: 'Made by an admin', owner_id: 3 },
};

describe('every table', () => {
  // For each table an admin may change, each fixed field set to another existing value is refused, and nothing changes.
  const cases = Object.entries(POLICIES).flatMap(([table, policy]) =>
    policy.update?.admin ? [...fixedFields(policy)].filter((f) => f !== 'id').map((field) => [table, field] as const) : [],
  );

  it.each(cases)('%s.%s is fixed once the record exists, for an admin too', async (table, field) => {
    const meta = (TABLES as unknown as Record<string, { fields: Record<string, { references?: string }> }>)[table].fields[field];
    // A record the admin may change (some tables are the admin's own rows only: their posts, their notifications).
    const mayChange = server.app.records.rule(callerOf(2, 'admin'), table, 'update');
    const find = () => server.database.db.selectFrom(table).selectAll().where(field, 'is not', null).where(mayChange).orderBy('id').executeTakeFirst();
    // Where the demo data has no such record, the admin makes one.
    if (!(await find())) expect((await http.post(`${R}/admin/${table}`, MADE_BY_ADMIN[table], admin)).status, `${table}: a record to try`).toBe(200);
    const row = (await find())!;
    expect(row, `${table}: a record the admin may change`).toBeTruthy();
    const others = meta.references
      ? await server.database.db.selectFrom(meta.references).select('id').where('id', '<>', Number(row[field])).orderBy('id').limit(1).execute()
      : [];
    expect(others.length, `${table}.${field}: no other ${meta.references} to point at`).toBe(1);
    const tables = [table, 'program'];
    const before = await snapshot(server.database, tables);
    const res = await http.put(`${R}/admin/${table}/${row.id as number}`, { [field]: Number(others[0].id) }, admin);
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(API_MESSAGES.fixedField(field, table));
    expect(await snapshot(server.database, tables)).toBe(before);
  });

  it('has fixed fields wherever a record has an owner or a parent', () => {
    const all = Object.entries(POLICIES).flatMap(([table, policy]) => [...fixedFields(policy)].map((f) => `${table}.${f}`));
    expect(all).toEqual(
      expect.arrayContaining(['review.program_id', 'review.athlete_id', 'comment.post_id', 'comment.author_id', 'workout_log.enrollment_id', 'split.program_id', 'enrollment.program_id', 'enrollment.athlete_id']),
    );
  });
});

describe('a trainer', () => {
  it('cannot move a split of theirs into another program of theirs, nor a workout, nor a comment to another post', async () => {
    const split = await server.database.db.selectFrom('split').select(['id', 'program_id']).where('program_id', '=', 1).executeTakeFirstOrThrow();
    const workout = await server.database.db.selectFrom('workout').select(['id', 'split_id']).where('split_id', '=', split.id).executeTakeFirstOrThrow();
    const otherSplit = await server.database.db.selectFrom('split').select('id').where('program_id', '=', 2).executeTakeFirstOrThrow();
    const before = await snapshot(server.database, ['split', 'workout']);
    expect((await http.put(`${R}/trainer/split/${split.id}`, { program_id: 2 }, tara)).status).toBe(422);
    expect((await http.put(`${R}/trainer/workout/${workout.id}`, { split_id: otherSplit.id }, tara)).status).toBe(422);
    expect(await snapshot(server.database, ['split', 'workout'])).toBe(before);
    const comment = await http.post(`${R}/trainer/comment`, { post_id: 1, body: 'On post one' }, tara);
    expect(comment.status, comment.text).toBe(200);
    const moved = await http.put(`${R}/trainer/comment/${comment.body.data}`, { post_id: 2 }, tara);
    expect(moved.status, moved.text).toBe(422);
  });
});
