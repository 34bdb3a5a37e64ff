/** Entry point: `npm start` (after the web build) and `npm run dev`. */
import { buildApp } from './app';
import { setPasswordCost } from './auth/password';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { scheduleSqliteBackups } from './db/backup';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed';
import { stopGracefully } from './ops/shutdown';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  const applied = await migrateToLatest(database);
  if (applied.length) console.log(`database: applied ${applied.join(', ')}`);
  setPasswordCost(config.passwordCost);
  if (config.seedDemo) await seedDemo(database, (line) => console.log(line));
  const app = await buildApp(config, database);
  // Copies of the embedded database on a schedule (BACKUP_DIR, BACKUP_EVERY_HOURS; server/db/backup.ts).
  const backups = config.backups && !config.databaseUrl ? scheduleSqliteBackups({ sqliteFile: config.sqliteFile, ...config.backups, log: (line) => app.log.info(line) }) : null;
  app.addHook('onClose', async () => backups?.stop());
  // Stop taking requests, finish those in flight, then close the database (server/ops/shutdown.ts).
  const stop = stopGracefully(app, database, config.shutdownTimeoutMs);
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
  console.log(`\nSportlink is running at http://localhost:${config.port}/  [database: ${where}]`);
  if (!config.webDist) console.log('(the web app is not built: run `npm run build`, or use `npm run dev`)');
  if (config.seedDemo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(12)} ${a.email}`);
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `configuration: ${err.message}` : err);
  process.exit(1);
});
