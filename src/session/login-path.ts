/**
 * Where a signed-out user of a given role signs in again (spec §4): admin and super_admin have their
 * own login page, trainers and athletes share /login.
 *
 * These paths belong with the route table (src/routing/) once it exists; they live here until then.
 */
import { PATH_ROLE_OF, type PathRole, type UserRole } from '../config/constants';

export const LOGIN_PATH = '/login';
export const ADMIN_LOGIN_PATH = '/admin/login';
/** Where a user goes when no login page applies (spec §4 app start). */
export const HOME_PATH = '/';

/** A known session role. */
export function isUserRole(role: unknown): role is UserRole {
  return typeof role === 'string' && Object.hasOwn(PATH_ROLE_OF, role);
}

/** The path role of a session role (spec §6), or null for an unknown role. */
export function pathRoleOf(role: string | null | undefined): PathRole | null {
  return isUserRole(role) ? PATH_ROLE_OF[role] : null;
}

/** The login page of `role`, or null when no login page applies (no role or an unknown one). */
export function loginPathFor(role: string | null | undefined): string | null {
  const pathRole = pathRoleOf(role);
  if (pathRole === null) return null;
  return pathRole === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH;
}
