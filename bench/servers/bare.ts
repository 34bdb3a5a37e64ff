/** The peer: a bare Fastify app with one GET route returning a small JSON object (no plugins, no logger). */
import Fastify from 'fastify';
import { announce } from './ready';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
announce(app.server);
