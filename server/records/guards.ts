/**
 * The access checks of a records operation beyond the rows its rules select: the table's policy, the caller's kind
 * allowed the operation at all, a live account for a write, the one row an update or delete names, and the parents
 * a written row points at.
 */
import { RECORDS } from '../../src/config/constants';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import type { DB } from '../db';
import { badRequest, forbidden, HttpError, notFound, unauthorized, unprocessable } from '../errors';
import type { Caller, Ctx } from './context';
import { policyIn, ruleWhere, type Policies, type TablePolicy } from './policy';
import { tableMeta } from './query';

type Row = Record<string, unknown>;

const OP_WORDS = { read: 'read', create: 'create', update: 'change', delete: 'delete' } as const;

/** The policy of a table a request names (400 for one the contract or the policies do not know). */
export function tablePolicy(policies: Policies, table: string): TablePolicy {
  tableMeta(table);
  const policy = policyIn(policies, table);
  if (!policy) throw badRequest(`Unknown table: ${table}`);
  return policy;
}

/** The refusal of an operation the caller's kind may not do: sign in (anonymous), or not allowed. */
export function denied(caller: Caller, op: keyof typeof OP_WORDS, table: string): HttpError {
  if (caller.kind === 'anonymous') return unauthorized(API_MESSAGES.signInRequired);
  return forbidden(API_MESSAGES.notAllowed(OP_WORDS[op], table));
}

/** Mutations need a live, active account: a deactivated one can read but not act (requirements §6). */
export async function assertActive(db: DB, caller: Caller) {
  if (caller.userId == null) return;
  if (caller.status !== undefined) {
    if (caller.status !== 1) throw forbidden(MESSAGES.accountDeactivated);
    return;
  }
  const user = await db.selectFrom('user').select(['status']).where('id', '=', caller.userId).executeTakeFirst();
  if (!user) throw unauthorized(API_MESSAGES.invalidToken);
  if (Number(user.status) !== 1) throw forbidden(MESSAGES.accountDeactivated);
}

/** The caller may update or delete record `id`: 403 when they only see it, 404 when they do not even see it. */
export async function assertMay(ctx: Ctx, table: string, op: 'update' | 'delete', id: number) {
  if (id > RECORDS.maxId) throw notFound(API_MESSAGES.recordNotFound(table));
  const allowed = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where(ruleWhere(table, op, ctx))
    .executeTakeFirst();
  if (allowed) return;
  const visible = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where(ruleWhere(table, 'read', ctx))
    .executeTakeFirst();
  if (visible) throw forbidden(API_MESSAGES.notAllowed(OP_WORDS[op], table));
  throw notFound(API_MESSAGES.recordNotFound(table));
}

/** Every parent reference written points at a row the caller may read or update, as the policy's `parents` say. */
export async function checkParents(ctx: Ctx, policy: TablePolicy, input: Row) {
  for (const p of policy.parents ?? []) {
    const value = input[p.field];
    if (value == null) continue;
    if (ctx.caller.kind === 'admin') continue;
    const found = await ctx.db
      .selectFrom(p.table)
      .select('id')
      .where('id', '=', Number(value))
      .where(ruleWhere(p.table, p.need, ctx))
      .executeTakeFirst();
    if (!found) {
      const what = p.need === 'update' ? `a ${p.table} of yours` : `an existing ${p.table}`;
      throw unprocessable(`${p.field} must be ${what}`, { [p.field]: `must be ${what}` });
    }
  }
}
