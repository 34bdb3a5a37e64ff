/**
 * The route guard as a pure decision (requirements §2 "Other behaviour"): what a route shows for a session.
 * - `public` and `open` routes show to anyone, a pending user included: pending mode blocks what needs the
 *   profile, not browsing the storefront (the layout invites them to finish it).
 * - A protected route shows only when the signed-in role is among its roles; otherwise not-found.
 * - A signed-out visitor gets not-found, or, on a route with the redirecting variant, is sent to
 *   the login page of the route's roles with `redirect_uri` of the page.
 * - A pending user (profile_complete 0) is sent to their profile-completion screen from the pages of their
 *   role (where buying, following and building happen); public and open pages stay reachable.
 */
import { loginPathFor } from '../session/login-path';
import { profileCompletionPath } from '../config/pages';
import type { RouteDef } from './routes';

export interface GuardSession {
  isAuthenticated: boolean;
  role: string | null;
  /** From the profile: false in pending mode (profile_complete 0); null while not known. */
  profileComplete: boolean | null;
}

export type GuardDecision =
  | { kind: 'show' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string }
  | { kind: 'profile-completion'; to: string };

/** `here` is the path (and query) the visitor asked for, for `redirect_uri`. */
export function decide(route: Pick<RouteDef, 'roles' | 'redirectSignedOut' | 'profileCompletion' | 'path'>, session: GuardSession, here: string = route.path): GuardDecision {
  if (route.roles === 'public' || route.roles === 'open') return { kind: 'show' };
  if (session.isAuthenticated && session.profileComplete === false && !route.profileCompletion) {
    const to = profileCompletionPath(session.role);
    if (to) return { kind: 'profile-completion', to };
  }
  if (!session.isAuthenticated) {
    if (!route.redirectSignedOut) return { kind: 'not-found' };
    const login = loginPathFor(route.roles[0]) ?? loginPathFor('athlete')!;
    return { kind: 'redirect', to: `${login}?${new URLSearchParams({ redirect_uri: here }).toString()}` };
  }
  if (!session.role || !(route.roles as readonly string[]).includes(session.role)) return { kind: 'not-found' };
  return { kind: 'show' };
}
