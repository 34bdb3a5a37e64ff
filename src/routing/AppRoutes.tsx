/**
 * Renders the route table (routes.ts): each route inside its layout, behind the guard (guard.ts),
 * with the tab title; any other path is the not-found page inside the layout of the user's role.
 */
import { Suspense, useEffect, useRef, type ReactElement } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NotFound } from '../layout/NotFound';
import { Layout } from '../layout/Layouts';
import { layoutSlots } from '../layout/slots';
import { fetchProfile } from '../session/app-start';
import { pathRoleOf } from '../session/login-path';
import { useSession } from '../session/store';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingBar } from '../ui/LoadingBar';
import { decide } from './guard';
import { profileCompletionPath } from '../config/pages';
import { layoutOfRole, pluggedAdminApp, ROUTES, type RouteDef } from './routes';
import { tabTitle } from './title';
import { screenLive, serverTitleHolds } from './server-render';
import { useLocale } from '../i18n/locale';

function useTabTitle(title: string | null) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The page the server drew keeps its own title (its program's name, say) until the visitor moves on.
    if (serverTitleHolds(`${pathname}${search}`, locale)) return;
    document.title = tabTitle(title);
  }, [title, locale, pathname, search]);
}

/** True when the browser is already at another address than the router's (a navigation under way). */
function leaving(routerPath: string): boolean {
  if (typeof globalThis.location === 'undefined') return false;
  return `${globalThis.location.pathname}${globalThis.location.search}` !== routerPath;
}

/** Pending mode is enforced once the role's profile-completion screen exists (until then nobody could leave it). */
function profileCompletionBuilt(role: string | null): boolean {
  const path = profileCompletionPath(role);
  return ROUTES.some((r) => r.path === path && r.screen !== undefined);
}

function Page({ route }: { route: RouteDef }) {
  const Screen = route.screen;
  const params = useParams();
  // The screen's first request starts now, beside its code, not after it.
  const started = useRef<string | null>(null);
  const key = JSON.stringify(params);
  if (route.prefetch && started.current !== key) {
    started.current = key;
    route.prefetch(params);
  }
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingBar />}>
        {Screen ? <Screen /> : <NotFound />}
        <ScreenLive />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Tells a page the server drew that its screen is live (drawn, or taken over with its handlers): server-render.ts. */
function ScreenLive() {
  useEffect(() => screenLive(), []);
  return null;
}

/** The guard's decision (guard.ts) for a route and the current session; the profile is read only for pending mode. */
function useGuard(route: RouteDef) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const token = useSession((s) => s.token);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Pending mode (profile_complete 0) is read from the profile, once profile completion is built.
  const enforcePending = isAuthenticated && profileCompletionBuilt(role);
  const pathRole = pathRoleOf(role);
  const { data: profile } = useQuery({
    queryKey: ['profile', pathRole, token],
    queryFn: () => fetchProfile(pathRole ?? undefined),
    enabled: enforcePending,
    // Never kept on the device (the query client's defaults for ['profile']; src/api/query-client.ts).
  });
  const profileComplete = enforcePending && profile ? (profile as { profile_complete?: number }).profile_complete !== 0 : null;
  const decision = decide(route, { isAuthenticated, role, profileComplete }, here);
  /** The layout of the signed-in user's role (signed out: the storefront's). */
  const roleLayout = layoutOfRole(isAuthenticated ? role : null);
  /** A pending user browsing: where their profile is completed (the page says so over its content). */
  const finishProfile = profileComplete === false && decision.kind === 'show' && !route.profileCompletion && route.roles !== 'public' ? profileCompletionPath(role) : null;
  return { decision, here, roleLayout, finishProfile };
}

function RouteView({ route }: { route: RouteDef }) {
  const { decision, here, roleLayout, finishProfile } = useGuard(route);
  const notFound = decision.kind === 'not-found';
  useTabTitle(notFound ? 'page not found' : route.title);
  if (decision.kind === 'redirect') return leaving(here) ? null : <Navigate replace to={decision.to} />;
  if (decision.kind === 'profile-completion') return <Navigate replace to={decision.to} />;
  const kind = notFound || route.layout === 'role' ? roleLayout : route.layout;
  const { PendingProfileNotice } = layoutSlots();
  return (
    <Layout kind={kind}>
      {finishProfile && (
        <Suspense fallback={null}>
          <PendingProfileNotice to={finishProfile} />
        </Suspense>
      )}
      {notFound ? (
        <>
          <NotFound />
          <ScreenLive />
        </>
      ) : (
        <Page route={route} />
      )}
    </Layout>
  );
}

/**
 * Every /admin/* page but the public ones (/admin/login, ...) is the react-admin app (admin-resources),
 * which stays mounted across admin pages. The route table still gives each page its roles, guard and
 * tab title: the most specific admin route the path starts with (/admin/trainers for
 * /admin/trainers/3/show). /admin itself opens the dashboard; an unknown admin path is the admin's
 * not-found page.
 */
const ADMIN_ROUTES = ROUTES.filter((r) => r.layout === 'admin').sort((a, b) => b.path.length - a.path.length);
/** The admin pages with a screen of their own (the profile), drawn inside the admin app; known once the root plugged the screens. */
let adminPages: { path: string; element: ReactElement }[] | null = null;
const adminPagesOf = () => (adminPages ??= ADMIN_ROUTES.filter((r) => r.screen).map((r) => ({ path: r.path.replace(/^\/admin\//, ''), element: <Page route={r} /> })));
const ADMIN_HOME = '/admin/dashboard';
const ADMIN_AREA: RouteDef = { path: '/admin/*', title: 'page not found', roles: ['admin', 'super_admin'], layout: 'admin' };

function AdminArea() {
  const { pathname } = useLocation();
  const route = ADMIN_ROUTES.find((r) => matchPath({ path: r.path, end: false }, pathname)) ?? ADMIN_AREA;
  const { decision, here, roleLayout } = useGuard(route);
  const notFound = decision.kind === 'not-found';
  useTabTitle(notFound ? 'page not found' : route.title);
  if (pathname === '/admin' || pathname === '/admin/') return <Navigate replace to={ADMIN_HOME} />;
  if (decision.kind === 'redirect') return leaving(here) ? null : <Navigate replace to={decision.to} />;
  if (notFound || decision.kind === 'profile-completion') {
    return (
      <Layout kind={roleLayout}>
        <NotFound />
      </Layout>
    );
  }
  const AdminApp = pluggedAdminApp();
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingBar />}>
        {AdminApp ? <AdminApp pages={adminPagesOf()} /> : <NotFound />}
      </Suspense>
    </ErrorBoundary>
  );
}

function UnknownPath() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  useTabTitle('page not found');
  return (
    <Layout kind={layoutOfRole(isAuthenticated ? role : null)}>
      <NotFound />
      <ScreenLive />
    </Layout>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.filter((route) => route.layout !== 'admin').map((route) => (
        <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
      ))}
      <Route path="/admin/*" element={<AdminArea />} />
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
