/**
 * Token refresh (requirements §4 "Token refresh"):
 * - a token counts as expired within 30 s of its expiry (TOKEN.earlyExpiryMarginS);
 * - refresh works only with a stored refresh token and remember_me equal to true;
 * - the next refresh is due at the smaller of (time left − 5 min, TOKEN.refreshLeadMs) and
 *   (time left / 2), never sooner than 60 s (TOKEN.minRefreshDelayMs);
 * - a refresh already running is reused (single flight).
 * The refresh call is POST lambda `refresh_token` {refresh_token}, answering the login payload; on
 * success the session stores it, on the server's refusal the session is marked expired; when the server cannot be
 * reached (offline) nothing changes and the refresh is tried again once the browser is back online.
 */
import { setTokenGetter } from '../api/config';
import { isNetworkLikeError } from '../api/errors';
import { api, unwrap } from '../api/client';
import { onPath } from '../api/lambda';
import { TOKEN, type PathRole } from '../config/constants';
import { pathRoleOf } from './login-path';
import { sessionStore, type LoginPayload, type SessionState, type SessionStore } from './store';

/** setTimeout's longest delay (about 24.8 days); longer waits are re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** An expiry: ISO-8601 text (as the login payload gives it), epoch milliseconds, or a Date. */
export type ExpireAt = string | number | Date | null | undefined;

/** The expiry in epoch milliseconds, or null when unknown or unreadable. */
export function expireAtMs(expireAt: ExpireAt): number | null {
  if (expireAt === null || expireAt === undefined || expireAt === '') return null;
  const ms = expireAt instanceof Date ? expireAt.getTime() : typeof expireAt === 'number' ? expireAt : Date.parse(expireAt);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * True when the token is expired or within TOKEN.earlyExpiryMarginS (30 s) of expiring: exactly
 * 30 s before expiry counts as expired, 31 s does not. An unknown expiry is not expired (the server
 * has the last word, with TOKEN_EXPIRED).
 */
export function isTokenExpired(expireAt: ExpireAt, now: number = Date.now()): boolean {
  const ms = expireAtMs(expireAt);
  if (ms === null) return false;
  return ms - now <= TOKEN.earlyExpiryMarginS * 1000;
}

/** What `canRefresh` looks at: the session's, or the raw storage strings. */
export interface RefreshCredentials {
  refreshToken?: string | null;
  rememberMe?: boolean | string | null;
}

/** Refresh works only with a refresh token and remember_me equal to true (stored as 'true'). */
export function canRefresh(state: RefreshCredentials): boolean {
  return typeof state.refreshToken === 'string' && state.refreshToken !== '' && (state.rememberMe === true || state.rememberMe === 'true');
}

/**
 * Milliseconds until the next refresh: max(60 s, min(timeLeft − 5 min, timeLeft / 2)), where
 * timeLeft = expiry − now. Null when the expiry is unknown (nothing to schedule).
 */
export function refreshDelayMs(expireAt: ExpireAt, now: number = Date.now()): number | null {
  const ms = expireAtMs(expireAt);
  if (ms === null) return null;
  const timeLeft = ms - now;
  return Math.max(TOKEN.minRefreshDelayMs, Math.min(timeLeft - TOKEN.refreshLeadMs, timeLeft / 2));
}

// ---- the refresh call (single flight) ------------------------------------------------------------

/** The lambda that refreshes a token. */
const REFRESH_ENDPOINT = 'refresh_token';

/** Whether `request` is a refresh call itself (it never waits for a refresh: it is one). */
function isRefreshRequest(request: Request | undefined): boolean {
  if (!request) return false;
  return new URL(request.url, 'http://app.invalid').pathname.endsWith(`/lambda/${REFRESH_ENDPOINT}`);
}

/**
 * POST lambda `refresh_token` {refresh_token}; answers the login payload. It goes through the one client and its
 * middleware like every call: the token getter (`tokenFor`) knows it by its path (`isRefreshRequest`) and does not wait
 * for a refresh on it, so an expired token never makes it recurse.
 */
export function requestRefresh(refreshToken: string, pathRole?: PathRole): Promise<LoginPayload> {
  return unwrap(
    api.POST(`/v1/api/{project}/{role}/lambda/${REFRESH_ENDPOINT}`, {
      params: { path: onPath(pathRole) },
      body: { refresh_token: refreshToken },
    }),
  );
}

export interface RefreshOptions {
  /** Default: the app's session. */
  store?: SessionStore;
  /** Default: `requestRefresh`. */
  request?: (refreshToken: string, pathRole: PathRole | undefined) => Promise<LoginPayload>;
}

const inFlight = new WeakMap<SessionStore, Promise<boolean>>();

async function runRefresh(store: SessionStore, state: SessionState, request: NonNullable<RefreshOptions['request']>) {
  const refreshToken = state.refreshToken as string;
  // Signed out, or signed in as someone else, while the call ran: its answer is not for this session.
  const sameSession = () => store.getState().refreshToken === refreshToken;
  try {
    const payload = await request(refreshToken, pathRoleOf(state.role) ?? undefined);
    if (!payload || typeof payload.token !== 'string' || payload.token === '') throw new Error('No token in the refresh answer');
    if (!sameSession()) return false;
    store.getState().login({
      ...payload,
      // A server that does not rotate refresh tokens leaves the one we used valid.
      refresh_token: payload.refresh_token || refreshToken,
      remember_me: payload.remember_me ?? state.rememberMe,
    });
    return true;
  } catch (error) {
    // No connection is no verdict on the session: the refresh is tried again once the browser is back online.
    if (isNetworkLikeError(error)) {
      retryWhenOnline(store, request);
      return false;
    }
    if (sameSession()) store.getState().markSessionExpired();
    return false;
  }
}

const waitingForOnline = new WeakSet<SessionStore>();
function retryWhenOnline(store: SessionStore, request: NonNullable<RefreshOptions['request']>) {
  if (waitingForOnline.has(store) || typeof globalThis.addEventListener !== 'function') return;
  waitingForOnline.add(store);
  globalThis.addEventListener(
    'online',
    () => {
      waitingForOnline.delete(store);
      void refreshOnce({ store, request });
    },
    { once: true },
  );
}

/**
 * Refreshes the token once. While a refresh runs, every caller gets that same promise. Resolves true
 * when a new token is stored; false when the session cannot refresh (no refresh token, or remember
 * me off: nothing is sent) or the refresh failed (the session is then marked expired). Never rejects.
 */
export function refreshOnce(options: RefreshOptions = {}): Promise<boolean> {
  const store = options.store ?? sessionStore;
  const running = inFlight.get(store);
  if (running) return running;
  const state = store.getState();
  if (!canRefresh(state)) return Promise.resolve(false);
  const promise: Promise<boolean> = runRefresh(store, state, options.request ?? requestRefresh).finally(() => {
    if (inFlight.get(store) === promise) inFlight.delete(store);
  });
  inFlight.set(store, promise);
  return promise;
}

/**
 * The bearer token for a request (the API client's token getter once `startSessionRefresh` runs): when the stored
 * token counts as expired (`isTokenExpired`) and the session may refresh (`canRefresh`), the refresh runs first, one
 * for every request waiting, and the request goes with the new token. So a remembered session whose token expired
 * while the app was closed is refreshed at app start instead of being signed out. A refused refresh has marked the
 * session expired; the request then goes with the old token and is answered TOKEN_EXPIRED.
 */
export async function tokenFor(request: Request | undefined, options: RefreshOptions = {}): Promise<string | null> {
  const store = options.store ?? sessionStore;
  const state = store.getState();
  if (state.token && !state.sessionExpired && !isRefreshRequest(request) && isTokenExpired(state.expireAt) && canRefresh(state)) {
    await refreshOnce(options);
  }
  return store.getState().token;
}

// ---- the scheduler -------------------------------------------------------------------------------

export interface RefreshSchedulerOptions {
  /** Runs when a refresh is due (e.g. `() => refreshOnce()`); its failures are its own business. */
  refresh: () => Promise<unknown>;
  /** The clock; default Date.now. */
  now?: () => number;
}

/**
 * Runs `refresh` when the token is due for it (`refreshDelayMs`), with setTimeout. `attach(store)`
 * follows a session: it schedules after each login and each refresh (a new token or expiry) when
 * the session can refresh, and cancels on logout or session expiry.
 */
export class RefreshScheduler {
  private readonly refresh: () => Promise<unknown>;
  private readonly now: () => number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dueAt: number | null = null;
  /** What is left of a wait longer than setTimeout allows. */
  private rest = 0;

  constructor(options: RefreshSchedulerOptions) {
    this.refresh = options.refresh;
    this.now = options.now ?? Date.now;
  }

  /** True while a refresh is scheduled. */
  get scheduled(): boolean {
    return this.timer !== null;
  }

  /** When the scheduled refresh is due (epoch ms, by `now`), or null. */
  get due(): number | null {
    return this.dueAt;
  }

  /**
   * Schedules the refresh for a token expiring at `expireAt`, replacing any scheduled one. Answers
   * the delay in ms, or null when the expiry is unknown (then nothing is scheduled).
   */
  schedule(expireAt: ExpireAt): number | null {
    this.cancel();
    const delay = refreshDelayMs(expireAt, this.now());
    if (delay === null) return null;
    this.dueAt = this.now() + delay;
    this.arm(delay);
    return delay;
  }

  /** Drops the scheduled refresh, if any. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.dueAt = null;
    this.rest = 0;
  }

  private arm(delay: number): void {
    const step = Math.min(Math.max(0, delay), MAX_TIMER_MS);
    this.rest = delay - step;
    this.timer = setTimeout(() => this.fire(), step);
  }

  private fire(): void {
    this.timer = null;
    if (this.rest > 0) {
      this.arm(this.rest); // a wait longer than setTimeout allows, in steps
      return;
    }
    this.dueAt = null;
    void Promise.resolve()
      .then(() => this.refresh())
      .catch(() => undefined); // refreshOnce never rejects; another refresh's failure is its own
  }

  /** Follows `store` (see the class note). Returns the detach, which also cancels. */
  attach(store: SessionStore): () => void {
    const reconcile = (state: SessionState) => {
      if (state.isAuthenticated && state.token && !state.sessionExpired && canRefresh(state) && state.expireAt) {
        this.schedule(state.expireAt);
      } else {
        this.cancel();
      }
    };
    reconcile(store.getState());
    const unsubscribe = store.subscribe((state, prev) => {
      if (
        state.token !== prev.token ||
        state.expireAt !== prev.expireAt ||
        state.isAuthenticated !== prev.isAuthenticated ||
        state.sessionExpired !== prev.sessionExpired ||
        state.refreshToken !== prev.refreshToken ||
        state.rememberMe !== prev.rememberMe
      ) {
        reconcile(state);
      }
    });
    return () => {
      unsubscribe();
      this.cancel();
    };
  }
}

let stopRefresh: (() => void) | null = null;

/**
 * Keeps the app's session refreshed, once (calling again does nothing more): a scheduler attached
 * to the store, refreshing with `refreshOnce`, and the API client's token getter refreshing first when a request
 * would go with an expired token (`tokenFor`). Returns the stop.
 */
export function startSessionRefresh(store: SessionStore = sessionStore): () => void {
  if (stopRefresh) return stopRefresh;
  const scheduler = new RefreshScheduler({ refresh: () => refreshOnce({ store }) });
  const detach = scheduler.attach(store);
  setTokenGetter((request) => tokenFor(request, { store }));
  const stop = () => {
    if (stopRefresh !== stop) return;
    detach();
    setTokenGetter(() => store.getState().token);
    stopRefresh = null;
  };
  stopRefresh = stop;
  return stop;
}
