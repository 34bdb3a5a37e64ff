/**
 * Accessibility of the community screens, checked with axe (no serious or critical WCAG 2.1 AA violation): the
 * athlete's feed with posts and a comment being written, the athlete's notifications (unread and read) and the
 * trainer's, a trainer's page with posts and programs, the blog's list and a post, the FAQ, and the messages pages of
 * both roles with a conversation open; the main ones in both themes, and the feed and the notifications in French.
 *
 * Read-only on the demo data (the demo athlete follows Tara Stone and has a read and an unread notification; Tara has
 * an unread sale). The conversation is between a new trainer and a new athlete made here through the API.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { visit } from './support/navigation';
import { newAccount, type NewAccount } from './support/accounts';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { chooseLanguage } from './support/language';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const SCREENSHOTS = 'docs/screenshots';
const TARA = 3;
let coach: NewAccount;
let athlete: NewAccount;
let roomId = 0;

// Each axe pass over a full screen takes a few seconds; a test checks several.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The account's id, from its access token's claims. */
const userIdOf = (account: NewAccount) => (JSON.parse(Buffer.from(account.token.split('.')[1], 'base64url').toString()) as { uid: number }).uid;
const auth = (account: NewAccount) => ({ 'x-project': PROJECT, authorization: `Bearer ${account.token}` });

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000); // two accounts, each confirmed by mail
  // A conversation: the athlete writes to the trainer, who answers.
  coach = await newAccount(request, baseURL!, 'trainer', { first: 'Nia', last: 'Pace' });
  athlete = await newAccount(request, baseURL!, 'athlete', { first: 'Theo', last: 'Stride' });
  const opened = await request.post(`/v1/api/${PROJECT}/member/realtime/room`, { headers: auth(athlete), data: { user_id: userIdOf(coach) } });
  expect(opened.status()).toBe(200);
  roomId = ((await opened.json()) as { model: { id: number } }).model.id;
  const sent = await request.post(`/v1/api/${PROJECT}/member/realtime/send`, { headers: auth(athlete), data: { room_id: roomId, body: 'Hi Nia, is your plan fine for a first marathon?' } });
  expect(sent.status()).toBe(200);
  const answered = await request.post(`/v1/api/${PROJECT}/trainer/realtime/send`, { headers: auth(coach), data: { room_id: roomId, body: 'Yes: we build up slowly, four runs a week.' } });
  expect(answered.status()).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the athlete’s feed is accessible in both themes, with posts and a comment being written', async ({ page }) => {
  await signIn(page, 'athlete@sportlink.test');
  await visit(page, '/athlete/feed');
  const sleep = page.getByTestId('post').filter({ hasText: 'Sleep is the most underrated' });
  await expect(sleep).toBeVisible();
  await expectAccessibleInBothThemes(page, 'feed');

  // The comment box opened from the post's comment count, with a comment being written (not sent).
  await sleep.getByTestId('comment-count').click();
  const box = sleep.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toBeFocused();
  await box.fill('Eight hours, noted.');
  await expect(sleep.getByRole('button', { name: 'Send comment' })).toBeEnabled();
  await expectAccessible(page, 'feed, comment being written');
});

test('the athlete’s notifications are accessible in both themes, unread and read, and with only the unread shown', async ({ page }) => {
  await signIn(page, 'athlete@sportlink.test');
  await visit(page, '/athlete/notifications');
  await expect(page.locator('[data-testid="notification"][data-unread="true"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="notification"][data-unread="false"]').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'athlete notifications');

  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(page.locator('[data-testid="notification"][data-unread="false"]')).toHaveCount(0);
  await expectAccessible(page, 'athlete notifications, unread only');
});

test('the trainer’s notifications are accessible in both themes, with the bell in the trainer’s header', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await visit(page, '/trainer/notifications');
  await expect(page.getByTestId('layout-trainer')).toBeVisible();
  await expect(page.getByTestId('notification').filter({ hasText: 'New sale' }).first()).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/^Notifications: \d+ unread$/);
  await expectAccessibleInBothThemes(page, 'trainer notifications');
});

test('a trainer’s page with posts and programs is accessible in both themes, and the trainers to discover', async ({ page }) => {
  await signIn(page, 'athlete@sportlink.test');
  await visit(page, `/athlete/trainer-details?trainerId=${TARA}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tara Stone' })).toBeVisible();
  await expect(page.getByTestId('trainer-program').first()).toBeVisible();
  await expect(page.getByTestId('post').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'trainer details');

  await visit(page, '/athlete/trainer-details');
  await expect(page.getByTestId('trainer-summary').first()).toBeVisible();
  await expectAccessible(page, 'trainers to discover');
});

test('the blog’s list, a filtered list, a post and the FAQ are accessible to a visitor', async ({ page }) => {
  await visit(page, '/blog');
  await expect(page.getByTestId('blog-post-card').first()).toBeVisible();
  await expect(page.getByTestId('blog-count')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'blog');

  await page.getByTestId('filter-tag-running').click();
  await page.getByTestId('filter-tag-strength').click();
  await expect(page.getByRole('group', { name: 'Posts must match' })).toBeVisible();
  await expectAccessible(page, 'blog, two filters');

  await visit(page, '/blog');
  await page.getByTestId('blog-post-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All posts' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'blog post');

  await visit(page, '/faq');
  await expect(page.getByTestId('faq-list')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'faq');
});

test('the messages pages of an athlete and of a trainer are accessible with a conversation open', async ({ page, browser }) => {
  await signIn(page, athlete.email, '/login', athlete.password);
  await visit(page, `/athlete/messages?room=${roomId}`);
  await expect(page.getByTestId('chat-message')).toHaveCount(2);
  await expect(page.getByTestId('chat-with')).toHaveText('Nia Pace');
  await expectAccessibleInBothThemes(page, 'athlete messages');

  const trainerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const trainer = await trainerContext.newPage();
  try {
    await signIn(trainer, coach.email, '/login?role=trainer', coach.password);
    await trainer.goto(`/trainer/messages?room=${roomId}`);
    await expect(trainer.getByTestId('chat-message')).toHaveCount(2);
    await expect(trainer.getByTestId('chat-with')).toHaveText('Theo Stride');
    await expectAccessibleInBothThemes(trainer, 'trainer messages');

    // On a narrow screen the list and the conversation take turns: the list, then the conversation with its Back.
    await trainer.setViewportSize({ width: 390, height: 800 });
    await expect(trainer.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await expectAccessible(trainer, 'trainer messages, narrow, conversation');
    await trainer.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(trainer.getByTestId('chat-room')).toHaveCount(1);
    await expectAccessible(trainer, 'trainer messages, narrow, list');
  } finally {
    await trainerContext.close();
  }
});

test('in French, the feed, the notifications, the trainers and the blog read in French, and the feed and the notifications stay accessible', async ({ page }) => {
  await signIn(page, 'athlete@sportlink.test');
  await visit(page, '/athlete/feed');
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre fil' })).toBeVisible();
  const sleep = page.getByTestId('post').filter({ hasText: 'Sleep is the most underrated' });
  await expect(sleep.getByRole('textbox', { name: 'Écrire un commentaire' })).toBeVisible();
  await expect(sleep.getByTestId('comment-count')).toHaveText(/^\d+ commentaires?$/);
  await expectAccessible(page, 'feed in French');
  await shoot(page, 'athlete-feed-fr');

  await visit(page, '/athlete/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Non lues/ })).toBeVisible();
  await expectAccessible(page, 'notifications in French');
  await shoot(page, 'athlete-notifications-fr');

  await visit(page, '/athlete/trainer-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Découvrir des coachs' })).toBeVisible();

  await visit(page, '/blog');
  await expect(page.getByTestId('blog-count')).toHaveText(/^\d+ articles?$/);
  await expect(page.getByRole('group', { name: 'Mots-clés' })).toBeVisible();
});
