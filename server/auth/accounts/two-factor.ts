/**
 * Two-factor authentication: its setup (status, enable, verify, disable) and the check of a second factor, which the
 * sign-in's second step (./sign-in.ts) and turning it off share.
 */
import type { FastifyInstance } from 'fastify';
import { conflict, unprocessable } from '../../errors';
import { templates } from '../../mail/templates';
import type { Caller } from '../../records/context';
import { randomToken, sealer, sha256 } from '../secrets';
import { checkTotp, newTotpSecret, totpSetup } from '../totp';
import { AccountPart, AUTH_MESSAGES } from './shared';

export class TwoFactor extends AccountPart {
  private sealed: ReturnType<typeof sealer>;
  constructor(app: FastifyInstance) {
    super(app);
    this.sealed = sealer(app.config.jwtSecret);
  }

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

  /** A second factor: a TOTP code (once per time step) or an unused recovery code, spent if accepted. */
  async acceptSecondFactor(userId: number, code: string): Promise<boolean> {
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
}
