/** Business constants of the product spec (§9) and the API's limits (requirements §A2), defined once. */
export const DEFAULT_PROJECT_ID = 'sportlink';

export const RECORDS = {
  defaultSize: 10,
  paginateSize: 20,
  maxSize: 100,
  maxGetAll: 10_000,
  maxExport: 100_000,
  maxIds: 100,
  /** The largest id a record can have (the databases' integer ids): a larger one in a path names no record. */
  maxId: 2_147_483_647,
  /** Lists count matches exactly up to this many; past it `total` is a lower bound (like a search engine's). */
  countCap: 10_000,
  workspacesLimit: 99_999,
} as const;

/** Path roles and how session roles map onto them (requirements §6). */
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
  /** A token counts as expired this long before its expiry (requirements §9). */
  earlyExpiryMarginS: 30,
  defaultAccessTtlMin: 60,
  /** A token refresh is never scheduled sooner than this (requirements §4). */
  minRefreshDelayMs: 60_000,
  /** A token refresh aims at this long before expiry (requirements §4). */
  refreshLeadMs: 5 * 60_000,
} as const;

/** The Session Expired dialog logs out and redirects after this long (requirements §9). */
export const SESSION_EXPIRED_REDIRECT_MS = 5000;

/** The browser-storage keys of the session (requirements §3 "Browser storage"; `expire_at` is ours). */
export const SESSION_STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  role: 'role',
  refreshToken: 'refresh_token',
  rememberMe: 'remember_me',
  expireAt: 'expire_at',
} as const;

/** Where trainers and athletes sign in (requirements §2, §4). */
export const LOGIN_PATH = '/login';
/** Where admin and super_admin sign in (requirements §2, §4). */
export const ADMIN_LOGIN_PATH = '/admin/login';
/** Where a user goes when no login page applies (requirements §4 app start). */
export const HOME_PATH = '/';

/** Passwords (NIST SP 800-63B style): a floor, a generous ceiling, no composition rules. */
export const PASSWORD = { min: 8, max: 1024 } as const;

/** Toasts (requirements §9): 5000 ms by default, at most 5 per position; copy confirmation 2 s. */
/** Toasts (requirements §8, §9): 5 s by default, an error's 4 s, at most 5 at once, a copy confirmation 2 s. */
export const TOASTS = { defaultMs: 5000, errorMs: 4000, maxPerPosition: 5, copyConfirmationMs: 2000 } as const;

/** The product's name: the browser tab's title when a route has none (requirements §2). */
export const APP_NAME = 'Sportlink';

/** Where the theme choice is kept in browser storage (requirements §3 "Browser storage": `theme`). */
export const THEME_STORAGE_KEY = 'theme';

/** The sidebar is open at this window width or more, closed below it (requirements §2, §9). */
export const SIDEBAR_BREAKPOINT_PX = 1024;

/** TanStack Query defaults (requirements §9). */
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
 * Profile completion (pending mode, requirements §6): the limits of the trainer and athlete profile fields. The
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
  /** A first or last name (the contract's maxLength of user.first_name, last_name). */
  nameMax: 100,
} as const;

/** Where each role lands after completing its profile (trainers: their dashboard; athletes: the home page). */
export const PROFILE_COMPLETION_HOME = { trainer: '/trainer/dashboard', athlete: HOME_PATH } as const;

/** Offline work (requirements §4, §9): the queue of changes made without a connection, its sync, and the cached reads. */
export const OFFLINE = {
  /** A queued change is tried this many times more after its first failure, then kept as a sync error. */
  maxRetries: 3,
  /** Wait before the first retry; it doubles with each one (1 s, 2 s, 4 s). */
  retryDelayMs: 1000,
  /** At most this many queued changes; when full the oldest low-priority one goes, else 'Request queue is full'. */
  queueMax: 100,
  /** While online, the queue is synced this often. */
  syncIntervalMs: 30_000,
  /** On a slow connection (SLOW_CONNECTION), the spec's other configuration: every 60 s. */
  slowSyncIntervalMs: 60_000,
  /** Going online starts background sync and syncs this long after. */
  syncAfterOnlineMs: 1000,
  /** What the browser stores for offline use is capped at this many megabytes (the persisted read cache). */
  storageQuotaMb: 50,
  /** The browser's idea of being online is read this often (its events are not always sent). */
  networkCheckMs: 5000,
  /** The server is pinged this often, and a ping taking longer than the timeout counts as offline. */
  pingIntervalMs: 10_000,
  pingTimeoutMs: 3000,
  /** Queued changes older than this are cleaned away. */
  staleAfterMs: 7 * 24 * 60 * 60_000,
  /** Sync order. */
  priorities: ['high', 'medium', 'low'] as const,
  /** Cached reads: kept in the browser this long, fresh this long while online, refetched this often in the background. */
  cacheMaxAgeMs: 24 * 60 * 60_000,
  onlineStaleMs: 5 * 60_000,
  backgroundRefetchMs: 30_000,
} as const;

export type OfflinePriority = (typeof OFFLINE.priorities)[number];

/** A slow connection (requirements §9): the browser says 2g or slow-2g, a downlink under 1.5 Mbit/s, or a round trip over 300 ms. */
export const SLOW_CONNECTION = { effectiveTypes: ['slow-2g', '2g'], minDownlinkMbps: 1.5, maxRttMs: 300 } as const;

/** Realtime (chat and the long-poll, server/realtime). */
export const REALTIME = {
  /** A poll answers empty after this long with nothing new (the spec's room/poll: 25 s). */
  pollWaitS: 25,
  /** At most this many messages or notifications per poll answer. */
  pollBatch: 100,
  /** A chat page's default size. */
  pageSize: 30,
  /** Someone is online when a poll of theirs reached the server this recently. */
  onlineWithinMs: 40_000,
  /** A user's "last seen" is written at most this often per server instance. */
  presenceWriteMs: 10_000,
  /** A channel event's payload, serialised, is at most this big. */
  maxPayloadBytes: 8 * 1024,
} as const;

/** Project-management boards (lambda pm/...). */
export const PM = {
  /** The columns a new board gets when none are named. */
  defaultColumns: ['To do', 'In progress', 'Done'],
  maxColumns: 20,
  nameMax: 120,
  columnNameMax: 80,
  cardTitleMax: 200,
  cardDescriptionMax: 4000,
} as const;

/** Scheduling a coaching session (lambda scheduling/...). */
export const SCHEDULING = {
  titleMax: 200,
  descriptionMax: 4000,
  locationMax: 500,
  maxAttendees: 50,
  /** The longest session, in hours. */
  maxHours: 24,
  /** An access token from the calendar's OAuth endpoint is renewed this long before it expires. */
  tokenEarlyRenewS: 60,
  /** How long the server waits for Google Calendar. */
  timeoutMs: 10_000,
} as const;
