/**
 * Where a signed-out user of a given role signs in again (requirements §4): admin and super_admin have their
 * own login page, trainers and athletes share /login. The paths are defined in src/config/constants.ts.
 */
import { ADMIN_LOGIN_PATH, LOGIN_PATH, PATH_ROLE_OF, type PathRole, type UserRole } from '../config/constants';

export { ADMIN_LOGIN_PATH, HOME_PATH, LOGIN_PATH } from '../config/constants';

/** A known session role. */
export function isUserRole(role: unknown): role is UserRole {
  return typeof role === 'string' && Object.hasOwn(PATH_ROLE_OF, role);
}

/** The path role of a session role (requirements §6), or null for an unknown role. */
export function pathRoleOf(role: string | null | undefined): PathRole | null {
  return isUserRole(role) ? PATH_ROLE_OF[role] : null;
}

/** The login page of `role`, or null when no login page applies (no role or an unknown one). */
export function loginPathFor(role: string | null | undefined): string | null {
  const pathRole = pathRoleOf(role);
  if (pathRole === null) return null;
  return pathRole === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH;
}

/** Where an expired session of `role` goes: its login page, with `redirect_uri` = `currentPath`. */
export function sessionExpiredRedirect(role: string | null | undefined, currentPath: string): string {
  const params = new URLSearchParams({ redirect_uri: currentPath });
  return `${loginPathFor(role) ?? LOGIN_PATH}?${params.toString()}`;
}
