/**
 * The athlete's community screens in the browser: the feed (posts of followed trainers and of programs the athlete
 * holds; like, unlike, comment and delete a comment, all surviving a reload), a trainer's page (profile, programs,
 * posts, follow and unfollow; a visitor is sent to sign in), and notifications (the header's unread badge, mark one
 * read, mark all read).
 *
 * The athlete is made here: it follows Tara Stone through the API and buys 10K Run Builder and Kettlebell Athlete
 * (Marco Reyes's programs 4 and 5, whose sales no other spec counts) through the sandbox checkout, which brings it
 * Marco's post about program 4 and two purchase notifications. It likes and comments only on Tara's "Sleep" post,
 * which no other spec counts (trainer-studio counts the likes of "New week, new PRs"), and takes both back.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const L = `/v1/api/${PROJECT}/member/lambda`;
const RECORDS = `/v1/api/records/${PROJECT}/member`;
const HEADERS = { 'x-project': PROJECT };
const EMAIL = `social-${Date.now()}@example.test`;
const PASSWORD = 'Like-Comment-Follow-42';
const SCREENSHOTS = 'docs/screenshots';
const TARA = 3;
const MARCO = 4;
const COMMENT = 'Eight hours a night from now on, coach.';

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled', ...options });
}

const posts = (page: Page) => page.getByTestId('post');
const post = (page: Page, text: string) => posts(page).filter({ has: page.getByTestId('post-body').filter({ hasText: text }) });
const bell = (page: Page) => page.getByTestId('notification-bell');

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  // A new athlete: signed up, confirmed through the mailed link, profile completed (all through the API).
  const mail = await mailAfter(EMAIL, async () => {
    const res = await request.post(`${L}/register`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD, first_name: 'Sam', last_name: 'Social' } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${L}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${L}/login`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD } });
  const auth = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.post(`${L}/profile/complete`, { headers: auth, data: { goals: 'Run and lift', level: 'beginner' } })).status()).toBe(200);

  // Follows Tara; buys two of Marco's programs (each purchase leaves a notification).
  expect((await request.post(`${RECORDS}/follow`, { headers: auth, data: { trainer_id: TARA } })).status()).toBe(200);
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  for (const program_id of [4, 5]) {
    const paid = await request.post(`${L}/stripe/checkout`, { headers: auth, data: { program_id, card } });
    expect(paid.status()).toBe(200);
    expect(((await paid.json()) as { checkout: { status: string } }).checkout.status).toBe('succeeded');
  }
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('an athlete reads the feed, likes and comments on a post, and both survive a reload until taken back', async ({ page }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/feed');
  await expect(page).toHaveTitle('Feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Your feed' })).toBeVisible();

  // Tara's posts (followed) and Marco's post about 10K Run Builder (held): the pinned post first, then newest first.
  await expect(posts(page)).toHaveCount(3);
  await expect(posts(page).getByTestId('post-body')).toHaveText([
    'New week, new PRs. Remember: the warm-up sets count too.',
    'Tempo run today: comfortably hard, not all out.',
    'Sleep is the most underrated performance enhancer.',
  ]);
  await expect(posts(page).nth(1).getByTestId('post-author')).toHaveText('Marco Reyes');
  await expect(posts(page).nth(1).getByTestId('post-program')).toHaveText('10K Run Builder');
  const prs = post(page, 'New week, new PRs');
  await expect(prs.getByTestId('post-author')).toHaveText('Tara Stone');
  await expect(prs.getByText('Pinned')).toBeVisible();
  await expect(prs.getByTestId('like-count')).toHaveText('2 likes');
  await expect(prs.getByTestId('comment')).toHaveText([/Alex K\..*Hit 60 kg on the squat today!/]);
  await expect(prs.getByRole('button', { name: 'Delete comment' })).toHaveCount(0); // not mine

  // Like: the count moves at once and stays after a reload.
  const sleep = post(page, 'Sleep is the most underrated');
  await expect(sleep.getByTestId('like-count')).toHaveText('0 likes');
  await sleep.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(sleep.getByTestId('like-count')).toHaveText('1 like');
  await expect(sleep.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Comment (Enter sends it).
  await expect(sleep.getByTestId('comment-count')).toHaveText('0 comments');
  await sleep.getByRole('textbox', { name: 'Write a comment' }).fill(COMMENT);
  await sleep.getByRole('textbox', { name: 'Write a comment' }).press('Enter');
  await expect(sleep.getByTestId('comment')).toHaveCount(1);
  // Shown as everyone sees it: first name and last initial.
  await expect(sleep.getByTestId('comment').first()).toContainText('Sam S.');
  await expect(sleep.getByTestId('comment').first()).toContainText(COMMENT);
  await expect(sleep.getByTestId('comment-count')).toHaveText('1 comment');
  await expect(sleep.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  await shoot(page, 'athlete-feed');

  await page.reload();
  await expect(sleep.getByTestId('like-count')).toHaveText('1 like');
  await expect(sleep.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await expect(sleep.getByTestId('comment-count')).toHaveText('1 comment');
  await expect(sleep.getByTestId('comment').first()).toContainText(COMMENT);

  // Taken back: the comment deleted, the like undone, also after a reload.
  await sleep.getByTestId('comment').first().getByRole('button', { name: 'Delete comment' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Comment deleted' })).toBeVisible();
  await expect(sleep.getByTestId('comment')).toHaveCount(0);
  await expect(sleep.getByTestId('comment-count')).toHaveText('0 comments');
  await sleep.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(sleep.getByTestId('like-count')).toHaveText('0 likes');
  await page.reload();
  await expect(sleep.getByTestId('like-count')).toHaveText('0 likes');
  await expect(sleep.getByTestId('comment-count')).toHaveText('0 comments');
  await expect(prs.getByTestId('like-count')).toHaveText('2 likes');
});

test('an athlete opens a trainer’s page from a post, follows and unfollows, and opens a program; a visitor is asked to sign in to follow', async ({ page, browser }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/feed');
  await post(page, 'Tempo run today').getByTestId('post-author').click();
  await expect(page).toHaveURL(new RegExp(`/athlete/trainer-details\\?trainerId=${MARCO}$`));
  await expect(page).toHaveTitle('Trainer Details');
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Reyes' })).toBeVisible();
  await expect(page.getByTestId('trainer-headline')).toHaveText('Endurance and kettlebells');
  await expect(page.getByTestId('trainer-experience')).toHaveText('8 years of experience');
  await expect(page.getByTestId('trainer-bio')).toHaveText('Marathoner and kettlebell sport competitor.');
  await expect(page.getByTestId('trainer-specialties').getByText('Running')).toBeVisible();
  await expect(page.getByTestId('trainer-certifications').getByText('RKC II')).toBeVisible();
  const programs = page.getByTestId('trainer-program');
  await expect(programs.filter({ hasText: '10K Run Builder' })).toBeVisible();
  await expect(programs.filter({ hasText: 'Olympic Lifting' })).toHaveCount(0); // Tara's draft: neither hers nor published
  await expect(post(page, 'Tempo run today')).toBeVisible();
  await expect(page.getByTestId('trainer-followers')).toHaveCount(0); // who follows whom is the trainer's to read

  // Follow: the button turns to Following, and stays so after a reload.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'You follow Marco Reyes' })).toBeVisible();
  const following = page.getByRole('button', { name: 'Following: unfollow Marco Reyes' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(following).toBeVisible();
  await shoot(page, 'athlete-trainer-details', { fullPage: true });

  // Unfollow, and the page says so after a reload too.
  await following.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'You no longer follow Marco Reyes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // A program card opens the program.
  await programs.filter({ hasText: '10K Run Builder' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/athlete\/program\/4$/);
  await expect(page.getByRole('heading', { level: 1, name: '10K Run Builder' })).toBeVisible();

  // Without a trainer: trainers to discover, each leading to their page.
  await page.goto('/athlete/trainer-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover trainers' })).toBeVisible();
  await page.getByTestId('trainer-summary').filter({ hasText: 'Tara Stone' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/athlete/trainer-details\\?trainerId=${TARA}$`));
  await expect(page.getByRole('button', { name: 'Following: unfollow Tara Stone' })).toBeVisible(); // followed in setup

  // A visitor sees the page, and is sent to sign in to follow or like.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/athlete/trainer-details?trainerId=${MARCO}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Marco Reyes' })).toBeVisible();
    await expect(post(visitor, 'Tempo run today').getByTestId('like-count')).toHaveText('0 likes');
    await visitor.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(visitor).toHaveURL(`/login?redirect_uri=${encodeURIComponent(`/athlete/trainer-details?trainerId=${MARCO}`)}`);
  } finally {
    await visitorContext.close();
  }
});

test('an athlete sees unread notifications on the header’s bell, opens them, marks one read and then all (the badge goes away)', async ({ page }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications: 2 unread');
  await expect(page.getByTestId('notification-badge')).toContainText('2');

  await bell(page).click();
  await expect(page).toHaveURL(/\/athlete\/notifications$/);
  await expect(page).toHaveTitle('Notifications');
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute('data-unread', 'true');
  await expect(items.nth(0)).toContainText('Purchase complete');
  await expect(items.nth(0)).toContainText('Kettlebell Athlete is yours'); // newest first
  await expect(items.nth(1)).toContainText('10K Run Builder is yours');
  await expect(page.getByTestId('unread-count')).toHaveText('2 unread');

  // One read: it loses its unread look, and the badge counts down.
  await items.nth(1).getByRole('button', { name: /^Mark as read/ }).click();
  await expect(items.nth(1)).toHaveAttribute('data-unread', 'false');
  await expect(bell(page)).toHaveAccessibleName('Notifications: 1 unread');
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
  await shoot(page, 'athlete-notifications');

  // All read: the badge goes away, and stays away after a reload.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '1 notification marked as read' })).toBeVisible();
  await expect(items.nth(0)).toHaveAttribute('data-unread', 'false');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.reload();
  await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A notification opens where it points.
  await items.nth(0).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/athlete\/owned-programs$/);
});
