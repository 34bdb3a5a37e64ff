/**
 * Parsing of the records query language (requirements §A2): `filter=field,op,value`, `order=field,dir`,
 * `join=name[.name]`. Every field, op and join is checked against the contract's table metadata;
 * values are converted to the field's type and always bound as parameters.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { TABLES, type FieldMeta, type TableName } from '../../src/generated/tables';
import { badRequest } from '../errors';
import type { Caller } from './context';
import type { EB, TablePolicy } from './policy';

export const FILTER_OPS = ['eq', 'neq', 'lt', 'le', 'gt', 'ge', 'cs', 'sw', 'ew', 'in', 'is'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}
export interface Order {
  field: string;
  dir: 'asc' | 'desc';
}

export function isTable(name: string): name is TableName {
  return Object.prototype.hasOwnProperty.call(TABLES, name);
}

/**
 * The contract's tables with their fields in objects without a prototype: a field named by a request (`constructor`,
 * `__proto__`, `toString`) is looked up as an own key or not at all, wherever the records layer reads `fields[name]`
 * or `name in fields`.
 */
type Meta = { name: string; fields: Record<string, FieldMeta> };
const META = new Map<string, Meta>(
  Object.entries(TABLES).map(([name, t]) => [name, { ...t, fields: Object.assign(Object.create(null) as Record<string, FieldMeta>, t.fields) }]),
);

export function tableMeta(table: string): Meta {
  const meta = META.get(table);
  if (!meta) throw badRequest(`Unknown table: ${table}`);
  return meta;
}

/** The columns of a table: its fields but the computed ones (`x-computed`: filled in after the read, never stored). */
export function storedFields(table: string): Array<[string, FieldMeta]> {
  return Object.entries(tableMeta(table).fields).filter(([, f]) => !f.computed);
}

/**
 * Columns a caller may select, filter and order by: declared, stored, not write-only, public ones (of the table's
 * `policy`) for non-owners.
 * `ownRows`: the use only picks the caller's own rows (`owner,eq,<their id>`), so the owner field is theirs to use.
 */
export function readableField(table: string, policy: TablePolicy | undefined, field: string, caller: Caller, purpose: string, ownRows = false): FieldMeta {
  const meta = tableMeta(table).fields[field];
  if (!meta || meta.writeOnly) throw badRequest(`Unknown field in ${purpose}: ${field}`);
  if (meta.computed) throw badRequest(`${field} of ${table} is worked out for display and cannot be used to ${purpose}`);
  const pub = policy?.publicFields;
  if (pub && caller.kind !== 'admin' && !pub.includes(field) && !(ownRows && field === policy?.owner)) {
    throw badRequest(`You may not ${purpose} ${table} by ${field}`);
  }
  return meta;
}

export function coerce(meta: FieldMeta, field: string, raw: string): unknown {
  if (meta.type === 'integer') {
    if (!/^-?\d{1,15}$/.test(raw)) throw badRequest(`Filter value for ${field} must be an integer, not '${raw}'`);
    return Number(raw);
  }
  if (meta.type === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) throw badRequest(`Filter value for ${field} must be a number, not '${raw}'`);
    return n;
  }
  if (meta.type === 'array' || meta.type === 'object') throw badRequest(`Field ${field} cannot be filtered on`);
  return raw;
}

export function parseFilters(table: string, policy: TablePolicy | undefined, raw: readonly string[] | undefined, caller: Caller): Filter[] {
  return (raw ?? []).map((expr) => {
    const first = expr.indexOf(',');
    const second = first < 0 ? -1 : expr.indexOf(',', first + 1);
    if (first < 0 || second < 0) throw badRequest(`Filter must be field,op,value: ${expr}`);
    const field = expr.slice(0, first);
    const op = expr.slice(first + 1, second) as FilterOp;
    const value = expr.slice(second + 1);
    const ownRows = op === 'eq' && caller.userId != null && value === String(caller.userId);
    const meta = readableField(table, policy, field, caller, 'filter', ownRows);
    if (!FILTER_OPS.includes(op)) throw badRequest(`Unknown filter operator: ${op} (use ${FILTER_OPS.join(' ')})`);
    if (op === 'is') {
      if (value !== 'null') throw badRequest(`Filter operator is takes null, not '${value}'`);
      return { field, op, value: null };
    }
    if (op === 'in') {
      const parts = value.split('|');
      if (parts.length > 100) throw badRequest('Filter operator in takes at most 100 values');
      return { field, op, value: parts.map((p) => coerce(meta, field, p)) };
    }
    if ((op === 'cs' || op === 'sw' || op === 'ew') && meta.type !== 'string') {
      throw badRequest(`Filter operator ${op} works on text fields; ${field} is not one`);
    }
    return { field, op, value: coerce(meta, field, value) };
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** The filters joined with AND (the default), or with OR (a search over several fields). */
export function filterWhere(table: string, filters: Filter[], join: 'and' | 'or' = 'and') {
  return (eb: EB): Expression<SqlBool> => {
    const parts = filters.map((f) => {
      const col = eb.ref(`${table}.${f.field}`);
      switch (f.op) {
        case 'eq': return eb(col, '=', f.value);
        case 'neq': return eb.or([eb(col, '<>', f.value), eb(col, 'is', null)]);
        case 'lt': return eb(col, '<', f.value);
        case 'le': return eb(col, '<=', f.value);
        case 'gt': return eb(col, '>', f.value);
        case 'ge': return eb(col, '>=', f.value);
        case 'in': return eb(col, 'in', f.value as unknown[]);
        case 'is': return eb(col, 'is', null);
        case 'cs':
        case 'sw':
        case 'ew': {
          const v = escapeLike(String(f.value).toLowerCase());
          const pattern = f.op === 'cs' ? `%${v}%` : f.op === 'sw' ? `${v}%` : `%${v}`;
          return sql<SqlBool>`lower(${col}) like ${pattern} escape '\\'`;
        }
      }
    });
    if (!parts.length) return sql<SqlBool>`1 = 1`;
    return join === 'and' ? eb.and(parts) : eb.or(parts);
  };
}

export function parseOrder(table: string, policy: TablePolicy | undefined, raw: readonly string[] | undefined, caller: Caller): Order[] {
  const orders = (raw ?? []).map((expr) => {
    const [field, dir = 'asc'] = expr.split(',');
    readableField(table, policy, field, caller, 'order');
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(`Order direction must be asc or desc, not '${dir}'`);
    return { field, dir } as Order;
  });
  // A unique tiebreaker keeps pages stable.
  if (!orders.some((o) => o.field === 'id')) orders.push({ field: 'id', dir: orders[0]?.dir ?? 'asc' });
  return orders;
}

/** One embedded relation: forward (this row's reference, an object) or reverse (child rows, a list). */
export interface JoinSpec {
  key: string;
  table: string;
  kind: 'forward' | 'reverse';
  /** forward: the field of the parent row; reverse: the child's field that points at the parent. */
  field: string;
  children: JoinSpec[];
}

/** Resolves `join` paths against declared references; unknown or ambiguous ones are 400. */
export function parseJoins(table: string, raw: readonly string[] | undefined): JoinSpec[] {
  const roots: JoinSpec[] = [];
  for (const path of raw ?? []) {
    let level = roots;
    let from = table;
    for (const name of path.split('.')) {
      let spec = level.find((j) => j.key === name);
      if (!spec) {
        spec = resolveJoin(from, name);
        level.push(spec);
      }
      level = spec.children;
      from = spec.table;
    }
  }
  return roots;
}

function resolveJoin(from: string, name: string): JoinSpec {
  const fields = tableMeta(from).fields;
  // A forward reference by its name (`trainer` for trainer_id) ...
  const byName = fields[`${name}_id`];
  if (byName?.references) return { key: name, table: byName.references, kind: 'forward', field: `${name}_id`, children: [] };
  // ... or by the referenced table when exactly one field points there.
  const forward = Object.entries(fields).filter(([, f]) => f.references === name);
  if (forward.length === 1) return { key: name, table: name, kind: 'forward', field: forward[0][0], children: [] };
  if (forward.length > 1) {
    throw badRequest(`Join ${name} on ${from} is ambiguous; use one of: ${forward.map(([f]) => f.replace(/_id$/, '')).join(', ')}`);
  }
  // A child table that references this one.
  if (isTable(name)) {
    const back = Object.entries(tableMeta(name).fields).filter(([, f]) => f.references === from);
    if (back.length === 1) return { key: name, table: name, kind: 'reverse', field: back[0][0], children: [] };
    if (back.length > 1) throw badRequest(`Join ${name} on ${from} is ambiguous`);
  }
  throw badRequest(`Unknown join on ${from}: ${name}`);
}
