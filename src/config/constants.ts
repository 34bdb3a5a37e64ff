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
  /** A token refresh is never scheduled sooner than this (spec §4). */
  minRefreshDelayMs: 60_000,
  /** A token refresh aims at this long before expiry (spec §4). */
  refreshLeadMs: 5 * 60_000,
} as const;

/** The Session Expired dialog logs out and redirects after this long (spec §9). */
export const SESSION_EXPIRED_REDIRECT_MS = 5000;

/** The browser-storage keys of the session (spec §3 "Browser storage"; `expire_at` is ours). */
export const SESSION_STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  role: 'role',
  refreshToken: 'refresh_token',
  rememberMe: 'remember_me',
  expireAt: 'expire_at',
} as const;

/** Where trainers and athletes sign in (spec §2, §4). */
export const LOGIN_PATH = '/login';
/** Where admin and super_admin sign in (spec §2, §4). */
export const ADMIN_LOGIN_PATH = '/admin/login';
/** Where a user goes when no login page applies (spec §4 app start). */
export const HOME_PATH = '/';

/** Passwords (NIST SP 800-63B style): a floor, a generous ceiling, no composition rules. */
export const PASSWORD = { min: 8, max: 1024 } as const;

/** Toasts (spec §9): 5000 ms by default, at most 5 per position; copy confirmation 2 s. */
export const TOASTS = { defaultMs: 5000, maxPerPosition: 5, copyConfirmationMs: 2000 } as const;

/** The product's name: the browser tab's title when a route has none (spec §2). */
export const APP_NAME = 'Sportlink';

/** Where the theme choice is kept in browser storage (spec §3 "Browser storage": `theme`). */
export const THEME_STORAGE_KEY = 'theme';

/** The sidebar is open at this window width or more, closed below it (spec §2, §9). */
export const SIDEBAR_BREAKPOINT_PX = 1024;

/** TanStack Query defaults (spec §9). */
export const QUERY_DEFAULTS = {
  staleTimeMs: 10 * 60_000,
  gcTimeMs: 30 * 60_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
  /** Queries: retries of network, fetch or timeout errors only. */
  maxRetries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  mutationMaxRetries: 2,
  mutationRetryMaxDelayMs: 10_000,
} as const;

/**
 * Profile completion (pending mode, spec §6): the limits of the trainer and athlete profile fields. The
 * contract's TrainerProfile and AthleteProfile tables say the same (a unit test holds them together).
 */
export const PROFILE_LIMITS = {
  headlineMax: 160,
  bioMax: 5000,
  specialtiesMax: 500,
  /** One specialty (they are kept as one comma-separated text). */
  specialtyMax: 60,
  certificationsMax: 1000,
  yearsExperience: { min: 0, max: 80 },
  goalsMax: 1000,
  heightCm: { min: 50, max: 260 },
  weightKg: { min: 20, max: 400 },
  /** A birth date is at most this many years ago. */
  birthDateMaxYears: 120,
  photoMax: 2048,
} as const;

/** Where each role lands after completing its profile (trainers: their dashboard; athletes: the home page). */
export const PROFILE_COMPLETION_HOME = { trainer: '/trainer/dashboard', athlete: HOME_PATH } as const;
