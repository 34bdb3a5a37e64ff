/**
 * The addresses of the auth pages (spec §2). They live in the app shell (with the route table,
 * src/routing/routes.ts, which says which pages are public) so that the shell, app start and the auth screens
 * (storefront/auth) share one definition.
 */
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '../config/constants';

export const AUTH_PATHS = {
  login: LOGIN_PATH,
  adminLogin: ADMIN_LOGIN_PATH,
  oauthLanding: '/login/oauth',
  oauthTest: '/oauth-test',
  verifyEmail: '/verify-email',
  verificationSent: '/verification-sent',
  forgotPassword: '/forgot-password',
  trainerForgotPassword: '/trainer/forgot-password',
  adminForgot: '/admin/forgot',
  changePassword: '/change-password',
  trainerChangePassword: '/trainer/change-password',
  adminReset: '/admin/reset',
  magicLogin: '/magic-login',
  magicLoginRole: '/magic-login/:role',
  magicLoginVerify: '/magic-login/verify',
  athleteSignup: '/athlete/signup',
  trainerSignup: '/trainer/signup',
  adminSignup: '/admin/sign-up',
  athleteProfile: '/athlete/profile',
  trainerProfile: '/trainer/profile',
  adminProfile: '/admin/profile',
} as const;
