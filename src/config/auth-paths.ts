/**
 * The addresses of the auth pages (requirements §2), in the shared configuration so that the page table (src/config/pages.ts),
 * the shell, app start, the auth screens (storefront/auth) and the server's mailed links share one definition.
 */
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from './constants';

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
