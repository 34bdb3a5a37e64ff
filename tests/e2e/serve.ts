/** The server the browser tests talk to: the built web app and the API on a fresh SQLite database with demo data. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

const dir = mkdtempSync(join(tmpdir(), 'sportlink-e2e-'));
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '8188',
  SQLITE_FILE: join(dir, 'e2e.db'),
  WEB_DIST: resolve('dist'),
  LOG_LEVEL: 'warn',
});
if (!config.webDist) throw new Error('The web app is not built: run `npm run build` first');
const database = openDatabase(config);
await migrateToLatest(database);
await seedDemo(database);
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: '127.0.0.1' });
