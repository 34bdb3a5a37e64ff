/**
 * The account's profile and changes: the profile read, its update and completion, the address and password changes
 * (the account's own, or an admin's of another account),.
 */
import { API_MESSAGES, PROFILE_MESSAGES } from '../../../src/config/messages';
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
} from '../../../src/domain/profile-completion';
import { badRequest, conflict, forbidden, notFound, unauthorized, unprocessable } from '../../errors';
import { templates } from '../../mail/templates';
import { assertMayManage } from '../../records/account-hierarchy';
import type { Caller } from '../../records/context';
import { verifyPassword } from '../password';
import { checkNewPassword } from '../password-policy';
import { AccountPart, accountState, AUTH_MESSAGES } from './shared';

export class Profile extends AccountPart {
  // ---------- account changes ----------

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

  /** An admin's change of another account's address: within the admin hierarchy (../../records/account-hierarchy.ts). */
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

  // ---------- profile ----------

  /** The fields lambda `profile` (updateProfile) may change on the user row: nothing else, whatever is sent. */
  static readonly EDITABLE_PROFILE_FIELDS = ['first_name', 'last_name', 'photo'] as const;

  /** updateProfile: name and photo only (role, status, verify, profile_complete, email, password stay out of reach). */
  async updateProfile(caller: Caller, body: Record<string, unknown>) {
    const changes: { first_name?: string; last_name?: string; photo?: string | null } = {};
    for (const field of Profile.EDITABLE_PROFILE_FIELDS) {
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
   * Profile completion (pending mode, requirements §6; ADR 006): checks the role's fields (src/domain/profile-completion.ts),
   * then writes the profile row (insert or update), the photo when sent, and profile_complete = 1 in one
   * transaction. Admins have none; a deactivated account is refused before this (the operation's x-access).
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
