/**
 * Where each audience signs in, resets its password and lands afterwards. The pages' addresses are the app shell's
 * (src/config/auth-paths.ts); whether a `redirect_uri` may be followed is the URL policy's (src/domain/url-policy.ts).
 */
import { AUTH_PATHS } from '../../../src/config/auth-paths';
import { ADMIN_LOGIN_PATH, HOME_PATH, LOGIN_PATH, PATH_ROLE_OF, type PathRole, type UserRole } from '../../../src/config/constants';

export { AUTH_PATHS };

/** Who a public auth page is for: athletes (path role member), trainers, or admins. */
export type Audience = 'athlete' | 'trainer' | 'admin';

export const PATH_ROLE_OF_AUDIENCE: Record<Audience, PathRole> = { athlete: 'member', trainer: 'trainer', admin: 'admin' };

/** The pages of each audience. Trainers and athletes share /login (with the role toggle). */
export const AUDIENCE_PATHS: Record<Audience, { login: string; forgot: string; reset: string; signup: string; magic: string }> = {
  athlete: { login: LOGIN_PATH, forgot: AUTH_PATHS.forgotPassword, reset: AUTH_PATHS.changePassword, signup: AUTH_PATHS.athleteSignup, magic: '/magic-login/athlete' },
  trainer: { login: `${LOGIN_PATH}?role=trainer`, forgot: AUTH_PATHS.trainerForgotPassword, reset: AUTH_PATHS.trainerChangePassword, signup: AUTH_PATHS.trainerSignup, magic: '/magic-login/trainer' },
  admin: { login: ADMIN_LOGIN_PATH, forgot: AUTH_PATHS.adminForgot, reset: AUTH_PATHS.adminReset, signup: AUTH_PATHS.adminSignup, magic: '/magic-login/admin' },
};

/** The audience of a path role or session role ('member' and 'athlete' are athletes), or null. */
export function audienceOf(role: string | null | undefined): Audience | null {
  if (role === 'member' || role === 'athlete') return 'athlete';
  if (role === 'trainer') return 'trainer';
  if (role === 'admin' || role === 'super_admin') return 'admin';
  return null;
}

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<UserRole, string> = {
  athlete: HOME_PATH,
  trainer: '/trainer/dashboard',
  admin: '/admin/dashboard',
  super_admin: '/admin/dashboard',
};

export function homePathFor(role: string | null | undefined): string {
  return role && Object.hasOwn(PATH_ROLE_OF, role) ? ROLE_HOME[role as UserRole] : HOME_PATH;
}

/** A path with its query, e.g. withQuery('/verification-sent', { email }) */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
