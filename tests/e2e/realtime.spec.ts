/**
 * Realtime in two browsers at once: an athlete messages a trainer from the trainer's page, the trainer (another
 * browser context, on their messages page) sees it arrive without a reload, with the athlete online, and answers;
 * the athlete sees the answer arrive, and the unread count of a conversation not on screen. And notifications
 * appearing live: the trainer posts, and the athlete's bell counts it with a toast, without a reload; an athlete buys
 * the trainer's program, and the trainer's bell counts the sale, read on the trainer's notifications page. Last, the
 * trainer messages that athlete from Athlete management: the athlete's Messages badge counts it live, the athlete
 * reads and answers, and the trainer's sidebar counts the answer until it is read.
 *
 * A new trainer (with a program an admin publishes) and two new athletes are made here (through the API), so no
 * other spec's counts move.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { linkIn } from '../helpers/smtp';
import { buyProgram } from './support/athlete';
import { mailAfter } from './support/mail';
import { DEMO_PASSWORD, signIn } from './support/session';

const PROJECT = 'sportlink';
const HEADERS = { 'x-project': PROJECT };
const PASSWORD = 'Talk-Is-Cheap-Lift-Heavy-42';
const SCREENSHOTS = 'docs/screenshots';
const STAMP = Date.now();
const TRAINER = { email: `coach-${STAMP}@example.test`, first_name: 'Kai', last_name: 'Coach' };
const ATHLETE = { email: `talker-${STAMP}@example.test`, first_name: 'Rae', last_name: 'Runner' };
const BUYER = { email: `buyer-${STAMP}@example.test`, first_name: 'Ben', last_name: 'Buyer' };
const PROGRAM_TITLE = `Tempo Weeks ${STAMP}`;
let trainerId = 0;
let trainerAuth: Record<string, string>;
let buyerAuth: Record<string, string>;
let programId = 0;

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Signs up, confirms and completes the profile of a new account through the API; answers its id and auth headers. */
async function newAccount(request: APIRequestContext, baseURL: string, role: 'trainer' | 'member', who: typeof TRAINER) {
  const L = `/v1/api/${PROJECT}/${role}/lambda`;
  const mail = await mailAfter(who.email, async () => {
    const res = await request.post(`${L}/register`, { headers: HEADERS, data: { email: who.email, password: PASSWORD, first_name: who.first_name, last_name: who.last_name } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${L}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${L}/login`, { headers: HEADERS, data: { email: who.email, password: PASSWORD } });
  const body = (await login.json()) as { token: string; user_id: number };
  const auth = { ...HEADERS, authorization: `Bearer ${body.token}` };
  const profile = role === 'trainer' ? { bio: 'I answer my athletes the same day.', specialties: 'Running' } : { goals: 'Ask my coach things', level: 'beginner' };
  expect((await request.post(`${L}/profile/complete`, { headers: auth, data: profile })).status()).toBe(200);
  return { id: body.user_id, auth };
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000); // three accounts, each confirmed by mail, and a program published by an admin
  const trainer = await newAccount(request, baseURL!, 'trainer', TRAINER);
  trainerId = trainer.id;
  trainerAuth = trainer.auth;
  const athlete = await newAccount(request, baseURL!, 'member', ATHLETE);
  expect((await request.post(`/v1/api/records/${PROJECT}/member/follow`, { headers: athlete.auth, data: { trainer_id: trainerId } })).status()).toBe(200);
  buyerAuth = (await newAccount(request, baseURL!, 'member', BUYER)).auth;

  // The trainer's program, published by an admin (a trainer cannot publish on their own).
  const made = await request.post(`/v1/api/records/${PROJECT}/trainer/program`, { headers: trainerAuth, data: { title: PROGRAM_TITLE, sport: 'Running', price: 2900, description: 'Four weeks of tempo runs.' } });
  expect(made.status()).toBe(200);
  programId = ((await made.json()) as { data: number }).data;
  const admin = await request.post(`/v1/api/${PROJECT}/admin/lambda/login`, { headers: HEADERS, data: { email: 'admin@sportlink.test', password: DEMO_PASSWORD } });
  const adminAuth = { ...HEADERS, authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  expect((await request.put(`/v1/api/records/${PROJECT}/admin/program/${programId}`, { headers: adminAuth, data: { status: 'published' } })).status()).toBe(200);
});

/** A signed-in page of its own browser context, 1280 px wide (the sidebar open, the header's Messages entry shown). */
async function signedInPage(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email, loginPath, PASSWORD);
  return page;
}

/** The caller's unread notifications, as the server counts them. */
async function unreadNotifications(page: Page, pathRole: 'member' | 'trainer'): Promise<number> {
  return page.evaluate(async (role) => {
    const res = await fetch(`/v1/api/records/sportlink/${role}/notification?filter=read_at,is,null&size=1`, { headers: { 'x-project': 'sportlink', authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { total: number }).total;
  }, pathRole);
}

test('an athlete and a trainer chat in two browsers: messages arrive live both ways, with presence and unread counts', async ({ browser }) => {
  const athleteContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const trainerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  const trainer = await trainerContext.newPage();
  await signIn(trainer, TRAINER.email, '/login?role=trainer', PASSWORD);
  await trainer.goto('/trainer/messages');
  await expect(trainer.getByTestId('chat-empty')).toContainText('No conversations yet');

  // The athlete finds the trainer's page and messages them.
  await signIn(athlete, ATHLETE.email, '/login', PASSWORD);
  await athlete.goto(`/athlete/trainer-details?trainerId=${trainerId}`);
  await athlete.getByRole('button', { name: 'Message Kai Coach' }).click();
  await expect(athlete).toHaveURL(/\/athlete\/messages\?room=\d+$/);
  await expect(athlete.getByTestId('chat-with')).toHaveText('Kai Coach');
  const box = athlete.getByRole('textbox', { name: 'Write a message' });
  await box.fill('Hi Kai! Can I run on rest days?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(athlete.getByTestId('chat-message')).toHaveText([/Hi Kai! Can I run on rest days\?/]);

  // The trainer's page shows the conversation arrive, unread, without a reload; the athlete is online.
  const room = trainer.getByTestId('chat-room').filter({ hasText: 'Rae Runner' });
  await expect(room).toBeVisible({ timeout: 10_000 });
  await expect(room.getByTestId('chat-room-unread')).toHaveText('1');
  await room.click();
  await expect(trainer.getByTestId('chat-message')).toHaveText([/Hi Kai! Can I run on rest days\?/]);
  await expect(trainer.getByTestId('chat-presence')).toHaveText('Online');
  await expect(room.getByTestId('chat-room-unread')).toHaveCount(0); // read once open
  const reply = trainer.getByRole('textbox', { name: 'Write a message' });
  await reply.fill('Easy 20 minutes is fine.\nKeep it conversational.');
  await trainer.getByRole('button', { name: 'Send', exact: true }).click();

  // The athlete sees the answer arrive where they are.
  await expect(athlete.getByTestId('chat-message')).toHaveCount(2, { timeout: 10_000 });
  await expect(athlete.getByTestId('chat-message').nth(1)).toHaveAttribute('data-mine', 'false');
  await expect(athlete.getByTestId('chat-message').nth(1)).toContainText('Keep it conversational.');
  await shoot(athlete, 'chat-athlete');
  await shoot(trainer, 'chat-trainer');

  // Away from the conversation, a new message counts as unread in the list, and shows a toast. The page's live
  // updates start from where things stand when it opens (its first poll): the answer is sent once it listens.
  const listening = longPollSent(athlete);
  await athlete.goto('/athlete/messages');
  await listening;
  await reply.fill('And stretch afterwards.');
  await reply.press('Enter');
  const athleteRoom = athlete.getByTestId('chat-room').filter({ hasText: 'Kai Coach' });
  // Both are watched at once: the toast shows for a few seconds and may come and go before the list's count arrives.
  await Promise.all([
    expect(athleteRoom.getByTestId('chat-room-unread')).toHaveText('1', { timeout: 10_000 }),
    expect(athlete.getByTestId('toast').filter({ hasText: 'New message from Kai Coach' })).toBeVisible({ timeout: 10_000 }),
  ]);
  await athleteContext.close();
  await trainerContext.close();
});

/**
 * The page's long-poll is out, waiting (its first poll, `wait_s=0`, only fetches the cursor; the next one waits): what
 * happens from now on reaches the page by that poll, not by a later read. Call before the navigation that starts it.
 */
function longPollSent(page: Page) {
  return page.waitForRequest((r) => r.url().includes('/room/poll') && !r.url().includes('wait_s=0'), { timeout: 20_000 });
}

test('a notification appears live: the trainer posts, and the athlete’s bell counts it with a toast, without a reload', async ({ page, request }) => {
  await signIn(page, ATHLETE.email, '/login', PASSWORD);
  const waiting = longPollSent(page);
  await page.goto('/athlete/library');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = await unreadNotifications(page, 'member');
  await waiting;
  const posted = await request.post(`/v1/api/records/${PROJECT}/trainer/post`, { headers: trainerAuth, data: { body: 'New intervals session is up: 6 × 400 m.' } });
  expect(posted.status()).toBe(200);
  await expect(page.getByTestId('toast').filter({ hasText: 'Kai Coach posted' })).toContainText('New intervals session is up: 6 × 400 m.', { timeout: 5000 });
  await expect(bell).toHaveAttribute('aria-label', `Notifications: ${before + 1} unread`);
  await shoot(page, 'notification-live');
});

test('a trainer’s bell counts a sale live, and the trainer reads it on their notifications page', async ({ browser, request }) => {
  const trainer = await signedInPage(browser, TRAINER.email, '/login?role=trainer');
  try {
    const waiting = longPollSent(trainer);
    await trainer.goto('/trainer/dashboard');
    const bell = trainer.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    const before = await unreadNotifications(trainer, 'trainer');
    await expect(bell).toHaveAccessibleName(before ? `Notifications: ${before} unread` : 'Notifications');
    await waiting;

    await buyProgram(request, buyerAuth, programId);
    await expect(trainer.getByTestId('toast').filter({ hasText: 'New sale' })).toContainText(PROGRAM_TITLE, { timeout: 5000 });
    await expect(bell).toHaveAccessibleName(`Notifications: ${before + 1} unread`);
    await expect(trainer.getByTestId('notification-count')).toHaveText(String(before + 1));
    await shoot(trainer, 'notification-trainer-live');

    // The bell opens the trainer's notifications, in the trainer's layout; the sale is there, unread, newest first.
    await bell.click();
    await expect(trainer).toHaveURL(/\/trainer\/notifications$/);
    await expect(trainer).toHaveTitle('Notifications');
    await expect(trainer.getByTestId('layout-trainer')).toBeVisible();
    await expect(trainer.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    const sale = trainer.getByTestId('notification').first();
    await expect(sale).toContainText('New sale');
    await expect(sale).toContainText(`Someone bought ${PROGRAM_TITLE} for 29.00 USD.`);
    await expect(sale).toHaveAttribute('data-unread', 'true');
    await shoot(trainer, 'trainer-notifications');

    // Marked read: it loses its unread look, and the bell counts down.
    await sale.getByRole('button', { name: 'Mark as read: New sale' }).click();
    await expect(sale).toHaveAttribute('data-unread', 'false');
    await expect(bell).toHaveAccessibleName(before ? `Notifications: ${before} unread` : 'Notifications');

    // It leads to the sales.
    await sale.getByRole('button').first().click();
    await expect(trainer).toHaveURL(/\/trainer\/transactions$/);
  } finally {
    await trainer.context().close();
  }
});

test('a trainer messages an athlete from Athlete management: the athlete’s Messages badge counts it live, the athlete reads and answers, and the trainer’s sidebar counts the answer until it is read', async ({ browser }) => {
  const trainer = await signedInPage(browser, TRAINER.email, '/login?role=trainer');
  const athlete = await signedInPage(browser, BUYER.email, '/login');
  try {
    await athlete.goto('/athlete/owned-programs');
    const messagesLink = athlete.getByTestId('messages-link');
    await expect(messagesLink).toHaveAccessibleName('Messages');
    await expect(athlete.getByTestId('messages-count')).toHaveCount(0);

    // The trainer opens a conversation from the athlete's row and writes.
    await trainer.goto('/trainer/athlete-management');
    await trainer.getByRole('button', { name: 'Message Ben Buyer' }).first().click();
    await expect(trainer).toHaveURL(/\/trainer\/messages\?room=\d+$/);
    await expect(trainer.getByTestId('chat-with')).toHaveText('Ben Buyer');
    const box = trainer.getByRole('textbox', { name: 'Write a message' });
    await box.fill('Welcome aboard, Ben! Start with the first tempo run.');
    await box.press('Enter');
    await expect(trainer.getByTestId('chat-message')).toHaveCount(1);

    // The athlete's header counts it without a reload, with a toast (shown for 5 s: looked at first).
    await expect(athlete.getByTestId('toast').filter({ hasText: 'New message from Kai Coach' })).toBeVisible({ timeout: 10_000 });
    await expect(messagesLink).toHaveAccessibleName('Messages: 1 unread');
    await expect(athlete.getByTestId('messages-count')).toHaveText('1');
    await shoot(athlete, 'chat-unread-badge');

    // Opened and read: the badge goes away; the answer arrives in the trainer's open conversation.
    await messagesLink.click();
    await expect(athlete).toHaveURL(/\/athlete\/messages$/);
    const room = athlete.getByTestId('chat-room').filter({ hasText: 'Kai Coach' });
    await expect(room.getByTestId('chat-room-unread')).toHaveText('1');
    await room.click();
    await expect(athlete.getByTestId('chat-message')).toHaveText([/Welcome aboard, Ben!/]);
    await expect(athlete.getByTestId('messages-count')).toHaveCount(0);
    await expect(messagesLink).toHaveAccessibleName('Messages');
    const answer = athlete.getByRole('textbox', { name: 'Write a message' });
    await answer.fill('Thanks coach, running tomorrow.');
    await answer.press('Enter');
    await expect(trainer.getByTestId('chat-message')).toHaveCount(2, { timeout: 10_000 });
    await expect(trainer.getByTestId('chat-message').nth(1)).toContainText('Thanks coach, running tomorrow.');
    await expect(trainer.getByTestId('chat-message').nth(1)).toHaveAttribute('data-mine', 'false');

    // Away from the conversation, the trainer's sidebar counts the next answer, until the trainer reads it.
    const waiting = longPollSent(trainer);
    await trainer.goto('/trainer/dashboard');
    const sidebarMessages = trainer.getByRole('navigation', { name: 'Sidebar' }).getByTestId('messages-link');
    await expect(sidebarMessages).toHaveAccessibleName('Messages');
    await waiting;
    await answer.fill('How fast should the tempo be?');
    await answer.press('Enter');
    await expect(sidebarMessages).toHaveAccessibleName('Messages: 1 unread', { timeout: 10_000 });
    await expect(sidebarMessages.getByTestId('messages-count')).toHaveText('1');
    await shoot(trainer, 'chat-trainer-sidebar-badge');
    await sidebarMessages.click();
    await trainer.getByTestId('chat-room').filter({ hasText: 'Ben Buyer' }).click(); // a click on the page closes the sidebar
    await expect(trainer.getByTestId('chat-message')).toHaveCount(3);
    await trainer.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebarMessages).toHaveAccessibleName('Messages');
    await expect(sidebarMessages.getByTestId('messages-count')).toHaveCount(0);
  } finally {
    await athlete.context().close();
    await trainer.context().close();
  }
});
