/**
 * Where the web app's API calls go and who they are made as: the base URL, the project id, and the
 * getters for the bearer token and the path role. The session store plugs its getters in at start-up;
 * until then both read localStorage (`token`, `role`) when it exists.
 */
import { DEFAULT_PROJECT_ID, PATH_ROLE_OF, type PathRole, type UserRole, SESSION_STORAGE_KEYS } from '../config/constants';
import { loginTypeAt } from '../config/pages';

export interface ApiConfig {
  /** Prefix of every request URL; '' (the default) is the page's own origin. */
  baseUrl: string;
  /** Sent as the `x-project` header and used as the `{project}` path segment. */
  projectId: string;
}

type MaybePromise<T> = T | Promise<T>;
/** The bearer token for a request (the request it is for, when the API client asks). */
export type TokenGetter = (request?: Request) => MaybePromise<string | null | undefined>;
export type RoleGetter = () => PathRole | null | undefined;

const DEFAULTS: ApiConfig = { baseUrl: '', projectId: DEFAULT_PROJECT_ID };

/** The live configuration (read it, change it with `configureApi`). */
export const apiConfig: ApiConfig = { ...DEFAULTS };

export function configureApi(patch: Partial<ApiConfig>): ApiConfig {
  for (const [key, value] of Object.entries(patch) as [keyof ApiConfig, string | undefined][]) {
    if (value !== undefined) apiConfig[key] = value;
  }
  return apiConfig;
}

function readStorage(key: string): string | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame) or not a real Storage
  }
}

export const defaultTokenGetter: TokenGetter = () => readStorage(SESSION_STORAGE_KEYS.token);

export const defaultRoleGetter: RoleGetter = () => {
  const role = readStorage(SESSION_STORAGE_KEYS.role);
  return role && Object.hasOwn(PATH_ROLE_OF, role) ? PATH_ROLE_OF[role as UserRole] : null;
};

let tokenGetter: TokenGetter = defaultTokenGetter;
let roleGetter: RoleGetter = defaultRoleGetter;

/** Plug in where the bearer token comes from (`null` resets to the localStorage default). */
export function setTokenGetter(fn: TokenGetter | null): void {
  tokenGetter = fn ?? defaultTokenGetter;
}

/** Plug in the default path role of records and lambda calls (`null` resets to the localStorage default). */
export function setRoleGetter(fn: RoleGetter | null): void {
  roleGetter = fn ?? defaultRoleGetter;
}

/** The current bearer token (for `request`, when known), or null when signed out. */
export async function getToken(request?: Request): Promise<string | null> {
  const token = await tokenGetter(request);
  return token ? token : null;
}

/**
 * The path role for a call (requirements §6): the call's own, else the stored role's (the getter's), else the login type (the
 * audience of the page the app is on: the storefront is the member area, src/config/pages.ts), else 'user', which the
 * server refuses with a 400 that says which roles a path takes.
 */
export function resolvePathRole(explicit?: PathRole | null): PathRole {
  return explicit || roleGetter() || loginType() || ('user' as PathRole);
}

/** The login type of the page the app is on (none outside a browser). */
function loginType(): PathRole | null {
  const here = globalThis.location;
  return here ? loginTypeAt(here.pathname, here.search) : null;
}

/** Back to the defaults (base URL, project, getters). For tests and sign-out. */
export function resetApiConfig(): void {
  Object.assign(apiConfig, DEFAULTS);
  tokenGetter = defaultTokenGetter;
  roleGetter = defaultRoleGetter;
}
