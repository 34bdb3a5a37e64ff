import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import { isTemplateSql } from './templates';

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

/** What runs a query: the database or an open transaction, and which dialect it speaks (server/db/templates.ts). */
export type Queryable = Pick<Database, 'db' | 'dialect'>;

// PostgreSQL's count(*) and bigint arrive as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * At most this many statements are named per pool: a connection keeps each one it prepared until it closes, and a
 * caller can make many shapes (filters on other fields, `in` lists of other lengths); past it, templates run unnamed.
 */
const MAX_NAMED_PER_POOL = 300;

/** The pool's connections run the query templates' SQL as named prepared statements (server/db/templates.ts). */
function preparesTemplates(pool: pg.Pool) {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_PER_POOL && isTemplateSql(text)) names.set(text, (name = `sportlink_t${names.size + 1}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' && Array.isArray(rest[0]) ? nameOf(text) : undefined;
      return name ? query({ name, text, values: rest[0] }, ...rest.slice(1)) : query(text, ...rest);
    }) as typeof client.query;
  });
}

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): Database {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    // A client that loses its connection must not crash the process, idle (the pool's 'error') or checked out (its
    // own 'error': the query it was running fails with the error, answered 503); the next query reconnects.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    preparesTemplates(pool);
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
