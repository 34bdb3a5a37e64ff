/**
 * The athlete's library and program reviews in the browser: an athlete saves a program and exercises from the
 * program page (every Save button of the same thing agrees), finds them in the library, filters by kind, searches
 * on the server, opens an exercise's details and a program, and removes an item; an owner reviews the program
 * (the average beside the title follows), edits and deletes the review and sees the server's refusal of a second
 * one; the program's trainer replies in the studio and the reply shows on the program page; a non-owner and a
 * visitor learn why they cannot review.
 *
 * The athlete is made here and buys 10K Run Builder (program 4, Marco Reyes's, whose sales no other spec counts)
 * through the sandbox checkout. Its reviews are deleted before the end, so no other spec sees a changed rating.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const L = `/v1/api/${PROJECT}/member/lambda`;
const RECORDS = `/v1/api/records/${PROJECT}/member`;
const HEADERS = { 'x-project': PROJECT };
const EMAIL = `library-${Date.now()}@example.test`;
const PASSWORD = 'Save-It-For-Later-42';
const SCREENSHOTS = 'docs/screenshots';
const PROGRAM = 4; // 10K Run Builder, by Marco Reyes
const TITLE = '10K Run Builder';
const REVIEW = 'The tempo runs made race pace feel easy. Clear weekly structure.';
const REPLY = 'Thanks Lena! Keep the easy runs easy and you will keep improving.';

let auth: Record<string, string> = {};

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled', ...options });
}

const items = (page: Page) => page.getByTestId('library-item');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const summary = (page: Page) => page.getByTestId('program-rating-link').getByTestId('rating-summary-text');
const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });

/** Presses the n-th star, as a person does (the radio buttons under the stars are visually hidden). */
async function chooseStars(form: Locator, n: number) {
  await form.locator('label').filter({ hasText: `${n} ${n === 1 ? 'star' : 'stars'}` }).click();
  await expect(form.getByRole('radio', { name: `${n} ${n === 1 ? 'star' : 'stars'}` })).toBeChecked();
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  // A new athlete: signed up, confirmed through the mailed link, profile completed (all through the API) ...
  const mail = await mailAfter(EMAIL, async () => {
    const res = await request.post(`${L}/register`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD, first_name: 'Lena', last_name: 'Library' } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${L}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${L}/login`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD } });
  auth = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.post(`${L}/profile/complete`, { headers: auth, data: { goals: 'Run a 10K under 50 minutes', level: 'intermediate' } })).status()).toBe(200);
  // ... who owns 10K Run Builder, bought with a test card.
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  const paid = await request.post(`${L}/stripe/checkout`, { headers: auth, data: { program_id: PROGRAM, card } });
  expect(paid.status()).toBe(200);
  expect(((await paid.json()) as { checkout: { status: string } }).checkout.status).toBe('succeeded');
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('an athlete saves a program and exercises from the program page, finds them in the library, searches, opens them and removes one', async ({ page }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);

  // Nothing saved yet: the library says how to save.
  await page.goto('/athlete/library');
  await expect(page).toHaveTitle('Library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
  await expect(page.getByTestId('library-empty')).toContainText('press Save on a program’s page');

  // The program page: save the program, then two exercises of its (bought) workouts.
  await page.goto(`/athlete/program/${PROGRAM}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: `Save ${TITLE} to your library` }).click();
  await expect(toast(page, `Saved ${TITLE} to your library`)).toBeVisible();
  const savedProgram = page.getByRole('button', { name: `Saved: remove ${TITLE} from your library` });
  await expect(savedProgram).toHaveAttribute('aria-pressed', 'true');
  await expect(savedProgram).toHaveText('Saved');

  // Interval sprint is in two workouts: both of its bookmarks agree.
  await expect(page.getByTestId('program-exercise')).toHaveCount(18);
  await page.getByRole('button', { name: 'Save Interval sprint to your library' }).first().click();
  await expect(page.getByRole('button', { name: 'Saved: remove Interval sprint from your library' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Save Interval sprint to your library' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Long run to your library' }).last().click();
  await expect(page.getByRole('button', { name: 'Saved: remove Long run from your library' })).toHaveCount(2);

  // Saved state survives a reload (it is the server's).
  await page.reload();
  await expect(page.getByRole('button', { name: `Saved: remove ${TITLE} from your library` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved: remove Interval sprint from your library' })).toHaveCount(2);

  // The library: three items, newest first, counted by kind.
  await page.goto('/athlete/library');
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).getByTestId('library-item-title')).toHaveText(['Long run', 'Interval sprint', TITLE]);
  await expect(page.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Programs (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exercises (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Videos (0)' })).toBeVisible();
  await shoot(page, 'athlete-library');

  // Search by title, on the server ("run" is in a program and an exercise).
  const search = page.getByRole('searchbox', { name: 'Search your library' });
  await search.fill('sprint');
  await expect(page).toHaveURL(/[?&]q=sprint/);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('Interval sprint');
  await search.fill('RUN');
  await expect(items(page).getByTestId('library-item-title')).toHaveText(['Long run', TITLE]);
  await search.fill('yoga');
  await expect(page.getByTestId('library-no-match')).toContainText('Nothing in your library matches “yoga”.');
  await page.getByRole('button', { name: 'Show everything' }).click();
  await expect(items(page)).toHaveCount(3);

  // By kind: the exercises; one opens its details.
  await page.getByRole('tab', { name: 'Exercises (2)' }).click();
  await expect(page).toHaveURL(/[?&]kind=exercise/);
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Open Interval sprint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interval sprint' });
  await expect(dialog.getByTestId('exercise-muscle-group')).toHaveText('Muscle group: Cardio');
  await expect(dialog.getByTestId('exercise-equipment')).toHaveText('Equipment: None');
  await expect(dialog.getByTestId('exercise-description')).toContainText('Interval sprint');
  await expect(dialog).toContainText('No video for this exercise yet.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Remove one, undo, remove again; the counts follow.
  await page.getByRole('button', { name: 'Remove Long run from your library' }).click();
  await expect(items(page)).toHaveCount(1);
  await toast(page, 'Removed Long run from your library').getByRole('button', { name: 'Undo' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Exercises (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Long run from your library' }).click();
  await expect(toast(page, 'Removed Long run from your library')).toBeVisible();
  await expect(items(page)).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Exercises (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All (2)' })).toBeVisible();

  // A program opens its page, where it shows as saved; the removed exercise does not.
  await page.getByRole('tab', { name: 'Programs (1)' }).click();
  await page.getByRole('link', { name: `Open ${TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/athlete/program/${PROGRAM}$`));
  await expect(page.getByRole('button', { name: `Saved: remove ${TITLE} from your library` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Long run to your library' })).toHaveCount(2);

  // Taken out from the program page too.
  await page.getByRole('button', { name: `Saved: remove ${TITLE} from your library` }).click();
  await expect(page.getByRole('button', { name: `Save ${TITLE} to your library` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/athlete/library');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('Interval sprint');
});

test('an owner reviews the program, the trainer replies in the studio, and the owner edits and deletes the review', async ({ page, browser }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto(`/athlete/program/${PROGRAM}`);
  await expect(summary(page)).toHaveText('No reviews yet');
  const form = page.getByRole('form', { name: 'Rate this program' });
  await expect(form).toBeVisible();

  // A rating is required; then the review posts and the average follows.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await chooseStars(form, 4);
  await form.getByRole('textbox', { name: 'Your review' }).fill(REVIEW);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(toast(page, 'Thanks! Your review is posted.')).toBeVisible();
  await expect(form).toHaveCount(0);
  const mine = reviewsSection(page).getByTestId('review').filter({ hasText: 'Your review' });
  await expect(mine.getByTestId('review-author')).toHaveText('Lena L.');
  await expect(mine.getByTestId('review-body')).toHaveText(REVIEW);
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(summary(page)).toHaveText('4.0 · 1 review');

  // The trainer replies in the studio.
  const trainerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const trainer = await trainerContext.newPage();
  try {
    await signIn(trainer, 'trainer2@sportlink.test', '/login?role=trainer');
    await trainer.goto(`/trainer/view-program/${PROGRAM}`);
    await expect(trainer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const section = trainer.getByRole('region', { name: 'Reviews' });
    await expect(section.getByTestId('rating-summary-text')).toHaveText('4.0 · 1 review');
    const review = section.getByTestId('review').filter({ hasText: REVIEW });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
    await review.getByRole('button', { name: 'Save reply' }).click();
    await expect(trainer.getByTestId('toast').filter({ hasText: 'Your reply is saved.' })).toBeVisible();
    await expect(review.getByTestId('review-reply-body')).toHaveText(REPLY);
    await expect(review.getByRole('button', { name: 'Edit reply' })).toBeVisible();
    await trainer.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
    await expect(trainer.getByTestId('toast')).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await shoot(trainer, 'trainer-review-reply');
  } finally {
    await trainerContext.close();
  }

  // The reply shows under the review on the program page.
  await page.reload();
  await expect(mine.getByTestId('review-reply')).toContainText('Reply from Marco Reyes');
  await expect(mine.getByTestId('review-reply-body')).toHaveText(REPLY);
  await reviewsSection(page).scrollIntoViewIfNeeded();
  await shoot(page, 'athlete-program-reviews');

  // Edited: a new rating and text; the average follows.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await chooseStars(edit, 3);
  await edit.getByRole('textbox', { name: 'Your review' }).fill('Good plan, but the long runs came too soon for me.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your review is updated.')).toBeVisible();
  await expect(mine.getByTestId('review-body')).toHaveText('Good plan, but the long runs came too soon for me.');
  await expect(summary(page)).toHaveText('3.0 · 1 review');

  // Deleted, after a confirmation: the program has no reviews again, and the form is back.
  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Your review is deleted.')).toBeVisible();
  await expect(summary(page)).toHaveText('No reviews yet');
  await expect(form).toBeVisible();

  // One review per athlete: a second one (say, from another tab) is refused with the server's answer, and the first shows.
  const other = await page.request.post(`${RECORDS}/review`, { headers: auth, data: { program_id: PROGRAM, rating: 2, body: 'Written in another tab.' } });
  expect(other.status()).toBe(200);
  await chooseStars(form, 5);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByTestId('review-error')).toHaveText('You have already reviewed this program: edit your review instead.');
  await expect(mine.getByTestId('review-body')).toHaveText('Written in another tab.');

  // Cleaned up: no rating left on the program for other tests.
  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(summary(page)).toHaveText('No reviews yet');
});

test('an athlete who does not own a program, and a visitor, see its reviews and why they cannot review', async ({ page }) => {
  // A visitor: the seeded review of Strength Foundations with its trainer's reply, and a way to sign in.
  await page.goto('/athlete/program/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeVisible();
  await expect(summary(page)).toHaveText('5.0 · 1 review');
  const seeded = reviewsSection(page).getByTestId('review');
  await expect(seeded).toHaveCount(1);
  await expect(seeded.getByTestId('review-body')).toHaveText('Clear progressions and great cues.');
  await expect(seeded.getByTestId('review-reply')).toContainText('Reply from Tara Stone');
  await expect(page.getByTestId('review-not-allowed')).toContainText('Sign in with the athlete account that bought this program to review it.');
  await expect(page.getByRole('form', { name: 'Rate this program' })).toHaveCount(0);
  // Saving needs an account too.
  await page.getByRole('button', { name: 'Save Strength Foundations to your library' }).click();
  await expect(page).toHaveURL('/login?redirect_uri=%2Fathlete%2Fprogram%2F1');

  // An athlete who has not bought it is told why, and the server would refuse too.
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/program/1');
  await expect(page.getByTestId('review-not-allowed')).toHaveText('Only athletes enrolled in this program can review it. Buy it to share how it went.');
  await expect(page.getByRole('form', { name: 'Rate this program' })).toHaveCount(0);
  const refused = await page.request.post(`${RECORDS}/review`, { headers: auth, data: { program_id: 1, rating: 5 } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('Only athletes enrolled in this program may do this');
});
