/**
 * The SQL of a records read: the columns a response may carry, the rows the caller may read (the table's read rule
 * and the request's filters), their order, and the token of a cursor page.
 */
import { badRequest } from '../errors';
import type { Ctx } from './context';
import { ruleWhere, type EB } from './policy';
import { filterWhere, storedFields, tableMeta, type Filter, type Order } from './query';

/** The columns a response may carry: the contract's fields minus write-only ones. */
export function columns(table: string): string[] {
  return storedFields(table)
    .filter(([, f]) => !f.writeOnly)
    .map(([name]) => `${table}.${name}`);
}

export function selectRows(table: string, ctx: Ctx) {
  return ctx.db.selectFrom(table).select(columns(table));
}

/** The rows of `table` the caller may read that match every filter and, when there are any, one of `anyOf`. */
export function readWhere(table: string, ctx: Ctx, filters: Filter[], anyOf: Filter[] = []) {
  const rule = ruleWhere(table, 'read', ctx);
  const f = filterWhere(table, filters);
  const any = filterWhere(table, anyOf, 'or');
  return (eb: EB) => eb.and([rule(eb), f(eb), any(eb)]);
}

/**
 * Empty values sort as "smallest" on both databases (first ascending, last descending), as SQLite does; PostgreSQL
 * would put them first on a descending sort (unrated programs above the top rated). Only nullable fields get the
 * explicit NULLS clause, so sorts on required fields keep using their indexes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function orderBy<Q extends { orderBy: (...a: any[]) => Q }>(query: Q, table: string, orders: Order[]): Q {
  const fields = tableMeta(table).fields;
  for (const o of orders) {
    const column = `${table}.${o.field}`;
    if (!fields[o.field]?.nullable) query = query.orderBy(column, o.dir);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    else query = query.orderBy(column, (ob: any) => (o.dir === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
  }
  return query;
}

export function encodeCursor(value: unknown, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

export function decodeCursor(cursor: string): [unknown, number] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isInteger(parsed[1]) && ['string', 'number'].includes(typeof parsed[0])) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor');
}
