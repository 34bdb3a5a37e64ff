/**
 * Accounts and sessions: sign-in (password, magic link, two-factor), rotating refresh tokens, one-time tokens, password
 * and email changes. The lambda handlers are thin wrappers over this. `app.accounts` is this class; the work is done by
 * its parts, one concern each (./accounts/), and each method here hands over to its part:
 * - sign-in.ts: sign-in (password, magic link, the two-factor step), sessions and refresh tokens, sign-out;
 * - registration.ts: sign-up, the address's confirmation, the forgotten password;
 * - two-factor.ts: two-factor setup, and the check of a second factor;
 * - profile.ts: the profile, the address and password changes;
 * - shared.ts: what they share (the messages, the user row and its lookup, one-time tokens, the password change).
 */
import type { FastifyInstance } from 'fastify';
import { Profile } from './accounts/profile';
import { Registration } from './accounts/registration';
import { SignIn } from './accounts/sign-in';
import { TwoFactor } from './accounts/two-factor';

export { accountState, AUTH_MESSAGES, type UserRow } from './accounts/shared';

export class Accounts {
  /** The fields lambda `profile` (updateProfile) may change on the user row: nothing else, whatever is sent. */
  static readonly EDITABLE_PROFILE_FIELDS = Profile.EDITABLE_PROFILE_FIELDS;

  private signIn: SignIn;
  private registration: Registration;
  private twoFactor: TwoFactor;
  private profiles: Profile;

  constructor(app: FastifyInstance) {
    this.twoFactor = new TwoFactor(app);
    this.registration = new Registration(app);
    // The sign-in's two-factor step checks the code with twoFactor; a sign-in link confirms the address with registration.
    this.signIn = new SignIn(app, this.twoFactor, this.registration);
    this.profiles = new Profile(app);
  }

  // ---------- the user row (./accounts/shared.ts) ----------

  /** `db`: an open transaction to read in (default: the database). */
  userById(...a: Parameters<Profile['userById']>) { return this.profiles.userById(...a); }
  userByEmail(...a: Parameters<Profile['userByEmail']>) { return this.profiles.userByEmail(...a); }

  // ---------- sign-in and sessions (./accounts/sign-in.ts) ----------

  startSession(...a: Parameters<SignIn['startSession']>) { return this.signIn.startSession(...a); }
  refresh(...a: Parameters<SignIn['refresh']>) { return this.signIn.refresh(...a); }
  revokeSession(...a: Parameters<SignIn['revokeSession']>) { return this.signIn.revokeSession(...a); }
  logout(...a: Parameters<SignIn['logout']>) { return this.signIn.logout(...a); }
  passwordLogin(...a: Parameters<SignIn['passwordLogin']>) { return this.signIn.passwordLogin(...a); }
  afterFirstFactor(...a: Parameters<SignIn['afterFirstFactor']>) { return this.signIn.afterFirstFactor(...a); }
  twoFactorAuthorize(...a: Parameters<SignIn['twoFactorAuthorize']>) { return this.signIn.twoFactorAuthorize(...a); }
  twoFactorLogin(...a: Parameters<SignIn['twoFactorLogin']>) { return this.signIn.twoFactorLogin(...a); }
  magicGenerate(...a: Parameters<SignIn['magicGenerate']>) { return this.signIn.magicGenerate(...a); }
  magicLogin(...a: Parameters<SignIn['magicLogin']>) { return this.signIn.magicLogin(...a); }

  // ---------- sign-up, confirmation, forgotten password (./accounts/registration.ts) ----------

  register(...a: Parameters<Registration['register']>) { return this.registration.register(...a); }
  resendVerification(...a: Parameters<Registration['resendVerification']>) { return this.registration.resendVerification(...a); }
  verifyEmail(...a: Parameters<Registration['verifyEmail']>) { return this.registration.verifyEmail(...a); }
  confirmAddressWithoutPassword(...a: Parameters<Registration['confirmAddressWithoutPassword']>) { return this.registration.confirmAddressWithoutPassword(...a); }
  forgot(...a: Parameters<Registration['forgot']>) { return this.registration.forgot(...a); }
  reset(...a: Parameters<Registration['reset']>) { return this.registration.reset(...a); }

  // ---------- two-factor setup (./accounts/two-factor.ts) ----------

  twoFactorStatus(...a: Parameters<TwoFactor['twoFactorStatus']>) { return this.twoFactor.twoFactorStatus(...a); }
  twoFactorEnable(...a: Parameters<TwoFactor['twoFactorEnable']>) { return this.twoFactor.twoFactorEnable(...a); }
  twoFactorVerify(...a: Parameters<TwoFactor['twoFactorVerify']>) { return this.twoFactor.twoFactorVerify(...a); }
  twoFactorDisable(...a: Parameters<TwoFactor['twoFactorDisable']>) { return this.twoFactor.twoFactorDisable(...a); }

  // ---------- profile and account changes (./accounts/profile.ts) ----------

  updateEmail(...a: Parameters<Profile['updateEmail']>) { return this.profiles.updateEmail(...a); }
  updatePassword(...a: Parameters<Profile['updatePassword']>) { return this.profiles.updatePassword(...a); }
  adminUpdateEmail(...a: Parameters<Profile['adminUpdateEmail']>) { return this.profiles.adminUpdateEmail(...a); }
  adminUpdatePassword(...a: Parameters<Profile['adminUpdatePassword']>) { return this.profiles.adminUpdatePassword(...a); }
  updateProfile(...a: Parameters<Profile['updateProfile']>) { return this.profiles.updateProfile(...a); }
  completeProfile(...a: Parameters<Profile['completeProfile']>) { return this.profiles.completeProfile(...a); }
  profile(...a: Parameters<Profile['profile']>) { return this.profiles.profile(...a); }
}
