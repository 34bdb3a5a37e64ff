/**
 * Prescriptions by measure in the program builder: the demo trainer sets one exercise to a time (typed "45", kept as
 * 0:45) and another to a distance (5 km in 25:00), with the builder's messages for what cannot be saved; a reload
 * keeps them and view-program writes them "3 × 0:45" and "1 × 5 km in 25:00". On a 390 px phone each exercise is a
 * stacked card with full-size fields, editable, and the page never scrolls sideways. Screenshots at 1366 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';
const TITLE = 'Engine Builder';

test.describe.configure({ mode: 'serial' });

const saveState = (page: Page) => page.getByTestId('save-state');
const expectSaved = (page: Page) => expect(saveState(page)).toHaveText('Saved', { timeout: 10_000 });
const exercise = (page: Page, name: string) => page.getByTestId('workout-exercise').filter({ hasText: name });
/** A field of an exercise by its label (Sets and Rest are number fields, the others text). */
const field = (row: Locator, name: string) => row.getByRole('textbox', { name, exact: true }).or(row.getByRole('spinbutton', { name, exact: true }));

/** Types into a field of the builder and leaves it (Enter), as the trainer does: the field saves itself. */
async function type(row: Locator, name: string, text: string) {
  await field(row, name).fill(text);
  await field(row, name).press('Enter');
}

async function chooseMeasure(page: Page, row: Locator, measure: string) {
  await row.getByRole('combobox', { name: /^Measure/ }).click();
  await page.getByRole('option', { name: measure, exact: true }).click();
  await expect(row.getByRole('combobox', { name: /^Measure/ })).toHaveText(measure);
}

async function addExercise(page: Page, workout: Locator, add: (picker: Locator) => Promise<void>) {
  await workout.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: /Add an exercise to/ });
  await add(picker);
  await expect(picker).toBeHidden();
}

/** The page never scrolls sideways at this width. */
async function expectNoSideScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The whole page, from its top (the app bar stays where the page was scrolled to otherwise). */
async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

let programId = 0;

test('a trainer prescribes a plank by time and a run by distance, and they are kept', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/add-program');
  await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(TITLE);
  await expect(page).toHaveURL(/\/trainer\/edit-program\/\d+$/, { timeout: 10_000 });
  programId = Number(/edit-program\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: 'Add split' }).click();
  const split = page.getByTestId('split');
  await split.getByRole('button', { name: 'Add workout' }).click();
  const workout = split.getByTestId('workout');
  await expect(workout).toHaveCount(1);

  await addExercise(page, workout, async (picker) => {
    await picker.getByRole('combobox', { name: 'Exercise' }).fill('Plank');
    await page.getByRole('option', { name: /^Plank/ }).click();
    await picker.getByRole('button', { name: 'Add to workout' }).click();
  });
  await addExercise(page, workout, async (picker) => {
    await picker.getByRole('tab', { name: 'New exercise' }).click();
    await picker.getByLabel('Name').fill('Steady run');
    await picker.getByLabel('Muscle group').fill('Cardio');
    await picker.getByRole('button', { name: 'Create and add' }).click();
  });
  const plank = exercise(page, 'Plank');
  const run = exercise(page, 'Steady run');
  await expect(plank).toHaveAttribute('data-measure', 'reps_load');
  await expect(field(plank, 'Reps')).toHaveValue('10');

  // The plank is held for a time: the Reps field gives way to a Time field; "45" is kept as 0:45.
  await chooseMeasure(page, plank, 'Time');
  await expect(plank).toHaveAttribute('data-measure', 'time');
  await expect(field(plank, 'Reps')).toHaveCount(0);
  await expect(field(plank, 'Time')).toHaveValue('');
  await type(plank, 'Time', 'soon');
  await expect(plank.getByText('Type a time as 45 or 1:30')).toBeVisible();
  await type(plank, 'Time', '0');
  await expect(plank.getByText('Between 0:01 and 24:00:00')).toBeVisible();
  await type(plank, 'Time', '45');
  await expect(field(plank, 'Time')).toHaveValue('0:45');
  await expect(plank.getByText('Between 0:01 and 24:00:00')).toHaveCount(0);

  // The run covers a distance, in kilometres, with the time to cover it.
  await chooseMeasure(page, run, 'Distance');
  await expect(field(run, 'Distance (km)')).toBeVisible();
  await type(run, 'Distance (km)', '5 km');
  await expect(run.getByText('Type kilometres, e.g. 5 or 0.8')).toBeVisible();
  await type(run, 'Distance (km)', '5');
  await type(run, 'Time', '25:00');
  await type(run, 'Sets', '1');
  await expectSaved(page);

  await page.reload();
  await expect(plank).toHaveAttribute('data-measure', 'time');
  await expect(plank.getByRole('combobox', { name: /^Measure/ })).toHaveText('Time');
  await expect(field(plank, 'Time')).toHaveValue('0:45');
  await expect(run).toHaveAttribute('data-measure', 'distance');
  await expect(field(run, 'Distance (km)')).toHaveValue('5');
  await expect(field(run, 'Time')).toHaveValue('25:00');
  await expect(field(run, 'Sets')).toHaveValue('1');
  await expectNoSideScroll(page, 1366);
  await shoot(page, 'builder-measures-1366');

  // The program's page writes the prescriptions by measure.
  await page.goto(`/trainer/view-program/${programId}`);
  const table = page.getByRole('table', { name: /^Exercises of / });
  await expect(table.getByRole('row', { name: /Plank/ }).getByTestId('prescription')).toHaveText('3 × 0:45');
  await expect(table.getByRole('row', { name: /Steady run/ }).getByTestId('prescription')).toHaveText('1 × 5 km in 25:00');
});

test('on a 390 px phone each exercise is a card with full-size fields, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto(`/trainer/edit-program/${programId}`);
  const plank = exercise(page, 'Plank');
  const run = exercise(page, 'Steady run');
  await expect(run).toBeVisible();
  // Cards, not table rows.
  await expect(page.getByTestId('workout').getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: /^Exercises of / }).getByRole('listitem')).toHaveCount(2);
  await expectNoSideScroll(page, 390);

  // Every field is in view, side by side two by two, and tall enough for a thumb.
  for (const row of [plank, run]) {
    const card = (await row.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    for (const name of ['Sets', 'Time', 'Rest (s)', 'Tempo', 'Notes']) {
      const box = (await field(row, name).locator('..').boundingBox())!;
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(48);
      expect(box.x + box.width, `${name} right edge`).toBeLessThanOrEqual(card.x + card.width);
    }
  }
  const distance = (await field(run, 'Distance (km)').locator('..').boundingBox())!;
  const time = (await field(run, 'Time').locator('..').boundingBox())!;
  expect(Math.abs(distance.y - time.y)).toBeLessThan(2); // side by side
  expect((await run.getByRole('button', { name: 'Remove Steady run' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // A change on the phone is saved like one at the desk.
  await type(run, 'Time', '24:30');
  await expectSaved(page);
  await page.reload();
  await expect(field(run, 'Time')).toHaveValue('24:30');
  await chooseMeasure(page, plank, 'Reps');
  await expect(field(plank, 'Reps')).toBeVisible();
  await expect(field(plank, 'Time')).toHaveCount(0);
  await chooseMeasure(page, plank, 'Time');
  await type(plank, 'Time', '0:45');
  await expectSaved(page);
  await expectNoSideScroll(page, 390);
  await shoot(page, 'builder-measures-390');
});
