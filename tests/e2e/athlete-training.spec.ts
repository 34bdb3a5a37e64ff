/**
 * Training in the browser: an athlete opens a program they own from owned programs, sees today's workout up next
 * (from the program's calendar and their logs), logs three sets with reps, weight and RPE, uses the rest timer (pause, resume, skip),
 * marks the workout complete, and finds it in the history and in the progress (volume per session, a personal
 * record). A free split's preview opens; a split of a program they do not own explains itself and links to buying.
 *
 * The athlete is made here and buys Kettlebell Athlete (program 5, Marco Reyes's, whose sales no other spec counts)
 * through the sandbox checkout; two earlier sessions of the program's Day 3 and Day 5 are logged through the API.
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
const EMAIL = `trainee-${Date.now()}@example.test`;
const PASSWORD = 'Lift-Log-Rest-Repeat-42';
const SCREENSHOTS = 'docs/screenshots';
const PROGRAM = 5; // Kettlebell Athlete: splits 9 (free preview) and 10, workouts 25-27 and 28-30
const DAY = 86_400_000;

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, ...options });
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  // A new athlete: signed up, confirmed through the mailed link, profile completed (all through the API).
  const mail = await mailAfter(EMAIL, async () => {
    const res = await request.post(`${L}/register`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD, first_name: 'Casey', last_name: 'Lifter' } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${L}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${L}/login`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD } });
  const auth = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.post(`${L}/profile/complete`, { headers: auth, data: { goals: 'Get strong with kettlebells', level: 'intermediate' } })).status()).toBe(200);

  // The program, bought with the sandbox's test card.
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  const paid = await request.post(`${L}/stripe/checkout`, { headers: auth, data: { program_id: PROGRAM, card } });
  expect(paid.status()).toBe(200);
  const checkout = ((await paid.json()) as { checkout: { status: string; enrollment_id: number } }).checkout;
  expect(checkout.status).toBe('succeeded');

  // Two earlier sessions: Day 3 (pull-ups, then 4 × 8 overhead press at 30 kg) and Day 5 (planks, then 4 × 15 swings at 24 kg).
  const log = async (workout_id: number, daysAgo: number, sets: { reps: number; weight: number | null }[]) => {
    const res = await request.post(`${RECORDS}/workout_log`, {
      headers: auth,
      data: { enrollment_id: checkout.enrollment_id, workout_id, performed_at: new Date(Date.now() - daysAgo * DAY).toISOString(), sets: sets.map((s) => ({ ...s, rpe: 7, notes: null })), completed: 1 },
    });
    expect(res.status()).toBe(200);
  };
  await log(26, 4, [...Array(3).fill({ reps: 8, weight: null }), ...Array(4).fill({ reps: 8, weight: 30 })]);
  await log(27, 2, [...Array(3).fill({ reps: 40, weight: null }), ...Array(4).fill({ reps: 15, weight: 24 })]);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, EMAIL, '/login', PASSWORD);
});

test('an athlete continues an owned program, logs three sets with the rest timer, marks the workout complete and sees it in history and progress', async ({ page }) => {
  // The page's clock is the test's to move (it runs as usual until moved).
  await page.clock.install();
  // Owned programs: the program with its progress, and the way into training.
  await page.goto('/athlete/owned-programs');
  const card = page.getByTestId('owned-program').filter({ hasText: 'Kettlebell Athlete' });
  // Six weeks of three sessions; the two logged sessions count for this first week.
  await expect(card.getByTestId('owned-progress')).toHaveText('2 of 18 workouts completed');
  await shoot(page, 'athlete-training-owned');
  await card.getByRole('link', { name: 'Continue: Kettlebell Athlete' }).click();
  await expect(page).toHaveURL(new RegExp(`/athlete/programs/enrolled/access\\?programId=${PROGRAM}$`));

  // Enrolled today: day 1 of week 1, whose Day 1 is up next (Day 3 and Day 5 are done this week).
  await expect(page.getByRole('heading', { level: 1, name: 'Kettlebell Athlete' })).toBeVisible();
  await expect(page.getByTestId('training-up-next')).toHaveText('Phase 1: Build the base · Day 1');
  await expect(page.getByTestId('training-up-next-when')).toHaveText('Today');
  await expect(page.getByTestId('training-week')).toHaveText('Week 1 of 6');
  await expect(page.getByTestId('training-today')).toHaveText('Day 1');
  await expect(page.getByTestId('training-progress')).toHaveText('2 of 18 workouts completed');
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');
  const chips = page.getByTestId('workout-chip');
  await expect(chips).toHaveText(['Day 1', 'Day 3', 'Day 5']);
  const squat = page.getByTestId('exercise-card').first();
  await expect(squat).toContainText('1. Back squat');
  // The kettlebell program prescribes the bell's weight.
  await expect(squat.getByTestId('exercise-prescription')).toHaveText('3 sets × 8-10 reps · 16 kg · Rest 1:30 · Tempo 3-1-1');
  await expect(squat.getByTestId('set-row')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Reps, set 1 of Back squat' })).toHaveValue('8'); // from the prescription

  // Any other workout can be picked, and back.
  await chips.nth(1).click();
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 3');
  await expect(page.getByTestId('exercise-card').first()).toContainText('1. Pull-up');
  await page.getByRole('button', { name: 'Back to up next' }).click();
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');

  // A set is added and removed again.
  await squat.getByRole('button', { name: 'Add set' }).click();
  await expect(squat.getByTestId('set-row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove set 4 of Back squat' }).click();
  await expect(squat.getByTestId('set-row')).toHaveCount(3);

  // Three sets: reps, weight, RPE.
  const sets = [
    { reps: '10', weight: '60', rpe: '7' },
    { reps: '10', weight: '65', rpe: '8' },
    { reps: '8', weight: '70', rpe: '9' },
  ];
  for (const [i, s] of sets.entries()) {
    await page.getByRole('textbox', { name: `Reps, set ${i + 1} of Back squat` }).fill(s.reps);
    await page.getByRole('textbox', { name: `Weight (kg), set ${i + 1} of Back squat` }).fill(s.weight);
    await page.getByRole('textbox', { name: `RPE, set ${i + 1} of Back squat` }).fill(s.rpe);
  }
  await page.getByRole('textbox', { name: 'Notes, set 3 of Back squat' }).fill('Grindy last rep');

  // Ticking set 1 starts the rest from the exercise's 90 s; it pauses, resumes and is skipped.
  await page.getByRole('checkbox', { name: 'Set 1 of Back squat done' }).check();
  const timer = page.getByRole('timer', { name: 'Rest timer' });
  await expect(timer).toBeVisible();
  await expect(timer.getByTestId('rest-clock')).toHaveText(/^1:(30|29|28)$/);
  await shoot(page, 'athlete-training-workout');
  await timer.getByRole('button', { name: 'Pause rest' }).click();
  await expect(timer).toContainText('Rest paused');
  const held = await timer.getByTestId('rest-clock').textContent();
  // A second and a half goes by on the page's clock: a paused timer does not move.
  await page.clock.runFor(1500);
  await expect(timer.getByTestId('rest-clock')).toHaveText(held!);
  await timer.getByRole('button', { name: 'Resume rest' }).click();
  await expect(timer).toContainText('Resting');
  await timer.getByRole('button', { name: 'Add 15 seconds' }).click();
  await expect(timer.getByTestId('rest-clock')).toHaveText(/^1:(4\d)$/);
  await timer.getByRole('button', { name: 'Skip' }).click();
  await expect(timer).toHaveCount(0);

  // A set without reps cannot be ticked.
  await page.getByRole('textbox', { name: 'Reps, set 2 of Back squat' }).fill('');
  await page.getByRole('checkbox', { name: 'Set 2 of Back squat done' }).click();
  await expect(squat.getByText('Enter the reps')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Set 2 of Back squat done' })).not.toBeChecked();
  await expect(timer).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Reps, set 2 of Back squat' }).fill('10');
  for (const n of [2, 3]) {
    await page.getByRole('checkbox', { name: `Set ${n} of Back squat done` }).check();
    await timer.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(squat.getByTestId('exercise-done-count')).toHaveText('3/3 sets');
  await expect(page.getByTestId('logger-summary')).toHaveText('3 of 10 sets done · 1,810 kg volume');

  // Complete: saved, this week is done, and up next is next week's Day 1.
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByTestId('training-saved')).toHaveText(/Saved Phase 1: Build the base · Day 1: 3 sets, 1,810 kg volume\./);
  await expect(page.getByTestId('training-up-next')).toHaveText('Phase 1: Build the base · Day 1');
  await expect(page.getByTestId('training-up-next-when')).toHaveText('Day 1 of week 2');
  await expect(page.getByTestId('training-progress')).toHaveText('3 of 18 workouts completed');
  await expect(page.getByTestId('training-calendar').getByRole('button', { name: 'Day 1, done' })).toBeVisible();
  const toast = page.getByTestId('toast').filter({ hasText: 'Workout saved. Nice work!' });
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);

  // History: newest first, with its sets matched to the exercises and the record it set.
  await page.getByRole('tab', { name: 'History (3)' }).click();
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Phase 1: Build the base · Day 1');
  await expect(entries.first().getByTestId('history-volume')).toHaveText('1,810 kg');
  await expect(entries.first()).toContainText('PR');
  await entries.first().getByRole('button').first().click();
  const table = entries.first().getByRole('table', { name: 'Sets of Phase 1: Build the base · Day 1' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').nth(2).locator('td')).toHaveText(['Back squat', '8', '70', '9', 'Grindy last rep']);
  await shoot(page, 'athlete-training-history', { fullPage: true });

  // Progress: sessions, volume per session, personal records.
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByTestId('progress-sessions')).toHaveText('3');
  await expect(page.getByTestId('progress-total-volume')).toHaveText('4,210');
  await expect(page.getByTestId('progress-best-volume')).toHaveText('1,810');
  await expect(page.getByRole('img', { name: /^Volume per session \(kg\): .*1,810 kg$/ })).toBeVisible();
  const records = page.getByTestId('personal-record');
  await expect(records).toHaveCount(3);
  await expect(records.first()).toContainText('Back squat');
  await expect(records.first()).toContainText('70 kg × 8');
  await expect(records.first()).toContainText('88.7 kg');
  await expect(page.getByTestId('personal-records')).toContainText('Overhead press');
  await expect(page.getByTestId('personal-records')).toContainText('24 kg × 15');
  await shoot(page, 'athlete-training-progress', { fullPage: true });

  // On a phone: the next workout, set rows on two lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Workout' }).click();
  await page.getByTestId('exercise-card').first().scrollIntoViewIfNeeded();
  await page.getByRole('checkbox', { name: /^Set 1 of .* done$/ }).first().check();
  await expect(timer).toBeVisible();
  await shoot(page, 'athlete-training-mobile');
  await timer.getByRole('button', { name: 'Skip' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Without a program in the address: the programs to pick from.
  await page.goto('/athlete/programs/enrolled/access');
  await expect(page.getByRole('heading', { level: 1, name: 'Your training' })).toBeVisible();
  await expect(page.getByTestId('training-enrollment')).toHaveCount(1);
  await expect(page.getByTestId('training-enrollment')).toContainText('3 of 18 workouts completed');
});

test('a free split’s preview shows its workouts; a split of a program the athlete does not own explains and links to buying', async ({ page }) => {
  await page.goto('/athlete/program-preview/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Phase 1: Build the base' })).toBeVisible();
  await expect(page.getByTestId('preview-free')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strength Foundations' })).toBeVisible();
  await expect(page.getByTestId('preview-workout')).toHaveCount(3);
  await expect(page.getByTestId('preview-workout').first()).toContainText('1. Back squat');
  // Strength Foundations loads its squat as a percentage of the one-rep max, in a wave: week 1's.
  await expect(page.getByTestId('preview-workout').first()).toContainText('Week 1 · 3 sets × 8-10 reps · 70% of your 1RM · Rest 1:30 · Tempo 3-1-1');
  await expect(page.getByRole('link', { name: 'Get the full program' })).toHaveAttribute('href', '/athlete/program/1');
  await shoot(page, 'athlete-program-preview', { fullPage: true });

  await page.goto('/athlete/program-preview/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Phase 2: Progress' })).toBeVisible();
  await expect(page.getByTestId('preview-locked')).toContainText('The workouts of “Phase 2: Progress” open once you buy Strength Foundations.');
  await expect(page.getByTestId('preview-workout')).toHaveCount(0);
  await shoot(page, 'athlete-program-preview-locked');
  await page.getByRole('link', { name: 'See the program and buy' }).click();
  await expect(page).toHaveURL(/\/athlete\/program\/1$/);
  await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();

  // The athlete's own program: every split opens, and leads to training.
  await page.goto('/athlete/program-preview/10');
  await expect(page.getByRole('heading', { level: 1, name: 'Phase 2: Progress' })).toBeVisible();
  await expect(page.getByTestId('preview-workout')).toHaveCount(3);
  await page.getByRole('link', { name: 'Train this split' }).click();
  await expect(page).toHaveURL(new RegExp(`programId=${PROGRAM}&splitId=10$`));
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 2: Progress · Day 1');
});
