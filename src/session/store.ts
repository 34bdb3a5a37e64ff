/**
 * The session (requirements §3 "Session state", §4 "Session"): who is signed in, with which token and role,
 * and whether the server has said the token expired. A zustand store persisted in browser storage
 * under the spec's own keys (`user`, `token`, `role`, `refresh_token`, `remember_me`, plus
 * `expire_at`), each a plain string, so other code (and the API client's defaults) can read them.
 * `theme` shares that storage but belongs to the theme code; nothing here touches it.
 *
 * `initSession()` plugs the store into the API client: bearer token, path role, and TOKEN_EXPIRED.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { onTokenExpired } from '../api/client';
import { setRoleGetter, setTokenGetter } from '../api/config';
import { SESSION_STORAGE_KEYS, type UserRole } from '../config/constants';
import type { components } from '../generated/api';
import { pathRoleOf } from './login-path';

// ---- types ---------------------------------------------------------------------------------------

type LoginResponse = components['schemas']['LoginResponse'];

/**
 * The login payload (requirements §3, requirements §A2) as the `login` and `refresh_token` lambdas answer it.
 * `refresh_token` comes only with remember me.
 */
export type LoginPayload = Pick<LoginResponse, 'user_id' | 'token' | 'role' | 'first_name' | 'last_name' | 'photo'> &
  Partial<Pick<LoginResponse, 'refresh_token' | 'remember_me' | 'expire_at'>>;

/** A session role: one of the known roles, or whatever else storage held (kept so app start can tell). */
export type SessionRole = UserRole | (string & {});

export interface UserDetails {
  firstName: string;
  lastName: string;
  photo: string | null;
}

export interface SessionData {
  isAuthenticated: boolean;
  /** The user's numeric id. */
  user: number | null;
  userDetails: UserDetails;
  token: string | null;
  role: SessionRole | null;
  /** The server said TOKEN_EXPIRED: the Session Expired dialog is showing. */
  sessionExpired: boolean;
  /** Only with remember me. */
  refreshToken: string | null;
  rememberMe: boolean;
  /** When the token expires (ISO-8601, as the login payload gives it). */
  expireAt: string | null;
}

export interface SessionActions {
  /** Stores the credentials of a login (or refresh) payload and marks the user authenticated. */
  login(payload: LoginPayload): void;
  /** Clears user, token, role, refresh token, remember me and expiry, in memory and in storage. */
  logout(): void;
  /** The server said TOKEN_EXPIRED. Ignored when no token is held (nothing to expire). */
  markSessionExpired(): void;
  /** Changes the name or photo shown for the user (not persisted). */
  updateDetails(patch: Partial<UserDetails>): void;
}

export type SessionState = SessionData & SessionActions;
export type SessionStore = StoreApi<SessionState>;

// ---- storage adapter -----------------------------------------------------------------------------

export { SESSION_STORAGE_KEYS } from '../config/constants';

/** What the session needs of a Storage (localStorage, or a stand-in). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The persisted part of the session. */
export type PersistedSession = Pick<SessionData, 'user' | 'token' | 'role' | 'refreshToken' | 'rememberMe' | 'expireAt'>;

export interface SessionStorageAdapter {
  read(): PersistedSession;
  /** Writes every key: a null (or false remember me) removes the key. */
  write(session: PersistedSession): void;
  /** Removes every session key (and no other). */
  clear(): void;
}

const EMPTY_PERSISTED: PersistedSession = {
  user: null,
  token: null,
  role: null,
  refreshToken: null,
  rememberMe: false,
  expireAt: null,
};

/** The page's localStorage, or null where there is none or it is blocked. */
function pageStorage(): KeyValueStorage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null; // a SecurityError (privacy mode, sandboxed frame)
  }
}

/**
 * Reads and writes the session as one plain string per key. `storage` may be a getter (looked up on
 * each use). A storage that is missing or throws (quota, privacy mode) degrades to memory-only.
 */
export function createSessionStorageAdapter(
  storage: KeyValueStorage | (() => KeyValueStorage | null | undefined) = pageStorage,
): SessionStorageAdapter {
  const resolve = (): KeyValueStorage | null => {
    try {
      return (typeof storage === 'function' ? storage() : storage) ?? null;
    } catch {
      return null;
    }
  };
  const get = (key: string): string | null => {
    try {
      return resolve()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const put = (key: string, value: string | null): void => {
    try {
      const target = resolve();
      if (!target) return;
      if (value === null) target.removeItem(key);
      else target.setItem(key, value);
    } catch {
      // storage full or blocked: the session still works for this page
    }
  };
  const K = SESSION_STORAGE_KEYS;
  return {
    read() {
      const user = get(K.user);
      return {
        user: user !== null && /^\d+$/.test(user.trim()) ? Number(user) : null,
        token: get(K.token) || null,
        role: get(K.role) || null,
        refreshToken: get(K.refreshToken) || null,
        rememberMe: get(K.rememberMe) === 'true',
        expireAt: get(K.expireAt) || null,
      };
    },
    write(session) {
      put(K.user, session.user === null ? null : String(session.user));
      put(K.token, session.token);
      put(K.role, session.role);
      put(K.refreshToken, session.refreshToken);
      put(K.rememberMe, session.rememberMe ? 'true' : null);
      put(K.expireAt, session.expireAt);
    },
    clear() {
      for (const key of Object.values(K)) put(key, null);
    },
  };
}

/** A Storage kept in memory (tests, and pages without localStorage). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

// ---- the store -----------------------------------------------------------------------------------

const NO_DETAILS: UserDetails = { firstName: '', lastName: '', photo: null };

export interface CreateSessionStoreOptions {
  /** Where the session persists; default the page's localStorage. */
  storage?: KeyValueStorage | (() => KeyValueStorage | null | undefined);
}

/** A session store, hydrated from storage now. The app uses the one `sessionStore`. */
export function createSessionStore(options: CreateSessionStoreOptions = {}): SessionStore {
  const adapter = createSessionStorageAdapter(options.storage);
  const stored = adapter.read();
  return createStore<SessionState>()((set, get) => ({
    ...stored,
    isAuthenticated: stored.token !== null && stored.user !== null && stored.role !== null,
    userDetails: NO_DETAILS,
    sessionExpired: false,

    login(payload) {
      const persisted: PersistedSession = {
        user: payload.user_id,
        token: payload.token,
        role: payload.role,
        refreshToken: payload.refresh_token ? payload.refresh_token : null,
        rememberMe: payload.remember_me === true,
        expireAt: payload.expire_at ? payload.expire_at : null,
      };
      adapter.write(persisted);
      set({
        ...persisted,
        isAuthenticated: true,
        sessionExpired: false,
        userDetails: {
          firstName: payload.first_name ?? '',
          lastName: payload.last_name ?? '',
          photo: payload.photo ?? null,
        },
      });
    },

    logout() {
      adapter.clear();
      set({ ...EMPTY_PERSISTED, isAuthenticated: false, sessionExpired: false, userDetails: NO_DETAILS });
    },

    markSessionExpired() {
      const { token, sessionExpired } = get();
      if (token === null || sessionExpired) return;
      set({ sessionExpired: true });
    },

    updateDetails(patch) {
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      set({ userDetails: { ...get().userDetails, ...defined } });
    },
  }));
}

/** The app's session. */
export const sessionStore: SessionStore = createSessionStore();

/** React: a slice of the app's session (re-renders when it changes). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

// ---- API client wiring ---------------------------------------------------------------------------

let unwire: (() => void) | null = null;

/**
 * Plugs the session into the API client, once: the bearer token and the path role come from the
 * store, and a TOKEN_EXPIRED answer marks the session expired. Calling it again does nothing more.
 * Returns the undo (the client goes back to its storage defaults), for tests and teardown.
 */
export function initSession(store: SessionStore = sessionStore): () => void {
  if (unwire) return unwire;
  setTokenGetter(() => store.getState().token);
  setRoleGetter(() => pathRoleOf(store.getState().role));
  const unsubscribe = onTokenExpired(() => store.getState().markSessionExpired());
  const undo = () => {
    if (unwire !== undo) return;
    unsubscribe();
    setTokenGetter(null);
    setRoleGetter(null);
    unwire = null;
  };
  unwire = undo;
  return undo;
}
