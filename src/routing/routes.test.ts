import { describe, expect, it, vi } from 'vitest';
import { decide, type GuardSession } from './guard';
import { plugAppRoutes } from '../app/routes';
import { isPublicPath, layoutOfRole, prefetchAt, ROUTES } from './routes';
import { routeTitlesText } from '../layout/i18n/en';
import { localeStore } from '../i18n/locale';
import { hasBackButton, sectionTitle, tabTitle, titleCase } from './title';

// As the composition root does before the first render (src/main.tsx).
plugAppRoutes();

const ADMINS = ['admin', 'super_admin'];
const SPEC: Record<string, 'public' | 'open' | string[]> = {
  ...Object.fromEntries(
    ['/login', '/login/oauth', '/oauth-test', '/verify-email', '/verification-sent', '/forgot-password', '/change-password', '/magic-login', '/magic-login/:role', '/magic-login/verify', '/athlete/signup', '/trainer/signup', '/admin/login', '/admin/sign-up', '/admin/forgot', '/admin/reset', '/trainer/forgot-password', '/trainer/change-password', '/test-components', '/playground'].map((p) => [p, 'public' as const]),
  ),
  '/': 'open',
  '/athlete/program/:programId': 'open',
  '/athlete/trainer-details': 'open',
  // The blog and the FAQ (requirements §1 "blogs, a content-management facility"), open in the athlete layout.
  '/blog': 'open',
  '/blog/:id': 'open',
  '/faq': 'open',
  // The blog's and the CMS's admin resources, and the trainer's blog editor.
  ...Object.fromEntries(['/admin/blog-posts', '/admin/blog-categories', '/admin/blog-tags', '/admin/cms'].map((p) => [p, ADMINS])),
  '/trainer/blog': ['trainer'],
  ...Object.fromEntries(['/admin/profile', '/admin/profile/view', '/admin/dashboard', '/admin/content-libraries', '/admin/refunds', '/admin/transactions', '/admin/trainers', '/admin/athletes', '/admin/programs', '/admin/programs/preview/:programId', '/admin/add-user'].map((p) => [p, ADMINS])),
  ...Object.fromEntries(['/trainer/add-program', '/trainer/edit-program/:programId', '/trainer/profile', '/trainer/transactions', '/trainer/feed', '/trainer/discount', '/trainer/discount/:programId', '/trainer/dashboard', '/trainer/athlete-management', '/trainer/programs', '/trainer/profile-completion', '/trainer/statements/:month', '/trainer/payouts/setup'].map((p) => [p, ['trainer']])),
  '/trainer/view-program/:programId': ['trainer', ...ADMINS],
  // Beyond requirements §2 (admins only): project-management workspaces, every account's sessions, sign-in analytics.
  ...Object.fromEntries(['/admin/workspaces', '/admin/workspaces/:workspaceId', '/admin/sessions', '/admin/analytics'].map((p) => [p, ADMINS])),
  // Beyond requirements §2: the messages page of athletes and trainers (chat, realtime v3).
  '/athlete/messages': ['athlete'],
  '/trainer/messages': ['trainer'],
  // Beyond requirements §2: the trainer's notifications (sales, refunds, comments, chat), as the athlete's.
  '/trainer/notifications': ['trainer'],
  ...Object.fromEntries(['/athlete/profile', '/athlete/feed', '/athlete/owned-programs', '/athlete/programs/enrolled/access', '/athlete/program-preview/:id', '/athlete/library', '/athlete/notifications', '/athlete/profile-completion'].map((p) => [p, ['athlete']])),
};

const route = (path: string) => ROUTES.find((r) => r.path === path)!;
const signedOut: GuardSession = { isAuthenticated: false, role: null, profileComplete: null };
const as = (role: string, profileComplete: boolean | null = true): GuardSession => ({ isAuthenticated: true, role, profileComplete });

describe('the route table', () => {
  it('has every spec route, the admin’s workspace, session and analytics pages and the messages pages, with their roles, and nothing else', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(SPEC).sort());
    for (const [path, roles] of Object.entries(SPEC)) {
      const r = route(path);
      expect(Array.isArray(r.roles) ? [...r.roles].sort() : r.roles, path).toEqual(Array.isArray(roles) ? [...roles].sort() : roles);
    }
  });

  it('gives every route a title and the layout of its section', () => {
    for (const r of ROUTES) {
      if (r.path !== '/') expect(r.title, r.path).not.toBe('');
      if (r.roles === 'public') expect(r.layout).toBe('bare');
      else if (r.path.startsWith('/admin/')) expect(r.layout).toBe('admin');
      else if (r.path.startsWith('/trainer/view-program')) expect(r.layout).toBe('role');
      else if (r.path.startsWith('/trainer/')) expect(r.layout).toBe('trainer');
      else expect(r.layout).toBe('athlete');
    }
    expect(tabTitle(route('/admin/content-libraries').title)).toBe('Content Libraries');
    expect(tabTitle(route('/').title)).toBe('Sportlink');
  });

  it('maps roles to layouts', () => {
    expect(layoutOfRole('super_admin')).toBe('admin');
    expect(layoutOfRole('trainer')).toBe('trainer');
    expect(layoutOfRole('athlete')).toBe('athlete');
    expect(layoutOfRole(null)).toBe('athlete');
  });
});

describe('public pages (app start reports no failed session check there)', () => {
  it('are exactly the spec’s public pages, the test components and the playground included', () => {
    const publicOnes = Object.entries(SPEC).filter(([, roles]) => roles === 'public').map(([path]) => path);
    for (const path of publicOnes) expect(isPublicPath(path.replace(':role', 'trainer')), path).toBe(true);
    expect(isPublicPath('/test-components')).toBe(true);
    expect(isPublicPath('/playground')).toBe(true);
  });

  it('match concrete paths, not open or protected pages or longer paths', () => {
    expect(isPublicPath('/magic-login/trainer')).toBe(true);
    expect(isPublicPath('/magic-login/verify')).toBe(true);
    for (const path of ['/', '/athlete/profile', '/athlete/program/1', '/blog', '/login/other', '/playground/x', '/admin/dashboard']) expect(isPublicPath(path), path).toBe(false);
  });
});

describe('titles', () => {
  it('capitalises each word, and writes UI in capitals', () => {
    expect(titleCase('generate-ui')).toBe('Generate UI');
    expect(titleCase('athlete management')).toBe('Athlete Management');
    expect(titleCase('content-libraries')).toBe('Content Libraries');
    expect(tabTitle('')).toBe('Sportlink');
    expect(tabTitle(undefined)).toBe('Sportlink');
  });

  it('has every route title in the catalogue, so every tab and menu entry has its words in each language', () => {
    const listed = new Set(Object.keys(routeTitlesText.en));
    expect(ROUTES.map((r) => r.title.replace(/[-_]+/g, ' ')).filter((t) => t && !listed.has(t))).toEqual([]);
  });

  it('in French, capitalises the first word only', () => {
    localeStore.setState({ locale: 'fr' });
    try {
      expect(titleCase('tableau de bord')).toBe('Tableau de bord');
      expect(titleCase('mots-clés du blog')).toBe('Mots-clés du blog');
    } finally {
      localeStore.setState({ locale: 'en' });
    }
  });

  it('shows the first segment after the role in the title bar, with a back button below a section root', () => {
    expect(sectionTitle('/admin/generate-ui')).toBe('Generate UI');
    expect(sectionTitle('/trainer/athlete-management')).toBe('Athlete Management');
    expect(sectionTitle('/admin/programs/preview/3')).toBe('Programs');
    expect(sectionTitle('/')).toBe('Home');
    expect(hasBackButton('/admin/programs')).toBe(false);
    expect(hasBackButton('/admin/programs/preview/3')).toBe(true);
    expect(hasBackButton('/')).toBe(false);
  });
});

describe('the guard', () => {
  it('shows public and open pages to anyone', () => {
    expect(decide(route('/login'), signedOut)).toEqual({ kind: 'show' });
    expect(decide(route('/'), signedOut)).toEqual({ kind: 'show' });
    expect(decide(route('/'), as('trainer'))).toEqual({ kind: 'show' });
  });

  it('shows a protected page only to its roles, otherwise not-found', () => {
    expect(decide(route('/admin/dashboard'), as('super_admin'))).toEqual({ kind: 'show' });
    expect(decide(route('/admin/dashboard'), as('trainer'))).toEqual({ kind: 'not-found' });
    expect(decide(route('/trainer/view-program/:programId'), as('admin'))).toEqual({ kind: 'show' });
    expect(decide(route('/trainer/view-program/:programId'), as('athlete'))).toEqual({ kind: 'not-found' });
    expect(decide(route('/athlete/library'), as('mystery'))).toEqual({ kind: 'not-found' });
  });

  it('answers a signed-out visitor with not-found, or the login page on the redirecting variant', () => {
    expect(decide(route('/admin/refunds'), signedOut)).toEqual({ kind: 'not-found' });
    expect(decide(route('/admin/dashboard'), signedOut, '/admin/dashboard')).toEqual({ kind: 'redirect', to: '/admin/login?redirect_uri=%2Fadmin%2Fdashboard' });
    expect(decide(route('/athlete/profile'), signedOut, '/athlete/profile')).toEqual({ kind: 'redirect', to: '/login?redirect_uri=%2Fathlete%2Fprofile' });
  });

  it('sends a signed-out trainer to sign in on the notifications page, shows it to trainers in their layout and to nobody else', () => {
    const notifications = route('/trainer/notifications');
    expect(notifications.layout).toBe('trainer');
    expect(decide(notifications, signedOut, '/trainer/notifications')).toEqual({ kind: 'redirect', to: '/login?redirect_uri=%2Ftrainer%2Fnotifications' });
    expect(decide(notifications, as('trainer'))).toEqual({ kind: 'show' });
    expect(decide(notifications, as('athlete'))).toEqual({ kind: 'not-found' });
    expect(decide(route('/athlete/notifications'), as('athlete'))).toEqual({ kind: 'show' });
    expect(route('/athlete/notifications').screen).toBeDefined();
  });

  it('sends a pending user to profile completion from their role’s pages, and lets them browse the storefront', () => {
    expect(decide(route('/trainer/dashboard'), as('trainer', false))).toEqual({ kind: 'profile-completion', to: '/trainer/profile-completion' });
    expect(decide(route('/athlete/owned-programs'), as('athlete', false))).toEqual({ kind: 'profile-completion', to: '/athlete/profile-completion' });
    // Pending mode blocks what needs the profile, not browsing: the storefront's open pages show.
    expect(decide(route('/'), as('athlete', false))).toEqual({ kind: 'show' });
    expect(decide(route('/athlete/program/:programId'), as('athlete', false))).toEqual({ kind: 'show' });
    expect(decide(route('/athlete/trainer-details'), as('trainer', false))).toEqual({ kind: 'show' });
    expect(decide(route('/trainer/profile-completion'), as('trainer', false))).toEqual({ kind: 'show' });
    expect(decide(route('/login'), as('athlete', false))).toEqual({ kind: 'show' });
    expect(decide(route('/trainer/dashboard'), as('trainer', null))).toEqual({ kind: 'show' });
  });
});

describe('the first request at app start (prefetchAt)', () => {
  const withPrefetch = ROUTES.filter((r) => r.prefetch);
  const spies = () => withPrefetch.map((r) => vi.spyOn(r as { prefetch: NonNullable<typeof r.prefetch> }, 'prefetch').mockImplementation(() => undefined));

  it('starts the data of the open page at the address, with its params', () => {
    const all = spies();
    prefetchAt('/athlete/program/42');
    const program = withPrefetch.findIndex((r) => r.path === '/athlete/program/:programId');
    expect(all[program]).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ programId: '42' }));
    expect(all.filter((s) => s.mock.calls.length > 0)).toHaveLength(1);
    prefetchAt('/');
    expect(all[withPrefetch.findIndex((r) => r.path === '/')]).toHaveBeenCalledOnce();
    all.forEach((s) => s.mockRestore());
  });

  it('starts nothing for an address without a prefetching open page', () => {
    const all = spies();
    for (const path of ['/athlete/owned-programs', '/trainer/dashboard', '/nowhere', '/athlete/program/1/extra']) prefetchAt(path);
    expect(all.every((s) => s.mock.calls.length === 0)).toBe(true);
    all.forEach((s) => s.mockRestore());
  });

  it('is given only to pages open to everyone', () => {
    for (const r of withPrefetch) expect([r.path, r.roles]).toEqual([r.path, expect.stringMatching(/^(open|public)$/)]);
  });
});
