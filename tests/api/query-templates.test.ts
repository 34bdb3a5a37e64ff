/**
 * Queries compiled once per shape (server/db/templates.ts), on the real database of the run (SQLite or PostgreSQL):
 * later calls of a shape answer their own values' rows, not the first call's; a build whose SQL depends on a value is
 * built anew each time; a time given as a value moves; on PostgreSQL the template runs as a named prepared statement.
 * Every records read that uses a template is also covered, unchanged, by the access matrix and the fuzzer.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTemplates } from '../../server/db/templates';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const db = (): Kysely<any> => server.database.db;
const dialect = () => server.database.dialect;
let programs: Array<{ id: number; title: string; status: string }>;

beforeAll(async () => {
  server = await startServer();
  programs = (await db().selectFrom('program').select(['id', 'title', 'status']).orderBy('id').execute()).map((p) => ({ id: Number(p.id), title: String(p.title), status: String(p.status) }));
});
afterAll(() => server?.close());

const titleOf = (templates: QueryTemplates, id: number, builds: { n: number }) =>
  templates.rows(db(), dialect(), 'title-of', [id], ([programId]) => {
    builds.n++;
    return db().selectFrom('program').select(['id', 'title']).where('id', '=', programId);
  });

describe('query templates', () => {
  it('builds a shape once and answers each call with its own values', async () => {
    expect(programs.length).toBeGreaterThan(2);
    const templates = new QueryTemplates();
    const builds = { n: 0 };
    for (const p of [...programs, ...programs]) {
      const rows = await titleOf(templates, p.id, builds);
      expect(rows).toEqual([{ id: p.id, title: p.title }]);
    }
    // The first call builds twice (directly, and with stand-ins to check the template against); none after it.
    expect(builds.n).toBe(2);
    expect(await titleOf(templates, 999_999, builds)).toEqual([]);
  });

  it('keeps constants the build wrote itself, and several values in their places', async () => {
    const templates = new QueryTemplates();
    const [first, second] = programs;
    const run = (status: string, ids: number[]) =>
      templates.rows(db(), dialect(), `status-in|${ids.length}`, [status, ...ids], ([s, ...inIds]) =>
        db().selectFrom('program').select('id').where('status', '=', s).where('id', 'in', inIds).where('id', '>', 0).orderBy('id'),
      );
    expect((await run(first.status, [first.id, second.id])).map((r) => Number(r.id))).toEqual(programs.filter((p) => p.status === first.status && [first.id, second.id].includes(p.id)).map((p) => p.id));
    expect((await run('no-such-status', [first.id, second.id])).length).toBe(0);
    expect((await run(second.status, [second.id, first.id])).map((r) => Number(r.id))).toEqual(programs.filter((p) => p.status === second.status && [first.id, second.id].includes(p.id)).map((p) => p.id));
  });

  it('builds anew every time a shape whose SQL depends on a value', async () => {
    const templates = new QueryTemplates();
    const builds = { n: 0 };
    // A branch on the value: with a stand-in the other branch would be taken, so the template is refused.
    const run = (id: number | null) =>
      templates.rows(db(), dialect(), 'branching', [id], ([programId]) => {
        builds.n++;
        const q = db().selectFrom('program').select('id');
        return programId === null ? q.where('id', 'is', null) : q.where('id', '=', programId);
      });
    expect(await run(null)).toEqual([]);
    expect((await run(programs[0].id)).map((r) => Number(r.id))).toEqual([programs[0].id]);
    expect(await run(null)).toEqual([]);
    expect(builds.n).toBe(4); // 2 for the first call (direct and the refused template), then 1 each
    // A value turned into text in the build (a LIKE pattern) is refused too, and still answers right.
    const like = (title: string) =>
      templates.rows(db(), dialect(), 'like', [title], ([t]) => db().selectFrom('program').select('id').where('title', 'like', `${String(t)}%`));
    expect((await like(programs[0].title)).map((r) => Number(r.id))).toContain(programs[0].id);
    expect((await like(programs[1].title)).map((r) => Number(r.id))).toContain(programs[1].id);
  });

  it('takes a time given as a value anew on each call', async () => {
    const templates = new QueryTemplates();
    const created = async (before: string) =>
      (await templates.rows(db(), dialect(), 'created-before', [before], ([at]) => db().selectFrom('program').select('id').where('created_at', '<', at))).length;
    expect(await created('1970-01-01T00:00:00.000Z')).toBe(0);
    expect(await created('9999-01-01T00:00:00.000Z')).toBe(programs.length);
  });

  it('runs on an open transaction as on the database', async () => {
    const templates = new QueryTemplates();
    const builds = { n: 0 };
    await titleOf(templates, programs[0].id, builds);
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('program').set({ title: 'Renamed inside' }).where('id', '=', programs[0].id).execute();
        const rows = await templates.rows(trx, dialect(), 'title-of', [programs[0].id], ([programId]) => trx.selectFrom('program').select(['id', 'title']).where('id', '=', programId));
        expect(rows).toEqual([{ id: programs[0].id, title: 'Renamed inside' }]);
        await trx.updateTable('program').set({ title: programs[0].title }).where('id', '=', programs[0].id).execute();
      });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('runs a template as a named prepared statement on PostgreSQL', async () => {
    const templates = new QueryTemplates();
    await db()
      .connection()
      .execute(async (conn) => {
        const run = (id: number) => templates.rows(conn, dialect(), 'prepared-title', [id], ([programId]) => conn.selectFrom('program').select(['id', 'title']).where('id', '=', programId));
        await run(programs[0].id);
        await run(programs[1].id);
        expect(await run(programs[2].id)).toEqual([{ id: programs[2].id, title: programs[2].title }]);
        const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
        expect(prepared.rows.some((r) => r.name.startsWith('sportlink_t') && r.statement.includes('"program"') && r.statement.includes('$1'))).toBe(true);
      });
  });
});
