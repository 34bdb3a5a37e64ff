/**
 * react-admin's data and auth providers on the app's own parts: ra-data-simple-rest over the records
 * service's simple-REST face (/v1/api/admin-rest), and the shared session store with the real sign-in.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type AuthProvider, type DataProvider, type GetListParams, type GetListResult, type RaRecord } from 'react-admin';
import { apiConfig } from '../src/api/config';
import { RECORDS } from '../src/config/constants';
import { API_MESSAGES, MESSAGES } from '../src/config/messages';
import { logout } from '../src/session/sign-out';
import { sessionStore, type LoginPayload, type SessionStore } from '../src/session/store';

export const ADMIN_REST_BASE = '/v1/api/admin-rest';
const ADMIN_ROLES = ['admin', 'super_admin'];

/** fetchJson with the project header and the session's bearer token (requirements §A2). */
export function adminHttpClient(store: SessionStore = sessionStore) {
  return (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('x-project', apiConfig.projectId);
    const token = store.getState().token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(`${apiConfig.baseUrl}${url}`, { ...options, headers });
  };
}

/**
 * ra-data-simple-rest, plus: a page larger than the server's maximum (react-admin's CSV export asks
 * for 1000 records at once) is read in server-sized ranges and joined.
 */
export function createDataProvider(store: SessionStore = sessionStore): DataProvider {
  const base = simpleRestProvider(ADMIN_REST_BASE, adminHttpClient(store));
  return {
    ...base,
    async getList<R extends RaRecord = RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      const perPage = params.pagination?.perPage ?? RECORDS.defaultSize;
      if (perPage <= RECORDS.maxSize) return base.getList<R>(resource, params);
      const page = params.pagination?.page ?? 1;
      const first = (page - 1) * perPage;
      const data: R[] = [];
      let total = 0;
      for (let start = first; start < first + perPage; start += RECORDS.maxSize) {
        const chunk = await base.getList<R>(resource, {
          ...params,
          pagination: { page: Math.floor(start / RECORDS.maxSize) + 1, perPage: RECORDS.maxSize },
        });
        data.push(...chunk.data);
        total = chunk.total ?? data.length;
        if (chunk.data.length < RECORDS.maxSize || start + RECORDS.maxSize >= total) break;
      }
      return { data: data.slice(0, perPage), total };
    },
  };
}

/** Signs in through lambda login on the admin path; only admin and super_admin get in. */
async function signIn(store: SessionStore, email: string, password: string) {
  const res = await fetch(`${apiConfig.baseUrl}/v1/api/${apiConfig.projectId}/admin/lambda/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project': apiConfig.projectId },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => ({}))) as Partial<LoginPayload> & { message?: string };
  if (!res.ok) throw new Error(body.message ?? MESSAGES.httpError(res.status));
  if (!ADMIN_ROLES.includes(String(body.role))) throw new Error(API_MESSAGES.adminAreaOnly);
  store.getState().login(body as LoginPayload);
}

export function createAuthProvider(store: SessionStore = sessionStore): AuthProvider {
  return {
    login: ({ username, email, password }: { username?: string; email?: string; password: string }) => signIn(store, (email ?? username)!, password),
    async logout() {
      const { token, refreshToken } = store.getState();
      store.getState().logout();
      if (token) await logout(token, 'admin', refreshToken).catch(() => undefined);
      return '/login';
    },
    async checkAuth() {
      const { isAuthenticated, role } = store.getState();
      if (!isAuthenticated) throw { redirectTo: '/login', message: false };
      if (!ADMIN_ROLES.includes(String(role))) throw { redirectTo: false, message: API_MESSAGES.adminAreaOnly, logoutUser: false };
    },
    async checkError(error: { status?: number; message?: string }) {
      // An expired token opens the app's Session Expired dialog (requirements §4), which signs out itself.
      if (error?.status === 401 && error.message === MESSAGES.tokenExpired) {
        store.getState().markSessionExpired();
        return;
      }
      if (error?.status === 401) throw { redirectTo: '/login', message: false };
      // 403 (a deactivated admin, a policy refusal) is shown as the error it is; the session stays.
    },
    async getIdentity() {
      const { user, userDetails } = store.getState();
      return { id: user ?? 0, fullName: `${userDetails.firstName} ${userDetails.lastName}`.trim(), avatar: userDetails.photo ?? undefined };
    },
    async getPermissions() {
      return store.getState().role;
    },
  };
}
