/**
 * Accounts and sessions: sign-in (password, magic link, two-factor), rotating refresh tokens,
 * one-time tokens, password and email changes. The lambda handlers are thin wrappers over this.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_PATHS } from '../../src/config/auth-paths';
import { PATH_ROLE_OF, type UserRole } from '../../src/config/constants';
import { API_MESSAGES, MESSAGES, PROFILE_MESSAGES } from '../../src/config/messages';
import {
  ATHLETE_PROFILE_FIELDS,
  athleteProfileValues,
  checkAthleteProfile,
  checkProfileNames,
  checkTrainerProfile,
  profileNameValues,
  TRAINER_PROFILE_FIELDS,
  trainerProfileValues,
  type AthleteProfileInput,
  type NameInput,
  type TrainerProfileInput,
} from '../../src/domain/profile-completion';
import { sitePath } from '../../src/domain/url-policy';
import type { DB } from '../db';
import { badRequest, conflict, forbidden, fromDatabaseError, notFound, unauthorized, unprocessable } from '../errors';
import { templates } from '../mail/templates';
import { assertMayManage } from '../records/account-hierarchy';
import type { Caller } from '../records/context';
import { LIMITS } from './limiter';
import { dummyHash, hashPassword, noPasswordHash, verifyPassword } from './password';
import { checkNewPassword } from './password-policy';
import { randomToken, safeEqual, sealer, sha256 } from './secrets';
import { revokeAllSessions } from './sessions';
import { checkTotp, newTotpSecret, totpSetup } from './totp';

type Purpose = 'verify_email' | 'reset_password' | 'magic_login' | 'two_factor';
const TTL_MS: Record<Purpose, number> = {
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
const PAGES = { verifyEmail: AUTH_PATHS.verifyEmail, magicLoginVerify: AUTH_PATHS.magicLoginVerify } as const;

/** The sign-in, forgot-password and reset pages of an account's role. */
function accountPages(role: UserRole) {
  if (role === 'admin' || role === 'super_admin') return { login: AUTH_PATHS.adminLogin, forgot: AUTH_PATHS.adminForgot, reset: AUTH_PATHS.adminReset };
  if (role === 'trainer') return { login: `${AUTH_PATHS.login}?role=trainer`, forgot: AUTH_PATHS.trainerForgotPassword, reset: AUTH_PATHS.trainerChangePassword };
  return { login: AUTH_PATHS.login, forgot: AUTH_PATHS.forgotPassword, reset: AUTH_PATHS.changePassword };
}

/** The role signed into from a path role (spec §6). */
const ROLES_FOR_PATH: Record<string, UserRole[]> = { admin: ['admin', 'super_admin'], trainer: ['trainer'], member: ['athlete'] };

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

export class Accounts {
  private sealed: ReturnType<typeof sealer>;
  constructor(private app: FastifyInstance) {
    this.sealed = sealer(app.config.jwtSecret);
  }

  private get db(): DB {
    return this.app.database.db;
  }

  private now() {
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

  private async issueOneTime(purpose: Purpose, userId: number, data?: unknown) {
    const selector = randomToken(18);
    const verifier = randomToken(18);
    await this.db
      .insertInto('auth_token')
      .values({ purpose, user_id: userId, selector, verifier_hash: sha256(verifier), data: data === undefined ? null : JSON.stringify(data), created_at: this.now(), expires_at: new Date(Date.now() + TTL_MS[purpose]).toISOString() })
      .execute();
    return { selector, verifier };
  }

  /** Spends a one-time token: once, before it expires, with the right verifier. */
  private async consumeOneTime(purpose: Purpose, selector: string, verifier: string) {
    const row = await this.db.selectFrom('auth_token').selectAll().where('selector', '=', selector).where('purpose', '=', purpose).executeTakeFirst();
    if (!row || !safeEqual(String(row.verifier_hash), sha256(verifier))) throw unprocessable(AUTH_MESSAGES.linkInvalid, { token: 'is not valid' });
    if (row.used_at) throw unprocessable(AUTH_MESSAGES.linkUsed, { token: 'was already used' });
    if (String(row.expires_at) <= this.now()) throw unprocessable(AUTH_MESSAGES.linkExpired, { token: 'has expired' });
    const spent = await this.db.updateTable('auth_token').set({ used_at: this.now() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw unprocessable(AUTH_MESSAGES.linkUsed, { token: 'was already used' });
    return { userId: Number(row.user_id), data: row.data ? JSON.parse(String(row.data)) : null };
  }

  private splitToken(raw: string): [string, string] {
    const [selector, verifier] = raw.split('.');
    if (!selector || !verifier) throw unprocessable(AUTH_MESSAGES.linkInvalid, { token: 'is not valid' });
    return [selector, verifier];
  }

  // ---------- sessions ----------

  /** Opens a sign-in session and answers the login payload (with a refresh token when remembered). */
  async startSession(user: UserRow, request: FastifyRequest, remember: boolean, method: string) {
    const now = this.now();
    const session = await this.db
      .insertInto('user_session')
      .values({ user_id: user.id, device: String(request.headers['user-agent'] ?? 'unknown').slice(0, 300), ip: request.ip, method, remember_me: remember ? 1 : 0, created_at: now, last_used_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refresh = remember ? await this.newRefreshToken(Number(session.id)) : undefined;
    return this.payload(user, Number(session.id), refresh, remember);
  }

  private async newRefreshToken(sessionId: number) {
    const token = randomToken(32);
    const expires = new Date(Date.now() + this.app.config.refreshTokenTtlDays * 86_400_000).toISOString();
    await this.db.insertInto('refresh_token').values({ session_id: sessionId, token_hash: sha256(token), created_at: this.now(), expires_at: expires }).execute();
    return token;
  }

  private payload(user: UserRow, sessionId: number, refreshToken: string | undefined, remember: boolean) {
    const { token, expireAt } = this.app.issueToken({ uid: user.id, role: user.role, sid: sessionId });
    return {
      error: false as const,
      user_id: user.id,
      token,
      role: user.role,
      first_name: user.first_name,
      last_name: user.last_name,
      photo: user.photo ?? null,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      remember_me: remember,
      expire_at: expireAt.toISOString(),
    };
  }

  /** Rotates a refresh token: each works once; presenting a spent one ends its whole session (family). */
  async refresh(raw: string) {
    const row = await this.db
      .selectFrom('refresh_token as t')
      .innerJoin('user_session as s', 's.id', 't.session_id')
      .select(['t.id as id', 't.used_at as used_at', 't.expires_at as expires_at', 's.id as session_id', 's.user_id as user_id', 's.revoked_at as revoked_at'])
      .where('t.token_hash', '=', sha256(raw))
      .executeTakeFirst();
    if (!row || row.revoked_at || String(row.expires_at) <= this.now()) throw unauthorized(AUTH_MESSAGES.refreshInvalid);
    const spent = await this.db.updateTable('refresh_token').set({ used_at: this.now() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (row.used_at || Number(spent.numUpdatedRows) !== 1) {
      await this.revokeSession(Number(row.session_id), 'refresh token reuse');
      throw unauthorized(AUTH_MESSAGES.refreshReused);
    }
    const user = await this.userById(Number(row.user_id));
    if (!user || accountState(user) === 'pending_verification') throw unauthorized(AUTH_MESSAGES.refreshInvalid);
    await this.db.updateTable('user_session').set({ last_used_at: this.now() }).where('id', '=', row.session_id).execute();
    const next = await this.newRefreshToken(Number(row.session_id));
    return this.payload(user, Number(row.session_id), next, true);
  }

  async revokeSession(sessionId: number, reason: string) {
    await this.db.updateTable('user_session').set({ revoked_at: this.now(), revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  async logout(caller: Caller, refreshToken?: string) {
    if (caller.sessionId) await this.revokeSession(caller.sessionId, 'signed out');
    if (refreshToken) {
      const row = await this.db.selectFrom('refresh_token').select('session_id').where('token_hash', '=', sha256(refreshToken)).executeTakeFirst();
      if (row) {
        const session = await this.db.selectFrom('user_session').select('user_id').where('id', '=', row.session_id).executeTakeFirst();
        if (session && Number(session.user_id) === caller.userId) await this.revokeSession(Number(row.session_id), 'signed out');
      }
    }
  }

  // ---------- sign-in ----------

  private limit(key: string, rule: { limit: number; windowMs: number }) {
    this.app.limiter.hit(key, rule);
  }

  async passwordLogin(request: FastifyRequest, pathRole: string, email: string, password: string, remember: boolean) {
    const normalized = email.trim().toLowerCase();
    this.limit(`ip:${request.ip}`, LIMITS.perIp);
    const failKey = `fail:${normalized}:${request.ip}`;
    this.app.limiter.check(failKey, LIMITS.failuresPerAccountAndIp);
    const user = await this.userByEmail(normalized);
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) {
      this.app.limiter.hit(failKey, LIMITS.failuresPerAccountAndIp);
      throw unauthorized(API_MESSAGES.invalidCredentials);
    }
    this.app.limiter.reset(failKey);
    return this.afterFirstFactor(request, user, pathRole, remember, 'password');
  }

  /** Role and account-state checks, then either a session or the two-factor challenge. */
  async afterFirstFactor(request: FastifyRequest, user: UserRow, pathRole: string, remember: boolean, method: string) {
    if (!ROLES_FOR_PATH[pathRole]?.includes(user.role)) throw forbidden(`This account cannot sign in as ${pathRole}`);
    if (accountState(user) === 'pending_verification') throw forbidden(AUTH_MESSAGES.pendingVerification);
    if (Number(user.two_factor_enabled) === 1) {
      const { selector, verifier } = await this.issueOneTime('two_factor', user.id, { remember, method });
      return {
        error: false as const,
        two_factor_required: true as const,
        two_factor_token: `${selector}.${verifier}`,
        expire_at: new Date(Date.now() + TTL_MS.two_factor).toISOString(),
      };
    }
    return this.startSession(user, request, remember, method);
  }

  async twoFactorAuthorize(raw: string) {
    const [selector, verifier] = this.splitToken(raw);
    const row = await this.db.selectFrom('auth_token').select(['verifier_hash', 'used_at', 'expires_at']).where('selector', '=', selector).where('purpose', '=', 'two_factor').executeTakeFirst();
    if (!row || row.used_at || String(row.expires_at) <= this.now() || !safeEqual(String(row.verifier_hash), sha256(verifier))) {
      throw unauthorized('This sign-in attempt has expired; sign in again');
    }
    return { error: false as const, valid: true, expire_at: String(row.expires_at) };
  }

  /** The second step: a TOTP code (once per time step) or an unused recovery code. */
  async twoFactorLogin(request: FastifyRequest, raw: string, code: string) {
    this.limit(`ip:${request.ip}`, LIMITS.perIp);
    const [selector, verifier] = this.splitToken(raw);
    this.app.limiter.check(`2fa:${selector}`, LIMITS.twoFactorPerChallenge);
    const row = await this.db.selectFrom('auth_token').selectAll().where('selector', '=', selector).where('purpose', '=', 'two_factor').executeTakeFirst();
    if (!row || row.used_at || String(row.expires_at) <= this.now() || !safeEqual(String(row.verifier_hash), sha256(verifier))) {
      throw unauthorized('This sign-in attempt has expired; sign in again');
    }
    const userId = Number(row.user_id);
    if (!(await this.acceptSecondFactor(userId, code))) {
      this.app.limiter.hit(`2fa:${selector}`, LIMITS.twoFactorPerChallenge);
      throw unauthorized(AUTH_MESSAGES.wrongCode);
    }
    await this.db.updateTable('auth_token').set({ used_at: this.now() }).where('id', '=', row.id).execute();
    const user = (await this.userById(userId))!;
    const data = row.data ? JSON.parse(String(row.data)) : {};
    return this.startSession(user, request, Boolean(data.remember), `${data.method ?? 'password'}+totp`);
  }

  private async acceptSecondFactor(userId: number, code: string): Promise<boolean> {
    const tf = await this.db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!tf?.secret) return false;
    const clean = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(clean)) {
      const step = await checkTotp(this.sealed.open(String(tf.secret)), clean, Number(tf.last_step));
      if (step === null) return false;
      // Spend the step atomically: a concurrent use of the same code loses.
      const res = await this.db.updateTable('two_factor').set({ last_step: step, updated_at: this.now() }).where('id', '=', tf.id).where('last_step', '<', step).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    }
    const hash = sha256(clean.toLowerCase().replace(/-/g, ''));
    const res = await this.db.updateTable('recovery_code').set({ used_at: this.now() }).where('user_id', '=', userId).where('code_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---------- sign-up, verification, reset, magic link ----------

  /**
   * Sign-up. Anyone but a super admin adding an admin gets the same answer whether or not the address already has an
   * account, after the same work (the password is hashed either way, and one mail goes out): a new account is mailed
   * its confirmation link, an existing one's owner is told someone tried (sendSignUpAttempt).
   */
  async register(request: FastifyRequest, pathRole: string, body: { email: string; password: string; role?: string; first_name?: string; last_name?: string; invitation_token?: string }, caller: Caller) {
    // The body's role (spec: register takes email, password, role) names the path's, or is left out.
    if (body.role !== undefined && (body.role === 'member' ? 'member' : PATH_ROLE_OF[body.role as UserRole]) !== pathRole) {
      throw badRequest(AUTH_MESSAGES.roleNotPath(body.role, pathRole));
    }
    let role: UserRole;
    if (pathRole === 'member') role = 'athlete';
    else if (pathRole === 'trainer') role = 'trainer';
    else {
      const invited = this.app.config.adminSignupToken && body.invitation_token && safeEqual(body.invitation_token, this.app.config.adminSignupToken);
      // A super admin adding an admin acts: a deactivated one may not (spec §6).
      if (!invited && (caller.role !== 'super_admin' || caller.status !== 1)) throw forbidden(AUTH_MESSAGES.adminSignupClosed);
      role = 'admin';
    }
    checkNewPassword(body.password);
    // Athletes and trainers may leave their names for profile completion; an admin has no profile to complete.
    if (role === 'admin') {
      const missing = checkProfileNames(body, {});
      if (Object.keys(missing).length) throw unprocessable(PROFILE_MESSAGES.checkFields(Object.values(missing)), missing);
    }
    const names = { first_name: body.first_name?.trim() ?? '', last_name: body.last_name?.trim() ?? '' };
    const email = body.email.trim().toLowerCase();
    // Each sign-up mails the address (a confirmation, or the owner's notice): limited like the other mail-sending calls.
    this.limit(`mail:${email}:${request.ip}`, LIMITS.mailPerAccountAndIp);
    // A super admin adding an admin may be told that the address is taken: admins see every account anyway.
    const byAdmin = role === 'admin' && caller.role === 'super_admin' && caller.status === 1;
    const passwordHash = await hashPassword(body.password);
    const taken = async (owner: UserRow) => {
      if (byAdmin) throw conflict(AUTH_MESSAGES.emailTaken);
      await this.sendSignUpAttempt(owner);
      return { error: false as const, message: AUTH_MESSAGES.registered };
    };
    const existing = await this.userByEmail(email);
    if (existing) return taken(existing);
    const now = this.now();
    let userId: number;
    try {
      const inserted = await this.db
        .insertInto('user')
        .values({ email, password_hash: passwordHash, role, ...names, photo: null, status: 1, verify: 0, profile_complete: role === 'admin' ? 1 : 0, two_factor_enabled: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = Number(inserted.id);
    } catch (err) {
      // The same address signed up at the same moment: the unique email decides, and this one is the existing kind.
      const raced = fromDatabaseError(err)?.statusCode === 409 ? await this.userByEmail(email) : undefined;
      if (!raced) throw err;
      return taken(raced);
    }
    await this.sendVerification(userId, names.first_name, email);
    // A public sign-up gets no id: the new account's would tell that the address had none (the answer to a taken address
    // has nothing to give). Only a super admin adding an admin is told the id (and that an address is taken).
    return { error: false as const, message: AUTH_MESSAGES.registered, ...(byAdmin ? { user_id: userId } : {}) };
  }

  /**
   * Someone signed up with the address of an existing account: its owner hears of it, with the ways in. An account
   * still waiting for confirmation may have been made by someone else, with a password the owner does not know: its
   * mail carries a reset link, which proves the mailbox, sets the owner's own password, confirms the address and ends
   * every session (reset). Its name came with that sign-up, so the mail does not repeat it.
   */
  private async sendSignUpAttempt(user: UserRow) {
    const pages = accountPages(user.role);
    const signIn = `${this.app.config.appUrl}${pages.login}`;
    if (accountState(user) === 'pending_verification') {
      const reset = await this.resetLink(user);
      await this.app.mailer.send(user.email, templates.signUpAttempt(null, { signIn, reset: reset.url, pending: true }));
    } else {
      await this.app.mailer.send(user.email, templates.signUpAttempt(user.first_name, { signIn, reset: `${this.app.config.appUrl}${pages.forgot}`, pending: false }));
    }
  }

  private async sendVerification(userId: number, name: string, email: string) {
    const { selector, verifier } = await this.issueOneTime('verify_email', userId);
    const url = `${this.app.config.appUrl}${PAGES.verifyEmail}?token=${selector}.${verifier}`;
    await this.app.mailer.send(email, templates.verifyEmail(name, url));
  }

  async resendVerification(request: FastifyRequest, email: string) {
    this.limit(`ip:${request.ip}`, LIMITS.perIp);
    this.limit(`mail:${email.toLowerCase()}:${request.ip}`, LIMITS.mailPerAccountAndIp);
    const user = await this.userByEmail(email);
    if (user && Number(user.verify) !== 1) await this.sendVerification(user.id, user.first_name, user.email);
    return { error: false as const, message: AUTH_MESSAGES.verificationSent };
  }

  /**
   * The confirmation link mailed at sign-up confirms the address for the password chosen then: that is its purpose, so
   * the password stays. (Its mail tells whoever did not sign up not to confirm; an owner who never signed up gets in by
   * a sign-in link, a provider or a reset, each of which replaces or clears that password.)
   */
  async verifyEmail(raw: string) {
    const [selector, verifier] = this.splitToken(raw);
    const { userId } = await this.consumeOneTime('verify_email', selector, verifier);
    await this.db.updateTable('user').set({ verify: 1, updated_at: this.now() }).where('id', '=', userId).execute();
    return { error: false as const, message: AUTH_MESSAGES.emailVerified };
  }

  /**
   * The address was proven without a password: by a sign-in link from the mailbox, or by an identity provider that
   * vouches for it. The first time (verify 0 to 1), the password set before is cleared and every session (with its
   * refresh tokens) ended, with verify = 1, in one transaction: whoever signed up with someone else's address never
   * gets in with the password they chose. Later proofs change nothing. `trx`: the caller's open transaction.
   */
  async confirmAddressWithoutPassword(userId: number, how: string, trx?: DB): Promise<void> {
    const confirm = async (db: DB) => {
      const first = await db.updateTable('user').set({ verify: 1, password_hash: noPasswordHash(), updated_at: this.now() }).where('id', '=', userId).where('verify', '<>', 1).executeTakeFirst();
      if (Number(first.numUpdatedRows) === 1) await revokeAllSessions(db, userId, `address confirmed by ${how}`);
    };
    await (trx ? confirm(trx) : this.db.transaction().execute(confirm));
  }

  /** A single-use link (1 hour) to the role's reset page; `code` is its verifier, which the reset mail also shows. */
  private async resetLink(user: UserRow) {
    const { selector, verifier } = await this.issueOneTime('reset_password', user.id);
    return { url: `${this.app.config.appUrl}${accountPages(user.role).reset}?token=${selector}&code=${verifier}`, code: verifier };
  }

  async forgot(request: FastifyRequest, email: string) {
    this.limit(`ip:${request.ip}`, LIMITS.perIp);
    this.limit(`mail:${email.toLowerCase()}:${request.ip}`, LIMITS.mailPerAccountAndIp);
    const user = await this.userByEmail(email);
    if (user) {
      const { url, code } = await this.resetLink(user);
      await this.app.mailer.send(user.email, templates.resetPassword(user.first_name, url, code));
    }
    return { error: false as const, message: AUTH_MESSAGES.forgotSent };
  }

  /** Following the mailed link proves the address too: the new password, verify = 1 and the end of every session together. */
  async reset(token: string, code: string, password: string) {
    checkNewPassword(password);
    const { userId } = await this.consumeOneTime('reset_password', token, code);
    await this.setPassword(userId, password, 'password reset', undefined, true);
    return { error: false as const, message: AUTH_MESSAGES.passwordReset };
  }

  /** Sets the password and ends every session but `keepSession` in one transaction (and confirms the address when asked). */
  private async setPassword(userId: number, password: string, reason: string, keepSession?: number, confirmsAddress = false) {
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('user').set({ password_hash: passwordHash, ...(confirmsAddress ? { verify: 1 } : {}), updated_at: this.now() }).where('id', '=', userId).execute();
      await revokeAllSessions(trx, userId, reason, keepSession);
    });
    const user = await this.userById(userId);
    if (user) await this.app.mailer.send(user.email, templates.passwordChanged(user.first_name));
  }

  async magicGenerate(request: FastifyRequest, email: string, role: string | undefined, url: string | undefined) {
    this.limit(`ip:${request.ip}`, LIMITS.perIp);
    this.limit(`mail:${email.toLowerCase()}:${request.ip}`, LIMITS.mailPerAccountAndIp);
    const user = await this.userByEmail(email);
    const pathRole = role === 'athlete' ? 'member' : role;
    const roleOk = !pathRole || (user && ROLES_FOR_PATH[pathRole]?.includes(user.role));
    if (user && roleOk) {
      // Only a path on this site: a link in our mail never leads elsewhere.
      const path = sitePath(url, { pathOnly: true }) ?? PAGES.magicLoginVerify;
      const { selector, verifier } = await this.issueOneTime('magic_login', user.id);
      const link = `${this.app.config.appUrl}${path}?token=${selector}.${verifier}&role=${PATH_ROLE_OF[user.role]}`;
      await this.app.mailer.send(user.email, templates.magicLink(user.first_name, link));
    }
    return { error: false as const, message: AUTH_MESSAGES.magicSent };
  }

  async magicLogin(request: FastifyRequest, pathRole: string, raw: string) {
    this.limit(`ip:${request.ip}`, LIMITS.perIp);
    const [selector, verifier] = this.splitToken(raw);
    const { userId } = await this.consumeOneTime('magic_login', selector, verifier);
    // The link reached the inbox: the address is confirmed (the first time, without the password set before it).
    await this.confirmAddressWithoutPassword(userId, 'a sign-in link');
    const user = (await this.userById(userId))!;
    return this.afterFirstFactor(request, user, pathRole, false, 'magic_link');
  }

  // ---------- two-factor setup ----------

  async twoFactorStatus(userId: number) {
    const user = await this.userById(userId);
    const left = await this.db.selectFrom('recovery_code').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
    return { error: false as const, enabled: Number(user?.two_factor_enabled) === 1, recovery_codes_left: Number(left?.n ?? 0) };
  }

  async twoFactorEnable(caller: Caller) {
    const user = (await this.userById(caller.userId!))!;
    if (Number(user.two_factor_enabled) === 1) throw conflict(AUTH_MESSAGES.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    const now = this.now();
    const existing = await this.db.selectFrom('two_factor').select('id').where('user_id', '=', user.id).executeTakeFirst();
    if (existing) await this.db.updateTable('two_factor').set({ pending_secret: this.sealed.seal(secret), updated_at: now }).where('id', '=', existing.id).execute();
    else await this.db.insertInto('two_factor').values({ user_id: user.id, secret: null, pending_secret: this.sealed.seal(secret), last_step: 0, created_at: now, updated_at: now }).execute();
    return { error: false as const, ...(await totpSetup(secret, user.email)) };
  }

  async twoFactorVerify(caller: Caller, code: string) {
    const tf = await this.db.selectFrom('two_factor').selectAll().where('user_id', '=', caller.userId!).executeTakeFirst();
    if (!tf?.pending_secret) throw unprocessable(AUTH_MESSAGES.twoFactorNotStarted);
    const step = await checkTotp(this.sealed.open(String(tf.pending_secret)), code.trim(), Number(tf.last_step));
    if (step === null) throw unprocessable(AUTH_MESSAGES.wrongCode, { verification_code: 'is not right' });
    const codes = Array.from({ length: 10 }, () => randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x').slice(0, 8));
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('two_factor').set({ secret: tf.pending_secret, pending_secret: null, enabled_at: this.now(), last_step: step, updated_at: this.now() }).where('id', '=', tf.id).execute();
      await trx.deleteFrom('recovery_code').where('user_id', '=', caller.userId!).execute();
      await trx.insertInto('recovery_code').values(codes.map((c) => ({ user_id: caller.userId!, code_hash: sha256(c), created_at: this.now() }))).execute();
      await trx.updateTable('user').set({ two_factor_enabled: 1, updated_at: this.now() }).where('id', '=', caller.userId!).execute();
    });
    const user = (await this.userById(caller.userId!))!;
    await this.app.mailer.send(user.email, templates.twoFactorChanged(user.first_name, true));
    return { error: false as const, message: AUTH_MESSAGES.twoFactorOn, recovery_codes: codes.map((c) => `${c.slice(0, 4)}-${c.slice(4)}`) };
  }

  async twoFactorDisable(caller: Caller, code: string) {
    const user = (await this.userById(caller.userId!))!;
    if (Number(user.two_factor_enabled) !== 1) throw unprocessable(AUTH_MESSAGES.twoFactorNotOn);
    if (!(await this.acceptSecondFactor(user.id, code))) throw unprocessable(AUTH_MESSAGES.wrongCode, { verification_code: 'is not right' });
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('two_factor').set({ secret: null, pending_secret: null, enabled_at: null, updated_at: this.now() }).where('user_id', '=', user.id).execute();
      await trx.deleteFrom('recovery_code').where('user_id', '=', user.id).execute();
      await trx.updateTable('user').set({ two_factor_enabled: 0, updated_at: this.now() }).where('id', '=', user.id).execute();
    });
    await this.app.mailer.send(user.email, templates.twoFactorChanged(user.first_name, false));
    return { error: false as const, message: AUTH_MESSAGES.twoFactorOff };
  }

  // ---------- account changes ----------

  requireActive(caller: Caller) {
    if (caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
    if (caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
  }

  async updateEmail(caller: Caller, email: string, password: string) {
    const user = (await this.userById(caller.userId!))!;
    if (!(await verifyPassword(password, user.password_hash))) throw unprocessable(AUTH_MESSAGES.wrongPassword, { password: 'is not right' });
    const next = email.trim().toLowerCase();
    if (next === user.email) return;
    if (await this.userByEmail(next)) throw conflict(AUTH_MESSAGES.emailTaken);
    await this.db.updateTable('user').set({ email: next, updated_at: this.now() }).where('id', '=', user.id).execute();
    await this.app.mailer.send(user.email, templates.emailChanged(user.first_name, next));
  }

  async updatePassword(caller: Caller, current: string, password: string) {
    const user = (await this.userById(caller.userId!))!;
    if (!(await verifyPassword(current, user.password_hash))) throw unprocessable(AUTH_MESSAGES.wrongPassword, { current_password: 'is not right' });
    checkNewPassword(password);
    await this.setPassword(user.id, password, 'password changed', caller.sessionId ?? undefined);
  }

  /** An admin's change of another account's address: within the admin hierarchy (./../records/account-hierarchy.ts). */
  async adminUpdateEmail(caller: Caller, id: number, email: string) {
    const user = await this.userById(id);
    if (!user) throw notFound(API_MESSAGES.recordNotFound('user'));
    assertMayManage(caller, user.role);
    const next = email.trim().toLowerCase();
    const other = await this.userByEmail(next);
    if (other && other.id !== id) throw conflict(AUTH_MESSAGES.emailTaken);
    await this.db.updateTable('user').set({ email: next, updated_at: this.now() }).where('id', '=', id).execute();
  }

  async adminUpdatePassword(caller: Caller, id: number, password: string) {
    const user = await this.userById(id);
    if (!user) throw notFound(API_MESSAGES.recordNotFound('user'));
    assertMayManage(caller, user.role);
    checkNewPassword(password);
    await this.setPassword(id, password, 'password set by admin');
  }

  /** The fields lambda `profile` (updateProfile) may change on the user row: nothing else, whatever is sent. */
  static readonly EDITABLE_PROFILE_FIELDS = ['first_name', 'last_name', 'photo'] as const;

  /** updateProfile: name and photo only (role, status, verify, profile_complete, email, password stay out of reach). */
  async updateProfile(caller: Caller, body: Record<string, unknown>) {
    const changes: { first_name?: string; last_name?: string; photo?: string | null } = {};
    for (const field of Accounts.EDITABLE_PROFILE_FIELDS) {
      if (!Object.hasOwn(body, field)) continue;
      const value = body[field];
      if (field === 'photo') changes.photo = value == null ? null : String(value);
      else changes[field] = String(value).trim();
    }
    if (changes.first_name === '' || changes.last_name === '') {
      const field = changes.first_name === '' ? 'first_name' : 'last_name';
      throw unprocessable(field === 'first_name' ? PROFILE_MESSAGES.firstNameRequired : PROFILE_MESSAGES.lastNameRequired, { [field]: 'is required' });
    }
    if (!Object.keys(changes).length) throw badRequest('Send a first_name, last_name or photo to change');
    await this.db.updateTable('user').set({ ...changes, updated_at: this.now() }).where('id', '=', caller.userId!).execute();
    return this.profile(caller.userId!);
  }

  /**
   * Profile completion (pending mode, spec §6; ADR 006): checks the role's fields (src/domain/profile-completion.ts),
   * then writes the profile row (insert or update), the photo when sent, and profile_complete = 1 in one
   * transaction. Admins have none; a deactivated account is refused before this (requireActive).
   */
  async completeProfile(caller: Caller, body: Record<string, unknown>) {
    const user = await this.userById(caller.userId!);
    if (!user) throw unauthorized(API_MESSAGES.invalidToken);
    if (user.role !== 'trainer' && user.role !== 'athlete') throw forbidden(PROFILE_MESSAGES.adminHasNoProfile);
    const trainer = user.role === 'trainer';
    const foreign = (trainer ? ATHLETE_PROFILE_FIELDS : TRAINER_PROFILE_FIELDS) as readonly string[];
    const validation: Record<string, string> = {};
    for (const field of Object.keys(body)) if (foreign.includes(field)) validation[field] = PROFILE_MESSAGES.otherRoleField(field, user.role);
    Object.assign(validation, trainer ? checkTrainerProfile(body as TrainerProfileInput) : checkAthleteProfile(body as AthleteProfileInput));
    Object.assign(validation, checkProfileNames(body as NameInput, user));
    if (Object.keys(validation).length) throw unprocessable(PROFILE_MESSAGES.checkFields(Object.values(validation)), validation);

    const now = this.now();
    const values = trainer ? trainerProfileValues(body as TrainerProfileInput) : athleteProfileValues(body as AthleteProfileInput);
    const table = trainer ? 'trainer_profile' : 'athlete_profile';
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto(table)
        .values({ user_id: user.id, ...values, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
        .execute();
      const photo = Object.hasOwn(body, 'photo') ? { photo: (body.photo as string | null) ?? null } : {};
      await trx.updateTable('user').set({ ...photo, ...profileNameValues(body as NameInput), profile_complete: 1, updated_at: now }).where('id', '=', user.id).execute();
    });
    return this.profile(user.id);
  }

  async profile(userId: number) {
    const user = await this.userById(userId);
    if (!user) throw unauthorized(API_MESSAGES.invalidToken);
    const table = user.role === 'trainer' ? 'trainer_profile' : user.role === 'athlete' ? 'athlete_profile' : null;
    const details = table ? ((await this.db.selectFrom(table).selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null) : null;
    const { password_hash: _hidden, ...rest } = user;
    return { error: false as const, model: { ...rest, account_state: accountState(user), details } };
  }
}

