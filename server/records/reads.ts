/**
 * The records reads (list, all, one, many, cursor pages, autocomplete, export) of one table by one caller whose kind
 * its policy lets read it (the records service checked that): the request's filters, orders and joins parsed against
 * the table's metadata and policy, then run and finished (./read-query.ts, ./read-rows.ts).
 */
import { sql } from 'kysely';
import { RECORDS } from '../../src/config/constants';
import { API_MESSAGES } from '../../src/config/messages';
import { csvFile } from '../../src/domain/csv';
import { TEMPLATES } from '../db/templates';
import { badRequest, notFound } from '../errors';
import type { Ctx } from './context';
import type { EB, TablePolicy } from './policy';
import { parseFilters, parseJoins, parseOrder, readableField, tableMeta, type Filter, type JoinSpec, type Order } from './query';
import { decodeCursor, encodeCursor, orderBy, readWhere, selectRows } from './read-query';
import { finish, pick } from './read-rows';

type Row = Record<string, unknown>;

export interface ListQuery {
  filter?: readonly string[];
  /** Filters of which at least one must match (ANDed with `filter`): a search over several fields. */
  anyOf?: readonly string[];
  /** Rows to skip; default (page - 1) * size. */
  offset?: number;
  order?: readonly string[];
  join?: readonly string[];
  page?: number;
  size?: number;
}

export interface ListResult {
  list: Row[];
  total: number;
  total_exact: boolean;
  page: number;
  limit: number;
  num_pages: number;
  joins: JoinSpec[];
}

/** A read of one table by one caller: the table's policy (which lets them read it) and the context its rules see. */
export interface ReadScope {
  table: string;
  policy: TablePolicy;
  ctx: Ctx;
}

/** A list query checked (every filter, order and join known and readable by the caller), not run. */
export function parseList({ table, policy, ctx }: ReadScope, q: ListQuery) {
  const filters = parseFilters(table, policy, q.filter, ctx.caller);
  const anyOf = parseFilters(table, policy, q.anyOf, ctx.caller);
  const orders = parseOrder(table, policy, q.order, ctx.caller);
  const joins = parseJoins(table, q.join);
  const size = Math.min(q.size ?? RECORDS.defaultSize, RECORDS.maxSize);
  const page = q.page ?? 1;
  return { filters, anyOf, orders, joins, size, page };
}

/**
 * A read's template (server/db/templates.ts): its shape (the caller's kind and role, whether they are signed in, each
 * filter's field, operator and number of values) and its values (the caller's id, then each filter's values in order).
 * The read rules depend on nothing else of the caller (server/records/policies.ts).
 */
function readTemplate(ctx: Ctx, groups: readonly Filter[][]): { shape: string; values: unknown[] } {
  const { caller } = ctx;
  const filters = groups.map((g) => g.map((f) => `${f.field}:${f.op}:${Array.isArray(f.value) ? f.value.length : ''}`).join(',')).join('/');
  const values: unknown[] = [caller.userId];
  for (const g of groups) for (const f of g) if (f.op !== 'is') values.push(...(Array.isArray(f.value) ? f.value : [f.value]));
  return { shape: `${caller.kind}|${caller.role}|${caller.userId == null}|${filters}`, values };
}

/** What a template's build works on: the context and filters with `values` (or their stand-ins) in their places. */
function boundRead(ctx: Ctx, groups: readonly Filter[][], values: readonly unknown[]) {
  let i = 0;
  const next = () => values[i++];
  const bound: Ctx = { ...ctx, caller: { ...ctx.caller, userId: next() as number | null } };
  const filters = groups.map((g) => g.map((f) => (f.op === 'is' ? f : { ...f, value: Array.isArray(f.value) ? f.value.map(next) : next() })));
  return { ctx: bound, filters: filters as [Filter[], Filter[]], rest: values.slice(i) };
}

export async function list(scope: ReadScope, q: ListQuery): Promise<ListResult> {
  const { table, policy, ctx } = scope;
  const { filters, anyOf, orders, joins, size, page } = parseList(scope, q);
  const offset = q.offset ?? (page - 1) * size;
  // Both queries are compiled once per shape (server/db/templates.ts): the caller, which filters, the order.
  const read = readTemplate(ctx, [filters, anyOf]);
  const orderShape = orders.map((o) => `${o.field} ${o.dir}`).join(',');
  const rows = await TEMPLATES.rows(ctx.db, ctx.dialect, `list|${table}|${read.shape}|${orderShape}`, [...read.values, size, offset], (values) => {
    const bound = boundRead(ctx, [filters, anyOf], values);
    const [limit, skip] = bound.rest as [number, number];
    return orderBy(selectRows(table, bound.ctx).where(readWhere(table, bound.ctx, ...bound.filters)), table, orders)
      .limit(limit)
      .offset(skip);
  });
  // Count at most countCap + 1 matches: exact below the cap, a lower bound above it, and the cost
  // of a list stays flat however large the table grows (docs/performance.md).
  const [counted] = await TEMPLATES.rows(ctx.db, ctx.dialect, `count|${table}|${read.shape}`, [...read.values, RECORDS.countCap + 1], (values) => {
    const bound = boundRead(ctx, [filters, anyOf], values);
    const [cap] = bound.rest as [number];
    const { db } = bound.ctx;
    return db
      .selectFrom(db.selectFrom(table).select(sql`1`.as('one')).where(readWhere(table, bound.ctx, ...bound.filters)).limit(cap).as('matches'))
      .select(sql<number>`count(*)`.as('n'));
  });
  const n = Number(counted?.n ?? 0);
  const exact = n <= RECORDS.countCap;
  const total = exact ? n : RECORDS.countCap;
  const rowsOut = await finish(ctx, table, policy, rows as Row[], joins);
  return { list: rowsOut, total, total_exact: exact, page, limit: size, num_pages: Math.ceil(total / size), joins };
}

export async function getAll({ table, policy, ctx }: ReadScope, q: Omit<ListQuery, 'page' | 'size'>, max: number = RECORDS.maxGetAll) {
  const filters = parseFilters(table, policy, q.filter, ctx.caller);
  const orders = parseOrder(table, policy, q.order, ctx.caller);
  const joins = parseJoins(table, q.join);
  const rows = await orderBy(selectRows(table, ctx).where(readWhere(table, ctx, filters)), table, orders)
    .limit(max)
    .execute();
  const found = await finish(ctx, table, policy, rows as Row[], joins);
  return { list: found, total: found.length, total_exact: true, page: 1, limit: max, num_pages: found.length ? 1 : 0, joins };
}

export async function get({ table, policy, ctx }: ReadScope, id: number, join?: readonly string[]) {
  const joins = parseJoins(table, join);
  if (id > RECORDS.maxId) throw notFound(API_MESSAGES.recordNotFound(table));
  // Compiled once per table and caller (server/db/templates.ts): the read rule's SQL depends on nothing else.
  const read = readTemplate(ctx, []);
  const [row] = await TEMPLATES.rows(ctx.db, ctx.dialect, `get|${table}|${read.shape}`, [...read.values, id], (values) => {
    const bound = boundRead(ctx, [], values);
    return selectRows(table, bound.ctx).where(readWhere(table, bound.ctx, [])).where(`${table}.id`, '=', bound.rest[0]);
  });
  if (!row) throw notFound(API_MESSAGES.recordNotFound(table));
  const [model] = await finish(ctx, table, policy, [row as Row], joins);
  return { model, joins };
}

export async function getMany({ table, policy, ctx }: ReadScope, ids: number[], join?: readonly string[]) {
  if (ids.length > RECORDS.maxIds) throw badRequest(`At most ${RECORDS.maxIds} ids at once`);
  const joins = parseJoins(table, join);
  const rows = (await selectRows(table, ctx)
    .where(readWhere(table, ctx, []))
    .where(`${table}.id`, 'in', [0, ...ids.filter((id) => id <= RECORDS.maxId)])
    .execute()) as Row[];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const ordered = [...new Set(ids)].map((id) => byId.get(id)).filter((r): r is Row => !!r);
  const found = await finish(ctx, table, policy, ordered, joins);
  return { list: found, total: found.length, total_exact: true, page: 1, limit: ids.length, num_pages: found.length ? 1 : 0, joins };
}

export async function cursor(
  { table, policy, ctx }: ReadScope,
  q: { cursor?: string | null; size?: number; order?: string; filter?: readonly string[]; join?: readonly string[] },
) {
  const filters = parseFilters(table, policy, q.filter, ctx.caller);
  const [field, dirRaw = 'asc'] = (q.order ?? 'id,asc').split(',');
  const meta = readableField(table, policy, field, ctx.caller, 'order');
  if (meta.nullable) throw badRequest(`Cursor pages need a field without empty values; ${field} can be empty`);
  const dir = dirRaw === 'desc' ? 'desc' : 'asc';
  const size = Math.min(q.size ?? RECORDS.paginateSize, RECORDS.maxSize);
  const joins = parseJoins(table, q.join);
  let query = selectRows(table, ctx).where(readWhere(table, ctx, filters));
  if (q.cursor) {
    const [value, lastId] = decodeCursor(q.cursor);
    const cmp = dir === 'asc' ? '>' : '<';
    query = query.where((eb: EB) =>
      field === 'id'
        ? eb(`${table}.id`, cmp, lastId)
        : eb.or([eb(`${table}.${field}`, cmp, value), eb.and([eb(`${table}.${field}`, '=', value), eb(`${table}.id`, cmp, lastId)])]),
    );
  }
  const orders: Order[] = field === 'id' ? [{ field, dir }] : [{ field, dir }, { field: 'id', dir }];
  const rows = (await orderBy(query, table, orders).limit(size + 1).execute()) as Row[];
  const hasMore = rows.length > size;
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  const found = await finish(ctx, table, policy, page, joins);
  return {
    list: found,
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor(last[field], Number(last.id)) : null,
    limit: size,
    joins,
  };
}

export async function autocomplete({ table, policy, ctx }: ReadScope, q: { field: string; q: string; size?: number; filter?: readonly string[] }) {
  const meta = readableField(table, policy, q.field, ctx.caller, 'search');
  if (meta.type !== 'string') throw badRequest(`Autocomplete works on text fields; ${q.field} is not one`);
  const size = Math.min(q.size ?? 10, 50);
  const filters = parseFilters(table, policy, q.filter, ctx.caller);
  const needle = q.q.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c);
  const run = (pattern: string, exclude: number[]) => {
    let query = ctx.db
      .selectFrom(table)
      .select([`${table}.id as id`, `${table}.${q.field} as value`])
      .where(readWhere(table, ctx, filters))
      .where(sql<boolean>`lower(${sql.ref(`${table}.${q.field}`)}) like ${pattern} escape '\\'`);
    if (exclude.length) query = query.where(`${table}.id`, 'not in', exclude);
    return query.orderBy(`${table}.${q.field}`).orderBy(`${table}.id`).limit(size).execute() as Promise<Array<{ id: number; value: string }>>;
  };
  const starts = await run(`${needle}%`, []);
  const more = starts.length < size ? await run(`%${needle}%`, starts.map((r) => r.id)) : [];
  return [...starts, ...more].slice(0, size).map((r) => ({ id: Number(r.id), value: String(r.value ?? '') }));
}

export async function exportRows(scope: ReadScope, q: { format?: 'csv' | 'json'; filter?: readonly string[]; order?: readonly string[] }) {
  const { list: rows } = await getAll(scope, { filter: q.filter, order: q.order }, RECORDS.maxExport);
  const columns = Object.entries(tableMeta(scope.table).fields)
    .filter(([, f]) => !f.writeOnly)
    .map(([name]) => name);
  if ((q.format ?? 'csv') === 'json') {
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(rows.map((r) => pick(r, columns))), ext: 'json' };
  }
  return { contentType: 'text/csv; charset=utf-8', body: csvFile(columns, rows.map((r) => columns.map((c) => r[c]))), ext: 'csv' };
}
