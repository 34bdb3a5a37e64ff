/**
 * The pages of the web app (requirements §2) as data: each page's address pattern, tab title, who may see it and its layout.
 * The route table (src/routing/routes.ts) gives each its screen; the server reads the same list to answer an address
 * that is no page with HTTP 404 (server/app.ts), so a page is declared once for both.
 *
 * The redirecting guard variant (`redirectSignedOut`) sends a signed-out visitor to the login page (/admin/login for
 * admin pages, /login otherwise) with `redirect_uri`, instead of the not-found page. It is used for the pages a
 * signed-out user is likely to have bookmarked: the three profile pages, the admin and trainer dashboards, the
 * trainer's programs, the athlete's owned programs, library and feed, and both roles' messages and notifications.
 * Every other protected page answers a signed-out visitor with not-found (requirements §2).
 */
import { AUTH_PATHS as P } from './auth-paths';
import type { UserRole } from './constants';

/** The layouts (requirements §2). `role`: the layout of the signed-in user's role (a page shared by roles). */
export type LayoutKind = 'bare' | 'athlete' | 'trainer' | 'admin';

export interface PageDef {
  path: string;
  /** Lower-case words; the tab shows them title-cased (titleCase). */
  title: string;
  /** Who may see the page: `public` (anyone, bare pages), `open` (anyone, in a layout) or these roles. */
  roles: 'public' | 'open' | readonly UserRole[];
  layout: LayoutKind | 'role';
  /** The redirecting guard variant (see above). */
  redirectSignedOut?: boolean;
  /** The role's profile-completion screen, where a pending user is sent from the pages of their role. */
  profileCompletion?: boolean;
  /** Not a sidebar entry: a page another page opens (with what it needs in its address). */
  linkedOnly?: boolean;
}

const ADMINS = ['admin', 'super_admin'] as const satisfies readonly UserRole[];
const TRAINER = ['trainer'] as const satisfies readonly UserRole[];
const ATHLETE = ['athlete'] as const satisfies readonly UserRole[];

const pub = <const Path extends string>(path: Path, title: string) => ({ path, title, roles: 'public', layout: 'bare' }) as const;

export const PAGES = [
  // ---- Public (bare layout)
  pub(P.login, 'login'),
  pub(P.oauthLanding, 'oauth login'),
  pub(P.oauthTest, 'oauth test'),
  pub(P.verifyEmail, 'verify email'),
  pub(P.verificationSent, 'verification sent'),
  pub(P.forgotPassword, 'forgot password'),
  pub(P.changePassword, 'change password'),
  pub(P.magicLogin, 'magic login'),
  pub(P.magicLoginRole, 'magic login'),
  pub(P.magicLoginVerify, 'magic login'),
  pub(P.athleteSignup, 'athlete sign up'),
  pub(P.trainerSignup, 'trainer sign up'),
  pub(P.adminLogin, 'admin login'),
  pub(P.adminSignup, 'admin sign up'),
  pub(P.adminForgot, 'forgot password'),
  pub(P.adminReset, 'reset password'),
  pub(P.trainerForgotPassword, 'forgot password'),
  pub(P.trainerChangePassword, 'change password'),
  pub('/test-components', 'test components'),
  pub('/playground', 'playground'),

  // ---- Open with athlete layout (the home page keeps the fallback tab title, the product's name)
  { path: '/', title: '', roles: 'open', layout: 'athlete' },
  { path: '/athlete/program/:programId', title: 'program', roles: 'open', layout: 'athlete' },
  { path: '/athlete/trainer-details', title: 'trainer details', roles: 'open', layout: 'athlete' },
  { path: '/blog', title: 'blog', roles: 'open', layout: 'athlete' },
  { path: '/blog/:id', title: 'blog', roles: 'open', layout: 'athlete' },
  { path: '/faq', title: 'faq', roles: 'open', layout: 'athlete' },

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
  { path: P.adminProfile, title: 'profile', roles: ADMINS, layout: 'admin', redirectSignedOut: true },
  { path: '/admin/profile/view', title: 'profile', roles: ADMINS, layout: 'admin' },
  // Beyond requirements §2: project-management workspaces, every account's sessions and the sign-in analytics.
  { path: '/admin/workspaces', title: 'workspaces', roles: ADMINS, layout: 'admin' },
  { path: '/admin/workspaces/:workspaceId', title: 'workspace', roles: ADMINS, layout: 'admin' },
  { path: '/admin/sessions', title: 'sessions', roles: ADMINS, layout: 'admin' },
  { path: '/admin/analytics', title: 'analytics', roles: ADMINS, layout: 'admin' },

  // ---- Trainer only
  { path: '/trainer/dashboard', title: 'dashboard', roles: TRAINER, layout: 'trainer', redirectSignedOut: true },
  { path: '/trainer/programs', title: 'programs', roles: TRAINER, layout: 'trainer', redirectSignedOut: true },
  { path: '/trainer/add-program', title: 'add program', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/edit-program/:programId', title: 'edit program', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/transactions', title: 'transactions', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/statements/:month', title: 'statement', roles: TRAINER, layout: 'trainer', redirectSignedOut: true },
  { path: '/trainer/payouts/setup', title: 'payout account', roles: TRAINER, layout: 'trainer', redirectSignedOut: true, linkedOnly: true },
  { path: '/trainer/discount', title: 'discount', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/discount/:programId', title: 'discount', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/feed', title: 'feed', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/messages', title: 'messages', roles: TRAINER, layout: 'trainer', redirectSignedOut: true },
  { path: '/trainer/notifications', title: 'notifications', roles: TRAINER, layout: 'trainer', redirectSignedOut: true },
  { path: '/trainer/blog', title: 'blog', roles: TRAINER, layout: 'trainer' },
  { path: '/trainer/athlete-management', title: 'athlete management', roles: TRAINER, layout: 'trainer' },
  { path: P.trainerProfile, title: 'profile', roles: TRAINER, layout: 'trainer', redirectSignedOut: true },
  { path: '/trainer/profile-completion', title: 'profile completion', roles: TRAINER, layout: 'trainer', profileCompletion: true },
  { path: '/trainer/view-program/:programId', title: 'view program', roles: ['trainer', 'admin', 'super_admin'], layout: 'role' },

  // ---- Athlete (member) only
  { path: P.athleteProfile, title: 'profile', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true },
  { path: '/athlete/feed', title: 'feed', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true },
  { path: '/athlete/owned-programs', title: 'owned programs', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true },
  { path: '/athlete/programs/enrolled/access', title: 'enrolled program', roles: ATHLETE, layout: 'athlete' },
  { path: '/athlete/program-preview/:id', title: 'program preview', roles: ATHLETE, layout: 'athlete' },
  { path: '/athlete/library', title: 'library', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true },
  { path: '/athlete/messages', title: 'messages', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true },
  { path: '/athlete/notifications', title: 'notifications', roles: ATHLETE, layout: 'athlete', redirectSignedOut: true },
  { path: '/athlete/profile-completion', title: 'profile completion', roles: ATHLETE, layout: 'athlete', profileCompletion: true },
] as const satisfies readonly PageDef[];

export type PagePath = (typeof PAGES)[number]['path'];

/**
 * Whether `pathname` is an address of `pattern` (`:name` stands for one segment); `prefix`: or below it. A trailing
 * slash is the same address.
 */
export function matchesPage(pattern: string, pathname: string, prefix = false): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (prefix ? got.length < want.length : got.length !== want.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * Whether the web app has a page at `pathname`: a page of the table, or an address inside the admin app (below one of
 * its pages, or below one of its resources: /admin/programs/12/show). Anything else is the not-found page, answered
 * with 404 by the server.
 */
export function isSitePage(pathname: string, adminResources: readonly string[]): boolean {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return false;
  }
  if (PAGES.some((page) => matchesPage(page.path, path))) return true;
  if (path === '/admin' || path === '/admin/') return true;
  return (
    PAGES.some((page) => page.layout === 'admin' && Array.isArray(page.roles) && matchesPage(page.path, path, true)) ||
    adminResources.some((resource) => matchesPage(`/admin/${resource}`, path, true))
  );
}

/**
 * The "login type" of an address (requirements §6: a request's path role is the stored role, else the login type, else
 * 'user'): the audience of the page a visitor is on. The storefront's pages and the athletes' sign-in pages are the
 * member area; a trainer's pages and sign-in pages (`?role=trainer` on /login) the trainer's; the admin's the
 * admin's. An address that is no page has none.
 */
export function loginTypeAt(pathname: string, search = ''): 'member' | 'trainer' | 'admin' | null {
  // The admin app's own addresses (its resources' records) are the admin's too.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  const page = PAGES.find((p) => matchesPage(p.path, pathname));
  if (!page) return null;
  if (page.layout === 'trainer' || page.path.startsWith('/trainer')) return 'trainer';
  if (page.layout === 'role') return null;
  if (page.layout === 'bare' && /[?&]role=trainer(&|$)/.test(search)) return 'trainer';
  return 'member';
}

/** The profile-completion path of a role (the page table's), or null when it has none. */
export function profileCompletionPath(role: string | null | undefined): string | null {
  const page = PAGES.find((p) => 'profileCompletion' in p && Array.isArray(p.roles) && (p.roles as readonly string[]).includes(role ?? ''));
  return page?.path ?? null;
}

export const TRAINING_PATH = '/athlete/programs/enrolled/access';
/** The training screen of one program (optionally opening one split); a notice about a logged workout links here. */
export const trainingPath = (programId: number, splitId?: number) => `${TRAINING_PATH}?programId=${programId}${splitId ? `&splitId=${splitId}` : ''}`;

/**
 * The addresses of the storefront's open pages that are linked to from elsewhere (other features, the sitemap), defined
 * once; the table above holds their patterns.
 */
export const programPath = (programId: number | string) => `/athlete/program/${programId}`;
export const trainerPath = (trainerId: number | string) => `/athlete/trainer-details?trainerId=${trainerId}`;
export const blogPostPath = (postId: number | string) => `/blog/${postId}`;
