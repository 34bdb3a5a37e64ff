/** The accounts family of lambda endpoints (contract: openapi/paths/lambda/). Logic lives in auth/accounts.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { PATH_ROLE_OF } from '../../src/config/constants';
import { API_MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES } from '../auth/accounts';
import { forbidden, HttpError, notFound } from '../errors';
import { assertMayManage } from '../records/account-hierarchy';
import { ANONYMOUS } from '../records/context';
import { handlerGroup } from '../routes';
import { preferencesOf, updatePreferences } from '../notifications/preferences';


export function authHandlers(app: FastifyInstance) {
  const accounts = app.accounts;
  // Who may call each operation (signed in, an admin, a super admin, active or not) is its x-access, checked before
  // these run; `r.signedInCaller()` is the caller the guard let in.
  /** `scope=all` of the sessions: every account's, for admins (a deactivated admin may still look, requirements §6). */
  const adminReader = async (r: FastifyRequest) => {
    const caller = await r.signedInCaller();
    if (caller.kind !== 'admin') throw forbidden(API_MESSAGES.roleMismatch('admin'));
    return caller;
  };
  /** Every account's open sessions, newest use first, with whose they are (admins; `scope=all`). */
  const allSessions = async (r: FastifyRequest, q: { user_id?: number; q?: string; page?: number; size?: number }) => {
    const caller = await adminReader(r);
    const size = q.size ?? 20;
    const page = q.page ?? 1;
    let base = app.database.db.selectFrom('user_session as s').innerJoin('user as u', 'u.id', 's.user_id').where('s.revoked_at', 'is', null);
    if (q.user_id) base = base.where('s.user_id', '=', q.user_id);
    const needle = q.q?.trim().toLowerCase();
    if (needle) {
      const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or(['u.email', 'u.first_name', 'u.last_name'].map((f) => sql<boolean>`lower(${sql.ref(f)}) like ${like} escape '\\'`)),
      );
    }
    const [rows, counted] = await Promise.all([
      base
        .select(['s.id as id', 's.device as device', 's.ip as ip', 's.method as method', 's.created_at as created_at', 's.last_used_at as last_used_at', 's.remember_me as remember_me'])
        .select(['u.id as user_id', 'u.first_name as first_name', 'u.last_name as last_name', 'u.email as email', 'u.role as role'])
        .orderBy('s.last_used_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    ]);
    const total = Number(counted?.n ?? 0);
    return {
      error: false as const,
      list: rows.map((s) => ({
        id: Number(s.id),
        device: String(s.device),
        ip: String(s.ip),
        method: String(s.method),
        created_at: String(s.created_at),
        last_used_at: String(s.last_used_at),
        remember_me: Number(s.remember_me) === 1,
        current: Number(s.id) === caller.sessionId,
        user: { id: Number(s.user_id), first_name: s.first_name ?? null, last_name: s.last_name ?? null, email: String(s.email), role: s.role },
      })),
      total,
      page,
      limit: size,
      num_pages: Math.ceil(total / size),
    };
  };
  /** Public calls ignore a stale bearer token, but use a valid one (a super admin adding an admin). */
  const optionalCaller = async (r: FastifyRequest) => r.caller().catch(() => ANONYMOUS);

  return handlerGroup({
    async login(r) {
      const b = r.body;
      return accounts.passwordLogin(r, r.params.role, b.email, b.password, Boolean(b.is_refresh));
    },
    async register(r) {
      return accounts.register(r, r.params.role, r.body, await optionalCaller(r));
    },
    async checkSession(r) {
      const caller = await r.signedInCaller();
      const asked = r.body.role;
      const askedPath = asked === 'member' ? 'member' : PATH_ROLE_OF[asked as keyof typeof PATH_ROLE_OF];
      if (askedPath !== PATH_ROLE_OF[caller.role!]) throw forbidden(`This session is not a ${asked} session`);
      return { error: false, valid: true, user_id: caller.userId!, role: caller.role! };
    },
    async refreshToken(r) {
      return accounts.refresh(r.body.refresh_token);
    },
    async logout(r) {
      await accounts.logout(await r.signedInCaller(), r.body?.refresh_token);
      return { error: false, message: AUTH_MESSAGES.signedOut };
    },
    async forgotPassword(r) {
      return accounts.forgot(r, r.body.email);
    },
    async resetPassword(r) {
      const b = r.body;
      return accounts.reset(b.token, b.code, b.password);
    },
    async verifyEmail(r) {
      return accounts.verifyEmail(r.body.token);
    },
    async resendVerification(r) {
      return accounts.resendVerification(r, r.body.email);
    },
    async updateEmail(r) {
      const b = r.body;
      await accounts.updateEmail(await r.signedInCaller(), b.email, b.password);
      return { error: false, message: 'Your email address was changed' };
    },
    async updatePhoto(r) {
      const caller = await r.signedInCaller();
      await app.database.db.updateTable('user').set({ photo: r.body.photo, updated_at: new Date().toISOString() }).where('id', '=', caller.userId).execute();
      return { error: false, message: 'Your photo was changed' };
    },
    async updatePassword(r) {
      const b = r.body;
      await accounts.updatePassword(await r.signedInCaller(), b.current_password, b.password);
      return { error: false, message: 'Your password was changed; your other sessions were signed out' };
    },
    async adminUpdateEmail(r) {
      const caller = await r.signedInCaller();
      const b = r.body;
      await accounts.adminUpdateEmail(caller, b.id, b.email);
      return { error: false, message: 'The email address was changed' };
    },
    async adminUpdatePassword(r) {
      const caller = await r.signedInCaller();
      const b = r.body;
      await accounts.adminUpdatePassword(caller, b.id, b.password);
      return { error: false, message: 'The password was set; that user was signed out everywhere' };
    },
    async verifyUser(r) {
      const caller = await r.signedInCaller();
      const id = r.body.user_id;
      const target = await accounts.userById(id);
      if (!target) throw notFound(API_MESSAGES.recordNotFound('user'));
      assertMayManage(caller, target.role);
      await app.database.db.updateTable('user').set({ verify: 1, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      return { error: false, message: 'The account is verified' };
    },
    async getProfile(r) {
      return accounts.profile((await r.signedInCaller()).userId!);
    },
    async updateProfile(r) {
      return accounts.updateProfile(await r.signedInCaller(), r.body);
    },
    async completeProfile(r) {
      return accounts.completeProfile(await r.signedInCaller(), r.body);
    },
    async getPreference(r) {
      const caller = await r.signedInCaller();
      return { error: false, model: await preferencesOf(app.database.db, caller.userId!) };
    },
    async updatePreference(r) {
      const caller = await r.signedInCaller();
      return { error: false, model: await updatePreferences(app.database.db, caller.userId!, r.body) };
    },
    // Custom roles are not offered (the contract says so): a super admin is told, nothing is written.
    async createRole(r) {
      await r.signedInCaller();
      throw new HttpError(501, API_MESSAGES.customRolesNotOffered);
    },
    async deleteRole(r) {
      await r.signedInCaller();
      throw new HttpError(501, API_MESSAGES.customRolesNotOffered);
    },
    async listUserSessions(r) {
      const q = r.query;
      if (q.scope === 'all') return allSessions(r, q);
      const caller = await r.signedInCaller();
      const rows = await app.database.db
        .selectFrom('user_session')
        .select(['id', 'device', 'ip', 'created_at', 'last_used_at', 'remember_me'])
        .where('user_id', '=', caller.userId)
        .where('revoked_at', 'is', null)
        .orderBy('last_used_at', 'desc')
        .limit(100)
        .execute();
      return { error: false, list: rows.map((s) => ({ ...s, id: Number(s.id), remember_me: Number(s.remember_me) === 1, current: Number(s.id) === caller.sessionId })) };
    },
    async revokeUserSession(r) {
      const caller = await r.signedInCaller();
      const id = Number(r.params.sessionId);
      const everyone = r.query.scope === 'all';
      if (everyone) {
        if (caller.kind !== 'admin') throw forbidden(API_MESSAGES.roleMismatch('admin'));
        const target = await app.database.db
          .selectFrom('user_session as s')
          .innerJoin('user as u', 'u.id', 's.user_id')
          .select(['u.role as role', 'u.id as user_id'])
          .where('s.id', '=', id)
          .where('s.revoked_at', 'is', null)
          .executeTakeFirst();
        if (!target) throw notFound('No such session');
        // Ending someone else's session is acting on their account: within the admin hierarchy.
        if (Number(target.user_id) !== caller.userId) assertMayManage(caller, String(target.role));
      }
      let update = app.database.db
        .updateTable('user_session')
        .set({ revoked_at: new Date().toISOString(), revoked_reason: everyone ? `revoked by admin ${caller.userId}` : 'revoked by the user' })
        .where('id', '=', id)
        .where('revoked_at', 'is', null);
      if (!everyone) update = update.where('user_id', '=', caller.userId);
      const res = await update.executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound('No such session');
      return { error: false, data: id };
    },
    async userSessionAnalytics(r) {
      // A read: a deactivated admin may look (requirements §6).
      await adminReader(r);
      const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const rows = await app.database.db
        .selectFrom('user_session as s')
        .innerJoin('user as u', 'u.id', 's.user_id')
        .select(['s.created_at as created_at', 's.revoked_at as revoked_at', 'u.role as role'])
        .where('s.created_at', '>=', since)
        .execute();
      const byDay = new Map<string, number>();
      for (let d = 29; d >= 0; d--) byDay.set(new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10), 0);
      const byRole: Record<string, number> = {};
      let active = 0;
      for (const s of rows) {
        const day = String(s.created_at).slice(0, 10);
        if (byDay.has(day)) byDay.set(day, byDay.get(day)! + 1);
        if (!s.revoked_at) {
          active += 1;
          byRole[String(s.role)] = (byRole[String(s.role)] ?? 0) + 1;
        }
      }
      return { error: false, model: { active_sessions: active, sign_ins_30_days: rows.length, by_day: [...byDay].map(([date, count]) => ({ date, count })), by_role: byRole } };
    },
    async verifyCaptcha(r) {
      const { captchaVerifyUrl, captchaSecret } = app.config;
      if (!captchaVerifyUrl || !captchaSecret) throw new HttpError(503, AUTH_MESSAGES.captchaUnconfigured);
      const form = new URLSearchParams({ secret: captchaSecret, response: r.body.captchaToken, remoteip: r.ip });
      try {
        const res = await fetch(captchaVerifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
        const json = (await res.json()) as { success?: boolean };
        return { error: false, success: json.success === true };
      } catch {
        throw new HttpError(502, 'The captcha service did not answer; try again');
      }
    },
    async generateMagicLink(r) {
      const b = r.body;
      return accounts.magicGenerate(r, b.email, b.role ?? r.params.role, b.url);
    },
    async magicLogin(r) {
      return accounts.magicLogin(r, r.params.role, r.body.token);
    },
    async twoFactorStatus(r) {
      return accounts.twoFactorStatus((await r.signedInCaller()).userId!);
    },
    async twoFactorEnable(r) {
      return accounts.twoFactorEnable(await r.signedInCaller());
    },
    async twoFactorVerify(r) {
      return accounts.twoFactorVerify(await r.signedInCaller(), r.body.verification_code);
    },
    async twoFactorDisable(r) {
      return accounts.twoFactorDisable(await r.signedInCaller(), r.body.verification_code);
    },
    async twoFactorAuthorize(r) {
      return accounts.twoFactorAuthorize(r.body.token);
    },
    async twoFactorAuth(r) {
      const b = r.body;
      return accounts.twoFactorLogin(r, b.token, b.code);
    },
    async oauthLogin(r, reply) {
      return app.oauth.start(r, reply, r.params.role, r.params.provider!, r.query.redirect_uri);
    },
    async oauthCallback(r, reply) {
      return app.oauth.finish(r, reply, r.params.role, r.params.provider!);
    },
    async twoFactorLoginV1(r) {
      const b = r.body;
      return accounts.twoFactorLogin(r, b.token, b.code);
    },
  });
}
