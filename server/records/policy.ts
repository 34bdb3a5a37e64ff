/**
 * The access-policy language (requirements §A3): for each table and caller kind, which rows it may
 * read/update/delete (a Kysely `where`), whether it may create, and which fields it may write.
 * A missing entry means "not allowed". What a write implies for other rows is no policy's business: see ./hooks.ts.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CallerKind, Ctx } from './context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EB = ExpressionBuilder<any, any>;
export type Where = (eb: EB, ctx: Ctx) => Expression<SqlBool>;
/** `true`: every row; a function: the rows it selects. */
export type Rule = true | Where;
export type Op = 'read' | 'create' | 'update' | 'delete';

export interface Parent {
  /** The referencing field in this table. */
  field: string;
  table: string;
  /** What the caller must be allowed to do to the parent row to write this one. */
  need: 'read' | 'update';
}

export interface TablePolicy {
  /** Set from the token on create for every caller but admins; never writable by them. */
  owner?: string;
  read: Partial<Record<CallerKind, Rule>>;
  create?: Partial<Record<CallerKind, true>>;
  update?: Partial<Record<CallerKind, Rule>>;
  delete?: Partial<Record<CallerKind, Rule>>;
  /** Writable fields per caller; default: every field that is not read-only (nor the owner, for non-admins). */
  write?: Partial<Record<CallerKind, readonly string[]>>;
  /** References that must point at a row the caller may read/update, checked on create and update. */
  parents?: readonly Parent[];
  /**
   * Fields set when a record is created and never changed after, beyond the owner and the parents' fields, which are
   * always fixed (see `fixedFields`): a review stays on the program it was written for, a log on its enrollment.
   */
  fixed?: readonly string[];
  /**
   * Fields every permitted reader sees. Rows other than the caller's own (by `owner`) show only these
   * to non-admins, and non-admins may not filter, order or search on the rest.
   */
  publicFields?: readonly string[];
  /** A last check on a create or update (after validation), e.g. "an athlete reviews only what they bought". */
  check?: (ctx: Ctx, row: Record<string, unknown>, op: 'create' | 'update', id?: number) => Promise<void>;
  /** Turns write-only input into stored columns (e.g. password -> password_hash). */
  transform?: (row: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

/**
 * The fields of a table that never change once a record exists: its owner, every parent reference, and the table's own
 * `fixed` list. One rule for every table and every caller, admins included; the records service applies it to every
 * update (single, by condition, and the admin's simple-REST face), comparing with the stored row: a value equal to the
 * stored one is let through unchanged (a form sends the whole record back), another is refused.
 */
export function fixedFields(policy: TablePolicy): Set<string> {
  return new Set([...(policy.owner ? [policy.owner] : []), ...(policy.parents ?? []).map((p) => p.field), ...(policy.fixed ?? [])]);
}

export const TRUE_SQL = sql<SqlBool>`1 = 1`;
export const FALSE_SQL = sql<SqlBool>`1 = 0`;

export const own =
  (field: string): Where =>
  (eb, ctx) =>
    ctx.caller.userId == null ? FALSE_SQL : eb(field, '=', ctx.caller.userId);

export const eq =
  (field: string, value: string | number | null): Where =>
  (eb) =>
    value === null ? eb(field, 'is', null) : eb(field, '=', value);

export const anyOf =
  (...rules: Where[]): Where =>
  (eb, ctx) =>
    eb.or(rules.map((r) => r(eb, ctx)));

export const allOf =
  (...rules: Where[]): Where =>
  (eb, ctx) =>
    eb.and(rules.map((r) => r(eb, ctx)));

/** Rows whose `field` points at a row of `table` that the caller may `op` (a subquery under that table's policy). */
export const via =
  (field: string, table: string, op: 'read' | 'update' | 'delete', extra?: Where): Where =>
  (eb, ctx) =>
    eb(
      field,
      'in',
      ctx.db
        .selectFrom(table)
        .select(`${table}.id`)
        .where((e: EB) => {
          const base = ruleWhere(table, op, ctx)(e);
          return extra ? e.and([base, extra(e, ctx)]) : base;
        }),
    );

/** Rows of `field` drawn from an arbitrary subquery built on the context. */
export const inQuery =
  (field: string, query: (ctx: Ctx) => Expression<unknown>): Where =>
  (eb, ctx) =>
    eb(field, 'in', query(ctx) as never);

/** The policy of every records table, by name (server/records/policies.ts); handed to the records service. */
export type Policies = Readonly<Record<string, TablePolicy>>;

/** The policy of `table`, an own entry only (a table named by a request is never `constructor` or `__proto__`). */
export function policyIn(policies: Policies, table: string): TablePolicy | undefined {
  return Object.hasOwn(policies, table) ? policies[table] : undefined;
}

/** The rule of a table for an operation and caller, as a where-builder (denied: nothing matches). */
export function ruleWhere(table: string, op: 'read' | 'update' | 'delete', ctx: Ctx): (eb: EB) => Expression<SqlBool> {
  const rule = policyIn(ctx.policies, table)?.[op]?.[ctx.caller.kind];
  if (rule === true) return () => TRUE_SQL;
  if (!rule) return () => FALSE_SQL;
  return (eb) => rule(eb, ctx);
}
