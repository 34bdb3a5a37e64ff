/**
 * Backup and restore of the database: SQLite through its online backup API, PostgreSQL through pg_dump/pg_restore.
 * Takes its settings as arguments (the scripts and the server read them from the config).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';

/** The table Kysely's migrator keeps (server/db/migrate.ts uses its default): a Sportlink database has it. */
export const MIGRATION_TABLE = 'kysely_migration';
/** What the scheduled backups and the scripts' default file names start with. */
export const BACKUP_PREFIX = 'sportlink-';

/** YYYYMMDD-HHMMSS in UTC, so that names sort in time order whatever the zone or season. */
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** `sportlink-YYYYMMDD-HHMMSS.<ext>`. */
export function backupName(ext: 'db' | 'dump', at: Date = new Date()): string {
  return `${BACKUP_PREFIX}${stamp(at)}.${ext}`;
}

const SIDECARS = ['-journal', '-wal', '-shm'];

/** A name in the destination's folder (so the rename stays on one file system), hidden and without the final name. */
function tempNameFor(destFile: string): string {
  return join(dirname(destFile), `.${basename(destFile)}.tmp-${randomBytes(4).toString('hex')}`);
}

async function removeWithSidecars(file: string): Promise<void> {
  await Promise.all(['', ...SIDECARS].map((s) => rm(file + s, { force: true })));
}

/** Makes a rename survive a power cut; some systems cannot open a folder, where it is skipped. */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

/**
 * Copies `source` into `destFile` with SQLite's backup API. The copy goes in steps so a large database does not hold
 * the event loop; a write by another connection between steps makes SQLite start over, so once that happens the
 * rest is copied in one step (a consistent snapshot however busy the server is).
 */
function copyDatabase(source: SQLite.Database, destFile: string): Promise<unknown> {
  let lowest = Infinity;
  return source.backup(destFile, {
    progress: ({ remainingPages }) => {
      if (remainingPages > lowest) return 0x7fffffff;
      lowest = remainingPages;
      return 1000;
    },
  });
}

/**
 * A consistent copy of a live SQLite database (WAL mode: the server keeps reading and writing meanwhile). The copy is
 * a single self-contained file (rollback journal mode, no -wal beside it) and gets its final name only once complete.
 */
export async function backupSqlite(sourceFile: string, destFile: string): Promise<void> {
  const source = resolve(sourceFile);
  const dest = resolve(destFile);
  if (source === dest) throw new Error('The backup file must not be the database itself');
  if (!existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  // A -wal left beside the destination would be replayed onto the new file when it is opened.
  if (existsSync(`${dest}-wal`)) throw new Error(`${dest}-wal exists: is ${dest} a database in use? Choose another file`);
  await mkdir(dirname(dest), { recursive: true });
  const temp = tempNameFor(dest);
  try {
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await copyDatabase(db, temp);
    } finally {
      db.close();
    }
    // The copied header keeps the source's WAL mode; a backup should be one file that opens anywhere, even read-only.
    const copy = new SQLite(temp, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    await rename(temp, dest);
    await syncDir(dirname(dest));
  } catch (err) {
    await removeWithSidecars(temp);
    throw err;
  }
}

const unreadable = (err: unknown) => ['SQLITE_NOTADB', 'SQLITE_CORRUPT'].includes(String((err as { code?: string }).code));

/** Opens a backup read-only and checks it is a sound SQLite database of this app; throws a readable Error if not. */
function openCheckedBackup(file: string): SQLite.Database {
  let db: SQLite.Database | null = null;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`Refusing to restore ${file}: the database is damaged (${String(check)})`);
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE);
    if (!table) throw new Error(`Refusing to restore ${file}: it has no ${MIGRATION_TABLE} table, so it is not a Sportlink database`);
    return db;
  } catch (err) {
    db?.close();
    if (unreadable(err)) throw new Error(`Refusing to restore ${file}: it is not a SQLite database`);
    throw err;
  }
}

/**
 * Replaces the database in `targetFile` with the backup's content. The backup is checked first and nothing is
 * written if it is not a Sportlink SQLite database. A target SQLite cannot read (what a restore is often for) is
 * kept aside as `<target>.damaged-YYYYMMDD-HHMMSS`. The server must be stopped (see `sqliteInUse`).
 */
export async function restoreSqlite(backupFile: string, targetFile: string): Promise<void> {
  const backup = resolve(backupFile);
  const target = resolve(targetFile);
  if (backup === target) throw new Error('The backup file and the database are the same file');
  if (!existsSync(backup)) throw new Error(`No backup file at ${backup}`);
  // Opening a WAL-mode file (a copy made another way) read-only creates -wal/-shm beside it: remove only those we made.
  const made = ['-wal', '-shm'].map((s) => backup + s).filter((f) => !existsSync(f));
  try {
    const db = openCheckedBackup(backup);
    try {
      await mkdir(dirname(target), { recursive: true });
      // The backup API writes through the target's own connection, in one transaction: a -wal the target has is
      // replayed first and then overwritten, so no -wal/-shm needs deleting, and an interrupted restore leaves the
      // target as it was.
      try {
        await copyDatabase(db, target);
      } catch (err) {
        // The backup passed its check, so the target is what cannot be read. It moves aside with its -journal/-wal/-shm:
        // they belong to it, and left behind they would be replayed onto the restored file.
        if (!unreadable(err)) throw err;
        const aside = `${target}.damaged-${stamp(new Date())}`;
        for (const s of ['', ...SIDECARS]) if (existsSync(target + s)) await rename(target + s, aside + s);
        await copyDatabase(db, target);
      }
    } finally {
      db.close();
    }
  } finally {
    await Promise.all(made.map((f) => rm(f, { force: true })));
  }
}

/**
 * Whether another connection has the SQLite database open (a running server). In WAL mode BEGIN EXCLUSIVE only waits
 * for a writer, and an idle server holds none; exclusive locking mode needs the file to itself. A file SQLite cannot
 * read counts as not in use: no server runs on it, and a restore is what it needs.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true, timeout: 250 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
    return false;
  } catch (err) {
    if (String((err as { code?: string }).code).startsWith('SQLITE_BUSY')) return true;
    if (unreadable(err)) return false;
    throw err;
  } finally {
    db.close();
  }
}

/** The URL without its password (which goes to the tool's environment: its arguments are visible to other users). */
function splitPassword(databaseUrl: string): { url: string; password: string } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('The database URL is not a valid postgres:// URL');
  }
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  url.password = '';
  if (url.searchParams.has('password')) url.searchParams.delete('password');
  return { url: url.toString(), password };
}

function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], password: string): Promise<void> {
  const redact = (text: string) => (password ? text.split(password).join('***').split(encodeURIComponent(password)).join('***') : text);
  return new Promise((resolvePromise, reject) => {
    // The child inherits the environment (PATH, PG* settings such as PGSSLMODE); only the password is added.
    const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      const missing = `${tool} was not found: pg_dump and pg_restore (the PostgreSQL client tools) must be installed and on the PATH`;
      reject(new Error(err.code === 'ENOENT' ? missing : `${tool} could not start: ${redact(err.message)}`));
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${redact(stderr.trim()) || 'no message'}`));
    });
  });
}

/** A pg_dump archive (custom format, restorable with pg_restore) of the database, written under a temp name first. */
export async function backupPostgres(databaseUrl: string, destFile: string): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const dest = resolve(destFile);
  await mkdir(dirname(dest), { recursive: true });
  const temp = tempNameFor(dest);
  try {
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${temp}`, url], password);
    await rename(temp, dest);
    await syncDir(dirname(dest));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/**
 * Restores a pg_dump archive into the database: the archive's objects are dropped and recreated. One transaction, so
 * a restore that fails half-way changes nothing.
 */
export async function restorePostgres(backupFile: string, databaseUrl: string): Promise<void> {
  const backup = resolve(backupFile);
  if (!existsSync(backup)) throw new Error(`No backup file at ${backup}`);
  const { url, password } = splitPassword(databaseUrl);
  await runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, backup], password);
}

/** Keeps the newest `keep` files in `dir` whose names start with `prefix`; returns the files it removed. */
export async function pruneBackups(dir: string, keep: number, prefix: string): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be a whole number of at least 1, not ${keep}`);
  const names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && e.name.startsWith(prefix)).map((e) => e.name);
  const files = await Promise.all(names.map(async (name) => ({ path: join(dir, name), name, mtime: (await stat(join(dir, name))).mtimeMs })));
  // Newest first; the name (a timestamp) breaks ties between files written in the same instant.
  files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  const old = files.slice(keep).map((f) => f.path);
  for (const file of old) await unlink(file);
  return old;
}

/** The longest delay a Node timer takes; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SqliteBackupSchedule {
  sqliteFile: string;
  dir: string;
  everyMs: number;
  keep: number;
  log: (line: string) => void;
}

/**
 * Backs up the SQLite database into `dir` every `everyMs` (first one after `everyMs`), keeping the newest `keep`.
 * Failures are logged, never thrown: a failed backup must not take the server down. The timer does not keep the
 * process alive.
 */
export function scheduleSqliteBackups(opts: SqliteBackupSchedule): { stop(): void } {
  if (!(opts.everyMs > 0 && opts.everyMs <= MAX_TIMER_MS)) {
    throw new Error(`The backup interval must be between 1 ms and ${MAX_TIMER_MS} ms, not ${opts.everyMs}`);
  }
  if (!Number.isInteger(opts.keep) || opts.keep < 1) throw new Error(`keep must be a whole number of at least 1, not ${opts.keep}`);
  let running = false;
  const run = async () => {
    if (running) return; // a slow backup is not overtaken by the next one
    running = true;
    try {
      const file = join(opts.dir, backupName('db'));
      await backupSqlite(opts.sqliteFile, file);
      const removed = await pruneBackups(opts.dir, opts.keep, BACKUP_PREFIX);
      opts.log(`backup: wrote ${file}${removed.length ? `, removed ${removed.length} older` : ''}`);
    } catch (err) {
      opts.log(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), opts.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
