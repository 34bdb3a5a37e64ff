/**
 * The addresses of the auth pages (spec §2), and which of them are public. They live in the app shell
 * (with the route table, src/routing/routes.ts) so that the shell, app start and the auth screens
 * (storefront/auth) share one definition.
 */
import { matchPath } from 'react-router';
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

/** The public auth pages (spec §2 "Public (bare layout)", the auth part of it). */
export const AUTH_PUBLIC_PATHS: readonly string[] = [
  AUTH_PATHS.login,
  AUTH_PATHS.adminLogin,
  AUTH_PATHS.oauthLanding,
  AUTH_PATHS.oauthTest,
  AUTH_PATHS.verifyEmail,
  AUTH_PATHS.verificationSent,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.trainerForgotPassword,
  AUTH_PATHS.adminForgot,
  AUTH_PATHS.changePassword,
  AUTH_PATHS.trainerChangePassword,
  AUTH_PATHS.adminReset,
  AUTH_PATHS.magicLogin,
  AUTH_PATHS.magicLoginVerify,
  AUTH_PATHS.magicLoginRole,
  AUTH_PATHS.athleteSignup,
  AUTH_PATHS.trainerSignup,
  AUTH_PATHS.adminSignup,
];

/** True for a public auth page (app start does not report a failed session check there). */
export function isAuthPublicPath(pathname: string): boolean {
  return AUTH_PUBLIC_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
