/** The auth area's screens (sign-in, sign-up, links, password, profile), each its own lazily loaded chunk. */
import { AUTH_PATHS as P } from '../../src/config/auth-paths';
import { lazyScreen, type ScreenTable } from '../../src/routing/routes';

const LoginPage = () => import('./login/components/LoginPage');
const SignupPage = () => import('./signup/components/SignupPage');
const ForgotPasswordPage = () => import('./password-reset/components/ForgotPasswordPage');
const ResetPasswordPage = () => import('./password-reset/components/ResetPasswordPage');
const MagicLinkPage = () => import('./magic-login/components/MagicLinkPage');
const ProfilePage = lazyScreen(() => import('./profile/components/ProfilePage'));

export const AUTH_SCREENS: ScreenTable = {
  [P.login]: lazyScreen(LoginPage, { variant: 'member' }),
  [P.oauthLanding]: lazyScreen(() => import('./oauth/components/OAuthLandingPage')),
  [P.oauthTest]: lazyScreen(() => import('./oauth/components/OAuthTestPage')),
  [P.verifyEmail]: lazyScreen(() => import('./verification/components/VerifyEmailPage')),
  [P.verificationSent]: lazyScreen(() => import('./verification/components/VerificationSentPage')),
  [P.forgotPassword]: lazyScreen(ForgotPasswordPage, { audience: 'athlete' }),
  [P.changePassword]: lazyScreen(ResetPasswordPage, { audience: 'athlete' }),
  [P.magicLogin]: lazyScreen(MagicLinkPage),
  [P.magicLoginRole]: lazyScreen(MagicLinkPage),
  [P.magicLoginVerify]: lazyScreen(() => import('./magic-login/components/MagicLoginVerifyPage')),
  [P.athleteSignup]: lazyScreen(SignupPage, { audience: 'athlete' }),
  [P.trainerSignup]: lazyScreen(SignupPage, { audience: 'trainer' }),
  [P.adminLogin]: lazyScreen(LoginPage, { variant: 'admin' }),
  [P.adminSignup]: lazyScreen(() => import('./signup/components/AdminSignupPage')),
  [P.adminForgot]: lazyScreen(ForgotPasswordPage, { audience: 'admin' }),
  [P.adminReset]: lazyScreen(ResetPasswordPage, { audience: 'admin' }),
  [P.trainerForgotPassword]: lazyScreen(ForgotPasswordPage, { audience: 'trainer' }),
  [P.trainerChangePassword]: lazyScreen(ResetPasswordPage, { audience: 'trainer' }),
  // The profile of each role (the admin's too: it is drawn inside the admin app).
  [P.adminProfile]: ProfilePage,
  [P.trainerProfile]: ProfilePage,
  [P.athleteProfile]: ProfilePage,
};
