/** The sidebar's and Change Route dialog's entries: the pages of a role that need no parameter. */
import { ROUTES, type RouteDef } from '../routing/routes';
import { localTitle, titleCase } from '../routing/title';

export interface NavEntry {
  path: string;
  label: string;
}

const plain = (r: RouteDef) => !r.path.includes(':') && !r.profileCompletion && !r.linkedOnly;

/** The pages of `role` (a protected page of its own), for its sidebar. */
export function navEntriesFor(role: string): NavEntry[] {
  const entries = ROUTES.filter((r) => plain(r) && Array.isArray(r.roles) && r.roles.includes(role as never)).map((r) => ({ path: r.path, label: titleCase(localTitle(r.title)) }));
  // One entry per label (the admin's profile and profile view are one "Profile").
  return entries.filter((e, i) => entries.findIndex((o) => o.label === e.label) === i);
}

/** The Change Route dialog's shortcuts: a signed-in user's own pages and the open ones; a signed-out user's public and open pages. */
export function shortcutsFor(signedInRole: string | null): NavEntry[] {
  const routes = ROUTES.filter(plain).filter((r) =>
    signedInRole ? r.roles === 'open' || (Array.isArray(r.roles) && r.roles.includes(signedInRole as never)) : r.roles === 'public' || r.roles === 'open',
  );
  return routes.map((r) => ({ path: r.path, label: `${titleCase(localTitle(r.title || 'home'))} (${r.path})` }));
}
