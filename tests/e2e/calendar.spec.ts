/**
 * A program's calendar (ADR 024), as a trainer builds it and an athlete follows it:
 * - a trainer builds a 4-week program: a 3-week split whose two workouts sit on days 1 and 4 (one moved by its Day
 *   menu, then dragged to day 6 in the week strip), then "Insert deload week" adds a one-week Deload split with the
 *   same days and half the sets; the program lasts 4 weeks; on a 390 px phone the week stacks without a sideways scroll;
 * - the demo athlete (enrolled in Strength Foundations 20 days ago: week 3) opens on this week with today marked,
 *   browses to week 4 and back, and the program page shows the calendar of its two phases.
 * Screenshots of the builder's calendar and the athlete's week at 1366 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';
const TITLE = 'Four Week Block';

const saveState = (page: Page) => page.getByTestId('save-state');
const expectSaved = (page: Page) => expect(saveState(page)).toHaveText('Saved', { timeout: 10_000 });
const dayCell = (scope: Locator, day: number) => scope.getByTestId('calendar-day').and(scope.locator(`[data-day="${day}"]`));

async function shoot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

test('a trainer builds a 4-week program: workouts on days, dragged to another, and a deload week', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/add-program');
  await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(TITLE);
  await expect(page).toHaveURL(/\/trainer\/edit-program\/\d+$/, { timeout: 10_000 });
  await page.getByRole('spinbutton', { name: 'Duration' }).fill('3');
  await expectSaved(page);

  // The first split takes the program's three weeks; the program's length now follows its splits.
  await page.getByRole('button', { name: 'Add split' }).click();
  const split = page.getByTestId('split').first();
  await expect(split.getByTestId('split-weeks')).toHaveValue('3');
  await expect(split.getByTestId('split-weeks-covered')).toHaveText('Weeks 1–3');
  await expect(page.getByRole('spinbutton', { name: 'Duration' })).toHaveAttribute('readonly', '');

  // Two workouts: the first rest days, 1 then 2; the second moved to day 4 by its Day menu.
  await split.getByRole('button', { name: 'Add workout' }).click();
  await expect(split.getByTestId('workout')).toHaveCount(1);
  await split.getByRole('button', { name: 'Add workout' }).click();
  await expect(split.getByTestId('workout')).toHaveCount(2);
  const week = split.getByTestId('phase-week');
  await expect(dayCell(week, 1).getByTestId('calendar-workout')).toHaveCount(1);
  await expect(dayCell(week, 2).getByTestId('calendar-workout')).toHaveCount(1);
  await expect(dayCell(week, 3)).toContainText('Rest');
  const second = split.getByTestId('workout').nth(1);
  const secondTitle = (await dayCell(week, 2).getByTestId('calendar-workout').textContent())!.trim();
  await second.getByRole('combobox', { name: `Day of ${secondTitle}` }).selectOption({ label: 'Day 4' });
  await expect(dayCell(week, 4).getByTestId('calendar-workout')).toHaveText(secondTitle);
  await expect(dayCell(week, 2)).toContainText('Rest');
  await expectSaved(page);

  // Dragged in the week strip from day 4 to day 6.
  await dragOnto(page, dayCell(week, 4).getByTestId('calendar-workout'), dayCell(week, 6));
  await expect(dayCell(week, 6).getByTestId('calendar-workout')).toHaveText(secondTitle);
  await expectSaved(page);

  // An exercise of five sets on the first workout, for the deload to halve.
  const first = split.getByTestId('workout').first();
  await first.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: /Add an exercise to/ });
  await picker.getByRole('combobox', { name: 'Exercise' }).fill('Back squat');
  await page.getByRole('option', { name: /^Back squat/ }).click();
  await picker.getByRole('button', { name: 'Add to workout' }).click();
  await expect(picker).toBeHidden();
  const sets = first.getByRole('spinbutton', { name: /^Sets/ }).first();
  await sets.fill('5');
  await sets.press('Enter');
  await expectSaved(page);

  // A deload week right after it: one more week, the same days, half the sets.
  await split.getByRole('button', { name: /^Insert deload week after/ }).click();
  await expect(page.getByTestId('split')).toHaveCount(2);
  const deload = page.getByTestId('split').nth(1);
  await expect(deload.getByLabel('Split title')).toHaveValue('Deload');
  await expect(deload.getByTestId('split-weeks-covered')).toHaveText('Week 4');
  await expect(page.getByRole('spinbutton', { name: 'Duration' })).toHaveValue('4');
  const deloadWeek = deload.getByTestId('phase-week');
  await expect(dayCell(deloadWeek, 1).getByTestId('calendar-workout')).toHaveCount(1);
  await expect(dayCell(deloadWeek, 6).getByTestId('calendar-workout')).toHaveText(secondTitle);
  await expect(deload.getByTestId('workout').first().getByRole('spinbutton', { name: /^Sets/ }).first()).toHaveValue('3');

  // Kept after a reload.
  await page.reload();
  await expect(dayCell(page.getByTestId('split').first().getByTestId('phase-week'), 6).getByTestId('calendar-workout')).toHaveText(secondTitle);
  await expect(page.getByTestId('split').nth(1).getByTestId('split-weeks-covered')).toHaveText('Week 4');
  await page.getByTestId('split').first().scrollIntoViewIfNeeded();
  await shoot(page, 'builder-calendar-1366');

  // On a phone the week stacks; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('split').first().getByTestId('phase-week').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'builder-calendar-390');
});

test('the athlete opens on this week, today marked, and browses the weeks', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'athlete@sportlink.test');
  await page.goto('/athlete/programs/enrolled/access?programId=1');
  const calendar = page.getByTestId('training-calendar');
  // Enrolled 20 days ago: day 21, the seventh day of week 3.
  await expect(page.getByTestId('training-week')).toHaveText('Week 3 of 8');
  await expect(page.getByTestId('training-day')).toHaveText('Day 21 of 56');
  await expect(calendar.getByTestId('calendar-week')).toContainText('Week 3 of 8');
  await expect(dayCell(calendar, 7)).toHaveAttribute('aria-current', 'date');
  await expect(page.getByTestId('training-today')).toHaveText('Rest day');
  for (const day of [1, 3, 5]) await expect(dayCell(calendar, day).getByTestId('workout-chip')).toHaveCount(1);
  await expect(page.getByTestId('training-progress')).toContainText('of 24 workouts completed');
  await shoot(page, 'athlete-calendar-1366');

  await calendar.getByRole('button', { name: 'Next week' }).click();
  await expect(calendar.getByTestId('calendar-week')).toContainText('Week 4 of 8');
  await expect(calendar.getByTestId('calendar-phase')).toContainText('Week 4 of 4 in this phase');
  await calendar.getByRole('button', { name: 'Next week' }).click();
  await expect(calendar.getByTestId('calendar-phase')).toContainText('Phase 2: Progress');
  await calendar.getByRole('button', { name: 'Previous week' }).click();
  await calendar.getByRole('button', { name: 'Previous week' }).click();
  await expect(calendar.getByTestId('calendar-week')).toContainText('Week 3 of 8');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(calendar).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'athlete-calendar-390', true);
});

test('the program page shows the calendar of its phases', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/athlete/program/1');
  const calendar = page.getByTestId('program-calendar');
  await expect(calendar.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  const phases = calendar.getByTestId('program-calendar-phase');
  await expect(phases).toHaveCount(2);
  await expect(phases.nth(0).getByTestId('program-calendar-summary')).toHaveText('Weeks 1–4 · 3 workouts a week');
  await expect(phases.nth(1).getByTestId('program-calendar-summary')).toContainText('Weeks 5–8');
  await calendar.scrollIntoViewIfNeeded();
  await shoot(page, 'program-calendar-1366');
});
