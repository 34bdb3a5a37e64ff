/**
 * `npm run db:backup [-- <file>]`: backs up the configured database (SQLITE_FILE, or DATABASE_URL for PostgreSQL) to
 * the file, or to backups/sportlink-<timestamp>.db (.dump for PostgreSQL), and prints the file's path.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { backupName, backupPostgres, backupSqlite } from '../server/db/backup';

async function main(args: string[]): Promise<string> {
  if (args.length > 1 || args[0]?.startsWith('-')) throw new Error('usage: npm run db:backup [-- <file>]');
  // Only the database settings are used: a stand-in secret spares a backup job JWT_SECRET (and a development
  // secret file written beside the database).
  const config = loadConfig(process.env, { jwtSecret: 'x'.repeat(32) });
  if (config.databaseUrl) {
    const file = resolve(args[0] ?? `backups/${backupName('dump')}`);
    await backupPostgres(config.databaseUrl, file);
    return file;
  }
  const file = resolve(args[0] ?? `backups/${backupName('db')}`);
  await backupSqlite(config.sqliteFile, file);
  return file;
}

main(process.argv.slice(2)).then(
  (file) => console.log(file),
  (err: unknown) => {
    console.error(`db:backup: ${(err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim()}`);
    process.exitCode = 1;
  },
);
