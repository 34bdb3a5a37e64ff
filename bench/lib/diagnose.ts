/**
 * Where a records list request spends its database time: the service's list() run in-process (no HTTP) on
 * a benchmark database, with Kysely's query log capturing the exact SQL it generates and each statement's
 * duration, plus SQLite's EXPLAIN QUERY PLAN for each statement.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from '../../server/db';
import { ANONYMOUS } from '../../server/records/context';
import { POLICIES } from '../../server/records/policies';
import { RecordsService } from '../../server/records/service';
import { HOOKS } from '../../server/records/table-hooks';

export interface StatementProfile {
  kind: 'page' | 'count';
  sql: string;
  parameters: unknown[];
  /** Median over the runs, in ms. */
  medianMs: number;
  plan: string[];
}

export interface ListProfile {
  rows: number;
  runs: number;
  statements: StatementProfile[];
}

export interface ListQuery {
  table: string;
  filter: string[];
  order: string[];
  size: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function profileList(file: string, rows: number, query: ListQuery, runs: number): Promise<ListProfile> {
  const sqlite = new SQLite(file, { readonly: true });
  const seen = new Map<string, { parameters: unknown[]; times: number[] }>();
  const db: DB = new Kysely({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level !== 'query') return;
      const entry = seen.get(event.query.sql) ?? { parameters: [...event.query.parameters], times: [] };
      entry.times.push(event.queryDurationMillis);
      seen.set(event.query.sql, entry);
    },
  });
  try {
    const service = new RecordsService({ db, dialect: 'sqlite', pool: () => ({ total: 1, idle: 1, waiting: 0 }), destroy: () => db.destroy() }, { policies: POLICIES, hooks: HOOKS });
    for (let i = 0; i < runs; i++) {
      await service.list(ANONYMOUS, query.table, { filter: query.filter, order: query.order, size: query.size });
    }
    const statements = [...seen].map(([sql, { parameters, times }]): StatementProfile => {
      const plan = sqlite
        .prepare(`explain query plan ${sql}`)
        .all(...parameters)
        .map((r) => (r as { detail: string }).detail);
      return { kind: /^select count\(/i.test(sql) ? 'count' : 'page', sql, parameters, medianMs: median(times), plan };
    });
    return { rows, runs, statements };
  } finally {
    await db.destroy();
  }
}

/** A one-line explanation of what dominates a list request at this size, read off the plans. */
export function explain(profile: ListProfile, matching: number): string {
  const page = profile.statements.find((s) => s.kind === 'page');
  const count = profile.statements.find((s) => s.kind === 'count');
  if (!page || !count) return 'the list request did not run the expected page and count queries';
  const rows = matching.toLocaleString('en-US');
  const sorts = page.plan.some((p) => p.includes('TEMP B-TREE FOR ORDER BY'));
  const dominant = page.medianMs >= count.medianMs ? page : count;
  const share = `${dominant.medianMs.toFixed(1)} ms of ${(page.medianMs + count.medianMs).toFixed(1)} ms`;
  if (dominant === page) {
    const how = sorts
      ? `no index serves the filter and the order together (${page.plan.join('; ')}), so SQLite fetches all ${rows} matching rows and sorts them to keep ${/limit/i.test(page.sql) ? 'one page' : 'the page'}`
      : `it reads ${page.plan.join('; ')}`;
    return `the page query dominates (${share}): ${how}; count(*) takes ${count.medianMs.toFixed(1)} ms (${count.plan.join('; ')}).`;
  }
  return `count(*) dominates (${share}): it visits all ${rows} matching rows (${count.plan.join('; ')}); the page query takes ${page.medianMs.toFixed(1)} ms (${page.plan.join('; ')}).`;
}
