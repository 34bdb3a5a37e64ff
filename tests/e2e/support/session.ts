/** Signing in through the real sign-in page, as the browser tests do. */
import { expect, type Page } from '@playwright/test';

/** The demo accounts' password (server/db/seed.ts). */
export const DEMO_PASSWORD = 'Sportlink123!';

/** Signs in on `loginPath` (`/login`, `/login?role=trainer`, `/admin/login`) and waits to leave it. */
export async function signIn(page: Page, email: string, loginPath = '/login', password = DEMO_PASSWORD) {
  await page.goto(loginPath);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
