/**
 * The athlete owns their data: from the profile page they download their whole training history, as CSV (one row per
 * set, for a spreadsheet) and as JSON (for another app), and the files hold the workouts they logged.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { buyProgram, createAthlete, logWorkout } from './support/athlete';
import { signIn } from './support/session';
import { SCREEN_LOAD } from './support/timing';

test.describe.configure({ timeout: 90_000 });

const section = (page: Page) => page.getByRole('region', { name: 'Your training data' });

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), section(page).getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('an athlete downloads their training history as CSV and JSON from the profile', async ({ page, request, baseURL }) => {
  const email = `export-${Date.now()}@sportlink.test`;
  const password = 'Export-Trainer-2026!';
  const auth = await createAthlete(request, baseURL!, { email, password, first_name: 'Sam', last_name: 'Keeper', profile: { goals: 'Keep my data', level: 'intermediate' } });
  const enrollmentId = await buyProgram(request, auth, 1);
  await logWorkout(request, auth, { enrollmentId, workoutId: 1, daysAgo: 2, sets: [{ reps: 8, weight: 60 }, { reps: 6, weight: 65 }] });
  await signIn(page, email, '/login', password);
  await page.goto('/athlete/profile');
  await expect(section(page)).toBeVisible(SCREEN_LOAD);
  await expect(section(page)).toContainText('Weights are in kilograms');

  const csv = await download(page, 'Download CSV');
  expect(csv.name).toMatch(/^training-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.trim().split('\r\n');
  expect(lines[0]).toBe('"performed_at","program","phase","day","workout","completed","set","exercise","reps","weight_kg","seconds","distance_m","rpe","set_notes","workout_notes"');
  expect(lines).toHaveLength(3);
  expect(lines[2]).toContain('"yes",2,"",6,65,"","",7');
  await expect(page.getByTestId('toast').filter({ hasText: 'Your training history is downloaded.' })).toBeVisible();

  const json = await download(page, 'Download JSON');
  expect(json.name).toMatch(/^training-history-\d{4}-\d{2}-\d{2}\.json$/);
  const history = JSON.parse(json.text) as { weight_unit: string; workouts: { program_id: number; sets: { reps: number; weight_kg: number }[] }[] };
  expect(history.weight_unit).toBe('kg');
  expect(history.workouts).toHaveLength(1);
  expect(history.workouts[0].program_id).toBe(1);
  expect(history.workouts[0].sets.map((s) => [s.reps, s.weight_kg])).toEqual([
    [8, 60],
    [6, 65],
  ]);

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section(page).scrollIntoViewIfNeeded();
    await section(page).screenshot({ path: `docs/screenshots/athlete-training-export-${width}.png` });
  }
});
