/**
 * Starts this Strapi app for the benchmark (bench/lib/strapi.ts runs `node server.js` here). Once it listens it
 * mints a read-only API token (Strapi's own token service, as the admin panel would) and reports
 * `{ type: 'ready', port, token }` over the IPC channel; it exits when told to (SIGTERM/SIGINT) or when the
 * parent goes away. With STRAPI_BENCH_NO_TOKEN=1 it only starts (used once, to have Strapi create its schema).
 */
const { createStrapi } = require('@strapi/strapi');

const TOKEN_NAME = 'bench';

async function mintToken(app) {
  const tokens = app.service('admin::api-token-content-api');
  // A token's key is shown once, at creation: a fresh one each start (the previous run's is revoked).
  const old = await app.db.query('admin::api-token').findMany({ where: { name: TOKEN_NAME }, select: ['id'] });
  for (const { id } of old) await tokens.revoke(id);
  const created = await tokens.create({ name: TOKEN_NAME, description: 'benchmark reader', type: 'read-only', lifespan: null });
  return created.accessKey;
}

async function main() {
  const app = createStrapi({ appDir: __dirname, distDir: __dirname });
  await app.start();
  const token = process.env.STRAPI_BENCH_NO_TOKEN === '1' ? null : await mintToken(app);
  const { port } = app.server.httpServer.address();
  const message = { type: 'ready', port, token };
  if (process.send) process.send(message);
  else console.log(JSON.stringify(message));
  process.on('disconnect', () => process.exit(0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
