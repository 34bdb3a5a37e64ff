/**
 * Logging by measure: a plank is logged as a time, a tempo run as a distance with its time, swings as reps with a
 * load; each card asks for what its exercise records, prefilled with the trainer's target, and the history shows the
 * times and distances. The athlete is made here and buys Kettlebell Athlete (program 5, whose sales no spec counts);
 * its Phase 1 Day 5 is a plank (3 × 0:45), kettlebell swings and a tempo run (3 × 5 km in 25:00).
 */
import { expect, test, type Page } from './support/test';
import { buyProgram, createAthlete } from './support/athlete';
import { signIn } from './support/session';
import { SCREEN_LOAD } from './support/timing';

test.describe.configure({ timeout: 120_000 });

const card = (page: Page, name: string) => page.getByTestId('exercise-card').filter({ hasText: name });

async function tick(page: Page, label: string) {
  await page.getByRole('checkbox', { name: label }).check();
  const timer = page.getByRole('timer', { name: 'Rest timer' });
  await timer.getByRole('button', { name: 'Skip' }).click();
  await expect(timer).toHaveCount(0);
}

test('an athlete logs a timed set, a distance with its time and a loaded set, and sees them in the history', async ({ page, request, baseURL }) => {
  const email = `measures-${Date.now()}@sportlink.test`;
  const password = 'Measures-Athlete-2026!';
  const auth = await createAthlete(request, baseURL!, { email, password, first_name: 'Mia', last_name: 'Runner', profile: { goals: 'Run and hold', level: 'intermediate' } });
  await buyProgram(request, auth, 5);
  await signIn(page, email, '/login', password);
  await page.goto('/athlete/programs/enrolled/access?programId=5');
  const chips = page.getByTestId('workout-chip');
  await expect(chips.first()).toBeVisible(SCREEN_LOAD);
  await chips.filter({ hasText: 'Day 5' }).first().click();
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 5');

  // The plank: three sets of a time, prefilled with the target; no reps or weight to type.
  const plank = card(page, 'Plank');
  await expect(plank.getByTestId('exercise-prescription')).toContainText('3 sets × 0:45');
  await expect(page.getByRole('textbox', { name: 'Time, set 1 of Plank' })).toHaveValue('0:45');
  await expect(page.getByRole('textbox', { name: 'Reps, set 1 of Plank' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Weight (kg), set 1 of Plank' })).toHaveCount(0);
  // A time that is no time is refused at the set.
  await page.getByRole('textbox', { name: 'Time, set 1 of Plank' }).fill('1:75');
  await page.getByRole('checkbox', { name: 'Set 1 of Plank done' }).click();
  await expect(plank.getByText('Type a time as seconds (45) or minutes:seconds (1:30)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Time, set 1 of Plank' }).fill('0:50');
  await tick(page, 'Set 1 of Plank done');

  // Swings: reps with a load.
  await page.getByRole('textbox', { name: 'Reps, set 1 of Kettlebell swing' }).fill('15');
  await page.getByRole('textbox', { name: 'Weight (kg), set 1 of Kettlebell swing' }).fill('24');
  await tick(page, 'Set 1 of Kettlebell swing done');

  // The tempo run: a distance in kilometres and its time, prefilled with 5 km in 25:00.
  const run = card(page, 'Tempo run');
  await expect(run.getByTestId('exercise-prescription')).toContainText('3 sets × 5 km in 25:00');
  await expect(page.getByRole('textbox', { name: 'Distance (km), set 1 of Tempo run' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Time, set 1 of Tempo run' })).toHaveValue('25:00');
  await page.getByRole('textbox', { name: 'Time, set 1 of Tempo run' }).fill('26:30');
  await tick(page, 'Set 1 of Tempo run done');

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await run.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/athlete-logger-measures-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByTestId('training-saved')).toContainText('Saved Phase 1: Build the base · Day 5: 3 sets');

  // The history: the time and the distance in their own columns.
  await page.getByRole('tab', { name: /^History/ }).click();
  const entry = page.getByTestId('history-entry').first();
  await entry.getByRole('button').first().click();
  const table = entry.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Exercise', 'Reps', 'Weight (kg)', 'Time', 'Distance', 'RPE', 'Notes']);
  await expect(table.getByRole('row').nth(1)).toContainText('0:50');
  await expect(table.getByRole('row').nth(2)).toContainText('15');
  await expect(table.getByRole('row').nth(3)).toContainText('26:30');
  await expect(table.getByRole('row').nth(3)).toContainText('5 km');
});
