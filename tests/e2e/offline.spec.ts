/**
 * Offline in the browser (ADR 011), with the browser context really offline (Playwright's setOffline):
 * - an athlete logs two workouts with no signal (the bar red, the count rising, the workouts in the history at
 *   once), reloads while still offline (the service worker serves the app, the cached reads and the queue are still
 *   there), comes back online (the bar blue, then green, 'Sync Complete') and the server holds each workout once;
 * - 50 comments written offline are sent while the network is cut in the middle of the sync and some answers are
 *   lost on the way back: all 50 arrive, once each;
 * - a trainer edits a program draft on a train: the details and a new split with a workout, saved on the device,
 *   still there after a reload offline, and on the server once back online;
 * - the service worker keeps the app for an athlete without the admin area, and keeps the admin area once an admin
 *   opens it.
 *
 * The athlete is made here: signed up, confirmed, profile completed, Kettlebell Athlete bought with the sandbox's
 * test card, Tara Stone followed (all through the API).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const L = `/v1/api/${PROJECT}/member/lambda`;
const RECORDS = `/v1/api/records/${PROJECT}/member`;
const HEADERS = { 'x-project': PROJECT };
const EMAIL = `offline-${Date.now()}@example.test`;
const PASSWORD = 'No-Signal-In-The-Gym-42';
const SCREENSHOTS = 'docs/screenshots';
const PROGRAM = 5; // Kettlebell Athlete (its sales are counted by no other spec)
const TARA = 3; // trainer@sportlink.test (Tara Stone), whose post "Sleep is the most underrated ..." (post 2) is in her followers' feed
let auth: Record<string, string>;
let enrollmentId = 0;

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** The service worker has installed (kept the app's files) and controls the page; up to 40 s on a busy machine. */
async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 40_000 });
}

/** The service worker has the app and controls the page, and the offline layer has stored what the page read (up to 30 s). */
async function readyForOffline(page: Page, cachedKey: string) {
  await serviceWorkerInControl(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('sportlink-query-cache');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('items')) return resolve(false);
                const get = db.transaction('items').objectStore('items').get('queries');
                get.onsuccess = () => resolve(JSON.stringify(get.result ?? '').includes(key));
                get.onerror = () => resolve(false);
              };
            }),
          cachedKey,
        ),
      // The read cache is written a moment after the read (throttled); on a busy machine that moment grows.
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The test server's bad network (support/site.ts): slow writes to `path`, every `loseEvery`-th answer lost. */
async function network(request: APIRequestContext, bad: { path?: string; delayMs?: number; loseEvery?: number }) {
  expect((await request.post('/__e2e/network', { data: bad })).status()).toBe(200);
}

async function logsOnServer(request: APIRequestContext) {
  const res = await request.post(`${RECORDS}/workout_log/GETALL`, { headers: auth, data: { filter: [`enrollment_id,eq,${enrollmentId}`] } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { list: { workout_id: number; sets: { reps: number; weight: number | null }[] }[] }).list;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// This spec is about the service worker: the others run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async ({ request, baseURL }) => {
  const mail = await mailAfter(EMAIL, async () => {
    const res = await request.post(`${L}/register`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD, first_name: 'Noa', last_name: 'Signal' } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${L}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${L}/login`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD } });
  auth = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.post(`${L}/profile/complete`, { headers: auth, data: { goals: 'Train anywhere', level: 'intermediate' } })).status()).toBe(200);
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  const paid = await request.post(`${L}/stripe/checkout`, { headers: auth, data: { program_id: PROGRAM, card } });
  expect(paid.status()).toBe(200);
  enrollmentId = ((await paid.json()) as { checkout: { enrollment_id: number } }).checkout.enrollment_id;
  expect((await request.post(`${RECORDS}/follow`, { headers: auth, data: { trainer_id: TARA } })).status()).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, EMAIL, '/login', PASSWORD);
});

/** Ticks every set of the open workout and marks it complete. */
async function logOpenWorkout(page: Page, reps: string, weight: string) {
  const rows = page.getByTestId('set-row');
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    await row.getByRole('textbox', { name: /^Reps, set/ }).fill(reps);
    // A bodyweight exercise (reps only) asks for no weight.
    const load = row.getByRole('textbox', { name: /^Weight \(kg\), set/ });
    if (await load.count()) await load.fill(weight);
    await row.getByRole('checkbox').check();
    const skip = page.getByRole('timer', { name: 'Rest timer' }).getByRole('button', { name: 'Skip' });
    if (await skip.isVisible()) await skip.click();
  }
  await page.getByRole('button', { name: 'Mark complete' }).click();
}

test('an athlete logs two workouts with no signal, reloads offline, and they sync once back online, each once', async ({ page, context, request }) => {
  await page.goto(`/athlete/programs/enrolled/access?programId=${PROGRAM}`);
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');
  await page.getByRole('tab', { name: 'History (0)' }).click();
  await page.getByRole('tab', { name: 'Workout' }).click();
  await readyForOffline(page, '"logs"');
  const bar = page.getByTestId('connectivity-bar');
  await expect(bar).toHaveAttribute('data-state', 'synced');

  await context.setOffline(true);
  await expect(bar).toHaveAttribute('data-state', 'offline');
  await expect(bar.getByRole('status')).toContainText("You're offline. 0 changes will sync when connection returns");
  await expect(bar.getByRole('status')).toContainText('Showing cached data (offline)');

  // Day 1: three sets of back squats and the rest; saved on this device, shown at once, counted on the bar.
  await logOpenWorkout(page, '10', '40');
  await expect(page.getByTestId('toast').filter({ hasText: 'Created locally, will sync when online' })).toBeVisible();
  await expect(bar.getByRole('status')).toContainText("You're offline. 1 change will sync when connection returns");
  await expect(page.getByTestId('training-progress')).toHaveText('1 of 18 workouts completed');
  // Day 3 next: the count rises.
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 3');
  await logOpenWorkout(page, '8', '24');
  await expect(bar.getByRole('status')).toContainText("You're offline. 2 changes will sync when connection returns");
  await page.getByRole('tab', { name: 'History (2)' }).click();
  await expect(page.getByTestId('history-pending')).toHaveCount(2);
  await shoot(page, 'offline-logged');
  expect(await logsOnServer(request)).toHaveLength(0);

  // A reload with no connection: the app, the program and the two waiting workouts are all still here.
  await page.reload();
  await expect(bar).toHaveAttribute('data-state', 'offline');
  await expect(bar.getByRole('status')).toContainText("You're offline. 2 changes will sync when connection returns");
  await expect(page.getByRole('heading', { level: 1, name: 'Kettlebell Athlete' })).toBeVisible();
  await page.getByRole('tab', { name: 'History (2)' }).click();
  await expect(page.getByTestId('history-pending')).toHaveCount(2);

  // Back online: syncing (blue; the server is made a little slow so it can be seen), then all synced (green).
  await network(request, { path: '/workout_log', delayMs: 600 });
  await context.setOffline(false);
  await expect(bar).toHaveAttribute('data-state', 'syncing');
  await expect(bar.getByRole('status')).toContainText('Syncing your changes...');
  await expect(bar).toHaveCSS('background-color', 'rgb(21, 101, 192)'); // blue
  await expect(page.getByTestId('toast').filter({ hasText: 'Sync Complete' })).toContainText('2 changes synced successfully.');
  await expect(bar).toHaveAttribute('data-state', 'synced');
  await expect(bar).toHaveText('All changes synced');
  await expect(page.getByTestId('history-pending')).toHaveCount(0);
  await expect(page.getByTestId('history-entry')).toHaveCount(2);

  await network(request, {});
  const logs = await logsOnServer(request);
  expect(logs.map((l) => l.workout_id).sort()).toEqual([25, 26]);
  expect(logs.find((l) => l.workout_id === 25)!.sets.every((s) => s.reps === 10 && s.weight === 40)).toBe(true);
});

test('50 comments written offline all arrive once each, though the network is cut mid-sync and answers are lost', async ({ page, context, request }) => {
  await page.goto('/athlete/feed');
  const post = page.getByTestId('post').filter({ hasText: 'Sleep is the most underrated' });
  await expect(post).toBeVisible();
  await readyForOffline(page, 'Sleep is the most underrated');
  const bar = page.getByTestId('connectivity-bar');

  await context.setOffline(true);
  await expect(bar).toHaveAttribute('data-state', 'offline');
  const box = post.getByRole('textbox', { name: 'Write a comment' });
  for (let i = 1; i <= 50; i++) {
    await box.fill(`Offline note ${i}`);
    await box.press('Enter');
    await expect(box).toHaveValue('');
  }
  await expect(bar.getByRole('status')).toContainText("You're offline. 50 changes will sync when connection returns");
  await expect(post.getByTestId('comment-count')).toHaveText('50 comments');

  // Back online, with a server that is a little slow, and whose answers to every 7th comment are lost on the way
  // back (the server has it; the browser never hears): those are sent again, with their keys.
  await network(request, { path: '/member/comment', delayMs: 80, loseEvery: 7 });
  const mine = async () => {
    const res = await request.post(`${RECORDS}/comment/GETALL`, { headers: auth, data: { filter: ['post_id,eq,2'] } });
    return ((await res.json()) as { list: { body: string; author_id: number }[] }).list.filter((c) => c.body.startsWith('Offline note '));
  };
  await context.setOffline(false);
  // The network goes away in the middle of the sync, then comes back.
  await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBeGreaterThan(10);
  await context.setOffline(true);
  await expect(bar).toHaveAttribute('data-state', 'offline');
  const during = (await mine()).length;
  expect(during).toBeLessThan(50);
  await context.setOffline(false);

  await expect(bar).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });
  const arrived = await mine();
  expect(arrived).toHaveLength(50);
  expect(new Set(arrived.map((c) => c.body)).size).toBe(50);
  const { seen } = (await (await request.get('/__e2e/network')).json()) as { seen: number };
  expect(seen).toBeGreaterThan(50); // some were sent more than once, and still arrived once
  await network(request, {});
});

test('a trainer edits a program draft offline: details and a new split with a workout survive a reload, then sync', async ({ browser, request, baseURL }) => {
  // A new trainer with a draft of their own (through the API).
  const email = `train-${Date.now()}@example.test`;
  const TL = `/v1/api/${PROJECT}/trainer/lambda`;
  const mail = await mailAfter(email, async () => {
    const res = await request.post(`${TL}/register`, { headers: HEADERS, data: { email, password: PASSWORD, first_name: 'Rio', last_name: 'Rails' } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${TL}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${TL}/login`, { headers: HEADERS, data: { email, password: PASSWORD } });
  const trainer = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.post(`${TL}/profile/complete`, { headers: trainer, data: { bio: 'I write programs on trains.', specialties: 'Mobility' } })).status()).toBe(200);
  const draft = await request.post(`/v1/api/records/${PROJECT}/trainer/program`, { headers: trainer, data: { title: 'Commuter Mobility', price: 1500, currency: 'USD', pricing: 'one_time', duration_weeks: 4 } });
  expect(draft.status()).toBe(200);
  const id = ((await draft.json()) as { data: number }).data;

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, '/login?role=trainer', PASSWORD);
  await page.goto(`/trainer/edit-program/${id}`);
  await expect(page.getByTestId('builder-title')).toHaveText('Commuter Mobility');
  await readyForOffline(page, 'Commuter Mobility');

  await context.setOffline(true);
  const bar = page.getByTestId('connectivity-bar');
  await expect(bar).toHaveAttribute('data-state', 'offline');
  const detail = (name: string) => page.getByRole('textbox', { name, exact: true }).first();
  await detail('Title').fill('Commuter Mobility Plus');
  await detail('Description').fill('Ten minutes a day, written between two stations.');
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device: it syncs when you are back online');
  await page.getByRole('button', { name: 'Add split' }).click();
  const split = page.getByRole('region', { name: /^Split 1: / });
  await expect(split).toBeVisible();
  const splitTitle = split.getByRole('textbox', { name: 'Split title' });
  await splitTitle.fill('Morning train');
  await splitTitle.press('Enter');
  await expect(page.getByRole('region', { name: 'Split 1: Morning train' })).toBeVisible();
  await page.getByRole('region', { name: 'Split 1: Morning train' }).getByRole('button', { name: 'Add workout' }).click();
  await expect(page.getByRole('region', { name: 'Split 1: Morning train' }).getByLabel('Workout title')).toHaveCount(1);
  await expect(bar.getByRole('status')).toContainText(/You're offline\. [3-9] changes will sync when connection returns/);
  await shoot(page, 'offline-builder');

  await page.reload();
  await expect(bar).toHaveAttribute('data-state', 'offline');
  await expect(page.getByTestId('builder-title')).toHaveText('Commuter Mobility Plus');
  await expect(detail('Description')).toHaveValue('Ten minutes a day, written between two stations.');
  await expect(page.getByRole('region', { name: 'Split 1: Morning train' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Split 1: Morning train' }).getByLabel('Workout title')).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByTestId('toast').filter({ hasText: 'Sync Complete' })).toBeVisible({ timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-state', 'synced');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  const saved = await request.get(`/v1/api/records/${PROJECT}/trainer/program/${id}?join=split.workout`, { headers: trainer });
  const model = ((await saved.json()) as { model: { title: string; description: string; split: { title: string; workout: unknown[] }[] } }).model;
  expect(model).toMatchObject({ title: 'Commuter Mobility Plus', description: 'Ten minutes a day, written between two stations.' });
  expect(model.split).toHaveLength(1);
  expect(model.split[0].title).toBe('Morning train');
  expect(model.split[0].workout).toHaveLength(1);
  await context.close();
});

/** The paths the service worker keeps for this build (its cache `sportlink-app-<version>`). */
async function keptFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.startsWith('sportlink-app-'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  });
}

test('the service worker keeps the app for an athlete without the admin area, which it keeps once an admin opens it', async ({ page, browser }) => {
  await page.goto('/athlete/library');
  await serviceWorkerInControl(page);
  const athletes = await keptFiles(page);
  // The app's shell as built, for pages opened offline (not `/`, which the server draws as the home page); the home
  // page and the program page are in their own chunks (scripts/page-groups.mjs).
  expect(athletes).toContain('/index.html');
  expect(athletes).not.toContain('/');
  expect(athletes.filter((p) => /^\/assets\/(index|landing|program-page|EnrolledAccessPage)-[\w-]+\.js$/.test(p))).toHaveLength(4);
  expect(athletes.filter((p) => /^\/assets\/AdminApp-[\w-]+\.js$/.test(p))).toEqual([]);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin@sportlink.test', '/admin/login');
  await admin.goto('/admin/dashboard');
  await expect(admin).toHaveTitle('Dashboard');
  await serviceWorkerInControl(admin);
  // Loaded before the worker controlled the page, the admin area is kept the next time it is loaded.
  await admin.reload();
  await expect(admin).toHaveTitle('Dashboard');
  await expect.poll(async () => (await keptFiles(admin)).filter((p) => /^\/assets\/AdminApp-[\w-]+\.js$/.test(p)), { timeout: 10_000 }).toHaveLength(1);
  await context.close();
});
