/**
 * Sign-up and the address's proof: register, the confirmation link (verify, resend), the confirmation without a
 * password (a sign-in link or a provider), and the forgotten password (forgot, reset).
 */
import type { FastifyRequest } from 'fastify';
import { AUTH_PATHS } from '../../../src/config/auth-paths';
import { PATH_ROLE_OF, type UserRole } from '../../../src/config/constants';
import { PROFILE_MESSAGES } from '../../../src/config/messages';
import { checkProfileNames } from '../../../src/domain/profile-completion';
import type { DB } from '../../db';
import { badRequest, conflict, forbidden, fromDatabaseError, unprocessable } from '../../errors';
import { templates } from '../../mail/templates';
import type { Caller } from '../../records/context';
import { LIMITS } from '../limiter';
import { hashPassword, noPasswordHash } from '../password';
import { checkNewPassword } from '../password-policy';
import { safeEqual } from '../secrets';
import { revokeAllSessions } from '../sessions';
import { AccountPart, accountState, AUTH_MESSAGES, PAGES, type UserRow } from './shared';

/** The sign-in, forgot-password and reset pages of an account's role. */
function accountPages(role: UserRole) {
  if (role === 'admin' || role === 'super_admin') return { login: AUTH_PATHS.adminLogin, forgot: AUTH_PATHS.adminForgot, reset: AUTH_PATHS.adminReset };
  if (role === 'trainer') return { login: `${AUTH_PATHS.login}?role=trainer`, forgot: AUTH_PATHS.trainerForgotPassword, reset: AUTH_PATHS.trainerChangePassword };
  return { login: AUTH_PATHS.login, forgot: AUTH_PATHS.forgotPassword, reset: AUTH_PATHS.changePassword };
}

export class Registration extends AccountPart {
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
      // A super admin adding an admin acts: a deactivated one may not (requirements §6).
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
    await this.limit(`mail:${email}:${request.ip}`, LIMITS.mailPerAccountAndIp);
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
    await this.limit(`ip:${request.ip}`, LIMITS.perIp);
    await this.limit(`mail:${email.toLowerCase()}:${request.ip}`, LIMITS.mailPerAccountAndIp);
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
    await this.limit(`ip:${request.ip}`, LIMITS.perIp);
    await this.limit(`mail:${email.toLowerCase()}:${request.ip}`, LIMITS.mailPerAccountAndIp);
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
}
