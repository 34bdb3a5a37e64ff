/**
 * App start (requirements §4): when token, user and role are all stored, the profile is fetched to check the
 * session. If that fails the session is cleared and the user goes to the login page of their role
 * (admin and super_admin: /admin/login; trainer and athlete: /login), or to / when no login page
 * applies; and unless the current page is public, the error message (or 'An error occurred') goes
 * to the token-expiry handler. A check cut short because the page is being left (a reload during start), or one that
 * could not reach the server (offline), decides nothing: the session stays and is checked again later. Every side
 * effect is passed in.
 */
import { api, unwrap } from '../api/client';
import { isNetworkLikeError } from '../api/errors';
import { onPath } from '../api/lambda';
import { MESSAGES } from '../config/messages';
import { HOME_PATH, type PathRole } from '../config/constants';
import { loginPathFor, pathRoleOf } from './login-path';
import { sessionStore, type SessionStore, type UserDetails } from './store';

/** The profile as far as the spec knows it (§3); other fields pass through. */
export interface Profile {
  role?: string;
  role_id?: string | number;
  status?: 0 | 1;
  verify?: 0 | 1;
  first_name?: string;
  last_name?: string;
  photo?: string | null;
  [field: string]: unknown;
}

/** GET lambda `profile`, as `pathRole` (default: the session's): the profile out of its envelope. */
export async function fetchProfile(pathRole?: PathRole): Promise<Profile> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/profile', { params: { path: onPath(pathRole) } }))).model;
}

export interface BootSessionOptions {
  /** Goes to a path of the app (react-router's navigate, or `location.assign`). */
  navigate: (to: string) => void;
  /** Whether a path is a public page (requirements §2). */
  isPublicPath: (path: string) => boolean;
  /** Default: GET lambda `profile` as the stored role's path role. */
  fetchProfile?: () => Promise<unknown>;
  /** Told the failure's message unless the page is public. Default: nothing. */
  onTokenExpiry?: (message: string) => void;
  /** The page the app started on. Default: `location.pathname`. */
  currentPath?: () => string;
  /** Default: the app's session. */
  store?: SessionStore;
  /** Whether the page is being left (reload, navigation away). Default: a `pagehide` seen since load. */
  isLeavingPage?: () => boolean;
}

export type BootResult =
  /** Not all of token, user and role were stored: nothing was fetched. */
  | { status: 'anonymous' }
  /** The profile answered: the session stands. */
  | { status: 'signed-in'; profile: unknown }
  /** The profile failed: the session was cleared and the user sent to `redirectedTo`. */
  | { status: 'signed-out'; error: unknown; message: string; redirectedTo: string }
  /** The page was left while the check ran (its request cut short): nothing was decided, the session stays. */
  | { status: 'interrupted' }
  /** The server could not be reached (offline): nothing was decided, the session stays; check again when online. */
  | { status: 'offline'; error: unknown };

let leaving = false;
if (typeof globalThis.addEventListener === 'function') {
  globalThis.addEventListener('beforeunload', () => (leaving = true));
  globalThis.addEventListener('pagehide', () => (leaving = true));
  globalThis.addEventListener('pageshow', () => (leaving = false));
}

function pageLocation(): string {
  return typeof globalThis.location === 'undefined' ? HOME_PATH : globalThis.location.pathname;
}

/** The message of a failure, or 'An error occurred'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MESSAGES.defaultError;
}

/** Name and photo from a profile answer (`{model: {...}}` or the fields themselves), where present. */
function detailsOf(profile: unknown): Partial<UserDetails> {
  if (!profile || typeof profile !== 'object') return {};
  const source = ('model' in profile && profile.model && typeof profile.model === 'object' ? profile.model : profile) as Profile;
  const details: Partial<UserDetails> = {};
  if (typeof source.first_name === 'string') details.firstName = source.first_name;
  if (typeof source.last_name === 'string') details.lastName = source.last_name;
  if (typeof source.photo === 'string' || source.photo === null) details.photo = source.photo;
  return details;
}

/** Checks a stored session at app start (see the file note). */
export async function bootSession(options: BootSessionOptions): Promise<BootResult> {
  const store = options.store ?? sessionStore;
  const { token, user, role } = store.getState();
  if (!token || user === null || !role) return { status: 'anonymous' };

  const startedOn = (options.currentPath ?? pageLocation)();
  try {
    const profile = await (options.fetchProfile ?? (() => fetchProfile(pathRoleOf(role) ?? undefined)))();
    store.getState().updateDetails(detailsOf(profile));
    return { status: 'signed-in', profile };
  } catch (error) {
    // A reload or navigation cancels the request: that is no verdict on the session (the next load checks again).
    if ((options.isLeavingPage ?? (() => leaving))()) return { status: 'interrupted' };
    // No connection is no verdict either: the app works offline on what it has (requirements §1), and checks once back.
    if (isNetworkLikeError(error)) return { status: 'offline', error };
    const message = errorMessage(error);
    store.getState().logout();
    const redirectedTo = loginPathFor(role) ?? HOME_PATH;
    options.navigate(redirectedTo);
    if (!options.isPublicPath(startedOn)) options.onTokenExpiry?.(message);
    return { status: 'signed-out', error, message, redirectedTo };
  }
}
