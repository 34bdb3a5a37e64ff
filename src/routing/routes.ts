/**
 * The route table: every page of the web app (src/config/pages.ts: address, title, roles, layout) with its screen.
 * Screens load lazily (src/ never imports a feature statically; the dynamic `import()` below is each screen's own
 * chunk). The admin's pages have no screen here: the react-admin app (admin-resources/) serves them, and the table
 * gives them their roles, guard and tab title.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { AUTH_PATHS as P } from '../config/auth-paths';
import { PAGES, type LayoutKind, type PageDef, type PagePath } from '../config/pages';

export interface RouteDef extends PageDef {
  /** The screen, lazily loaded; none for the admin's pages, which the react-admin app serves. */
  screen?: ComponentType;
  /**
   * Starts the screen's first data request while its code loads (instead of after): given the route's params.
   * Loads a small module of the feature lazily, as screens are.
   */
  prefetch?: (params: Readonly<Record<string, string | undefined>>) => void;
}

/** A lazily loaded screen, rendered with fixed props. */
function screen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, props?: Props): ComponentType {
  const Lazy = lazy(load);
  const Screen = () => createElement(Lazy as unknown as ComponentType<Props>, (props ?? {}) as Props);
  return Screen;
}

/** A route's prefetch from a feature module exporting `prefetch(params)` (loaded lazily, errors ignored: the screen asks again). */
function prefetchWith(load: () => Promise<{ prefetch: (params: Readonly<Record<string, string | undefined>>) => unknown }>) {
  return (params: Readonly<Record<string, string | undefined>>) => {
    load()
      .then((m) => m.prefetch(params))
      .catch(() => undefined);
  };
}

const LoginPage = () => import('../../storefront/auth/login/components/LoginPage');
const SignupPage = () => import('../../storefront/auth/signup/components/SignupPage');
const ForgotPasswordPage = () => import('../../storefront/auth/password-reset/components/ForgotPasswordPage');
const ResetPasswordPage = () => import('../../storefront/auth/password-reset/components/ResetPasswordPage');
const MagicLinkPage = () => import('../../storefront/auth/magic-login/components/MagicLinkPage');
const ProfilePage = () => import('../../storefront/auth/profile/components/ProfilePage');
const DiscountsPage = () => import('../../storefront/trainer/discounts/components/DiscountsPage');
const ProgramBuilderPage = () => import('../../storefront/trainer/program-builder/components/ProgramBuilderPage');
// Shared by athletes and trainers (src/, since neither area imports the other).
const ChatScreen = () => import('../chat/ChatScreen');
const NotificationsPage = () => import('../notifications/NotificationsPage');

/** Each page's screen (the admin's pages but the profile have none: the react-admin app draws them). */
const SCREENS: Partial<Record<PagePath, ComponentType>> = {
  // ---- Public (bare layout)
  [P.login]: screen(LoginPage, { variant: 'member' }),
  [P.oauthLanding]: screen(() => import('../../storefront/auth/oauth/components/OAuthLandingPage')),
  [P.oauthTest]: screen(() => import('../../storefront/auth/oauth/components/OAuthTestPage')),
  [P.verifyEmail]: screen(() => import('../../storefront/auth/verification/components/VerifyEmailPage')),
  [P.verificationSent]: screen(() => import('../../storefront/auth/verification/components/VerificationSentPage')),
  [P.forgotPassword]: screen(ForgotPasswordPage, { audience: 'athlete' }),
  [P.changePassword]: screen(ResetPasswordPage, { audience: 'athlete' }),
  [P.magicLogin]: screen(MagicLinkPage),
  [P.magicLoginRole]: screen(MagicLinkPage),
  [P.magicLoginVerify]: screen(() => import('../../storefront/auth/magic-login/components/MagicLoginVerifyPage')),
  [P.athleteSignup]: screen(SignupPage, { audience: 'athlete' }),
  [P.trainerSignup]: screen(SignupPage, { audience: 'trainer' }),
  [P.adminLogin]: screen(LoginPage, { variant: 'admin' }),
  [P.adminSignup]: screen(() => import('../../storefront/auth/signup/components/AdminSignupPage')),
  [P.adminForgot]: screen(ForgotPasswordPage, { audience: 'admin' }),
  [P.adminReset]: screen(ResetPasswordPage, { audience: 'admin' }),
  [P.trainerForgotPassword]: screen(ForgotPasswordPage, { audience: 'trainer' }),
  [P.trainerChangePassword]: screen(ResetPasswordPage, { audience: 'trainer' }),
  '/test-components': screen(() => import('../app/TestComponentsPage')),
  '/playground': screen(() => import('../app/PlaygroundPage')),

  // ---- Open with athlete layout
  '/': screen(() => import('../../storefront/athlete/home/components/HomePage')),
  '/athlete/program/:programId': screen(() => import('../../storefront/athlete/program/components/ProgramPage')),
  '/athlete/trainer-details': screen(() => import('../../storefront/athlete/trainer-details/components/TrainerDetailsPage')),
  '/blog': screen(() => import('../../storefront/athlete/blog/components/BlogListPage')),
  '/blog/:id': screen(() => import('../../storefront/athlete/blog/components/BlogPostPage')),
  '/faq': screen(() => import('../../storefront/athlete/faq/components/FaqPage')),

  // ---- Admin: the profile screen is the auth area's
  [P.adminProfile]: screen(ProfilePage),

  // ---- Trainer only
  '/trainer/dashboard': screen(() => import('../../storefront/trainer/dashboard/components/DashboardPage')),
  '/trainer/programs': screen(() => import('../../storefront/trainer/programs/components/ProgramsPage')),
  '/trainer/add-program': screen(ProgramBuilderPage),
  '/trainer/edit-program/:programId': screen(ProgramBuilderPage),
  '/trainer/transactions': screen(() => import('../../storefront/trainer/transactions/components/TransactionsPage')),
  '/trainer/discount': screen(DiscountsPage),
  '/trainer/discount/:programId': screen(DiscountsPage),
  '/trainer/feed': screen(() => import('../../storefront/trainer/feed/components/FeedPage')),
  '/trainer/messages': screen(ChatScreen),
  '/trainer/notifications': screen(NotificationsPage),
  '/trainer/blog': screen(() => import('../../storefront/trainer/blog/components/TrainerBlogPage')),
  '/trainer/athlete-management': screen(() => import('../../storefront/trainer/athlete-management/components/AthleteManagementPage')),
  [P.trainerProfile]: screen(ProfilePage),
  '/trainer/profile-completion': screen(() => import('../../storefront/trainer/profile-completion/components/TrainerProfileCompletionPage')),
  '/trainer/view-program/:programId': screen(() => import('../../storefront/trainer/programs/components/ViewProgramPage')),

  // ---- Athlete (member) only
  [P.athleteProfile]: screen(ProfilePage),
  '/athlete/feed': screen(() => import('../../storefront/athlete/feed/components/AthleteFeedPage')),
  '/athlete/owned-programs': screen(() => import('../../storefront/athlete/owned-programs/components/OwnedProgramsPage')),
  '/athlete/programs/enrolled/access': screen(() => import('../../storefront/athlete/training/components/EnrolledAccessPage')),
  '/athlete/program-preview/:id': screen(() => import('../../storefront/athlete/program-preview/components/ProgramPreviewPage')),
  '/athlete/library': screen(() => import('../../storefront/athlete/library/components/LibraryPage')),
  '/athlete/messages': screen(ChatScreen),
  '/athlete/notifications': screen(NotificationsPage),
  '/athlete/profile-completion': screen(() => import('../../storefront/athlete/profile-completion/components/AthleteProfileCompletionPage')),
};

/** The open pages whose first data request leaves at app start (prefetchAt). */
const PREFETCH: Partial<Record<PagePath, RouteDef['prefetch']>> = {
  '/': prefetchWith(() => import('../../storefront/athlete/home/prefetch')),
  '/athlete/program/:programId': prefetchWith(() => import('../../storefront/athlete/program/prefetch')),
};

export const ROUTES: readonly RouteDef[] = PAGES.map((page) => ({ ...page, screen: SCREENS[page.path], prefetch: PREFETCH[page.path] }));

/**
 * At app start, before the first render: the first data request of the page at this address, so that it travels
 * while the app's code is evaluated and drawn (the page's own call later finds it in flight or fresh). Only pages
 * open to everyone: what a protected page reads waits for its guard. (Its code is not fetched early too: measured,
 * evaluating the page's chunks before the first paint delayed it more than it saved.)
 */
export function prefetchAt(pathname: string): void {
  for (const route of ROUTES) {
    if (!route.prefetch || (route.roles !== 'open' && route.roles !== 'public')) continue;
    const match = matchPath(route.path, pathname);
    if (match) return route.prefetch(match.params);
  }
}

/**
 * True for a public page (spec §2 "Public (bare layout)": the route table's `public` routes, the auth pages, the test
 * components and the playground). App start does not report a failed session check there.
 */
export function isPublicPath(pathname: string): boolean {
  return ROUTES.some((route) => route.roles === 'public' && matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** The layout of a role's pages (signed out: the athlete storefront's). */
export function layoutOfRole(role: string | null | undefined): LayoutKind {
  if (role === 'admin' || role === 'super_admin') return 'admin';
  if (role === 'trainer') return 'trainer';
  return 'athlete';
}
