/**
 * The auth area's routes (spec §2). Each screen is its own lazy chunk (storefront/auth), so none of
 * them is in the first load of the home page; like every screen, they are imported lazily by the
 * shell (src/ never imports a feature statically).
 */
import { lazy, type ReactElement } from 'react';
import type { UserRole } from '../config/constants';
import { AUTH_PATHS as P } from './auth-paths';

const LoginPage = lazy(() => import('../../storefront/auth/login/components/LoginPage'));
const SignupPage = lazy(() => import('../../storefront/auth/signup/components/SignupPage'));
const AdminSignupPage = lazy(() => import('../../storefront/auth/signup/components/AdminSignupPage'));
const VerificationSentPage = lazy(() => import('../../storefront/auth/verification/components/VerificationSentPage'));
const VerifyEmailPage = lazy(() => import('../../storefront/auth/verification/components/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../../storefront/auth/password-reset/components/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../../storefront/auth/password-reset/components/ResetPasswordPage'));
const MagicLinkPage = lazy(() => import('../../storefront/auth/magic-login/components/MagicLinkPage'));
const MagicLoginVerifyPage = lazy(() => import('../../storefront/auth/magic-login/components/MagicLoginVerifyPage'));
const OAuthLandingPage = lazy(() => import('../../storefront/auth/oauth/components/OAuthLandingPage'));
const OAuthTestPage = lazy(() => import('../../storefront/auth/oauth/components/OAuthTestPage'));
const ProfilePage = lazy(() => import('../../storefront/auth/profile/components/ProfilePage'));

export interface AppRoute {
  path: string;
  element: ReactElement;
}

/** The public auth pages, in the bare layout. Their paths are AUTH_PUBLIC_PATHS. */
export const AUTH_PUBLIC_ROUTES: readonly AppRoute[] = [
  { path: P.login, element: <LoginPage variant="member" /> },
  { path: P.adminLogin, element: <LoginPage variant="admin" /> },
  { path: P.oauthLanding, element: <OAuthLandingPage /> },
  { path: P.oauthTest, element: <OAuthTestPage /> },
  { path: P.verifyEmail, element: <VerifyEmailPage /> },
  { path: P.verificationSent, element: <VerificationSentPage /> },
  { path: P.forgotPassword, element: <ForgotPasswordPage audience="athlete" /> },
  { path: P.trainerForgotPassword, element: <ForgotPasswordPage audience="trainer" /> },
  { path: P.adminForgot, element: <ForgotPasswordPage audience="admin" /> },
  { path: P.changePassword, element: <ResetPasswordPage audience="athlete" /> },
  { path: P.trainerChangePassword, element: <ResetPasswordPage audience="trainer" /> },
  { path: P.adminReset, element: <ResetPasswordPage audience="admin" /> },
  { path: P.magicLogin, element: <MagicLinkPage /> },
  { path: P.magicLoginVerify, element: <MagicLoginVerifyPage /> },
  { path: P.magicLoginRole, element: <MagicLinkPage /> },
  { path: P.athleteSignup, element: <SignupPage audience="athlete" /> },
  { path: P.trainerSignup, element: <SignupPage audience="trainer" /> },
  { path: P.adminSignup, element: <AdminSignupPage /> },
];

/** Signed-in pages of the auth area and the roles allowed on each (RequireRole guards them). */
export const AUTH_PRIVATE_ROUTES: readonly (AppRoute & { roles: readonly UserRole[] })[] = [
  { path: P.athleteProfile, roles: ['athlete'], element: <ProfilePage /> },
  { path: P.trainerProfile, roles: ['trainer'], element: <ProfilePage /> },
  { path: P.adminProfile, roles: ['admin', 'super_admin'], element: <ProfilePage /> },
];
