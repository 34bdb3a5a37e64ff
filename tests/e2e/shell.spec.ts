/** The web shell: layouts per role, guards, tab titles, the Change Route dialog, sidebar, theme, error fallback, toasts. */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';


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
  await expect(page.getByRole('button', { name: /^Account menu: / })).toBeVisible();
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
  await page.getByTestId('title-bar').click(); // a click on the page
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

test('the gallery shows each toast type, at most 5 toasts at once, and a crashing section shows the error fallback', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/test-components');
  await expect(page).toHaveTitle('Test Components');
  const toasts = page.getByTestId('toast');
  for (const type of ['success', 'error', 'warning', 'info']) await page.getByRole('button', { name: `Show ${type} toast` }).click();
  await expect(toasts).toHaveCount(4);
  await expect(toasts.first()).toContainText('A success toast');
  await page.getByRole('button', { name: 'Show 6 toasts' }).click();
  await expect(toasts).toHaveCount(5);
  await page.getByRole('button', { name: 'Clear toasts' }).click();
  await expect(toasts).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/test-components.png`, fullPage: true });

  const demo = page.getByTestId('boundary-demo');
  await demo.getByRole('button', { name: 'Throw an error' }).click();
  await expect(demo.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(demo.getByText('We encountered an unexpected error. Please try again.')).toBeVisible();
  await expect(demo.getByTestId('error-details')).toHaveCount(0); // production build: no details
  await expect(page.getByRole('heading', { name: 'Test components' })).toBeVisible(); // only the section broke
  await demo.getByRole('button', { name: 'Try Again' }).click();
  await expect(demo.getByRole('button', { name: 'Throw an error' })).toBeVisible();
});

test('copying shows the copy confirmation for 2 seconds, from the gallery and from the error details', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/test-components');
  const copied = page.getByTestId('toast').filter({ hasText: 'Copied to clipboard' });
  await page.getByRole('button', { name: 'Copy sample text' }).click();
  await expect(copied).toBeVisible();
  const shownAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Sportlink test components: copied on purpose');
  await expect(copied).toBeHidden({ timeout: 5000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1000);
  expect(shownFor).toBeLessThan(3000);

  await page.getByRole('button', { name: 'Show the fallback with development details' }).click();
  const preview = page.getByTestId('fallback-preview');
  await expect(preview.getByTestId('error-details')).toContainText('A sample error for the preview');
  await preview.getByRole('button', { name: 'Copy details' }).click();
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Error: A sample error for the preview');
});

test('the connectivity bar turns red with the offline text when the browser goes offline, and Back Online shows when it returns', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/dashboard');
  const bar = page.getByTestId('connectivity-bar');
  await expect(bar).toHaveAttribute('data-state', 'synced');
  // Nothing to say yet: a thin green strip, which opens the bar.
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(bar).toHaveCSS('background-color', 'rgb(46, 125, 50)'); // green
  await bar.click();
  await expect(bar).toHaveText('All changes synced');
  // In the page flow: the header starts below it, nothing covers the title bar.
  const barBox = (await bar.boundingBox())!;
  expect((await page.getByRole('banner').boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);

  await context.setOffline(true);
  await expect(bar).toHaveAttribute('data-state', 'offline');
  // The dashboard shows answers read before: the bar says they come from the cache.
  await expect(bar.getByRole('status')).toContainText("You're offline. 0 changes will sync when connection returns");
  await expect(bar.getByRole('status')).toContainText('Showing cached data (offline)');
  await expect(bar).toHaveCSS('background-color', 'rgb(198, 40, 40)'); // red
  const offlineToast = page.getByTestId('toast').filter({ hasText: 'Offline Mode' });
  await expect(offlineToast).toContainText('You are now offline. Changes will be saved locally.');
  await expect(offlineToast).toHaveCSS('opacity', '1'); // grown in: a still picture
  await page.screenshot({ path: `${SCREENSHOTS}/shell-connectivity-offline.png` });

  await context.setOffline(false);
  await expect(page.getByTestId('toast').filter({ hasText: 'Back Online' })).toBeVisible();
  await expect(offlineToast).toHaveCount(0); // the new notice replaces the old
  await expect(bar).toHaveAttribute('data-state', 'synced');

  // Collapsible: a thin strip that stays folded across pages while the state lasts.
  await bar.getByRole('button', { name: 'Collapse the connectivity bar' }).click();
  const strip = page.getByRole('button', { name: 'Show the connectivity bar: All changes synced' });
  await expect(strip).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByTestId('title-bar')).toHaveText('Feed');
  await expect(strip).toBeVisible();
  await context.setOffline(true);
  await expect(bar.getByRole('status')).toContainText("You're offline. 0 changes will sync when connection returns"); // a new state shows in full
  await context.setOffline(false);
  await strip.click();
  await expect(bar).toHaveText('All changes synced');
});

test('a trainer opens their profile and signs out from the header user menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/dashboard');
  const menuButton = page.getByRole('button', { name: /^Account menu: / });
  await expect(menuButton).not.toHaveAccessibleName('Account menu: Your account'); // the name from the session
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/trainer\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText('trainer@sportlink.test');

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/trainer/dashboard');
  await expect(page).toHaveURL('/login?redirect_uri=%2Ftrainer%2Fdashboard');
});

test('an athlete signs out from the header menu too', async ({ page }) => {
  await signIn(page, 'athlete@sportlink.test');
  await page.goto('/athlete/library');
  await page.getByRole('button', { name: /^Account menu: / }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/athlete/profile');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the back button goes back in history after moving inside the app, else up to the section root', async ({ page }) => {
  await signIn(page, 'athlete@sportlink.test');
  await page.goto('/athlete/library');
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0); // a section root
  await page.keyboard.press('Control+Shift+Alt+KeyR');
  await page.getByRole('dialog', { name: 'Change Route' }).getByText('(/athlete/programs/enrolled/access)').click();
  await expect(page).toHaveURL(/\/athlete\/programs\/enrolled\/access$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/athlete\/library$/);
  await expect(page.getByTestId('title-bar')).toHaveText('Library');

  // Opened directly, there is no in-app history to go back to: up to the section root.
  await page.goto('/athlete/programs/enrolled/access');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/athlete\/programs$/);
});

test('the playground composes toasts, simulates the connectivity bar and edits component props', async ({ page }) => {
  await page.goto('/playground');
  await expect(page).toHaveTitle('Playground');
  await page.getByRole('textbox', { name: 'Title' }).fill('Saved');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the playground');
  await page.getByRole('button', { name: 'Show toast' }).click();
  await expect(page.getByTestId('toast')).toHaveText('SavedHello from the playground');

  const preview = page.getByTestId('connectivity-bar-preview');
  await expect(preview).toHaveText('All changes synced');
  await page.getByRole('switch', { name: 'Online' }).uncheck();
  await page.getByRole('spinbutton', { name: 'Pending changes' }).fill('4');
  await expect(preview).toHaveText("You're offline. 4 changes will sync when connection returns");
  await page.getByRole('switch', { name: 'Online' }).check();
  await expect(preview).toContainText('4 changes pending sync');
  await expect(page.getByTestId('simulated-state')).toHaveText('State: pending');
  await preview.getByRole('button', { name: 'Sync Now' }).click();
  await expect(preview).toContainText('Syncing your changes...');
  await page.getByRole('switch', { name: 'Syncing' }).uncheck();

  const bar = page.getByTestId('connectivity-bar');
  await page.getByRole('button', { name: "Apply to the app's bar" }).click();
  await expect(bar).toHaveAttribute('data-state', 'pending');
  await expect(bar).toContainText('4 changes pending sync');
  await expect(bar).toHaveCSS('background-color', 'rgb(249, 168, 37)'); // yellow
  await page.getByRole('button', { name: "Back to the browser's state" }).click();
  await expect(bar).toHaveAttribute('data-state', 'synced');

  await page.getByRole('combobox', { name: 'Component' }).click();
  await page.getByRole('option', { name: 'Chip' }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill('Beginner');
  await expect(page.getByTestId('component-preview')).toHaveText('Beginner');
  await expect(page.getByTestId('component-code')).toHaveText('<Chip variant="filled" color="primary" size="medium" label="Beginner" />');
});
