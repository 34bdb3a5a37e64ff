/**
 * The account's preferences, as a person uses them: an athlete chooses pounds on the profile page and the training
 * screen shows and takes weights in pounds (the log keeps kilograms); a language chosen on one device is the account's
 * on the next device it signs in on. And an address that is no page answers 404 with the not-found page.
 *
 * The athlete is made here (through the API), buys Kettlebell Athlete (program 5) and has one earlier session logged:
 * Day 3, four sets of overhead press at 30 kg.
 */
import { expect, test } from './support/test';
import { buyProgram, createAthlete, logWorkout, RECORDS, type NewAthlete } from './support/athlete';
import { signIn } from './support/session';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

async function shot(page: Page, section: Locator, name: string) {
  mkdirSync('docs/screenshots', { recursive: true });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `docs/screenshots/${name}` });
}

const ATHLETE: NewAthlete = { email: `prefs-${Date.now()}@example.test`, password: 'Pounds-And-Plates-42', first_name: 'Pat', last_name: 'Pounds', profile: { goals: 'Press my bodyweight', level: 'intermediate' } };
const PROGRAM = 5; // Kettlebell Athlete: workouts 25-27 (Day 1, Day 3, Day 5)
let auth: Record<string, string>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  auth = await createAthlete(request, baseURL!, ATHLETE);
  const enrollmentId = await buyProgram(request, auth, PROGRAM);
  await logWorkout(request, auth, { enrollmentId, workoutId: 26, daysAgo: 2, sets: Array(4).fill({ reps: 8, weight: 30 }) });
});

test('an athlete who chooses pounds sees and logs weights in pounds, kept in kilograms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await page.goto('/athlete/profile');
  const prefs = page.getByRole('region', { name: 'Preferences' });
  await expect(prefs.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
  await prefs.getByRole('radio', { name: 'Pounds (lb)' }).check();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your preferences were saved' })).toBeVisible();
  await expect(prefs.getByRole('radio', { name: 'Pounds (lb)' })).toBeChecked();
  await shot(page, prefs, 'profile-preferences-1366.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, prefs, 'profile-preferences-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/athlete/programs/enrolled/access?programId=${PROGRAM}`);
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');
  // The earlier session, 4 × 8 at 30 kg, in pounds.
  await page.getByRole('tab', { name: 'History (1)' }).click();
  await expect(page.getByTestId('history-entry').first().getByTestId('history-volume')).toHaveText('2,116.4 lb');
  await page.getByRole('tab', { name: 'Workout' }).click();

  // A set typed in pounds.
  await page.getByRole('textbox', { name: 'Reps, set 1 of Back squat' }).fill('5');
  await page.getByRole('textbox', { name: 'Weight (lb), set 1 of Back squat' }).fill('225');
  await page.getByRole('checkbox', { name: 'Set 1 of Back squat done' }).check();
  await page.getByRole('timer', { name: 'Rest timer' }).getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByTestId('logger-summary')).toHaveText(/1,125 lb volume$/);
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByTestId('training-saved')).toHaveText(/1 sets?, 1,125 lb volume\./);

  // Kept in kilograms: 225 lb is 102.06 kg.
  const logs = await page.request.get(`${RECORDS}/workout_log?filter=workout_id,eq,25`, { headers: auth });
  const sets = ((await logs.json()) as { list: { sets: { reps: number; weight: number }[] | string }[] }).list.map((l) => (typeof l.sets === 'string' ? JSON.parse(l.sets) : l.sets)).flat();
  expect(sets).toContainEqual(expect.objectContaining({ reps: 5, weight: 102.06 }));
});

test('a language chosen on one device is the account’s on the next one', async ({ page, browser }) => {
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await page.goto('/athlete/profile');
  const prefs = page.getByRole('region', { name: 'Preferences' });
  await prefs.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('region', { name: 'Préférences' })).toBeVisible();

  // Another device: a new browser whose own language is English.
  const other = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', serviceWorkers: 'block' });
  try {
    const phone = await other.newPage();
    await signIn(phone, ATHLETE.email, '/login', ATHLETE.password);
    await phone.goto('/athlete/profile');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(phone.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
    // Back to the device's language, chosen there: kept on the account too.
    await phone.getByRole('region', { name: 'Préférences' }).getByRole('combobox', { name: 'Langue' }).click();
    await phone.getByRole('option', { name: 'Comme cet appareil' }).click();
    await expect(phone.getByTestId('toast').filter({ hasText: 'Vos préférences ont été enregistrées' })).toBeVisible();
  } finally {
    await other.close();
  }
  const saved = await page.request.get('/v1/api/sportlink/member/lambda/preference', { headers: auth });
  expect(((await saved.json()) as { model: { language: string | null } }).model.language).toBeNull();
});

test('an address that is no page answers 404 with the not-found page', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/v1/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  const missing = await page.goto('/athlete/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(refused).toEqual([]);
  const found = await page.goto('/athlete/program/1');
  expect(found?.status()).toBe(200);
});
