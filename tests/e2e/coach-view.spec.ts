/**
 * The coach sees the work: a trainer opens an athlete's training from their athletes and sees compliance per week and
 * each logged workout exercise by exercise, the prescription beside the sets as logged (a plank's time, swings' reps
 * and load, a run's distance and time), and comments on it; the athlete is told, reads the comment under the workout
 * in their history and answers. The athlete is made here and buys Marco Reyes's Kettlebell Athlete (program 5,
 * whose sales no spec counts); its Phase 1 Day 5 (workout 27) is a plank, kettlebell swings and a tempo run.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { buyProgram, createAthlete, RECORDS } from './support/athlete';
import { signIn } from './support/session';
import { SCREEN_LOAD } from './support/timing';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';

test.describe.configure({ timeout: 120_000 });

/** The page at a laptop's and a phone's width (`shown` scrolled into view), then back at the laptop's. */
async function shootAtBothWidths(page: Page, name: string, shown: Locator) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a trainer opens an athlete’s training: compliance, each set against the prescription, and feedback the athlete reads and answers', async ({ page, request, baseURL, browser }) => {
  const first = 'Casey';
  const last = `Coached${Date.now().toString(36)}`;
  const name = `${first} ${last}`;
  const email = `coached-${Date.now()}@sportlink.test`;
  const auth = await createAthlete(request, baseURL!, { email, password: 'Coached-Athlete-2026!', first_name: first, last_name: last, profile: { goals: 'Be coached', level: 'beginner' } });
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
  await expect(dialog.getByTestId('compliance-summary')).toHaveText(/^1 of \d+ planned workouts done in the last 8 weeks$/);
  await expect(dialog.getByTestId('compliance-week')).toHaveCount(8);
  await expect(dialog.getByTestId('compliance-week').last()).toHaveAccessibleName(/^Week of .+: 1 done, [1-9]\d* planned$/);

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
  await expectAccessible(page, 'the coach’s view of an athlete');

  await shootAtBothWidths(page, 'trainer-athlete-training', workout);

  // Feedback: an empty comment is refused at the box; a written one joins the thread.
  const thread = workout.getByRole('region', { name: 'Comments on Phase 1: Build the base · Day 5' });
  await thread.getByRole('button', { name: 'Comment' }).click();
  await expect(thread.getByText('Write a comment first')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Add a comment' }).fill('Strong plank. Run the first 2 km slower next time.');
  await thread.getByRole('button', { name: 'Comment' }).click();
  await expect(thread.getByTestId('log-comment')).toHaveText([/^You · .*Strong plank\. Run the first 2 km slower next time\.$/]);
  await expect(thread.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The athlete is told, reads it under the workout in their history, and answers.
  const context = await browser.newContext({ baseURL });
  const athlete = await context.newPage();
  await signIn(athlete, email, '/login', 'Coached-Athlete-2026!');
  await athlete.goto('/athlete/notifications');
  await expect(athlete.getByText('Marco Reyes commented on your Day 5')).toBeVisible(SCREEN_LOAD);
  await athlete.goto('/athlete/programs/enrolled/access?programId=5');
  await athlete.getByRole('tab', { name: /^History/ }).click(SCREEN_LOAD);
  const entry = athlete.getByTestId('history-entry').first();
  await entry.getByRole('button').first().click();
  const mine = entry.getByRole('region', { name: 'Comments on Phase 1: Build the base · Day 5' });
  await expect(mine.getByTestId('log-comment')).toHaveText([/^Your coach · .*Strong plank\. Run the first 2 km slower next time\.$/]);
  await mine.getByRole('textbox', { name: 'Add a comment' }).fill('Will do, thanks!');
  await mine.getByRole('button', { name: 'Comment' }).click();
  await expect(mine.getByTestId('log-comment')).toHaveCount(2);
  await expect(mine.getByTestId('log-comment').last()).toContainText('You · ');
  await expectAccessibleInBothThemes(athlete, 'the history with a workout’s comments');
  await athlete.screenshot({ path: 'docs/screenshots/athlete-log-thread-1366.png' });
  await context.close();
});

test('a trainer adjusts one athlete’s upcoming workout, and only that athlete’s numbers change', async ({ page, request, baseURL, browser }) => {
  const first = 'Jordan';
  const last = `Adjusted${Date.now().toString(36)}`;
  const name = `${first} ${last}`;
  const email = `adjusted-${Date.now()}@sportlink.test`;
  const password = 'Adjusted-Athlete-2026!';
  const auth = await createAthlete(request, baseURL!, { email, password, first_name: first, last_name: last, profile: { goals: 'Be coached', level: 'beginner' } });
  await buyProgram(request, auth, 5);

  await signIn(page, 'trainer2@sportlink.test', '/login?role=trainer');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/trainer/athlete-management');
  await page.getByRole('button', { name: `Training of ${name}` }).click(SCREEN_LOAD);
  const dialog = page.getByRole('dialog', { name: `${name} · Kettlebell Athlete` });
  const section = dialog.getByRole('region', { name: 'Adjust upcoming workouts' });
  await expect(section.getByTestId('adjust-week')).toContainText('Week 1 of 6', SCREEN_LOAD);
  // Kettlebell Athlete, Phase 1 Day 1: the back squat with the bell's 16 kg.
  const squat = section.getByTestId('adjust-exercise').filter({ hasText: 'Back squat' }).first();
  await expect(squat.getByTestId('adjust-numbers')).toHaveText('3 × 8-10 · 16 kg');
  await squat.getByRole('button', { name: 'Adjust Back squat' }).click();
  const adjust = page.getByRole('dialog', { name: `Adjust Back squat for ${name}` });
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust.getByText('Give the reps or the load')).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Reps' }).fill('5');
  await adjust.getByRole('textbox', { name: 'Load (kg)' }).or(adjust.getByRole('spinbutton', { name: 'Load (kg)' })).fill('20');
  await adjust.getByRole('textbox', { name: 'Note' }).fill('Heavier bell, fewer reps: your squat is ready.');
  await expectAccessible(page, 'adjusting an athlete’s exercise');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(squat.getByTestId('adjusted-chip')).toBeVisible();
  await expect(squat.getByTestId('adjust-numbers')).toHaveText('3 × 5 · 20 kg');
  await expect(squat.getByTestId('adjust-note')).toContainText('Heavier bell, fewer reps');
  await expectAccessible(page, 'the adjustments of an athlete’s upcoming workouts');
  await shootAtBothWidths(page, 'trainer-adjust-athlete', squat);
  // Adjusted again: the dialog opens with the adjustment as saved, and saving changes it (still one).
  await squat.getByRole('button', { name: 'Adjust Back squat' }).click();
  await expect(adjust.getByRole('textbox', { name: 'Reps' })).toHaveValue('5');
  const load = adjust.getByRole('textbox', { name: 'Load (kg)' }).or(adjust.getByRole('spinbutton', { name: 'Load (kg)' }));
  await expect(load).toHaveValue('20');
  await load.fill('22');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(squat.getByTestId('adjust-numbers')).toHaveText('3 × 5 · 22 kg');

  // The athlete sees the coach's numbers and note on their workout, prefilled; the program is unchanged for others.
  const context = await browser.newContext({ baseURL });
  const athlete = await context.newPage();
  await signIn(athlete, email, '/login', password);
  await athlete.goto('/athlete/programs/enrolled/access?programId=5');
  const card = athlete.getByTestId('exercise-card').filter({ hasText: 'Back squat' }).first();
  await expect(card.getByTestId('exercise-adjusted')).toBeVisible(SCREEN_LOAD);
  await expect(card.getByTestId('exercise-adjustment-note')).toHaveText('Coach: Heavier bell, fewer reps: your squat is ready.');
  await expect(card.getByTestId('exercise-prescription')).toContainText('3 sets × 5 reps · 22 kg');
  await expect(card.getByRole('textbox', { name: 'Reps, set 1 of Back squat' })).toHaveValue('5');
  await expect(card.getByRole('textbox', { name: 'Weight (kg), set 1 of Back squat' })).toHaveValue('22');
  const adjustments = await request.get(`${RECORDS}/workout_override`, { headers: auth });
  expect(((await adjustments.json()).list as unknown[]).length).toBe(1);
  await card.screenshot({ path: 'docs/screenshots/athlete-adjusted-exercise.png' });
  await context.close();
  const program = await request.get(`${RECORDS}/workout_exercise?filter=workout_id,eq,25&order=position,asc`, { headers: auth });
  expect(((await program.json()).list as { reps: string; load: number }[])[0]).toMatchObject({ reps: '8-10', load: 16 });
});

test('with no signal, a trainer’s comment and adjustment wait on the device and arrive once when the connection returns', async ({ page, context, request, baseURL }) => {
  const first = 'Robin';
  const last = `Offline${Date.now().toString(36)}`;
  const name = `${first} ${last}`;
  const auth = await createAthlete(request, baseURL!, { email: `coached-offline-${Date.now()}@sportlink.test`, password: 'Coached-Offline-2026!', first_name: first, last_name: last, profile: { goals: 'Be coached', level: 'beginner' } });
  const enrollmentId = await buyProgram(request, auth, 5);
  const plank = ((await (await request.get(`${RECORDS}/workout_exercise?filter=workout_id,eq,27&order=position,asc`, { headers: auth })).json()).list as { exercise_id: number }[])[0].exercise_id;
  const logged = await request.post(`${RECORDS}/workout_log`, { headers: auth, data: { enrollment_id: enrollmentId, workout_id: 27, performed_at: new Date().toISOString(), sets: [{ exercise_id: plank, seconds: 40 }], completed: 1 } });
  expect(logged.status()).toBe(200);
  const logId = ((await logged.json()) as { data: number }).data;
  const onServer = async () => ({
    comments: ((await (await request.get(`${RECORDS}/log_comment?filter=log_id,eq,${logId}`, { headers: auth })).json()).list as { body: string }[]).map((c) => c.body),
    adjustments: ((await (await request.get(`${RECORDS}/workout_override`, { headers: auth })).json()).list as { reps: string | null }[]).map((o) => o.reps),
  });

  await signIn(page, 'trainer2@sportlink.test', '/login?role=trainer');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/trainer/athlete-management');
  await page.getByRole('button', { name: `Training of ${name}` }).click(SCREEN_LOAD);
  const dialog = page.getByRole('dialog', { name: `${name} · Kettlebell Athlete` });
  const thread = dialog.getByTestId('coached-workout').getByRole('region', { name: 'Comments on Phase 1: Build the base · Day 5' });
  await expect(thread.getByText('No comments yet.')).toBeVisible(SCREEN_LOAD);
  const squat = dialog.getByRole('region', { name: 'Adjust upcoming workouts' }).getByTestId('adjust-exercise').filter({ hasText: 'Back squat' }).first();
  await expect(squat.getByTestId('adjust-numbers')).toHaveText('3 × 8-10 · 16 kg', SCREEN_LOAD);
  const bar = page.getByTestId('connectivity-bar');
  await expect(bar).toHaveAttribute('data-state', 'synced');

  // Offline: a comment and an adjustment are kept on the device, shown at once as waiting, counted on the bar.
  await context.setOffline(true);
  await expect(bar).toHaveAttribute('data-state', 'offline');
  await thread.getByRole('textbox', { name: 'Add a comment' }).fill('Written on the train: hold the plank ten seconds longer.');
  await thread.getByRole('button', { name: 'Comment' }).click();
  await expect(thread.getByTestId('log-comment')).toHaveText([/^You · .*Written on the train: hold the plank ten seconds longer\.Not sent yet: it goes when you are back online$/]);
  await squat.getByRole('button', { name: 'Adjust Back squat' }).click();
  const adjust = page.getByRole('dialog', { name: `Adjust Back squat for ${name}` });
  await adjust.getByRole('textbox', { name: 'Reps' }).fill('6');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(squat.getByTestId('adjust-waiting')).toHaveText('Saved on this device: sent when you are back online');
  // (The dialog hides the page behind it from assistive technology: the bar is read by its text.)
  await expect(bar).toContainText("You're offline. 2 changes will sync when connection returns");
  expect(await onServer()).toEqual({ comments: [], adjustments: [] });
  await shootAtBothWidths(page, 'trainer-coach-offline', squat);

  // Back online: both are sent, once each, and the screen shows what the athlete now has.
  await context.setOffline(false);
  await expect(page.getByTestId('toast').filter({ hasText: 'Sync Complete' })).toBeVisible({ timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-state', 'synced');
  await expect(squat.getByTestId('adjust-numbers')).toHaveText('3 × 6 · 16 kg');
  await expect(squat.getByTestId('adjusted-chip')).toBeVisible();
  await expect(squat.getByTestId('adjust-waiting')).toHaveCount(0);
  await expect(thread.getByTestId('log-comment')).toHaveText([/^You · .*Written on the train: hold the plank ten seconds longer\.$/]);
  expect(await onServer()).toEqual({ comments: ['Written on the train: hold the plank ten seconds longer.'], adjustments: ['6'] });
});
