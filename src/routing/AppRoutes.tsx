/**
 * Renders the route table (routes.ts): each route inside its layout, behind the guard (guard.ts),
 * with the tab title; any other path is the not-found page inside the layout of the user's role.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NotFound } from '../app/NotFound';
import { Layout } from '../layout/Layouts';
import { NotBuilt } from '../layout/NotBuilt';
import { fetchProfile } from '../session/app-start';
import { pathRoleOf } from '../session/login-path';
import { useSession } from '../session/store';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { decide } from './guard';
import { layoutOfRole, profileCompletionPath, ROUTES, type RouteDef } from './routes';
import { tabTitle, titleCase } from './title';

function useTabTitle(title: string | null) {
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
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
  return (
    <ErrorBoundary>
      <Suspense fallback={<LinearProgress />}>{Screen ? <Screen /> : <NotBuilt title={titleCase(route.title)} />}</Suspense>
    </ErrorBoundary>
  );
}

function RouteView({ route }: { route: RouteDef }) {
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
  });
  const profileComplete = enforcePending && profile ? (profile as { profile_complete?: number }).profile_complete !== 0 : null;
  const decision = decide(route, { isAuthenticated, role, profileComplete }, here);
  const notFound = decision.kind === 'not-found';
  useTabTitle(notFound ? 'page not found' : route.title);
  if (decision.kind === 'redirect') return leaving(here) ? null : <Navigate replace to={decision.to} />;
  if (decision.kind === 'profile-completion') return <Navigate replace to={decision.to} />;
  const kind = notFound || route.layout === 'role' ? layoutOfRole(isAuthenticated ? role : null) : route.layout;
  return <Layout kind={kind}>{notFound ? <NotFound /> : <Page route={route} />}</Layout>;
}

function UnknownPath() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  useTabTitle('page not found');
  return (
    <Layout kind={layoutOfRole(isAuthenticated ? role : null)}>
      <NotFound />
    </Layout>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
      ))}
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
