/** Ending sign-in sessions: one function for every path that must sign an account out everywhere. */
import type { DB } from '../db';

/** Ends every open session of a user (their refresh tokens die with them), but `except` (the session that asked). */
export async function revokeAllSessions(db: DB, userId: number, reason: string, except?: number): Promise<void> {
  let q = db.updateTable('user_session').set({ revoked_at: new Date().toISOString(), revoked_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (except) q = q.where('id', '<>', except);
  await q.execute();
}
