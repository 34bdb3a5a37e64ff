/**
 * The trainer studio's programs: the demo trainer builds a program (two splits reordered by drag, workouts,
 * a library exercise and one created on the spot, a free preview split, a cover, autosave), submits it for
 * review, finds it in /trainer/programs as "Pending review", duplicates it and reads it in view-program;
 * an empty program is refused for review with the rule's message; an admin reads any program; a
 * deactivated trainer sees the screens but is refused actions.
 */
import { mkdirSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_PASSWORD, signIn as signInAt } from './support/session';

const signIn = (page: Page, email: string, loginPath = '/login?role=trainer') => signInAt(page, email, loginPath);

const PASSWORD = DEMO_PASSWORD;
const SCREENSHOTS = 'docs/screenshots';
const TITLE = 'Mobility Reset';
const DEACTIVATED = 'Your account has been deactivated by admin. You can view content but cannot perform actions.';

test.describe.configure({ mode: 'serial' });

/** A small real PNG (a diagonal gradient), so the upload's type sniffing accepts it and the cover shows. */
function gradientPng(width = 480, height = 270): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      rows.set([Math.round(20 + 40 * t), Math.round(110 + 90 * t), Math.round(200 - 60 * t)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}


async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Drags a split by its handle onto another split's handle, with the mouse (dnd-kit's pointer sensor). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 20, { steps: 20 });
  await page.mouse.up();
}

const saveState = (page: Page) => page.getByTestId('save-state');
/** A field of the program's details (split and workout fields have titles and descriptions too). */
const detail = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true }).first();
const splits = (page: Page) => page.getByTestId('split');
const splitTitles = (page: Page) => splits(page).getByLabel('Split title');
/** The split titles, top to bottom. */
const titlesInOrder = (page: Page) => expect.poll(() => splitTitles(page).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)));

async function expectSaved(page: Page) {
  await expect(saveState(page)).toHaveText('Saved', { timeout: 10_000 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

let programId = 0;

test('a trainer builds a program with two splits, workouts and exercises, and submits it for review', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trainer@sportlink.test');
  await page.goto('/trainer/programs');
  await page.getByRole('link', { name: 'New program' }).click();
  await expect(page).toHaveURL(/\/trainer\/add-program$/);
  await expect(saveState(page)).toHaveText('Give the program a title: the draft saves itself');

  // Details: the first save creates the draft and moves to its edit address.
  await detail(page, 'Title').fill(TITLE);
  await expect(page).toHaveURL(/\/trainer\/edit-program\/\d+$/, { timeout: 10_000 });
  programId = Number(/edit-program\/(\d+)/.exec(page.url())![1]);
  await expectSaved(page);
  await detail(page, 'Description').fill('Ten minutes a day to loosen hips, ankles and upper back.');
  await detail(page, 'Sport').fill('Mobility');
  await detail(page, 'Price').fill('abc');
  await expect(saveState(page)).toHaveText('Not saved yet: Enter a price of 0 or more, with at most two decimals');
  await detail(page, 'Price').fill('29.90');
  await page.getByRole('radio', { name: 'Subscription' }).check();
  await expect(page.getByText('A subscription needs a billing interval: monthly or yearly').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Billing interval' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.getByTestId('cover-preview').getByRole('img', { name: 'Cover image' })).toBeVisible();
  await expect(saveState(page)).toHaveText('Saving…');
  await expectSaved(page);

  // Two splits, then the second dragged above the first.
  await page.getByRole('button', { name: 'Add split' }).click();
  await expect(splits(page)).toHaveCount(1);
  await splitTitles(page).nth(0).fill('Foundation');
  await splitTitles(page).nth(0).press('Enter');
  await page.getByRole('button', { name: 'Add split' }).click();
  await expect(splits(page)).toHaveCount(2);
  await splitTitles(page).nth(1).fill('Peak');
  await splitTitles(page).nth(1).press('Enter');
  await expectSaved(page);
  await expect(page.getByRole('button', { name: 'Drag Peak to reorder' })).toBeVisible();
  await dragOnto(page, page.getByRole('button', { name: 'Drag Peak to reorder' }), page.getByRole('button', { name: 'Drag Foundation to reorder' }));
  await titlesInOrder(page).toEqual(['Peak', 'Foundation']);
  await expectSaved(page);

  // Foundation: a free preview, with a workout of a library exercise.
  const foundation = page.getByRole('region', { name: /^Split \d: Foundation$/ });
  await foundation.getByRole('switch', { name: 'Free preview' }).check();
  await foundation.getByRole('button', { name: 'Add workout' }).click();
  const day1 = foundation.getByTestId('workout');
  await expect(day1).toHaveCount(1);
  await day1.getByLabel('Workout title').fill('Hips and ankles');
  await day1.getByLabel('Workout title').press('Enter');
  await day1.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: /Add an exercise to/ });
  await picker.getByRole('combobox', { name: 'Exercise' }).fill('Plank');
  await page.getByRole('option', { name: /^Plank/ }).click();
  await picker.getByRole('button', { name: 'Add to workout' }).click();
  await expect(picker).toBeHidden();
  await expect(day1.getByTestId('workout-exercise')).toContainText('Plank');
  await day1.getByTestId('workout-exercise').getByLabel('Sets').fill('4');
  await day1.getByTestId('workout-exercise').getByLabel('Sets').press('Enter');
  await day1.getByTestId('workout-exercise').getByLabel('Tempo').fill('2-1-2');
  await day1.getByTestId('workout-exercise').getByLabel('Tempo').press('Enter');

  // Peak: a workout with an exercise created on the spot, with its video.
  const peak = page.getByRole('region', { name: /^Split \d: Peak$/ });
  await peak.getByRole('button', { name: 'Add workout' }).click();
  const peakDay = peak.getByTestId('workout');
  await expect(peakDay).toHaveCount(1);
  await peakDay.getByRole('button', { name: 'Add exercise' }).click();
  await picker.getByRole('tab', { name: 'New exercise' }).click();
  await picker.getByRole('button', { name: 'Create and add' }).click();
  await expect(picker.getByText('Give the exercise a name')).toBeVisible();
  await picker.getByLabel('Name').fill('90/90 hip switch');
  await picker.getByLabel('Muscle group').fill('Hips');
  await picker.getByLabel('Equipment').fill('None');
  await picker.getByLabel('Video link').fill('https://videos.example.com/90-90-hip-switch.mp4');
  await picker.getByRole('button', { name: 'Create and add' }).click();
  await expect(picker).toBeHidden();
  await expect(peakDay.getByTestId('workout-exercise')).toContainText('90/90 hip switch');
  await expect(peakDay.getByRole('link', { name: 'Video of 90/90 hip switch' })).toHaveAttribute('href', 'https://videos.example.com/90-90-hip-switch.mp4');
  await expectSaved(page);

  // Everything was stored: a reload shows the same order and structure.
  await page.reload();
  await titlesInOrder(page).toEqual(['Peak', 'Foundation']);
  await expect(detail(page, 'Title')).toHaveValue(TITLE);
  await expect(detail(page, 'Price')).toHaveValue('29.90');
  await expect(page.getByRole('region', { name: /^Split 2: Foundation$/ }).getByRole('switch', { name: 'Free preview' })).toBeChecked();
  await expect(page.getByRole('region', { name: /^Split 2: Foundation$/ }).getByTestId('workout-exercise').getByLabel('Sets')).toHaveValue('4');
  await expect(page.getByTestId('review-check').filter({ hasText: 'A split has a workout with an exercise' })).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('review-check').filter({ hasText: 'Details are complete' })).toHaveAttribute('data-ok', 'true');
  await page.mouse.move(0, 0);
  await shoot(page, 'trainer-program-builder');

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Submitted for review' })).toBeVisible();
  await expect(page.getByTestId('program-status')).toHaveText('Pending review');
  await expect(page.getByRole('button', { name: 'Withdraw from review' })).toBeVisible();
});

test('the program is in /trainer/programs as pending review, with sales per program, a filter and a search', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test');
  await page.goto('/trainer/programs');
  await expect(page).toHaveTitle('Programs');
  const rows = page.getByTestId('program-row');
  const mine = rows.filter({ hasText: TITLE });
  await expect(mine.getByTestId('program-status')).toHaveText('Pending review');
  await expect(rows.filter({ hasText: 'Strength Foundations' }).getByTestId('program-sales')).toHaveText('1');
  await expect(mine.getByTestId('program-sales')).toHaveText('0');
  await expect(rows).toHaveCount(5); // 1–3, the draft 7 and the new one; never another trainer's
  await expect(rows.filter({ hasText: 'Kettlebell' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pending review' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(TITLE);
  await expect(page).toHaveURL(/status=pending_review/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search programs' }).fill('olympic');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Olympic Lifting (draft)');
  await page.getByRole('searchbox', { name: 'Search programs' }).fill('');
  await expect(rows).toHaveCount(5);
  await page.mouse.move(0, 0);
  await shoot(page, 'trainer-programs');
});

test('a trainer duplicates a program: the copy is a draft with the whole structure', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test');
  await page.goto('/trainer/programs');
  await page.getByRole('button', { name: `More actions for ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Copied as a new draft: Copy of ${TITLE}` })).toBeVisible();
  const copy = page.getByTestId('program-row').filter({ hasText: `Copy of ${TITLE}` });
  await expect(copy.getByTestId('program-status')).toHaveText('Draft');
  await copy.getByRole('link', { name: `View Copy of ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: `Copy of ${TITLE}` })).toBeVisible();
  await expect(page.getByTestId('view-split')).toHaveCount(2);
  await expect(page.getByTestId('view-split').nth(0)).toContainText('1. Peak');
  await expect(page.getByTestId('view-split').nth(1)).toContainText('Free preview');
  await expect(page.getByRole('table', { name: 'Exercises of Hips and ankles' })).toContainText('Plank');
});

test('view-program shows the structure of the program', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test');
  await page.goto(`/trainer/view-program/${programId}`);
  await expect(page).toHaveTitle('View Program');
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByTestId('program-status')).toHaveText('Pending review');
  await expect(page.getByText('Mobility · Beginner · 5 weeks')).toBeVisible();
  const viewSplits = page.getByTestId('view-split');
  await expect(viewSplits).toHaveCount(2);
  await expect(viewSplits.nth(0).getByRole('heading', { name: '1. Peak' })).toBeVisible();
  await expect(viewSplits.nth(1).getByRole('heading', { name: '2. Foundation' })).toBeVisible();
  await expect(viewSplits.nth(1)).toContainText('Free preview');
  await expect(viewSplits.nth(1).getByRole('heading', { name: 'Day 1: Hips and ankles' })).toBeVisible();
  const plank = page.getByRole('table', { name: 'Exercises of Hips and ankles' }).getByRole('row', { name: /Plank/ });
  await expect(plank).toContainText('4 × 10');
  await expect(plank).toContainText('2-1-2');
  await expect(viewSplits.nth(0).getByRole('link', { name: 'video' })).toHaveAttribute('href', 'https://videos.example.com/90-90-hip-switch.mp4');
  await expect(page.getByRole('img', { name: 'Cover image' })).toBeVisible();
  await page.mouse.move(0, 0);
  await shoot(page, 'trainer-view-program');
  // Another trainer's program is not shown here.
  await page.goto('/trainer/view-program/4');
  await expect(page.getByText('No such program among yours.')).toBeVisible();
});

test('an empty program is refused for review with the rule, in the builder and by the server', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test');
  await page.goto('/trainer/add-program');
  await detail(page, 'Title').fill('Empty idea');
  await expect(page).toHaveURL(/\/trainer\/edit-program\/\d+$/, { timeout: 10_000 });
  await expectSaved(page);
  await expect(page.getByTestId('review-check').filter({ hasText: 'Add at least one split before submitting the program for review' })).toHaveAttribute('data-ok', 'false');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Add at least one split before submitting the program for review' })).toBeVisible();
  // From the list (no check in the browser there): the server refuses with the same words.
  await page.goto('/trainer/programs');
  await page.getByRole('button', { name: 'More actions for Empty idea' }).click();
  await page.getByRole('menuitem', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Add at least one split before submitting the program for review' }).last()).toBeVisible();
  await expect(page.getByTestId('program-row').filter({ hasText: 'Empty idea' }).getByTestId('program-status')).toHaveText('Draft');
});

test('an admin reads any program in view-program, in the admin layout', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/trainer/view-program/8');
  await expect(page.getByTestId('layout-admin')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kettlebell Flow', level: 1 })).toBeVisible();
  await expect(page.getByTestId('view-split')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open in admin' })).toBeVisible();
});

test('a deactivated trainer sees the programs but every action is refused with the warning', async ({ page }) => {
  const login = await page.request.post('/v1/api/sportlink/admin/lambda/login', { data: { email: 'admin@sportlink.test', password: PASSWORD }, headers: { 'x-project': 'sportlink' } });
  const adminToken = (await login.json()).token as string;
  const setStatus = (status: number) =>
    page.request.put('/v1/api/records/sportlink/admin/user/4', { data: { status }, headers: { 'x-project': 'sportlink', authorization: `Bearer ${adminToken}` } });
  expect((await setStatus(0)).status()).toBe(200);
  try {
    await signIn(page, 'trainer2@sportlink.test');
    await page.goto('/trainer/programs');
    const row = page.getByTestId('program-row').filter({ hasText: '10K Run Builder' });
    // Its sales show (how many depends on what other specs bought from Marco on this shared server).
    await expect(row.getByTestId('program-sales')).toHaveText(/^[1-9]\d*$/);
    await page.getByRole('button', { name: 'More actions for 10K Run Builder' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByTestId('toast')).toHaveText(DEACTIVATED);
    await page.goto('/trainer/edit-program/4');
    await detail(page, 'Title').fill('10K Run Builder, renamed');
    await expect(saveState(page)).toContainText(`Not saved: ${DEACTIVATED}`, { timeout: 10_000 });
    await expect(page.getByTestId('toast').filter({ hasText: DEACTIVATED })).toHaveCount(1);
  } finally {
    expect((await setStatus(1)).status()).toBe(200);
  }
});
