/** French: the auth area (src/i18n/en/auth/*.ts), one entry per section id; each feature's words in auth/. */
import type { Words } from '../text';
import { authCommonFr } from './auth/common';
import { loginFr } from './auth/login';
import { magicLoginFr } from './auth/magic-login';
import { oauthFr } from './auth/oauth';
import { passwordResetFr } from './auth/password-reset';
import { profileFr } from './auth/profile';
import { securityFr } from './auth/security';
import { signupFr } from './auth/signup';
import { verificationFr } from './auth/verification';

export const auth: Record<string, Words> = {
  'auth.common': authCommonFr,
  'auth.login': loginFr,
  'auth.signup': signupFr,
  'auth.magicLogin': magicLoginFr,
  'auth.oauth': oauthFr,
  'auth.passwordReset': passwordResetFr,
  'auth.verification': verificationFr,
  'auth.profile': profileFr,
  'auth.security': securityFr,
};
