/** The admin (react-admin generated from the contract): sign in, filter, deactivate, approve, refunds, export, and who is refused. */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { ADMIN_REST_RESOURCES } from '../../src/generated/admin-rest';
import { DEMO_PASSWORD as PASSWORD, signIn, signInThroughPage } from './support/session';
import { expectAccessible } from './support/axe';

const SCREENSHOTS = 'docs/screenshots';


async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/admin-${name}.png` });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
});

test('an admin signs in and sees the dashboard with its figures and chart', async ({ page }) => {
  // Through the admin's own sign-in page (the other tests sign in through the API).
  await signInThroughPage(page, 'admin@sportlink.test', '/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('pending-refunds')).toHaveText('1');
  await expect(page.getByTestId('revenue-30d')).toContainText('$176.20');
  await expect(page.getByRole('table', { name: 'Latest transactions' }).getByRole('row')).toHaveCount(5);
  await expect(page).toHaveTitle('Dashboard');
  await shoot(page, 'dashboard');
});

test('an admin filters trainers and deactivates one, who then sees the banner and is refused actions', async ({ page, browser }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/trainers');
  await expect(page).toHaveTitle('Trainers');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByPlaceholder('Search trainers').fill('marco');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('trainer2@sportlink.test');
  await shoot(page, 'trainers');
  await rows.first().getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'is deactivated' })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Activate' })).toBeVisible();

  const trainerContext = await browser.newContext();
  const trainer = await trainerContext.newPage();
  try {
    await trainer.goto('/login?role=trainer&redirect_uri=%2Ftrainer%2Fprofile');
    await trainer.getByRole('textbox', { name: 'Email', exact: true }).fill('trainer2@sportlink.test');
    await trainer.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await trainer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(trainer).toHaveURL(/\/trainer\/profile$/);
    await expect(trainer.getByTestId('account-deactivated-banner')).toContainText('Account Deactivated');
    await trainer.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await expect(trainer.getByTestId('toast')).toHaveText('Your account has been deactivated by admin. You can view content but cannot perform actions.');
  } finally {
    await trainerContext.close();
    await rows.first().getByRole('button', { name: 'Activate' }).click();
    await expect(rows.first().getByRole('button', { name: 'Deactivate' })).toBeVisible();
  }
});

test('an admin approves a program in review, and it goes live', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/programs');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending review' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Kettlebell Flow');
  await rows.first().getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The program is approved and live' })).toBeVisible();
  await expect(rows).toHaveCount(0);
  const live = await page.request.get('/v1/api/records/sportlink/member/program?filter=title,eq,Kettlebell%20Flow', { headers: { 'x-project': 'sportlink' } });
  expect(((await live.json()) as { list: { status: string }[] }).list.map((p) => p.status)).toEqual(['published']);
});

test('an admin denies a refund with a note, and the queue empties', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/refunds');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Bought the wrong program by mistake.');
  await shoot(page, 'refunds');
  await rows.first().getByRole('button', { name: 'Deny' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Deny' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Why is it denied/ }).fill('Outside the refund window.');
  await dialog.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'denied' })).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.goto('/admin/refunds/1/show');
  await expect(page.getByText('Outside the refund window.')).toBeVisible();
});

test('an admin reads a trainer’s earnings and adjusts the balance with a reason, which the ledger keeps', async ({ page, request }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/trainers/3/show');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  // Tara's three demo sales, less the platform's 15 %, all within the refund window.
  await expect(earnings.getByTestId('trainer-earnings-pending-USD')).toContainText('116.62 USD');
  await expect(earnings.getByTestId('trainer-earnings-available-USD')).toContainText('0.00 USD');
  await expect(earnings).toContainText('Fee rate on their next sale: 15%');
  await earnings.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Tara Stone’s balance' });
  await dialog.getByRole('textbox', { name: 'Amount (a minus sign debits)' }).fill('0');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog.getByText('Give an amount other than 0, with at most two decimals')).toBeVisible();
  await expect(dialog.getByText('Give the reason (at least 3 characters)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount (a minus sign debits)' }).fill('12.50');
  await dialog.getByRole('textbox', { name: 'Reason (the trainer reads it)' }).fill('Bonus for the spring challenge');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(earnings.getByTestId('trainer-earnings-available-USD')).toContainText('12.50 USD');
  await page.mouse.move(0, 0);
  await earnings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/admin-trainer-earnings.png' });
  // The ledger keeps it, with the reason, in the generated list.
  await page.goto('/admin/earnings');
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'Bonus for the spring challenge' })).toHaveCount(1);
  // The four demo sales' credits (Tara's three, Marco's one) and the adjustment.
  await expect(rows).toHaveCount(5);
  const login = await request.post('/v1/api/sportlink/trainer/lambda/login', { headers: { 'x-project': 'sportlink' }, data: { email: 'trainer@sportlink.test', password: PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const mine = await request.get('/v1/api/sportlink/trainer/lambda/earnings', { headers: { 'x-project': 'sportlink', authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { balances: { available: number }[] }).balances[0].available).toBe(1250);
});

test('an admin exports the transactions of a trainer as CSV', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/transactions');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Trainer' }).click();
  await page.getByRole('combobox', { name: 'Trainer' }).fill('Tara');
  await page.getByRole('option', { name: /Tara/ }).click();
  await expect(rows).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).first().click()]);
  expect(download.suggestedFilename()).toBe('transactions.csv');
  const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
  expect(csv[0]).toBe('"ID","Athlete","Trainer","Program","Amount","Discount","Currency","Status","Fee rate","Platform fee","Provider fee","Trainer net","Provider","Provider reference","Created","Updated"');
  expect(csv).toHaveLength(4);
  // The trainer is named, not given as an id; so are the athlete and the program.
  expect(csv.slice(1).every((line) => line.split(',')[2] === '"Tara Stone"')).toBe(true);
  expect(csv.slice(1).every((line) => /^\d+,"[^"]+","Tara Stone","[^"]+",\d+\.\d\d,/.test(line))).toBe(true);
});

test('a trainer who opens an admin page is refused with the not-found page in their own layout', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  for (const path of ['/admin/dashboard', '/admin/trainers', '/admin/trainers/3/show']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('layout-trainer')).toBeVisible();
  }
  const res = await page.request.get('/v1/api/admin-rest/trainers', { headers: { 'x-project': 'sportlink', authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } });
  expect(res.status()).toBe(403);
});

test('an admin adds an exercise with an uploaded video to the platform library', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/content-libraries');
  await page.locator('tbody tr').first().click();
  await expect(page.getByText('Sportlink exercise library').first()).toBeVisible();
  await page.getByRole('link', { name: 'Add exercise' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Kettlebell halo');
  const video = Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42'), Buffer.alloc(256, 3)]);
  await page.getByTestId('upload-video_url').setInputFiles({ name: 'halo.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(page.getByRole('textbox', { name: 'Video' })).toHaveValue(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp4$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/exercises\/\d+\/show$/);
  // The notice says what was saved, by its name (not "Element created").
  await expect(page.getByTestId('toast').filter({ hasText: '“Kettlebell halo” was added to Exercises.' })).toBeVisible();
  await expect(page.getByText('Kettlebell halo').first()).toBeVisible();
  const href = await page.getByRole('link', { name: /\/uploads\// }).getAttribute('href');
  const served = await page.request.get(href!);
  expect(served.headers()['content-type']).toBe('video/mp4');
  await shoot(page, 'exercise');
});

test('every admin list fits a 1,366 px laptop, its actions in view', async ({ page }) => {
  await signIn(page, 'superadmin@sportlink.test', '/admin/login');
  await page.goto('/admin/dashboard');
  // The lists the sidebar offers (some resources have none: users, exercises are reached from other pages).
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Programs' })).toBeVisible();
  const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const lists = Object.keys(ADMIN_REST_RESOURCES).filter((resource) => hrefs.includes(`/admin/${resource}`));
  expect(lists.length).toBeGreaterThanOrEqual(9);
  for (const resource of lists) {
    // Unfiltered (a list's default filter may leave it empty, refunds after a decision), so its rows are drawn.
    await page.goto(`/admin/${resource}?filter=${encodeURIComponent('{}')}`);
    const table = page.locator('table').first();
    await expect(table, resource).toBeVisible();
    // Neither the page nor the list scrolls sideways: every column and the row's actions are in view.
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, table: document.querySelector('table')!.getBoundingClientRect().right }));
    expect(widths.page, `${resource}: the page is ${widths.page} px wide`).toBeLessThanOrEqual(1366);
    expect(widths.table, `${resource}: the list ends at ${widths.table} px`).toBeLessThanOrEqual(1366);
    if (resource === 'programs') await shoot(page, 'programs-1366');
  }
});

test('a super admin sets the platform’s fee rate beside the earnings ledger; an admin reads it', async ({ page, browser, baseURL }) => {
  await signIn(page, 'superadmin@sportlink.test', '/admin/login');
  await page.goto('/admin/earnings');
  await page.getByRole('button', { name: 'Fee rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fee rates' });
  await expect(dialog.getByTestId('fee-platform')).toHaveText('The platform keeps 15% of each sale.');
  await expect(dialog).toContainText('No trainer has a rate of their own.');
  const rate = dialog.getByRole('textbox', { name: 'Platform rate (%)' });
  await rate.fill('101');
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByText('Give a percentage from 0 to 100, with at most two decimals')).toBeVisible();
  await rate.fill('12.5');
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByTestId('fee-platform')).toHaveText('The platform keeps 12.5% of each sale.');
  await expectAccessible(page, 'the fee rates dialog');
  await page.screenshot({ path: 'docs/screenshots/admin-fee-rates.png' });

  // An admin reads the rate and cannot change it.
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, 'admin@sportlink.test', '/admin/login');
  await admin.goto('/admin/earnings');
  await admin.getByRole('button', { name: 'Fee rates' }).click();
  const read = admin.getByRole('dialog', { name: 'Fee rates' });
  await expect(read.getByTestId('fee-platform')).toHaveText('The platform keeps 12.5% of each sale.');
  await expect(read).toContainText('Only a super admin changes the rates.');
  await expect(read.getByRole('button', { name: 'Save rate' })).toHaveCount(0);
  await context.close();

  // Back to 15 % for the rest of this site's tests.
  await rate.fill('15');
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByTestId('fee-platform')).toHaveText('The platform keeps 15% of each sale.');
});

test('a super admin gives a trainer a fee rate of their own on the trainer’s page, and the platform’s rate back', async ({ page }) => {
  await signIn(page, 'superadmin@sportlink.test', '/admin/login');
  await page.goto('/admin/trainers/4/show');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  await expect(earnings.getByTestId('trainer-payout-account')).toContainText('Payout account: ready for payouts');
  await earnings.getByRole('button', { name: 'Change rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marco Reyes’s fee rate' });
  const rate = dialog.getByRole('textbox', { name: 'Their rate (%)' });
  await rate.fill('100.5');
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByText('Give a percentage from 0 to 100, with at most two decimals')).toBeVisible();
  await rate.fill('10');
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(earnings.getByTestId('trainer-fee-rate')).toContainText('Fee rate on their next sale: 10%');
  // The fee rates beside the ledger list him.
  await page.goto('/admin/earnings');
  await page.getByRole('button', { name: 'Fee rates' }).click();
  await expect(page.getByRole('dialog', { name: 'Fee rates' }).getByRole('list', { name: 'Trainers with a rate of their own' })).toContainText('Marco Reyes: 10%');
  await page.keyboard.press('Escape');
  // And back to the platform's.
  await page.goto('/admin/trainers/4/show');
  await earnings.getByRole('button', { name: 'Change rate' }).click();
  await dialog.getByRole('button', { name: 'Use the platform’s rate' }).click();
  await expect(earnings.getByTestId('trainer-fee-rate')).toContainText('Fee rate on their next sale: 15%');
});
