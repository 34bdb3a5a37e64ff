/**
 * Realtime in two browsers at once: an athlete messages a trainer from the trainer's page, the trainer (another
 * browser context, on their messages page) sees it arrive without a reload, with the athlete online, and answers;
 * the athlete sees the answer arrive, and the unread count of a conversation not on screen. And a notification
 * appearing live: the trainer posts, and the athlete's bell counts it with a toast, without a reload.
 *
 * A new trainer and a new athlete are made here (through the API), so no other spec's counts move.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const HEADERS = { 'x-project': PROJECT };
const PASSWORD = 'Talk-Is-Cheap-Lift-Heavy-42';
const SCREENSHOTS = 'docs/screenshots';
const STAMP = Date.now();
const TRAINER = { email: `coach-${STAMP}@example.test`, first_name: 'Kai', last_name: 'Coach' };
const ATHLETE = { email: `talker-${STAMP}@example.test`, first_name: 'Rae', last_name: 'Runner' };
let trainerId = 0;
let trainerAuth: Record<string, string>;

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
  const trainer = await newAccount(request, baseURL!, 'trainer', TRAINER);
  trainerId = trainer.id;
  trainerAuth = trainer.auth;
  const athlete = await newAccount(request, baseURL!, 'member', ATHLETE);
  expect((await request.post(`/v1/api/records/${PROJECT}/member/follow`, { headers: athlete.auth, data: { trainer_id: trainerId } })).status()).toBe(200);
});

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

  // Away from the conversation, a new message counts as unread in the list, and shows a toast.
  await athlete.goto('/athlete/messages');
  await reply.fill('And stretch afterwards.');
  await reply.press('Enter');
  const athleteRoom = athlete.getByTestId('chat-room').filter({ hasText: 'Kai Coach' });
  await expect(athleteRoom.getByTestId('chat-room-unread')).toHaveText('1', { timeout: 10_000 });
  await expect(athlete.getByTestId('toast').filter({ hasText: 'New message from Kai Coach' })).toBeVisible();
  await athleteContext.close();
  await trainerContext.close();
});

test('a notification appears live: the trainer posts, and the athlete’s bell counts it with a toast, without a reload', async ({ page, request }) => {
  await signIn(page, ATHLETE.email, '/login', PASSWORD);
  await page.goto('/athlete/library');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = await page.evaluate(async () => {
    const res = await fetch('/v1/api/records/sportlink/member/notification?filter=read_at,is,null&size=1', { headers: { 'x-project': 'sportlink', authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { total: number }).total;
  });
  await page.waitForTimeout(500); // the long-poll is waiting
  const posted = await request.post(`/v1/api/records/${PROJECT}/trainer/post`, { headers: trainerAuth, data: { body: 'New intervals session is up: 6 × 400 m.' } });
  expect(posted.status()).toBe(200);
  await expect(page.getByTestId('toast').filter({ hasText: 'Kai Coach posted' })).toContainText('New intervals session is up: 6 × 400 m.', { timeout: 5000 });
  await expect(bell).toHaveAttribute('aria-label', `Notifications: ${before + 1} unread`);
  await shoot(page, 'notification-live');
});
