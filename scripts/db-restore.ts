/**
 * `npm run db:restore -- <file>`: replaces the configured database (SQLITE_FILE, or DATABASE_URL for PostgreSQL) with
 * a backup made by `npm run db:backup`. Stop the server first.
 */
import { resolve } from 'node:path';
import { databaseConfig, runScript } from './db-script';
import { restorePostgres, restoreSqlite, sqliteInUse } from '../server/db/backup';

async function main(args: string[]): Promise<string> {
  if (args.length !== 1 || args[0].startsWith('-')) throw new Error('usage: npm run db:restore -- <backup file>');
  const file = resolve(args[0]);
  const config = databaseConfig();
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    return `restored ${file} into the PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)}`;
  }
  // A server with the file open would go on with its own view of it: refuse rather than race it.
  if (sqliteInUse(config.sqliteFile)) throw new Error(`${config.sqliteFile} is in use: stop the server first`);
  await restoreSqlite(file, config.sqliteFile);
  return `restored ${file} into ${config.sqliteFile}`;
}

runScript('db:restore', main);
