/**
 * The server the browser tests talk to: the built web app and the API on a fresh SQLite database with
 * demo data, mailing through a real SMTP server on loopback. Every mail it receives is appended as a
 * JSON line ({to, subject, text, html}) to E2E_MAILBOX, where the tests read the links.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { startSmtp } from '../helpers/smtp';

const dir = mkdtempSync(join(tmpdir(), 'sportlink-e2e-'));
const port = process.env.E2E_PORT ?? '8188';
const mailbox = process.env.E2E_MAILBOX ?? join(dir, 'mailbox.jsonl');
writeFileSync(mailbox, '');
const smtp = await startSmtp(mailbox);

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: port,
  SQLITE_FILE: join(dir, 'e2e.db'),
  WEB_DIST: resolve(process.env.E2E_WEB_DIST ?? 'dist'),
  LOG_LEVEL: 'warn',
  SMTP_URL: smtp.url,
  APP_URL: `http://127.0.0.1:${port}`,
});
if (!config.webDist) throw new Error('The web app is not built: run `npm run build` first');
const database = openDatabase(config);
await migrateToLatest(database);
await seedDemo(database);
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: '127.0.0.1' });
