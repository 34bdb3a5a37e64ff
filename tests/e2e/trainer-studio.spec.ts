/** The trainer studio's discounts, sales and dashboard, as the demo trainer uses them. */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { signIn, signInThroughPage } from './support/session';

async function signInAsTrainer(page: Page) {
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
}

test('a trainer creates a 20% discount with a date range, sees it on the list with the price it gives, and removes it', async ({ page }) => {
  // Through a trainer's sign-in page (the other tests sign in through the API).
  await page.setViewportSize({ width: 1366, height: 860 });
  await signInThroughPage(page, 'trainer@sportlink.test', '/login?role=trainer');
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  await page.goto('/trainer/discount/2');
  await expect(page).toHaveTitle('Discount');
  await expect(page.getByRole('heading', { name: 'Discounts on Hypertrophy Block' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Discounts' })).toContainText('No discounts yet.');
  await page.getByRole('button', { name: 'New discount' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Percentage off' }).fill('120');
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(dialog.getByText('Enter a whole percentage from 1 to 100')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Percentage off' }).fill('20');
  const start = new Date(Date.now() - 86_400_000);
  const end = new Date(Date.now() + 14 * 86_400_000);
  const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T09:00`;
  await dialog.getByLabel('Starts').fill(local(start));
  await dialog.getByLabel('Ends (optional)').fill(local(end));
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Discount created' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({ hasText: '20% off' });
  await expect(row).toContainText('$79.00 → $63.20');
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/trainer-discounts.png' });

  // The server quotes the same price to an athlete.
  const quote = await page.request.get('/v1/api/sportlink/member/lambda/programs/2/price', { headers: { 'x-project': 'sportlink' } });
  expect(await quote.json()).toMatchObject({ price: 7900, final_price: 6320 });

  await row.getByRole('button', { name: /Delete discount/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Discount deleted' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Discounts' })).toContainText('No discounts yet.');
});

test('a trainer sees their dashboard figures and chart, filters their sales and exports them as CSV', async ({ page }) => {
  await signInAsTrainer(page);
  await page.goto('/trainer/dashboard');
  await expect(page).toHaveTitle('Dashboard');
  await expect(page.getByTestId('trainer-sales')).toHaveText('3');
  await expect(page.getByTestId('trainer-revenue')).toHaveText('$137.20');
  await expect(page.getByRole('table', { name: 'Top programs' })).toContainText('Hypertrophy Block');
  await expect(page.getByRole('img', { name: /Revenue and enrollments per day/ })).toBeVisible();
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/trainer-dashboard.png' });

  await page.goto('/trainer/transactions');
  // Her earnings: the three demo sales (39.20, 79.00 and 19.00) less the platform's 15 %, all within the 30-day
  // refund window, so pending; nothing available or paid out yet.
  const earnings = page.getByRole('region', { name: 'Your earnings' });
  await expect(earnings.getByTestId('earnings-terms')).toHaveText('The platform keeps 15% of each sale. The rest is yours, available 30 days after the sale, once it can no longer be refunded.');
  await expect(earnings.getByTestId('earnings-pending-USD').getByTestId('earnings-amount')).toHaveText('$116.62');
  await expect(earnings.getByTestId('earnings-available-USD').getByTestId('earnings-amount')).toHaveText('$0.00');
  await expect(earnings.getByTestId('earnings-paid_out-USD').getByTestId('earnings-amount')).toHaveText('$0.00');
  // The ledger under them: the three sales' credits, each with the platform's fee; by kind; as CSV.
  const ledger = page.getByRole('table', { name: 'Earnings ledger' });
  await expect(ledger.getByTestId('ledger-row')).toHaveCount(3);
  await expect(ledger.getByTestId('ledger-row').filter({ hasText: 'Sale #3' })).toContainText('$67.15');
  await expect(ledger.getByTestId('ledger-row').filter({ hasText: 'Sale #3' })).toContainText('$11.85');
  const [ledgerCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export ledger' }).click()]);
  expect(ledgerCsv.suggestedFilename()).toBe('earnings-ledger.csv');
  expect(readFileSync((await ledgerCsv.path())!, 'utf8').trim().split(/\r?\n/)).toHaveLength(4);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Adjustment' }).click();
  await expect(ledger).toContainText('No rows of this kind yet.');
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screenshots/trainer-earnings-390.png' });
  await page.setViewportSize(viewport);
  const rows = page.getByRole('table', { name: 'Sales' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Home Bodyweight Burn');
  await expect(rows.first()).toContainText(/Requested|Denied/); // the admin tests may have decided it
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Hypertrophy Block' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('sales-net-USD')).toHaveText('$79.00');
  await page.screenshot({ path: 'docs/screenshots/trainer-transactions.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('sales.csv');
  const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain('Hypertrophy Block');
});

test('a trainer sees each athlete’s progress and removes one athlete’s access after confirming', async ({ page }) => {
  await signInAsTrainer(page);
  await page.goto('/trainer/athlete-management');
  await expect(page).toHaveTitle('Athlete Management');
  const rows = page.getByRole('table', { name: 'Athletes' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const alex = rows.filter({ hasText: 'Alex Kim' });
  // Three weeks of Strength Foundations (8 weeks of three sessions), one session missed.
  await expect(alex).toContainText('8 / 24 workouts');
  await page.screenshot({ path: 'docs/screenshots/trainer-athletes.png' });
  const jordan = rows.filter({ hasText: 'Home Bodyweight Burn' });
  await jordan.getByRole('button', { name: 'Remove access' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remove Jordan Lee’s access?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(jordan.getByText('Active')).toBeVisible();
  await jordan.getByRole('button', { name: 'Remove access' }).click();
  await dialog.getByRole('textbox', { name: 'Message to the athlete (optional)' }).fill('See you in the next cohort.');
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'no longer has access to Home Bodyweight Burn' })).toBeVisible();
  await expect(jordan.getByText('Cancelled')).toBeVisible();
});

test('a trainer posts to the feed with an image, pins it, edits it, and reads athletes’ comments and likes', async ({ page }) => {
  await signInAsTrainer(page);
  await page.goto('/trainer/feed');
  await expect(page).toHaveTitle('Feed');
  const posts = page.getByTestId('post');
  const first = posts.filter({ hasText: 'New week, new PRs' });
  await expect(first).toContainText('Alex K.');
  await expect(first).toContainText('Hit 60 kg on the squat today!');
  await expect(first.getByLabel('2 likes')).toBeVisible();

  await page.getByRole('textbox', { name: 'Share something with your athletes' }).fill('Deload week: same weights, half the sets.');
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(64)]);
  await page.getByTestId('post-image-input').setInputFiles({ name: 'deload.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Attached' })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Posted to your feed' })).toBeVisible();
  const mine = posts.filter({ hasText: 'Deload week' });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Pin post' }).click();
  await expect(posts.first()).toContainText('Deload week');
  await expect(posts.first().getByText('Pinned')).toBeVisible();
  await expect(first.getByText('Pinned')).toHaveCount(0); // one pinned post at a time
  await mine.getByRole('button', { name: 'Edit post' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Text' }).fill('Deload week: same weights, half the sets. Sleep more.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(posts.first()).toContainText('Sleep more.');
  await page.screenshot({ path: 'docs/screenshots/trainer-feed.png' });
  await posts.first().getByRole('button', { name: 'Delete post' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Post deleted' })).toBeVisible();
  await expect(posts.filter({ hasText: 'Deload week' })).toHaveCount(0);
});

test('a trainer edits the public profile from the profile page, where the security panel also is', async ({ page }) => {
  await signInAsTrainer(page);
  await page.goto('/trainer/profile');
  await expect(page.getByTestId('profile-email')).toHaveText('trainer@sportlink.test');
  await expect(page.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit public profile and photo' }).click();
  await expect(page).toHaveURL(/\/trainer\/profile-completion$/);
  await expect(page.getByRole('textbox', { name: 'Bio', exact: true })).toHaveValue('I help beginners get strong without getting hurt.');
});
