/**
 * Phones and tablets: every layout has a navigation at 390 px and 768 px. The athlete's header links move into a
 * menu (with the unread messages' count), a visitor's menu offers sign-in, the trainer's and admin's sidebars open
 * from the header's button. And a return visit with "remember me": a token that expired while the app was closed is
 * refreshed at app start, and the athlete stays signed in.
 */
import { mkdirSync } from 'node:fs';
import { SESSION_STORAGE_KEYS } from '../../src/config/constants';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';
const PROJECT = 'sportlink';
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

/** A message from the demo trainer Tara to the demo athlete Alex; answers how many the athlete has unread now. */
async function messageFromTrainer(page: Page, athleteToken: string): Promise<number> {
  const login = await page.request.post(`/v1/api/${PROJECT}/trainer/lambda/login`, { headers: { 'x-project': PROJECT }, data: { email: 'trainer@sportlink.test', password: 'Sportlink123!' } });
  const token = ((await login.json()) as { token: string }).token;
  const headers = { 'x-project': PROJECT, authorization: `Bearer ${token}` };
  const room = await page.request.post(`/v1/api/${PROJECT}/trainer/realtime/room`, { headers, data: { user_id: 5 } });
  expect(room.status()).toBe(200);
  const roomId = ((await room.json()) as { model: { id: number } }).model.id;
  expect((await page.request.post(`/v1/api/${PROJECT}/trainer/realtime/send`, { headers, data: { room_id: roomId, body: 'How did the squats feel today?' } })).status()).toBe(200);
  const rooms = await page.request.get(`/v1/api/${PROJECT}/member/realtime/room/my`, { headers: { 'x-project': PROJECT, authorization: `Bearer ${athleteToken}` } });
  const unread = ((await rooms.json()) as { unread: number }).unread;
  expect(unread).toBeGreaterThan(0);
  return unread;
}

for (const [device, size] of [['a phone', PHONE], ['a tablet', TABLET]] as const) {
  test(`on ${device}, a signed-in athlete reaches every page from the header's menu, unread messages counted`, async ({ page }) => {
    await page.setViewportSize(size);
    const { token } = await signIn(page, 'athlete@sportlink.test');
    const unread = await messageFromTrainer(page, token);
    const unreadWords = `${unread} unread ${unread === 1 ? 'message' : 'messages'}`;
    await page.goto('/');
    const header = page.getByRole('banner');
    // The laptop's links are not in the header: the menu holds them.
    await expect(header.getByRole('link', { name: 'Feed' })).toBeHidden();
    const button = header.getByRole('button', { name: `Open the menu: ${unreadWords}` });
    await expect(button).toBeVisible();
    if (device === 'a phone') await page.screenshot({ path: `${SCREENSHOTS}/athlete-header-390-closed.png` });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Feed', 'Library', `Messages ${unread}`, 'My programs', 'Notifications', 'Blog', 'FAQ']);
    await expect(menu.getByRole('link', { name: `Messages: ${unread} unread` })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    if (device === 'a phone') await page.screenshot({ path: `${SCREENSHOTS}/athlete-header-390-open.png` });
    for (const [label, path, title] of [
      ['Feed', '/athlete/feed', 'Feed'],
      ['Library', '/athlete/library', 'Library'],
      [`Messages: ${unread} unread`, '/athlete/messages', 'Messages'],
    ] as const) {
      await menu.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByTestId('title-bar')).toHaveText(title);
      await expect(menu).toBeHidden(); // the drawer closes on a choice
      await header.getByRole('button', { name: /^Open the menu/ }).click();
    }
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });
}

test('on a phone, a visitor’s menu offers the open pages and sign-in', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Blog', 'FAQ', 'Sign in']);
  await menu.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
});

for (const [role, email, loginPath, start, entry, path] of [
  ['trainer', 'trainer@sportlink.test', '/login?role=trainer', '/trainer/dashboard', 'Feed', '/trainer/feed'],
  ['admin', 'admin@sportlink.test', '/admin/login', '/admin/dashboard', 'Refunds', '/admin/refunds'],
] as const) {
  test(`on a phone, the ${role} opens the sidebar from the header and reaches a page`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, email, loginPath);
    await page.goto(start);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await sidebar.getByRole('link', { name: entry }).click();
    await expect(page).toHaveURL(path);
  });
}

test('a return visit with "remember me": the token expired while away is refreshed at app start, and the athlete stays signed in', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const first = await signIn(page, 'athlete@sportlink.test', '/login', undefined, { remember: true });
  await page.goto('/athlete/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Alex Kim');
  // Away for a while: the stored token is past its expiry (and no longer one the server would take).
  const K = SESSION_STORAGE_KEYS;
  await page.evaluate(([tokenKey, expireKey]) => {
    localStorage.setItem(tokenKey, 'expired.access.token');
    localStorage.setItem(expireKey, new Date(Date.now() - 60 * 60 * 1000).toISOString());
  }, [K.token, K.expireAt] as const);
  await page.reload();
  await expect(page).toHaveURL('/athlete/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Alex Kim');
  await expect(page.getByRole('dialog', { name: /session/i })).toHaveCount(0);
  const stored = await page.evaluate(([tokenKey, refreshKey]) => [localStorage.getItem(tokenKey), localStorage.getItem(refreshKey)], [K.token, K.refreshToken] as const);
  expect(stored[0]).not.toBe('expired.access.token');
  expect(stored[1]).not.toBe(first.refresh_token); // the refresh token rotated
});
