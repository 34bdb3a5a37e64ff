/**
 * What a change to an account (the `user` table, through the records API) implies beyond the row: sessions signed out
 * and the platform never left without a super admin (./account-hierarchy.ts). Run in the write's transaction.
 */
import { revokeAllSessions } from '../auth/sessions';
import { assertSuperAdminLeft } from './account-hierarchy';
import type { TableHooks } from './hooks';

export const USER_HOOKS: TableHooks = {
  /** A password set by an admin signs the account out everywhere; a super admin changed leaves one active. */
  async after(ctx, row, op, id, before) {
    if (op !== 'update') return;
    if (typeof row.password === 'string') await revokeAllSessions(ctx.db, id, 'password set by admin');
    if (before?.role === 'super_admin') await assertSuperAdminLeft(ctx.db, ctx.dialect);
  },
  async afterDelete(ctx, deleted) {
    if (deleted.some((u) => u.role === 'super_admin')) await assertSuperAdminLeft(ctx.db, ctx.dialect);
  },
};
