import type { UserRole } from '../../src/config/constants';
import type { DB, Dialect } from '../db';
import type { Notice } from '../notifications/notifier';
import type { Policies } from './policy';
import { DEFAULT_REFUND_WINDOW_DAYS } from '../../src/config/payments';

/** Who is calling, as the policies see it. admin and super_admin are both `admin` kind. */
export type CallerKind = 'anonymous' | 'athlete' | 'trainer' | 'admin';

export interface Caller {
  kind: CallerKind;
  userId: number | null;
  role: UserRole | null;
  /** The sign-in session the token belongs to. */
  sessionId?: number | null;
  /** The account's status (1 active, 0 deactivated), read with the session. */
  status?: number;
}

export const ANONYMOUS: Caller = { kind: 'anonymous', userId: null, role: null };

export function callerOf(userId: number, role: UserRole, extra: Pick<Caller, 'sessionId' | 'status'> = {}): Caller {
  const kind: CallerKind = role === 'admin' || role === 'super_admin' ? 'admin' : role;
  return { kind, userId, role, ...extra };
}

/** What a policy rule sees: the caller and the database (or the open transaction) to build subqueries on. */
export interface Ctx {
  caller: Caller;
  db: DB;
  /** Which database the rules run on (a rule that needs a lock takes it the database's way). */
  dialect: Dialect;
  settings: PolicySettings;
  /** Every table's policy: a rule may look through another table's (`via`). */
  policies: Policies;
  /** Records notifications in the write's transaction; they are delivered once it committed. */
  notify: (notices: readonly Notice[]) => Promise<void>;
}

/** Configuration the policies read (from server/config.ts, through the RecordsService). */
export interface PolicySettings {
  /** How long after a purchase a refund may be requested. */
  refundWindowDays: number;
}

export const DEFAULT_POLICY_SETTINGS: PolicySettings = { refundWindowDays: DEFAULT_REFUND_WINDOW_DAYS };
