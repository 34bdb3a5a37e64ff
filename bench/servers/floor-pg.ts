/**
 * The floor on PostgreSQL: bench/servers/floor.ts's two calls written by hand with `pg` and named prepared statements
 * (each connection prepares each once), on the database in DATABASE_URL, through a pool as large as the server's.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { RECORDS } from '../../src/config/constants';
import { announce } from './ready';

pg.types.setTypeParser(20, (v) => Number(v));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const app = Fastify();
app.get<{ Params: { id: string } }>('/program/:id', async (request, reply) => {
  const { rows } = await pool.query({ name: 'floor-one', text: 'select * from program where id = $1', values: [Number(request.params.id)] });
  if (!rows[0]) return reply.code(404).send({ error: true, message: 'Not found' });
  return { error: false, model: rows[0] };
});
app.get('/program', async () => {
  // One after the other, as the records API runs them.
  const page = await pool.query({ name: 'floor-page', text: 'select * from program where status = $1 order by price desc limit $2', values: ['published', 20] });
  const counted = await pool.query({ name: 'floor-count', text: 'select count(*) as n from (select 1 from program where status = $1 limit $2) as matches', values: ['published', RECORDS.countCap + 1] });
  const n = Number(counted.rows[0].n);
  return { error: false, list: page.rows, total: Math.min(n, RECORDS.countCap), total_exact: n <= RECORDS.countCap };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
announce(app.server);
