/**
 * What `npm run db:backup` and `db:restore` share: the configuration (only its database settings are used, so a
 * stand-in secret spares a backup job JWT_SECRET, and a development secret file written beside the database), and one
 * line on stdout, or one line on stderr with exit code 1, never a stack trace.
 */
import { loadConfig, type Config } from '../server/config';

export function databaseConfig(): Config {
  return loadConfig(process.env, { jwtSecret: 'x'.repeat(32) });
}

export function runScript(name: string, main: (args: string[]) => Promise<string>): void {
  main(process.argv.slice(2)).then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(`${name}: ${(err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim()}`);
      process.exitCode = 1;
    },
  );
}
