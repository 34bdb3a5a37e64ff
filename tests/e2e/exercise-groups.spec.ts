/**
 * Supersets and circuits (ADR 025), as the trainer groups exercises and the athlete follows them:
 * - the demo trainer's new draft (made through the API: a split, a workout with a back squat and a pull-up) gets both
 *   exercises in group A in the builder: a "Superset A · 3 rounds" caption; one letter alone says what it needs;
 * - the second demo athlete, two days into Home Bodyweight Burn (a circuit a workout), sees today's workout as one
 *   "Circuit A · 4 rounds" block: a set of its first exercises starts no rest, a set of its last one does.
 * Screenshots of the builder's superset and the athlete's circuit.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const HEADERS = { 'x-project': PROJECT };
const SCREENSHOTS = 'docs/screenshots';

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

test('a trainer makes two exercises a superset in the builder', async ({ page, request }) => {
  const login = await request.post(`/v1/api/${PROJECT}/trainer/lambda/login`, { headers: HEADERS, data: { email: 'trainer@sportlink.test', password: 'Sportlink123!' } });
  const trainer = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const create = async (table: string, data: Record<string, unknown>) => {
    const res = await request.post(`/v1/api/records/${PROJECT}/trainer/${table}`, { headers: trainer, data });
    expect(res.status(), table).toBe(200);
    return ((await res.json()) as { data: number }).data;
  };
  const exerciseId = async (name: string) => {
    const res = await request.get(`/v1/api/records/${PROJECT}/trainer/exercise?filter=name,eq,${encodeURIComponent(name)}`, { headers: trainer });
    return ((await res.json()) as { list: { id: number }[] }).list[0].id;
  };
  const programId = await create('program', { title: `Superset Strength ${Date.now()}`, price: 2000, duration_weeks: 4 });
  const splitId = await create('split', { program_id: programId, title: 'Block', weeks: 4 });
  const workoutId = await create('workout', { split_id: splitId, day: 1, title: 'Push and pull' });
  await create('workout_exercise', { workout_id: workoutId, exercise_id: await exerciseId('Bench press'), position: 0, sets: 3, reps: '8' });
  await create('workout_exercise', { workout_id: workoutId, exercise_id: await exerciseId('Pull-up'), position: 1, sets: 3, reps: '8', measure: 'reps' });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto(`/trainer/edit-program/${programId}`);
  const workout = page.getByTestId('workout');
  await expect(workout.getByTestId('workout-exercise')).toHaveCount(2);
  await workout.getByRole('combobox', { name: 'Group, Bench press' }).selectOption('A');
  // One letter alone is straight sets, and says so.
  await expect(workout.getByTestId('exercise-group-hint')).toHaveText('Give a second exercise this letter to make a superset');
  await expect(workout.getByTestId('exercise-block-caption')).toHaveCount(0);
  await workout.getByRole('combobox', { name: 'Group, Pull-up' }).selectOption('A');
  await expect(workout.getByTestId('exercise-block-caption')).toHaveText('Superset A · 3 rounds');
  await expect(workout.getByTestId('exercise-group-hint')).toHaveCount(0);
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });

  // Kept after a reload.
  await page.reload();
  await expect(workout.getByTestId('exercise-block-caption')).toHaveText('Superset A · 3 rounds');
  await expect(workout.getByRole('combobox', { name: 'Group, Pull-up' })).toHaveValue('A');
  await workout.scrollIntoViewIfNeeded();
  await shoot(page, 'builder-superset-1366');
});

test('an athlete does a circuit: one set of each in turn, the rest after the round', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'athlete2@sportlink.test');
  await page.goto('/athlete/programs/enrolled/access?programId=3');
  // Enrolled two days ago: today is day 3, the legs and core circuit.
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 3: Legs and core circuit');
  const block = page.getByTestId('exercise-block');
  await expect(block).toHaveCount(1);
  await expect(block.getByTestId('exercise-block-title')).toHaveText('Circuit A · 4 rounds');
  await expect(block.getByTestId('exercise-card')).toHaveCount(3);
  const timer = page.getByRole('timer', { name: 'Rest timer' });

  // Jump squats, then the plank: no rest between the circuit's exercises.
  await page.getByRole('checkbox', { name: 'Set 1 of Jump squat done' }).check();
  await expect(page.getByRole('checkbox', { name: 'Set 1 of Jump squat done' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Set 1 of Plank done' }).check();
  await expect(page.getByRole('checkbox', { name: 'Set 1 of Plank done' })).toBeChecked();
  await expect(timer).toHaveCount(0);
  // The hollow hold ends round 1: the rest starts.
  await page.getByRole('checkbox', { name: 'Set 1 of Hollow hold done' }).check();
  await expect(timer).toBeVisible();
  await expect(timer).toContainText('After round 1 of Circuit A');
  await shoot(page, 'athlete-circuit-1366');
});
