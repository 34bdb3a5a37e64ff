/**
 * The route table (spec §2): every route of the web app, with its title, the roles allowed on it,
 * its layout and its screen. Screens load lazily (src/ never imports a feature statically; the dynamic
 * `import()` below is each screen's own chunk). The admin's routes have no screen here: the react-admin app
 * (admin-resources/) serves them, and the table gives them their roles, guard and tab title.
 *
 * The redirecting guard variant (`redirectSignedOut`) sends a signed-out visitor to the login page
 * (/admin/login for admin pages, /login otherwise) with `redirect_uri`, instead of the not-found page.
 * It is used for the pages a signed-out user is likely to have bookmarked: the three profile pages,
 * the admin and trainer dashboards, the trainer's programs, the athlete's owned programs, library
 * and feed, and both roles' messages and notifications. Every other protected page answers a
 * signed-out visitor with not-found (spec §2).
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { UserRole } from '../config/constants';
import { AUTH_PATHS as P } from '../app/auth-paths';

/** The layouts (spec §2). `role`: the layout of the signed-in user's role (a page shared by roles). */
export type LayoutKind = 'bare' | 'athlete' | 'trainer' | 'admin';

export interface RouteDef {
  path: string;
  /** Lower-case words; the tab shows them title-cased (titleCase). */
  title: string;
  /** Who may see the page: `public` (anyone, bare pages), `open` (anyone, in a layout) or these roles. */
  roles: 'public' | 'open' | readonly UserRole[];
  layout: LayoutKind | 'role';
  /** The screen, lazily loaded; none for the admin's pages, which the react-admin app serves. */
  screen?: ComponentType;
  /**
   * Starts the screen's first data request while its code loads (instead of after): given the route's params.
   * Loads a small module of the feature lazily, as screens are.
   */
  prefetch?: (params: Readonly<Record<string, string | undefined>>) => void;
  /** The redirecting guard variant (see above). */
  redirectSignedOut?: boolean;
  /** The role's profile-completion screen: the only page a pending user reaches. */
  profileCompletion?: boolean;
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
// Shared by athletes and trainers (src/, since neither area imports the other).
const ChatScreen = () => import('../chat/ChatScreen');
const NotificationsPage = () => import('../notifications/NotificationsPage');

const ADMINS: readonly UserRole[] = ['admin', 'super_admin'];
const TRAINER: readonly UserRole[] = ['trainer'];
const ATHLETE: readonly UserRole[] = ['athlete'];

const pub = (path: string, title: string, view?: ComponentType): RouteDef => ({ path, title, roles: 'public', layout: 'bare', screen: view });

export const ROUTES: readonly RouteDef[] = [
  // ---- Public (bare layout)
  pub(P.login, 'login', screen(LoginPage, { variant: 'member' })),
  pub(P.oauthLanding, 'oauth login', screen(() => import('../../storefront/auth/oauth/components/OAuthLandingPage'))),
  pub(P.oauthTest, 'oauth test', screen(() => import('../../storefront/auth/oauth/components/OAuthTestPage'))),
  pub(P.verifyEmail, 'verify email', screen(() => import('../../storefront/auth/verification/components/VerifyEmailPage'))),
  pub(P.verificationSent, 'verification sent', screen(() => import('../../storefront/auth/verification/components/VerificationSentPage'))),
  pub(P.forgotPassword, 'forgot password', screen(ForgotPasswordPage, { audience: 'athlete' })),
  pub(P.changePassword, 'change password', screen(ResetPasswordPage, { audience: 'athlete' })),
  pub(P.magicLogin, 'magic login', screen(MagicLinkPage)),
  pub(P.magicLoginRole, 'magic login', screen(MagicLinkPage)),
  pub(P.magicLoginVerify, 'magic login', screen(() => import('../../storefront/auth/magic-login/components/MagicLoginVerifyPage'))),
  pub(P.athleteSignup, 'athlete sign up', screen(SignupPage, { audience: 'athlete' })),
  pub(P.trainerSignup, 'trainer sign up', screen(SignupPage, { audience: 'trainer' })),
  pub(P.adminLogin, 'admin login', screen(LoginPage, { variant: 'admin' })),
  pub(P.adminSignup, 'admin sign up', screen(() => import('../../storefront/auth/signup/components/AdminSignupPage'))),
  pub(P.adminForgot, 'forgot password', screen(ForgotPasswordPage, { audience: 'admin' })),
  pub(P.adminReset, 'reset password', screen(ResetPasswordPage, { audience: 'admin' })),
  pub(P.trainerForgotPassword, 'forgot password', screen(ForgotPasswordPage, { audience: 'trainer' })),
  pub(P.trainerChangePassword, 'change password', screen(ResetPasswordPage, { audience: 'trainer' })),
  pub('/test-components', 'test components', screen(() => import('../app/TestComponentsPage'))),
  pub('/playground', 'playground', screen(() => import('../app/PlaygroundPage'))),

  // ---- Open with athlete layout (the home page keeps the fallback tab title, the product's name)
  {
    path: '/',
    title: '',
    roles: 'open',
    layout: 'athlete',
    screen: screen(() => import('../../storefront/athlete/home/components/HomePage')),
    prefetch: prefetchWith(() => import('../../storefront/athlete/home/prefetch')),
  },
  {
    path: '/athlete/program/:programId',
    title: 'program',
    roles: 'open',
    layout: 'athlete',
    screen: screen(() => import('../../storefront/athlete/program/components/ProgramPage')),
    prefetch: prefetchWith(() => import('../../storefront/athlete/program/prefetch')),
  },
  { path: '/athlete/trainer-details', title: 'trainer details', roles: 'open', layout: 'athlete', screen: screen(() => import('../../storefront/athlete/trainer-details/components/TrainerDetailsPage')) },
  { path: '/blog', title: 'blog', roles: 'open', layout: 'athlete', screen: screen(() => import('../../storefront/athlete/blog/components/BlogListPage')) },
  { path: '/blog/:id', title: 'blog', roles: 'open', layout: 'athlete', screen: screen(() => import('../../storefront/athlete/blog/components/BlogPostPage')) },
  { path: '/faq', title: 'faq', roles: 'open', layout: 'athlete', screen: screen(() => import('../../storefront/athlete/faq/components/FaqPage')) },

  // ---- Admin or super_admin only: served by the react-admin app (admin-resources/AdminApp); the profile screen is the auth area's
  { path: '/admin/dashboard', title: 'dashboard', roles: ADMINS, layout: 'admin', redirectSignedOut: true },
  { path: '/admin/content-libraries', title: 'content libraries', roles: ADMINS, layout: 'admin' },
  { path: '/admin/refunds', title: 'refunds', roles: ADMINS, layout: 'admin' },
  { path: '/admin/transactions', title: 'transactions', roles: ADMINS, layout: 'admin' },
  { path: '/admin/trainers', title: 'trainers', roles: ADMINS, layout: 'admin' },
  { path: '/admin/athletes', title: 'athletes', roles: ADMINS, layout: 'admin' },
  { path: '/admin/programs', title: 'programs', roles: ADMINS, layout: 'admin' },
  { path: '/admin/programs/preview/:programId', title: 'program preview', roles: ADMINS, layout: 'admin' },
  { path: '/admin/add-user', title: 'add user', roles: ADMINS, layout: 'admin' },
  { path: '/admin/blog-posts', title: 'blog posts', roles: ADMINS, layout: 'admin' },
  { path: '/admin/blog-categories', title: 'blog categories', roles: ADMINS, layout: 'admin' },
  { path: '/admin/blog-tags', title: 'blog tags', roles: ADMINS, layout: 'admin' },
  { path: '/admin/cms', title: 'cms', roles: ADMINS, layout: 'admin' },
  { path: P.adminProfile, title: 'profile', roles: ADMINS, layout: 'admin', screen: screen(ProfilePage), redirectSignedOut: true },
  { path: '/admin/profile/view', title: 'profile', roles: ADMINS, layout: 'admin' },
  // Beyond spec §2: project-management workspaces, every account's sessions and the sign-in analytics.
  { path: '/admin/workspaces', title: 'workspaces', roles: ADMINS, layout: 'admin' },
  { path: '/admin/workspaces/:workspaceId', title: 'workspace', roles: ADMINS, layout: 'admin' },
  { path: '/admin/sessions', title: 'sessions', roles: ADMINS, layout: 'admin' },
  { path: '/admin/analytics', title: 'analytics', roles: ADMINS, layout: 'admin' },

  // ---- Trainer only
  { path: '/trainer/dashboard', title: 'dashboard', roles: TRAINER, layout: 'trainer', redirectSignedOut: true, screen: screen(() => import('../../storefront/trainer/dashboard/components/DashboardPage')) },
  { path: '/trainer/programs', title: 'programs', roles: TRAINER, layout: 'trainer', redirectSignedOut: true, screen: screen(() => import('../../storefront/trainer/programs/components/ProgramsPage')) },
  { path: '/trainer/add-program', title: 'add program', roles: TRAINER, layout: 'trainer', screen: screen(() => import('../../storefront/trainer/program-builder/components/ProgramBuilderPage')) },
  { path: '/trainer/edit-program/:programId', title: 'edit program', roles: TRAINER, layout: 'trainer', screen: screen(() => import('../../storefront/trainer/program-builder/components/ProgramBuilderPage')) },
  { path: '/trainer/transactions', title: 'transactions', roles: TRAINER, layout: 'trainer', screen: screen(() => import('../../storefront/trainer/transactions/components/TransactionsPage')) },
  { path: '/trainer/discount', title: 'discount', roles: TRAINER, layout: 'trainer', screen: screen(DiscountsPage) },
  { path: '/trainer/discount/:programId', title: 'discount', roles: TRAINER, layout: 'trainer', screen: screen(DiscountsPage) },
  { path: '/trainer/feed', title: 'feed', roles: TRAINER, layout: 'trainer', screen: screen(() => import('../../storefront/trainer/feed/components/FeedPage')) },
  { path: '/trainer/messages', title: 'messages', roles: TRAINER, layout: 'trainer', redirectSignedOut: true, screen: screen(ChatScreen) },
  { path: '/trainer/notifications', title: 'notifications', roles: TRAINER, layout: 'trainer', redirectSignedOut: true, screen: screen(NotificationsPage) },
  { path: '/trainer/blog', title: 'blog', roles: TRAINER, layout: 'trainer', screen: screen(() => import('../../storefront/trainer/blog/components/TrainerBlogPage')) },
  { path: '/trainer/athlete-management', title: 'athlete management', roles: TRAINER, layout: 'trainer', screen: screen(() => import('../../storefront/trainer/athlete-management/components/AthleteManagementPage')) },
  { path: P.trainerProfile, title: 'profile', roles: TRAINER, layout: 'trainer', screen: screen(ProfilePage), redirectSignedOut: true },
  { path: '/trainer/profile-completion', title: 'profile completion', roles: TRAINER, layout: 'trainer', profileCompletion: true, screen: screen(() => import('../../storefront/trainer/profile-completion/components/TrainerProfileCompletionPage')) },
  { path: '/trainer/view-program/:programId', title: 'view program', roles: ['trainer', 'admin', 'super_admin'], layout: 'role', screen: screen(() => import('../../storefront/trainer/programs/components/ViewProgramPage')) },

  // ---- Athlete (member) only
  { path: P.athleteProfile, title: 'profile', roles: ATHLETE, layout: 'athlete', screen: screen(ProfilePage), redirectSignedOut: true },
  { path: '/athlete/feed', title: 'feed', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true, screen: screen(() => import('../../storefront/athlete/feed/components/AthleteFeedPage')) },
  { path: '/athlete/owned-programs', title: 'owned programs', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true, screen: screen(() => import('../../storefront/athlete/owned-programs/components/OwnedProgramsPage')) },
  { path: '/athlete/programs/enrolled/access', title: 'enrolled program', roles: ATHLETE, layout: 'athlete', screen: screen(() => import('../../storefront/athlete/training/components/EnrolledAccessPage')) },
  { path: '/athlete/program-preview/:id', title: 'program preview', roles: ATHLETE, layout: 'athlete', screen: screen(() => import('../../storefront/athlete/program-preview/components/ProgramPreviewPage')) },
  { path: '/athlete/library', title: 'library', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true, screen: screen(() => import('../../storefront/athlete/library/components/LibraryPage')) },
  { path: '/athlete/messages', title: 'messages', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true, screen: screen(ChatScreen) },
  { path: '/athlete/notifications', title: 'notifications', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true, screen: screen(NotificationsPage) },
  { path: '/athlete/profile-completion', title: 'profile completion', roles: ATHLETE, layout: 'athlete', profileCompletion: true, screen: screen(() => import('../../storefront/athlete/profile-completion/components/AthleteProfileCompletionPage')) },
];

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

/** The profile-completion path of a role, or null when it has none. */
export function profileCompletionPath(role: string | null | undefined): string | null {
  if (role === 'trainer') return '/trainer/profile-completion';
  if (role === 'athlete') return '/athlete/profile-completion';
  return null;
}
