/**
 * The floor: what a developer writes by hand for the records API's two benchmark calls, on the same SQLite file. A
 * Fastify app with one prepared better-sqlite3 statement per query, no auth, no policy, no validation:
 * - GET /program/:id: the row, as `{error: false, model}`;
 * - GET /program: 20 published rows, highest price first, with their count capped like the records API's
 *   (RECORDS.countCap + 1), as `{error: false, list, total, total_exact}`.
 * The records API's ratio to it is what its layers cost over the same work (bench/README.md).
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { RECORDS } from '../../src/config/constants';
import { announce } from './ready';

const db = new SQLite(process.env.SQLITE_FILE ?? '', { readonly: true, fileMustExist: true });
db.pragma('journal_mode = WAL');
const one = db.prepare('select * from program where id = ?');
const page = db.prepare('select * from program where status = ? order by price desc limit ?');
const count = db.prepare('select count(*) as n from (select 1 from program where status = ? limit ?)');

const app = Fastify();
app.get<{ Params: { id: string } }>('/program/:id', async (request, reply) => {
  const row = one.get(Number(request.params.id));
  if (!row) return reply.code(404).send({ error: true, message: 'Not found' });
  return { error: false, model: row };
});
app.get('/program', async () => {
  const list = page.all('published', 20);
  const { n } = count.get('published', RECORDS.countCap + 1) as { n: number };
  return { error: false, list, total: Math.min(n, RECORDS.countCap), total_exact: n <= RECORDS.countCap };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
announce(app.server);
