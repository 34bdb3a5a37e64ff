/**
 * Signing in, as the browser tests do it. `signIn` goes through the real login endpoint and hands the session to the
 * page the way the app keeps it (its localStorage keys), so the test's next page opens signed in without typing into
 * the sign-in form first; the sign-in form itself is tested where it is the subject (auth.spec.ts, and
 * `signInThroughPage` for the admin's and a trainer's own sign-in pages).
 */
import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../../../src/config/constants';
import { loadOnNextVisit } from './navigation';
import { expect } from './test';

/** The demo accounts' password (server/db/seed.ts). */
export const DEMO_PASSWORD = 'Sportlink123!';

const HEADERS = { 'x-project': 'sportlink' };

/** The API's path role of a sign-in page: the admin's, a trainer's (`?role=trainer`), an athlete's. */
function pathRoleOf(loginPath: string): 'admin' | 'trainer' | 'member' {
  if (loginPath.startsWith('/admin')) return 'admin';
  return /[?&]role=trainer\b/.test(loginPath) ? 'trainer' : 'member';
}

/**
 * Signs `email` in through the API (as if on `loginPath`: `/login`, `/login?role=trainer`, `/admin/login`) and gives
 * the page the session, as stored by the app: the next page it opens is signed in. Answers the login payload.
 */
export async function signIn(page: Page, email: string, loginPath = '/login', password = DEMO_PASSWORD, opts: { remember?: boolean } = {}) {
  const pathRole = pathRoleOf(loginPath);
  const res = await page.request.post(`/v1/api/sportlink/${pathRole}/lambda/login`, { headers: HEADERS, data: { email, password, is_refresh: !!opts.remember } });
  expect(res.status(), `sign in ${email} as ${pathRole}: ${await res.text()}`).toBe(200);
  const payload = (await res.json()) as { user_id: number; token: string; role: string; expire_at: string; refresh_token?: string; remember_me: boolean };
  const K = SESSION_STORAGE_KEYS;
  const stored: Record<string, string> = { [K.user]: String(payload.user_id), [K.token]: payload.token, [K.role]: payload.role, [K.expireAt]: payload.expire_at };
  if (payload.refresh_token) Object.assign(stored, { [K.refreshToken]: payload.refresh_token, [K.rememberMe]: 'true' });
  // Stored once, before the page's own scripts run on its next load; later loads keep whatever the app made of it
  // (a sign-out stays signed out, a second sign-in wins). What was applied is kept in the tab's sessionStorage.
  await page.addInitScript((session) => {
    const applied = JSON.parse(sessionStorage.getItem('e2e-sessions') ?? '[]') as string[];
    if (applied.includes(session.token)) return;
    sessionStorage.setItem('e2e-sessions', JSON.stringify([...applied, session.token]));
    for (const [key, value] of Object.entries(session.stored)) localStorage.setItem(key, value);
  }, { token: payload.token, stored });
  loadOnNextVisit(page);
  return payload;
}

/** Signs in by typing into the sign-in page `loginPath`, as a person does, and waits to leave it. */
export async function signInThroughPage(page: Page, email: string, loginPath = '/login', password = DEMO_PASSWORD) {
  await page.goto(loginPath);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
