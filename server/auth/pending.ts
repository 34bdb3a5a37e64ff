/**
 * Pending mode (ADR 018): an account whose profile is not complete may browse, and is refused what needs the profile
 * (an athlete's checkout, a trainer's submission of a program for review) with the message of that action.
 */
import type { DB } from '../db';
import { forbidden } from '../errors';

export async function requireCompleteProfile(db: DB, userId: number | null, message: string): Promise<void> {
  const account = userId == null ? undefined : await db.selectFrom('user').select('profile_complete').where('id', '=', userId).executeTakeFirst();
  if (Number(account?.profile_complete) !== 1) throw forbidden(message);
}
