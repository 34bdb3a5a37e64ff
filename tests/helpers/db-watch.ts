/**
 * The whole database's content, to prove a request wrote nothing: every table the database itself lists (so a new
 * table is covered without anyone adding it here), every row by its primary key, every column hashed.
 *
 * Hashing everything before and after each of thousands of requests would be slow, so a look is kept until the
 * database says something may have been written since: on SQLite, `total_changes()` of the server's connection (every
 * row an INSERT, UPDATE or DELETE touched, committed or rolled back) with `data_version` (what other connections, such
 * as a second server instance on the same file, committed); on PostgreSQL, a counter every write statement on this
 * database moves (a trigger on each table, installed by the watch). When the marker has not moved,
 * the content is the same by construction; when it has, the rows are read and hashed again, and the content decides.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../server/db';

/** Parts of the database that legitimately change on any request, each with the reason (never silently). */
export interface Ignored {
  tables?: Record<string, string>;
  /** `table.column` */
  columns?: Record<string, string>;
}

export interface Look {
  /** The change marker the content was read at. */
  marker: string;
  /** One hash for the whole content. */
  hash: string;
  /** Per table: row key → row hash. */
  tables: Map<string, Map<string, string>>;
}

interface TableShape {
  name: string;
  keys: string[];
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64');
/** The write counter's sequence, trigger and function (PostgreSQL). */
const WRITES = 'watch_writes';

export function watchDatabase(database: Database, ignored: Ignored = {}) {
  const db = database.db;
  let shapes: TableShape[] | null = null;
  let last: Look | null = null;
  let rehashes = 0;

  let counting: Promise<void> | null = null;

  /**
   * On PostgreSQL, a counter of this database's writes: every table gets a statement-level trigger that takes the next
   * value of one sequence (a sequence is not transactional: no lock, no wait between writers). The cluster's next
   * transaction id would also move with the other test files' databases, which run at the same time, and every look
   * would read the whole database again.
   */
  async function countWrites(): Promise<void> {
    shapes ??= await tables();
    await sql`create sequence if not exists ${sql.id(WRITES)}`.execute(db);
    await sql`create or replace function ${sql.id(WRITES)}() returns trigger language plpgsql as $$ begin perform nextval(${sql.lit(WRITES)}); return null; end $$`.execute(db);
    for (const t of shapes) {
      await sql`create or replace trigger ${sql.id(WRITES)} after insert or update or delete or truncate on ${sql.id(t.name)} for each statement execute function ${sql.id(WRITES)}()`.execute(db);
    }
  }

  async function marker(): Promise<string> {
    if (database.dialect === 'sqlite') {
      const q = sql<{ m: unknown }>`select total_changes() || '/' || (select data_version from pragma_data_version) as m`;
      return String((await q.execute(db)).rows[0].m);
    }
    await (counting ??= countWrites());
    return String((await sql<{ m: unknown }>`select last_value::text || '/' || is_called::text as m from ${sql.id(WRITES)}`.execute(db)).rows[0].m);
  }

  /** Every table and its primary key, from the database's own catalogue. */
  async function tables(): Promise<TableShape[]> {
    if (database.dialect === 'sqlite') {
      const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
      const out: TableShape[] = [];
      for (const { name } of names.rows) {
        const cols = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name}) order by pk, cid`.execute(db);
        const pk = cols.rows.filter((c) => c.pk > 0).map((c) => c.name);
        out.push({ name, keys: pk.length ? pk : cols.rows.map((c) => c.name) });
      }
      return out;
    }
    const names = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const out: TableShape[] = [];
    for (const { name } of names.rows) {
      const pk = await sql<{ name: string }>`
        select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"${name}"`}::regclass and i.indisprimary order by a.attnum`.execute(db);
      const cols = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(db);
      const keys = pk.rows.map((r) => r.name);
      out.push({ name, keys: keys.length ? keys : cols.rows.map((c) => c.name) });
    }
    return out;
  }

  async function read(at: string): Promise<Look> {
    rehashes += 1;
    shapes ??= await tables();
    const all = new Map<string, Map<string, string>>();
    const parts: string[] = [];
    for (const t of shapes) {
      if (ignored.tables?.[t.name]) continue;
      const skip = Object.keys(ignored.columns ?? {})
        .filter((c) => c.startsWith(`${t.name}.`))
        .map((c) => c.slice(t.name.length + 1));
      let query = db.selectFrom(t.name).selectAll();
      for (const k of t.keys) query = query.orderBy(k);
      const rows = (await query.execute()) as Record<string, unknown>[];
      const byKey = new Map<string, string>();
      for (const row of rows) {
        for (const c of skip) delete row[c];
        byKey.set(JSON.stringify(t.keys.map((k) => row[k])), sha1(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))));
      }
      all.set(t.name, byKey);
      parts.push(`${t.name}:${sha1([...byKey].map(([k, h]) => `${k}=${h}`).join(';'))}`);
    }
    return { marker: at, hash: sha1(parts.join('\n')), tables: all };
  }

  return {
    /** The content now: the last look again when nothing may have been written since. */
    async look(): Promise<Look> {
      const at = await marker();
      if (last && last.marker === at) return last;
      last = await read(at);
      return last;
    },
    /** Which rows differ between two looks, for a failure message ('' when none). */
    diff(before: Look, after: Look): string {
      if (before.hash === after.hash) return '';
      const out: string[] = [];
      for (const [table, rows] of after.tables) {
        const old = before.tables.get(table) ?? new Map<string, string>();
        const added = [...rows.keys()].filter((k) => !old.has(k));
        const removed = [...old.keys()].filter((k) => !rows.has(k));
        const changed = [...rows.keys()].filter((k) => old.has(k) && old.get(k) !== rows.get(k));
        if (added.length || removed.length || changed.length) {
          out.push(`${table}: added ${added.join(' ') || '-'}, removed ${removed.join(' ') || '-'}, changed ${changed.join(' ') || '-'}`);
        }
      }
      return out.join('\n') || 'the set of tables changed';
    },
    /** How many times the content was read in full (the rest were answered from the marker). */
    get rehashes() {
      return rehashes;
    },
  };
}

export type DatabaseWatch = ReturnType<typeof watchDatabase>;
