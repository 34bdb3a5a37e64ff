/** Business constants of the product spec (§9) and the API's limits (DESIGN §2), defined once. */
export const DEFAULT_PROJECT_ID = 'sportlink';

export const RECORDS = {
  defaultSize: 10,
  paginateSize: 20,
  maxSize: 100,
  maxGetAll: 10_000,
  maxExport: 100_000,
  maxIds: 100,
  /** Lists count matches exactly up to this many; past it `total` is a lower bound (like a search engine's). */
  countCap: 10_000,
  workspacesLimit: 99_999,
} as const;

/** Path roles and how session roles map onto them (spec §6). */
export const PATH_ROLE_OF = {
  super_admin: 'admin',
  admin: 'admin',
  trainer: 'trainer',
  athlete: 'member',
} as const;

export type UserRole = keyof typeof PATH_ROLE_OF;
export type PathRole = (typeof PATH_ROLE_OF)[UserRole];
export const PATH_ROLES: readonly PathRole[] = ['admin', 'trainer', 'member'];

export const TOKEN = {
  /** A token counts as expired this long before its expiry (spec §9). */
  earlyExpiryMarginS: 30,
  defaultAccessTtlMin: 60,
} as const;
