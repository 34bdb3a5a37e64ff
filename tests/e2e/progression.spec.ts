/**
 * Progression across a program's weeks, as the trainer builds it and the athlete follows it:
 * - a trainer builds a 4-week program whose back squat is loaded as a percentage of the one-rep max in a wave with a
 *   deload week (75/80/85/60 %), previews every week in the builder and finds it kept after a reload; on a 390 px phone
 *   the exercise is a card whose Progression opens full screen;
 * - the demo athlete, in week 3 of Strength Foundations (enrolled 20 days ago), sees that week's numbers on the
 *   back squat (80 % of their estimated one-rep max, as a weight in kilograms, prefilled) and logs a loaded set.
 * Screenshots of the builder with the dialog at 1366 and 390 px, and the athlete's week.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';
const TITLE = 'Squat Wave';

test.describe.configure({ mode: 'serial' });

const saveState = (page: Page) => page.getByTestId('save-state');
const expectSaved = (page: Page) => expect(saveState(page)).toHaveText('Saved', { timeout: 10_000 });
const exercise = (page: Page, name: string) => page.getByTestId('workout-exercise').filter({ hasText: name });

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

async function chooseOption(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a trainer builds a 4-week percentage wave with a deload week and previews every week', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/add-program');
  await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(TITLE);
  await expect(page).toHaveURL(/\/trainer\/edit-program\/\d+$/, { timeout: 10_000 });
  await page.getByRole('spinbutton', { name: 'Duration' }).fill('4');
  await page.getByRole('button', { name: 'Add split' }).click();
  const split = page.getByTestId('split');
  await split.getByRole('button', { name: 'Add workout' }).click();
  const workout = split.getByTestId('workout');
  await workout.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: /Add an exercise to/ });
  await picker.getByRole('combobox', { name: 'Exercise' }).fill('Back squat');
  await page.getByRole('option', { name: /^Back squat/ }).click();
  await picker.getByRole('button', { name: 'Add to workout' }).click();
  await expect(picker).toBeHidden();

  const squat = exercise(page, 'Back squat');
  await chooseOption(page, squat, 'Load as', '% of 1RM');
  await squat.getByRole('textbox', { name: 'Load, Back squat' }).fill('75');
  await squat.getByRole('textbox', { name: 'Load, Back squat' }).press('Enter');
  await expectSaved(page);

  await squat.getByRole('button', { name: /^Progression of Back squat/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Progression: Back squat' });
  await chooseOption(page, dialog, 'How it progresses', 'Percent of 1RM per week');
  const percents = dialog.getByRole('textbox', { name: 'Percentages of 1RM' });
  await percents.fill('75, 80, abc');
  await expect(dialog.getByText('Type numbers separated by commas, e.g. 70, 75, 80')).toBeVisible();
  await percents.fill('75, 80, 85, 60');
  // Every week of the program, worked out as typed: the wave, and the deload week.
  const preview = dialog.getByRole('table', { name: 'Every week of Back squat' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(1)).toContainText('75 %');
  await expect(preview.getByRole('row').nth(2)).toContainText('80 %');
  await expect(preview.getByRole('row').nth(3)).toContainText('85 %');
  await expect(preview.getByRole('row').nth(4)).toContainText('60 %');
  await shoot(page, 'builder-progression-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectSaved(page);
  await expect(squat.getByTestId('progression-summary')).toHaveText('75/80/85/60 %');

  await page.reload();
  await expect(squat.getByTestId('progression-summary')).toHaveText('75/80/85/60 %');
  await expect(squat.getByRole('textbox', { name: 'Load, Back squat' })).toHaveValue('75');
  await squat.scrollIntoViewIfNeeded();
  await workout.screenshot({ path: `${SCREENSHOTS}/builder-progression-row-1366.png` });

  // On a phone the exercise is a card; its progression opens full screen, with the same weeks.
  await page.setViewportSize({ width: 390, height: 844 });
  await squat.getByRole('button', { name: /^Progression of Back squat/ }).click();
  await expect(dialog.getByRole('table', { name: 'Every week of Back squat' }).getByRole('row')).toHaveCount(5);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await shoot(page, 'builder-progression-390');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the athlete sees this week’s numbers of a percentage wave and logs a loaded set', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'athlete@sportlink.test');
  await page.goto('/athlete/programs/enrolled/access?programId=1');
  await expect(page.getByTestId('training-week')).toContainText('Week 3 of 8');
  // Day 1 of the first phase, the one with the back squat (the athlete logged it before: their one-rep max is known).
  await page.getByTestId('workout-chip').filter({ hasText: /^Day 1$/ }).click();
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');
  const squat = page.getByTestId('exercise-card').filter({ hasText: 'Back squat' }).first();
  // Week 3 of the 70/75/80/60 % wave: 80 % of the athlete's estimated one-rep max, as the weight to load.
  const prescription = squat.getByTestId('exercise-prescription');
  await expect(prescription).toContainText('Week 3');
  await expect(prescription).toContainText(/80% 1RM · \d+(\.5)? kg/);
  const weight = /80% 1RM · (\d+(?:\.5)?) kg/.exec((await prescription.textContent()) ?? '')![1];
  await expect(squat.getByRole('textbox', { name: 'Weight (kg), set 1 of Back squat' })).toHaveValue(weight);
  await mkdirSync(SCREENSHOTS, { recursive: true });
  await squat.screenshot({ path: `${SCREENSHOTS}/athlete-week-progression.png` });
  await squat.getByRole('checkbox', { name: 'Set 1 of Back squat done' }).check();
  await expect(squat.getByRole('checkbox', { name: 'Set 1 of Back squat done' })).toBeChecked();
});
