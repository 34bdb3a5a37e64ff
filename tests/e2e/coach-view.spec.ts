/**
 * The coach sees the work: a trainer opens an athlete's training from their athletes and sees compliance per week and
 * each logged workout exercise by exercise, the prescription beside the sets as logged (a plank's time, swings' reps
 * and load, a run's distance and time). The athlete is made here and buys Marco Reyes's Kettlebell Athlete (program 5,
 * whose sales no spec counts); its Phase 1 Day 5 (workout 27) is a plank, kettlebell swings and a tempo run.
 */
import { expect, test } from './support/test';
import { buyProgram, createAthlete, RECORDS } from './support/athlete';
import { signIn } from './support/session';
import { SCREEN_LOAD } from './support/timing';

test.describe.configure({ timeout: 120_000 });

test('a trainer opens an athlete’s training: compliance, and each set against the prescription', async ({ page, request, baseURL }) => {
  const first = 'Casey';
  const last = `Coached${Date.now().toString(36)}`;
  const name = `${first} ${last}`;
  const auth = await createAthlete(request, baseURL!, { email: `coached-${Date.now()}@sportlink.test`, password: 'Coached-Athlete-2026!', first_name: first, last_name: last, profile: { goals: 'Be coached', level: 'beginner' } });
  const enrollmentId = await buyProgram(request, auth, 5);
  const ids = await (await request.get(`${RECORDS}/workout_exercise?filter=workout_id,eq,27&order=position,asc`, { headers: auth })).json();
  const [plank, swing, run] = (ids.list as { exercise_id: number }[]).map((r) => r.exercise_id);
  const logged = await request.post(`${RECORDS}/workout_log`, {
    headers: auth,
    data: {
      enrollment_id: enrollmentId,
      workout_id: 27,
      performed_at: new Date().toISOString(),
      sets: [
        { exercise_id: plank, seconds: 50 },
        { exercise_id: swing, reps: 15, weight: 24, rpe: 8 },
        { exercise_id: run, distance_m: 5000, seconds: 1590 },
      ],
      notes: 'Legs heavy on the run',
      completed: 1,
    },
  });
  expect(logged.status()).toBe(200);

  await signIn(page, 'trainer2@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/athlete-management');
  await page.getByRole('button', { name: `Training of ${name}` }).click(SCREEN_LOAD);
  const dialog = page.getByRole('dialog', { name: `${name} · Kettlebell Athlete` });
  await expect(dialog).toBeVisible(SCREEN_LOAD);
  await expect(dialog.getByTestId('compliance-summary')).toHaveText(/^1 completed in the last 8 weeks · the plan: [\d.]+ a week$/);
  await expect(dialog.getByTestId('compliance-week')).toHaveCount(8);
  await expect(dialog.getByTestId('compliance-week').last()).toHaveAccessibleName(/^Week of .+: 1 done, [\d.]+ planned$/);

  const workout = dialog.getByTestId('coached-workout');
  await expect(workout).toHaveCount(1);
  await expect(workout).toContainText('Phase 1: Build the base · Day 5');
  const rows = workout.getByTestId('coached-exercise');
  await expect(rows.nth(0)).toContainText('Plank');
  await expect(rows.nth(0)).toContainText('3 × 0:45');
  await expect(rows.nth(0).getByTestId('coached-set')).toHaveText(['0:50']);
  await expect(rows.nth(1).getByTestId('coached-set')).toHaveText(['15 × 24 kg @ 8']);
  await expect(rows.nth(2)).toContainText('3 × 5 km in 25:00');
  await expect(rows.nth(2).getByTestId('coached-set')).toHaveText(['5 km · 26:30']);
  await expect(workout).toContainText('Legs heavy on the run');

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(workout).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/trainer-athlete-training-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
