/**
 * What the parts of Accounts (../accounts.ts) share: their messages, the user row and its lookup, one-time tokens,
 * the limiter, and the password change that ends sessions. Each part extends AccountPart.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '../../../src/config/auth-paths';
import type { UserRole } from '../../../src/config/constants';
import { API_MESSAGES } from '../../../src/config/messages';
import type { DB } from '../../db';
import { unprocessable } from '../../errors';
import { templates } from '../../mail/templates';
import { hashPassword } from '../password';
import { randomToken, safeEqual, sha256 } from '../secrets';
import { revokeAllSessions } from '../sessions';

export type Purpose = 'verify_email' | 'reset_password' | 'magic_login' | 'two_factor';
export const TTL_MS: Record<Purpose, number> = {
  verify_email: 24 * 3600_000,
  reset_password: 3600_000,
  magic_login: 10 * 60_000,
  two_factor: 5 * 60_000,
};

export const AUTH_MESSAGES = {
  registered: 'Account created. Check your email to confirm your address.',
  roleNotPath: (role: string, pathRole: string) => `The role ${role} does not match the path's role (${pathRole}): sign up on the path of the role you want`,
  forgotSent: 'If an account exists for that email, we sent a link to reset the password.',
  verificationSent: 'If that account is waiting for confirmation, we sent the link again.',
  magicSent: 'If an account exists for that email, we sent a sign-in link. It works once, for 10 minutes.',
  passwordReset: 'Your password was changed. Sign in with the new one.',
  emailVerified: 'Your email address is confirmed. You can sign in now.',
  pendingVerification: API_MESSAGES.pendingVerification,
  linkInvalid: 'This link is not valid.',
  linkUsed: 'This link has already been used. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  emailTaken: 'An account with this email already exists',
  wrongPassword: 'The current password is not right',
  wrongCode: 'That code is not right, or it was already used',
  signedOut: 'Signed out',
  refreshInvalid: 'This refresh token is not valid; sign in again',
  refreshReused: 'This refresh token was already used, so the session was ended everywhere; sign in again',
  adminSignupClosed: 'Admin accounts are created by a super admin or with an invitation',
  twoFactorOn: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  twoFactorOff: 'Two-factor authentication is off.',
  twoFactorNotStarted: 'Start two-factor setup first',
  twoFactorAlreadyOn: 'Two-factor authentication is already on',
  twoFactorNotOn: 'Two-factor authentication is not on',
  captchaUnconfigured: 'Captcha is not configured on this server (set CAPTCHA_VERIFY_URL and CAPTCHA_SECRET)',
  oauthEmailUnverified: 'Confirm your email address with the provider first',
  oauthEmailUnconfirmed: 'The provider did not confirm that this email address is yours, so it cannot sign you in here. Sign in with your email instead.',
} as const;

/** The web app's pages the mail links to. */
export const PAGES = { verifyEmail: AUTH_PATHS.verifyEmail, magicLoginVerify: AUTH_PATHS.magicLoginVerify } as const;

export interface UserRow {
  id: number;
  email: string;
  role: UserRole;
  first_name: string;
  last_name: string;
  photo: string | null;
  status: 0 | 1;
  verify: 0 | 1;
  password_hash: string;
  two_factor_enabled: 0 | 1;
  profile_complete: 0 | 1;
}

const USER_COLUMNS = ['id', 'email', 'role', 'first_name', 'last_name', 'photo', 'status', 'verify', 'password_hash', 'two_factor_enabled', 'profile_complete'] as const;

export function accountState(u: { status: number; verify: number }) {
  if (Number(u.verify) !== 1) return 'pending_verification' as const;
  return Number(u.status) === 1 ? ('active' as const) : ('deactivated' as const);
}

/** The base of each part: the app, the user row lookup, one-time tokens, the limiter and the password change. */
export abstract class AccountPart {
  constructor(protected app: FastifyInstance) {}

  protected get db(): DB {
    return this.app.database.db;
  }

  protected now() {
    return new Date().toISOString();
  }

  /** `db`: an open transaction to read in (default: the database). */
  async userById(id: number, db: DB = this.db): Promise<UserRow | undefined> {
    return (await db.selectFrom('user').select([...USER_COLUMNS]).where('id', '=', id).executeTakeFirst()) as UserRow | undefined;
  }

  async userByEmail(email: string, db: DB = this.db): Promise<UserRow | undefined> {
    return (await db.selectFrom('user').select([...USER_COLUMNS]).where('email', '=', email.trim().toLowerCase()).executeTakeFirst()) as UserRow | undefined;
  }

  // ---------- one-time tokens ----------

  protected async issueOneTime(purpose: Purpose, userId: number, data?: unknown) {
    const selector = randomToken(18);
    const verifier = randomToken(18);
    // One reading of the clock: the link lives exactly its TTL from when it was made.
    const made = Date.now();
    await this.db
      .insertInto('auth_token')
      .values({ purpose, user_id: userId, selector, verifier_hash: sha256(verifier), data: data === undefined ? null : JSON.stringify(data), created_at: new Date(made).toISOString(), expires_at: new Date(made + TTL_MS[purpose]).toISOString() })
      .execute();
    return { selector, verifier };
  }

  /** Spends a one-time token: once, before it expires, with the right verifier. */
  protected async consumeOneTime(purpose: Purpose, selector: string, verifier: string) {
    const row = await this.db.selectFrom('auth_token').selectAll().where('selector', '=', selector).where('purpose', '=', purpose).executeTakeFirst();
    if (!row || !safeEqual(String(row.verifier_hash), sha256(verifier))) throw unprocessable(AUTH_MESSAGES.linkInvalid, { token: 'is not valid' });
    if (row.used_at) throw unprocessable(AUTH_MESSAGES.linkUsed, { token: 'was already used' });
    if (String(row.expires_at) <= this.now()) throw unprocessable(AUTH_MESSAGES.linkExpired, { token: 'has expired' });
    const spent = await this.db.updateTable('auth_token').set({ used_at: this.now() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw unprocessable(AUTH_MESSAGES.linkUsed, { token: 'was already used' });
    return { userId: Number(row.user_id), data: row.data ? JSON.parse(String(row.data)) : null };
  }

  protected splitToken(raw: string): [string, string] {
    const [selector, verifier] = raw.split('.');
    if (!selector || !verifier) throw unprocessable(AUTH_MESSAGES.linkInvalid, { token: 'is not valid' });
    return [selector, verifier];
  }

  // ---------- limits and passwords ----------

  protected limit(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    return this.app.limiter.hit(key, rule);
  }

  /** Sets the password and ends every session but `keepSession` in one transaction (and confirms the address when asked). */
  protected async setPassword(userId: number, password: string, reason: string, keepSession?: number, confirmsAddress = false) {
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('user').set({ password_hash: passwordHash, ...(confirmsAddress ? { verify: 1 } : {}), updated_at: this.now() }).where('id', '=', userId).execute();
      await revokeAllSessions(trx, userId, reason, keepSession);
    });
    const user = await this.userById(userId);
    if (user) await this.app.mailer.send(user.email, templates.passwordChanged(user.first_name));
  }
}
