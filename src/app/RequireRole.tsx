/**
 * Shows a signed-in page only to the roles allowed on it (spec §2, the redirecting guard variant): a
 * signed-out visitor goes to the login page of those roles with `redirect_uri` of this page; a
 * signed-in user of another role gets the not-found page.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionExpiredRedirect } from '../session/SessionExpiredDialog';
import { useSession } from '../session/store';
import { AccountDeactivatedBanner } from './AccountDeactivatedBanner';
import { NotFound } from './NotFound';

/** True when the browser is already at another address than the router's (a navigation under way). */
function leaving(routerPath: string): boolean {
  if (typeof globalThis.location === 'undefined') return false;
  return `${globalThis.location.pathname}${globalThis.location.search}` !== routerPath;
}

export function RequireRole({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const location = useLocation();
  if (!isAuthenticated) {
    const here = `${location.pathname}${location.search}`;
    // Signing out navigates away first; the router renders the next page in a transition, so this
    // page may render signed-out once more. It is being left: no redirect back to it.
    if (leaving(here)) return null;
    return <Navigate replace to={sessionExpiredRedirect(roles[0], here)} />;
  }
  if (!role || !roles.includes(role)) return <NotFound />;
  return (
    <>
      {role === 'trainer' && <AccountDeactivatedBanner />}
      {children}
    </>
  );
}
