/**
 * Accessibility of the athlete's training screens, checked with axe (no serious or critical WCAG 2.1 AA violation):
 * the training screen with sets being logged (one in error) and the rest timer running, then paused, its history
 * and progress charts, and the programs to continue; a split's preview, free and locked; the library with items, on each tab, with a search matching nothing
 * and an exercise open; the profile completion showing its validation errors. The main ones in both themes.
 *
 * The athlete is made here and buys Kettlebell Athlete (program 5, whose sales no other spec counts); two earlier
 * sessions are logged and three things saved to the library through the API. A second athlete stays pending.
 */
import { expect, test } from './support/test';
import { visit } from './support/navigation';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { buyProgram, createAthlete, logWorkout, RECORDS } from './support/athlete';
import { signIn } from './support/session';

const STAMP = Date.now();
const ATHLETE = { email: `a11y-training-${STAMP}@example.test`, password: 'Accessible-Reps-42', first_name: 'Ari', last_name: 'Axe' };
const PENDING = { email: `a11y-pending-${STAMP}@example.test`, password: 'Accessible-Start-42', first_name: 'Pat', last_name: 'Pending' };
const PROGRAM = 5; // Kettlebell Athlete: splits 9 (free preview) and 10, workouts 25-27 and 28-30
const BACK_SQUAT = 1; // the seeded exercise with a video

// Each axe pass over a full screen takes a few seconds; a test checks several.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ request, baseURL }) => {
  const auth = await createAthlete(request, baseURL!, { ...ATHLETE, profile: { goals: 'Train with every screen reader', level: 'intermediate' } });
  const enrollmentId = await buyProgram(request, auth, PROGRAM);
  await logWorkout(request, auth, { enrollmentId, workoutId: 26, daysAgo: 4, sets: [...Array(3).fill({ reps: 8, weight: null }), ...Array(4).fill({ reps: 8, weight: 30 })] });
  await logWorkout(request, auth, { enrollmentId, workoutId: 27, daysAgo: 2, sets: [...Array(3).fill({ reps: 40, weight: null }), ...Array(4).fill({ reps: 15, weight: 24 })] });
  const saves = [
    { kind: 'program', program_id: PROGRAM, exercise_id: null, url: null, title: 'Kettlebell Athlete' },
    { kind: 'exercise', exercise_id: BACK_SQUAT, program_id: null, url: null, title: 'Back squat' },
    { kind: 'video', url: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4', exercise_id: BACK_SQUAT, program_id: null, title: 'Back squat (video)' },
  ];
  for (const data of saves) expect((await request.post(`${RECORDS}/library_item`, { headers: auth, data })).status()).toBe(200);
  await createAthlete(request, baseURL!, PENDING);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the workout being logged is accessible in both themes: a set in error and the rest timer running, then paused', async ({ page }) => {
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await visit(page, `/athlete/programs/enrolled/access?programId=${PROGRAM}`);
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');
  // Saved in beforeAll: both bookmarks say so.
  await expect(page.getByRole('button', { name: 'Saved: remove Back squat from your library' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved: remove Back squat (video) from your library' })).toBeVisible();
  await expectAccessible(page, 'training, workout');

  // A set logged (the rest timer runs) and a set without reps ticked (its error shows).
  await page.getByRole('textbox', { name: 'Weight (kg), set 1 of Back squat' }).fill('60');
  await page.getByRole('checkbox', { name: 'Set 1 of Back squat done' }).check();
  const timer = page.getByRole('timer', { name: 'Rest timer' });
  await expect(timer).toBeVisible();
  await page.getByRole('textbox', { name: 'Reps, set 2 of Back squat' }).fill('');
  await page.getByRole('checkbox', { name: 'Set 2 of Back squat done' }).click();
  await expect(page.getByTestId('exercise-card').first().getByText('Enter the reps')).toBeVisible();
  await expect(timer).toContainText('Resting');
  await expectAccessible(page, 'training, a set in error and the rest timer running');

  // Paused (the clock stands still), in both themes.
  await timer.getByRole('button', { name: 'Pause rest' }).click();
  await expect(timer).toContainText('Rest paused');
  await page.mouse.move(0, 0); // the pointer left on the button would show its tooltip
  await expectAccessibleInBothThemes(page, 'training, the rest timer paused');
  await timer.getByRole('button', { name: 'Skip' }).click();
  await expect(timer).toHaveCount(0);
});

test('the programs to continue, the history and the progress charts are accessible, the last two in both themes', async ({ page }) => {
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await visit(page, '/athlete/programs/enrolled/access');
  await expect(page.getByTestId('training-enrollment')).toHaveCount(1);
  await expectAccessible(page, 'training, programs to continue');

  // The history, with a session open.
  await visit(page, `/athlete/programs/enrolled/access?programId=${PROGRAM}`);
  await page.getByRole('tab', { name: 'History (2)' }).click();
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  await entries.first().getByRole('button').first().click();
  await expect(entries.first().getByRole('table')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'training, history');

  // The progress: figures, the volume chart, the personal records.
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('img', { name: /^Volume per session \(kg\): / })).toBeVisible();
  await expect(page.getByTestId('personal-record')).toHaveCount(2);
  await expectAccessibleInBothThemes(page, 'training, progress');
});

test('a split’s preview is accessible: a free split to an athlete who does not own the program in both themes, and a locked split', async ({ page }) => {
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await visit(page, '/athlete/program-preview/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Phase 1: Build the base' })).toBeVisible();
  await expect(page.getByTestId('preview-workout')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Get the full program' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'split preview, free');

  await visit(page, '/athlete/program-preview/2');
  await expect(page.getByTestId('preview-locked')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'split preview, locked');
});

test('the library is accessible in both themes, on each tab, with a search matching nothing, and with an exercise open', async ({ page }) => {
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await visit(page, '/athlete/library');
  const items = page.getByTestId('library-item');
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'All (3)' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'library');

  for (const [tab, count] of [['Programs (1)', 1], ['Exercises (1)', 1], ['Videos (1)', 1]] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(items).toHaveCount(count);
    await expectAccessible(page, `library, ${tab}`);
  }

  await page.getByRole('tab', { name: 'All (3)' }).click();
  await page.getByRole('searchbox', { name: 'Search your library' }).fill('no-such-thing');
  await expect(page.getByTestId('library-no-match')).toContainText('Nothing in your library matches “no-such-thing”.');
  await expectAccessible(page, 'library, no match');
  await page.getByRole('button', { name: 'Show everything' }).click();
  await expect(items).toHaveCount(3);

  await page.getByRole('button', { name: 'Open Back squat', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Back squat' });
  await expect(dialog.getByTestId('exercise-video')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Saved: remove Back squat (video) from your library' })).toBeVisible();
  await expectAccessible(page, 'library, exercise dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the profile completion is accessible empty and with its validation errors shown, in both themes', async ({ page }) => {
  await signIn(page, PENDING.email, '/login', PENDING.password);
  await visit(page, '/athlete/profile');
  await expect(page).toHaveURL(/\/athlete\/profile-completion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expectAccessible(page, 'profile completion, empty');

  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByText('Tell us what you want to achieve')).toBeVisible();
  await expect(page.getByText('Choose your level')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'profile completion, with errors');
});
