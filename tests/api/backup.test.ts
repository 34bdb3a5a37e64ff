/**
 * Backup and restore (server/db/backup.ts, scripts/db-backup.ts, scripts/db-restore.ts): a backup taken while the
 * server runs restores the data as it was then; a file that is not a Sportlink database is refused; the schedule
 * writes and prunes; PostgreSQL goes through pg_dump/pg_restore (its case runs with TEST_DB=postgres).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { backupPostgres, backupSqlite, pruneBackups, restorePostgres, restoreSqlite, scheduleSqliteBackups } from '../../server/db/backup';
import { migrateToLatest } from '../../server/db/migrate';
import { freshPostgres, PG_ADMIN_URL, startServer, TEST_DB } from '../helpers/server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const JWT_SECRET = randomBytes(32).toString('hex');

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sportlink-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mail = (subject: string) => ({ to_address: 'a@sportlink.test', subject, text: 't', html: '<p>t</p>', created_at: new Date().toISOString() });

/** A migrated SQLite database (WAL, as the server keeps it) with one outbox row, closed. */
async function sqliteDatabase(file: string, subject: string): Promise<void> {
  const database = openDatabase({ databaseUrl: null, sqliteFile: file });
  try {
    await migrateToLatest(database);
    await database.db.insertInto('outbox').values(mail(subject)).execute();
  } finally {
    await database.destroy();
  }
}

const subjects = (file: string): string[] => {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select subject from outbox order by id').pluck().all() as string[];
  } finally {
    db.close();
  }
};

/** Runs a script as `npm run` does, on the SQLite file only (a DATABASE_URL in the environment is masked). */
function runScript(script: string, args: string[], sqliteFile: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATABASE_URL: '', SQLITE_FILE: sqliteFile, NODE_ENV: 'test', JWT_SECRET };
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(TEST_DB !== 'sqlite')('SQLite backup and restore', () => {
  it('restores the state backed up while the server ran, not what came after', async () => {
    const dir = tempDir();
    const live = join(dir, 'live.db');
    const backup = join(dir, 'saved', 'backup.db');
    const server = await startServer({ seed: false, env: { SQLITE_FILE: live } });
    let stopped = false;
    try {
      const db = server.database.db;
      const { id } = await db.insertInto('outbox').values(mail('before backup')).returning('id').executeTakeFirstOrThrow();
      await backupSqlite(live, backup);
      // Kept in rollback journal mode: one self-contained file, nothing beside it, no temp file left.
      expect(readdirSync(join(dir, 'saved'))).toEqual(['backup.db']);
      await db.updateTable('outbox').set({ subject: 'changed after backup' }).where('id', '=', id).execute();
      await db.insertInto('outbox').values(mail('added after backup')).execute();
      // The server is still serving.
      expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
      await server.close();
      stopped = true;
      expect(subjects(live)).toEqual(['changed after backup', 'added after backup']);
      await restoreSqlite(backup, live);
      expect(subjects(live)).toEqual(['before backup']);
      // The restored file is a whole database of the app: the server's migrations find nothing left to do.
      const reopened = openDatabase({ databaseUrl: null, sqliteFile: live });
      try {
        expect(await migrateToLatest(reopened)).toEqual([]);
      } finally {
        await reopened.destroy();
      }
    } finally {
      if (!stopped) await server.close();
    }
  });

  it('refuses a file that is not a SQLite database, or one without the migration table, and leaves the target alone', async () => {
    const dir = tempDir();
    const target = join(dir, 'target.db');
    await sqliteDatabase(target, 'kept');
    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'this is not a database '.repeat(200));
    await expect(restoreSqlite(junk, target)).rejects.toThrow(/junk\.db: it is not a SQLite database/);
    const foreign = join(dir, 'foreign.db');
    const other = new SQLite(foreign);
    other.exec("create table notes (body text); insert into notes values ('hello')");
    other.close();
    await expect(restoreSqlite(foreign, target)).rejects.toThrow(/has no kysely_migration table/);
    await expect(restoreSqlite(join(dir, 'missing.db'), target)).rejects.toThrow(/No backup file at/);
    expect(subjects(target)).toEqual(['kept']);
    // Nothing was created beside the refused files.
    expect(readdirSync(dir).filter((f) => /^(junk|foreign)\.db./.test(f))).toEqual([]);
  });

  it('restores over a database SQLite cannot read, keeping the damaged file aside', async () => {
    const dir = tempDir();
    const backup = join(dir, 'backup.db');
    await sqliteDatabase(backup, 'from backup');
    const target = join(dir, 'live.db');
    writeFileSync(target, 'damaged '.repeat(1000));
    await restoreSqlite(backup, target);
    expect(subjects(target)).toEqual(['from backup']);
    const aside = readdirSync(dir).filter((f) => f.startsWith('live.db.damaged-'));
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/^live\.db\.damaged-\d{8}-\d{6}$/);
    expect(readFileSync(join(dir, aside[0]), 'utf8')).toBe('damaged '.repeat(1000));
  });

  it('backs up on a schedule into the folder and keeps the newest files only; a failure is logged, not thrown', async () => {
    const dir = tempDir();
    const live = join(dir, 'live.db');
    await sqliteDatabase(live, 'scheduled');
    const out = join(dir, 'backups');
    const old = ['sportlink-20200101-000001.db', 'sportlink-20200101-000002.db', 'sportlink-20200101-000003.db'];
    mkdirSync(out);
    old.forEach((name, i) => {
      writeFileSync(join(out, name), 'old');
      utimesSync(join(out, name), new Date(2020, 0, 1, 0, 0, i), new Date(2020, 0, 1, 0, 0, i));
    });
    writeFileSync(join(out, 'notes.txt'), 'not a backup');
    const line = await new Promise<string>((resolve) => {
      const schedule = scheduleSqliteBackups({
        sqliteFile: live,
        dir: out,
        everyMs: 20,
        keep: 2,
        log: (l) => {
          schedule.stop();
          resolve(l);
        },
      });
    });
    expect(line).toMatch(/^backup: wrote .*sportlink-\d{8}-\d{6}\.db, removed 2 older$/);
    const left = readdirSync(out).sort();
    expect(left).toHaveLength(3);
    expect(left).toContain('notes.txt');
    expect(left).toContain(old[2]);
    const fresh = left.find((f) => /^sportlink-\d{8}-\d{6}\.db$/.test(f) && !old.includes(f));
    expect(fresh).toBeDefined();
    expect(subjects(join(out, fresh!))).toEqual(['scheduled']);

    const failure = await new Promise<string>((resolve) => {
      const schedule = scheduleSqliteBackups({
        sqliteFile: join(dir, 'no-such.db'),
        dir: out,
        everyMs: 20,
        keep: 2,
        log: (l) => {
          schedule.stop();
          resolve(l);
        },
      });
    });
    expect(failure).toMatch(/^backup failed: No SQLite database at /);
    expect(await pruneBackups(out, 1, 'sportlink-')).toEqual([join(out, old[2])]);
  });

  it('npm run db:backup and db:restore work end to end, and restore refuses while the database is open elsewhere', async () => {
    const dir = tempDir();
    const live = join(dir, 'live.db');
    const backup = join(dir, 'out', 'manual.db');
    await sqliteDatabase(live, 'scripted');
    const made = await runScript('scripts/db-backup.ts', [backup], live);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout.trim()).toBe(backup);

    const db = new SQLite(live);
    db.prepare("update outbox set subject = 'overwritten'").run();
    // Held open, as a running server holds it: the restore must refuse, in one line, without a stack trace.
    const busy = await runScript('scripts/db-restore.ts', [backup], live);
    db.close();
    expect(busy.code).toBe(1);
    expect(busy.stderr.trim()).toBe(`db:restore: ${live} is in use: stop the server first`);
    expect(subjects(live)).toEqual(['overwritten']);

    const restored = await runScript('scripts/db-restore.ts', [backup], live);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout.trim()).toBe(`restored ${backup} into ${live}`);
    expect(subjects(live)).toEqual(['scripted']);

    const refused = await runScript('scripts/db-restore.ts', [join(dir, 'nothing.db')], live);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(`db:restore: No backup file at ${join(dir, 'nothing.db')}`);
  });
});

const hasPgDump = !spawnSync('pg_dump', ['--version']).error;

describe.skipIf(TEST_DB !== 'postgres')('PostgreSQL backup and restore', () => {
  it('restores the dumped rows with pg_restore into the same database', async (ctx) => {
    ctx.skip(!hasPgDump, 'pg_dump is not on the PATH: install the PostgreSQL client tools to run this case');
    const pg = await freshPostgres();
    const database = openDatabase(loadConfig({ NODE_ENV: 'test', JWT_SECRET }, { databaseUrl: pg.url }));
    const dir = tempDir();
    const dump = join(dir, 'pg.dump');
    try {
      await migrateToLatest(database);
      const db = database.db;
      const { id } = await db.insertInto('outbox').values(mail('before backup')).returning('id').executeTakeFirstOrThrow();
      await backupPostgres(pg.url, dump);
      expect(readdirSync(dir)).toEqual(['pg.dump']);
      await db.updateTable('outbox').set({ subject: 'changed after backup' }).where('id', '=', id).execute();
      await db.insertInto('outbox').values(mail('added after backup')).execute();
      await restorePostgres(dump, pg.url);
      const rows = await db.selectFrom('outbox').select(['id', 'subject']).orderBy('id').execute();
      expect(rows).toEqual([{ id, subject: 'before backup' }]);
      // The sequence came back too: the next row does not collide with the one dropped.
      await db.insertInto('outbox').values(mail('after restore')).execute();
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.destroy();
      await pg.drop();
    }
  });

  it('a failing pg_dump rejects with its message, without the password, and leaves no file', async (ctx) => {
    ctx.skip(!hasPgDump, 'pg_dump is not on the PATH: install the PostgreSQL client tools to run this case');
    const dir = tempDir();
    const url = new URL(PG_ADMIN_URL);
    url.password = 'Secret-pw-1';
    url.pathname = `/sportlink_missing_${randomBytes(4).toString('hex')}`;
    const err = await backupPostgres(url.toString(), join(dir, 'x.dump')).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/^pg_dump failed \(exit 1\): .*sportlink_missing_/);
    expect(err?.message).not.toContain('Secret-pw-1');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('PostgreSQL tools missing', () => {
  it('pg_dump and pg_restore not being installed is said plainly', async () => {
    const dir = tempDir();
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'empty');
    try {
      const url = 'postgres://u:Secret-pw-1@127.0.0.1:1/db';
      await expect(backupPostgres(url, join(dir, 'x.dump'))).rejects.toThrow(/^pg_dump was not found: pg_dump and pg_restore .* must be installed/);
      writeFileSync(join(dir, 'x.dump'), 'archive');
      await expect(restorePostgres(join(dir, 'x.dump'), url)).rejects.toThrow(/^pg_restore was not found/);
    } finally {
      process.env.PATH = path;
    }
  });
});
