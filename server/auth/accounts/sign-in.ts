/**
 * Sign-in and its sessions: the first factor (password, magic link; a provider's in ../oauth.ts), the two-factor
 * second step, sessions with rotating refresh tokens, and sign-out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATH_ROLE_OF, type UserRole } from '../../../src/config/constants';
import { API_MESSAGES } from '../../../src/config/messages';
import { sitePath } from '../../../src/domain/url-policy';
import { forbidden, unauthorized } from '../../errors';
import { templates } from '../../mail/templates';
import type { Caller } from '../../records/context';
import { LIMITS } from '../limiter';
import { dummyHash, verifyPassword } from '../password';
import { randomToken, safeEqual, sha256 } from '../secrets';
import type { Registration } from './registration';
import { AccountPart, accountState, AUTH_MESSAGES, PAGES, TTL_MS, type UserRow } from './shared';
import type { TwoFactor } from './two-factor';

/** The role signed into from a path role (requirements §6). */
const ROLES_FOR_PATH: Record<string, UserRole[]> = { admin: ['admin', 'super_admin'], trainer: ['trainer'], member: ['athlete'] };

export class SignIn extends AccountPart {
  /** `twoFactor` checks the second step's code; `registration` confirms the address a sign-in link proves. */
  constructor(
    app: FastifyInstance,
    private twoFactor: TwoFactor,
    private registration: Registration,
  ) {
    super(app);
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

  async passwordLogin(request: FastifyRequest, pathRole: string, email: string, password: string, remember: boolean) {
    const normalized = email.trim().toLowerCase();
    await this.limit(`ip:${request.ip}`, LIMITS.perIp);
    const failKey = `fail:${normalized}:${request.ip}`;
    await this.app.limiter.check(failKey, LIMITS.failuresPerAccountAndIp);
    const user = await this.userByEmail(normalized);
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) {
      await this.app.limiter.hit(failKey, LIMITS.failuresPerAccountAndIp);
      throw unauthorized(API_MESSAGES.invalidCredentials);
    }
    await this.app.limiter.reset(failKey);
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
    await this.limit(`ip:${request.ip}`, LIMITS.perIp);
    const [selector, verifier] = this.splitToken(raw);
    await this.app.limiter.check(`2fa:${selector}`, LIMITS.twoFactorPerChallenge);
    const row = await this.db.selectFrom('auth_token').selectAll().where('selector', '=', selector).where('purpose', '=', 'two_factor').executeTakeFirst();
    if (!row || row.used_at || String(row.expires_at) <= this.now() || !safeEqual(String(row.verifier_hash), sha256(verifier))) {
      throw unauthorized('This sign-in attempt has expired; sign in again');
    }
    const userId = Number(row.user_id);
    if (!(await this.twoFactor.acceptSecondFactor(userId, code))) {
      await this.app.limiter.hit(`2fa:${selector}`, LIMITS.twoFactorPerChallenge);
      throw unauthorized(AUTH_MESSAGES.wrongCode);
    }
    await this.db.updateTable('auth_token').set({ used_at: this.now() }).where('id', '=', row.id).execute();
    const user = (await this.userById(userId))!;
    const data = row.data ? JSON.parse(String(row.data)) : {};
    return this.startSession(user, request, Boolean(data.remember), `${data.method ?? 'password'}+totp`);
  }

  // ---------- magic link ----------

  async magicGenerate(request: FastifyRequest, email: string, role: string | undefined, url: string | undefined) {
    await this.limit(`ip:${request.ip}`, LIMITS.perIp);
    await this.limit(`mail:${email.toLowerCase()}:${request.ip}`, LIMITS.mailPerAccountAndIp);
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
    await this.limit(`ip:${request.ip}`, LIMITS.perIp);
    const [selector, verifier] = this.splitToken(raw);
    const { userId } = await this.consumeOneTime('magic_login', selector, verifier);
    // The link reached the inbox: the address is confirmed (the first time, without the password set before it).
    await this.registration.confirmAddressWithoutPassword(userId, 'a sign-in link');
    const user = (await this.userById(userId))!;
    return this.afterFirstFactor(request, user, pathRole, false, 'magic_link');
  }
}
