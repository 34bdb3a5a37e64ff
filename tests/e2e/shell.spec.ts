/** The web shell: layouts per role, guards, tab titles, the Change Route dialog, sidebar, theme, error fallback, toasts. */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Sportlink123!';
const SCREENSHOTS = 'docs/screenshots';

async function signIn(page: Page, email: string, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('theme', m), mode);
    await page.reload();
    await expect(page.getByTestId('title-bar')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/shell-${name}-${mode}.png` });
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
}

test('an admin lands in the admin layout, and a trainer page is not found for them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/content-libraries');
  await expect(page.getByTestId('layout-admin')).toBeVisible();
  await expect(page.getByTestId('title-bar')).toHaveText('Content Libraries');
  await expect(page).toHaveTitle('Content Libraries');
  await expect(page.getByTestId('not-built')).toBeVisible();
  await shoot(page, 'admin');
  await page.goto('/trainer/dashboard');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('layout-admin')).toBeVisible();
});

test('a trainer lands in the trainer layout; the sidebar opens at 1024 px and closes below', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/dashboard');
  await expect(page.getByTestId('layout-trainer')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await shoot(page, 'trainer');
  await page.getByTestId('not-built').click();
  await expect(sidebar).toBeHidden();
  await page.setViewportSize({ width: 1023, height: 800 });
  await page.reload();
  await expect(page.getByTestId('title-bar')).toHaveText('Dashboard');
  await expect(sidebar).toBeHidden();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('layout-trainer')).toBeVisible();
});

test('an athlete lands in the athlete layout; a signed-out visitor gets not-found on a protected page', async ({ page }) => {
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('layout-athlete')).toBeVisible();
  await signIn(page, 'athlete@sportlink.test');
  await page.goto('/athlete/library');
  await expect(page.getByTestId('layout-athlete')).toBeVisible();
  await expect(page).toHaveTitle('Library');
  await shoot(page, 'athlete');
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the keyboard opens the Change Route dialog, Escape closes it, and a choice navigates', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+Shift+Alt+KeyR');
  const dialog = page.getByRole('dialog', { name: 'Change Route' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Shortcuts for signed-out users' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+Shift+Alt+KeyR');
  await dialog.getByText('(/forgot-password)').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot Password');
});

test('the theme choice is kept across a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('a crashing screen shows the error fallback, and at most 5 toasts show', async ({ page }) => {
  await page.goto('/test-components');
  for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'Show a toast' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(5);
  await page.getByRole('button', { name: 'Throw an error' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(page.getByText('We encountered an unexpected error. Please try again.')).toBeVisible();
  await expect(page.getByTestId('error-details')).toHaveCount(0); // production build: no details
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Test components' })).toBeVisible();
});
