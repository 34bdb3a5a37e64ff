/**
 * Who may act on whose account: the admin hierarchy, in one place.
 *
 * - An admin acts only on athlete and trainer accounts.
 * - Only a super admin acts on admin and super admin accounts.
 * - Nobody demotes, deactivates or deletes the last active super admin.
 *
 * Judged by the stored row, never by the request body. Every path that writes or deletes a user row uses this: the
 * records API (the user table's policy in ./policies.ts, single and bulk, and the admin's simple-REST face on it) and
 * the admin lambdas (email, password, verification, another account's sessions).
 */
import { sql } from 'kysely';
import type { DB, Dialect } from '../db';
import { conflict, forbidden } from '../errors';
import type { Caller } from './context';
import { TRUE_SQL, type Where } from './policy';

/** The roles an admin (not a super admin) may act on. */
export const ADMIN_MANAGED_ROLES = ['athlete', 'trainer'] as const;

export const HIERARCHY_MESSAGES = {
  superAdminOnly: "Only a super admin may change or remove an admin's or a super admin's account",
  lastSuperAdmin: 'The last active super admin cannot be demoted, deactivated or deleted: make another super admin first',
} as const;

/** Whether the caller may act on an account whose stored role is `role`. */
export function mayManage(caller: Pick<Caller, 'kind' | 'role'>, role: string): boolean {
  if (caller.role === 'super_admin') return true;
  return caller.kind === 'admin' && (ADMIN_MANAGED_ROLES as readonly string[]).includes(role);
}

/** Refuses (403) an admin's action on an account the hierarchy keeps out of their reach. */
export function assertMayManage(caller: Pick<Caller, 'kind' | 'role'>, role: string): void {
  if (!mayManage(caller, role)) throw forbidden(HIERARCHY_MESSAGES.superAdminOnly);
}

/** The user rows an admin-kind caller may update or delete, as SQL on the stored `role` (for policies). */
export const manageableAccounts: Where = (eb, ctx) =>
  ctx.caller.role === 'super_admin' ? TRUE_SQL : eb('role', 'in', [...ADMIN_MANAGED_ROLES]);

/**
 * Checked inside the transaction of any write that may have touched a super admin's row, after the write: at least one
 * active super admin is left, else 409 and the transaction rolls back. On PostgreSQL the check takes a transaction-level
 * advisory lock first, so two transactions that each demote one of the last two super admins run one after the other
 * and the second sees the first's change (SQLite runs write transactions one at a time already).
 */
export async function assertSuperAdminLeft(db: DB, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`.execute(db);
  const row = await db
    .selectFrom('user')
    .select(sql<number>`count(*)`.as('n'))
    .where('role', '=', 'super_admin')
    .where('status', '=', 1)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) < 1) throw conflict(HIERARCHY_MESSAGES.lastSuperAdmin);
}

/** An arbitrary, fixed key for the advisory lock above. */
const SUPER_ADMIN_LOCK = 74_201_119;
