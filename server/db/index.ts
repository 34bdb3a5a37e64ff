import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type Compilable } from 'kysely';
import type { Config } from '../config';

export type Dialect = 'sqlite' | 'postgres';

// The records API addresses tables by name at run time; rows are checked against the contract's schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DB = Kysely<any>;

export interface Database {
  db: DB;
  dialect: Dialect;
  /** The connections (metrics): open, idle, and queries waiting for one. SQLite has one connection and no queue. */
  pool(): { total: number; idle: number; waiting: number };
  destroy(): Promise<void>;
}

/**
 * A query built and compiled once, run with new parameters: Kysely otherwise builds, freezes and compiles the same
 * tree on every call (the session check of every signed-in request). `parameters` replace the compiled ones in order,
 * so the query is written with placeholders in the same places.
 */
export function prepared<R>(db: DB, query: Compilable<R>): (parameters: readonly unknown[]) => Promise<R[]> {
  const compiled: CompiledQuery<R> = query.compile();
  const count = compiled.parameters.length;
  return async (parameters) => {
    if (parameters.length !== count) throw new Error(`prepared query: ${count} parameters expected, ${parameters.length} given`);
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}

// PostgreSQL's count(*) and bigint arrive as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): Database {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    // A client that loses its connection must not crash the process, idle (the pool's 'error') or checked out (its
    // own 'error': the query it was running fails with the error, answered 503); the next query reconnects.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db: DB = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), destroy: () => db.destroy() };
  }
  if (config.sqliteFile !== ':memory:') mkdirSync(dirname(config.sqliteFile), { recursive: true });
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db: DB = new Kysely({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
  return { db, dialect: 'sqlite', pool: () => ({ total: 1, idle: 1, waiting: 0 }), destroy: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing is a large share of a simple
 * query's cost. The records API issues a small set of distinct SQL strings, so keep them prepared.
 * (better-sqlite3 is synchronous: a statement is never used by two queries at once.)
 */
function cachedStatements(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  const MAX = 1000;
  return {
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= MAX) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
