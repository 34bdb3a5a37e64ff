/**
 * `npm run db:backup [-- <file>]`: backs up the configured database (SQLITE_FILE, or DATABASE_URL for PostgreSQL) to
 * the file, or to backups/sportlink-<timestamp>.db (.dump for PostgreSQL), and prints the file's path.
 */
import { resolve } from 'node:path';
import { databaseConfig, runScript } from './db-script';
import { backupName, backupPostgres, backupSqlite } from '../server/db/backup';

async function main(args: string[]): Promise<string> {
  if (args.length > 1 || args[0]?.startsWith('-')) throw new Error('usage: npm run db:backup [-- <file>]');
  const config = databaseConfig();
  if (config.databaseUrl) {
    const file = resolve(args[0] ?? `backups/${backupName('dump')}`);
    await backupPostgres(config.databaseUrl, file);
    return file;
  }
  const file = resolve(args[0] ?? `backups/${backupName('db')}`);
  await backupSqlite(config.sqliteFile, file);
  return file;
}

runScript('db:backup', main);
