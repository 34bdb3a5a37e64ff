/**
 * The money loop in the browser (ADR 027): a trainer connects a payout account through the sandbox's form (which first
 * asks for a missing detail), an athlete buys her program with a test card, the refund window passes (the site's clock
 * is moved, nobody waits), the trainer pays out what became available and sees it paid, reads the month's statement
 * and downloads it; an admin finds the payout in the payouts list. Screenshots of the earnings dashboard (1366 and
 * 390 px), the payout account and the admin's payouts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { createAthlete } from './support/athlete';
import { signIn } from './support/session';
import { expectAccessible, THEME_RULES } from './support/axe';

const SCREENSHOTS = 'docs/screenshots';

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, ...options });
}

test('a trainer connects a payout account, sells, waits out the refund window and is paid; an admin sees the payout', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');

  // Her earnings wait: no payout account yet.
  await page.goto('/trainer/transactions');
  await expect(page.getByTestId('payout-account-missing')).toContainText('Connect a payout account to be paid.');
  await page.getByTestId('payout-account-missing').getByRole('link', { name: 'Connect a payout account' }).click();
  await expect(page).toHaveURL(/\/trainer\/profile$/);

  // The provider's form (the sandbox's own page), first without a date of birth: it asks for it.
  const section = page.getByRole('region', { name: 'Payout account' });
  await expect(section).toContainText('No payout account yet.');
  await section.getByRole('button', { name: 'Connect a payout account' }).click();
  await expect(page).toHaveURL(/\/trainer\/payouts\/setup\?link=/);
  await page.getByRole('textbox', { name: 'Legal name' }).fill('Tara Stone');
  await page.getByRole('textbox', { name: 'Identity number' }).fill('000000000');
  await page.getByRole('textbox', { name: 'Bank account number' }).fill('000123456789');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/trainer\/profile\?payouts=return$/);
  await expect(section.getByTestId('payout-account-status')).toHaveText('Details needed');
  await expect(section.getByTestId('payout-account-requirements')).toContainText('Your date of birth');
  await section.getByRole('button', { name: 'Finish setting it up' }).click();
  await expect(page).toHaveURL(/\/trainer\/payouts\/setup\?link=/);
  await page.getByRole('textbox', { name: 'Legal name' }).fill('Tara Stone');
  await page.getByLabel('Date of birth').fill('1990-04-02');
  await page.getByRole('textbox', { name: 'Identity number' }).fill('000000000');
  await page.getByRole('textbox', { name: 'Bank account number' }).fill('000123456789');
  await expectAccessible(page, 'the sandbox payout account form');
  await shoot(page, 'trainer-payout-setup');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(section.getByTestId('payout-account-status')).toHaveText('Ready for payouts');
  await expect(section.getByTestId('payout-account-bank')).toHaveText('Bank account ending 6789 · Sandbox (test mode)');
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'the profile with its payout account');
  await shoot(page, 'trainer-payout-account');

  // An athlete buys her Strength Foundations (39.20 at its discount) with a test card.
  const athleteContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const buyer = await athleteContext.newPage();
  const email = `buyer-${Date.now()}@example.test`;
  await createAthlete(buyer.request, baseURL!, { email, password: 'Buy-Then-Train-42', first_name: 'Sam', last_name: 'Buyer', profile: { goals: 'Get strong', level: 'beginner' } });
  await signIn(buyer, email, '/login', 'Buy-Then-Train-42');
  await buyer.goto('/athlete/program/1');
  await buyer.getByTestId('program-price-card').getByRole('button', { name: 'Buy', exact: true }).click();
  const checkout = buyer.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('button', { name: /^Use test card 4242 4242 4242 4242/ }).click();
  await checkout.getByRole('button', { name: 'Pay $39.20' }).click();
  await expect(checkout.getByTestId('checkout-success')).toContainText('Payment successful');
  await athleteContext.close();

  // Within the refund window it is pending: the three demo sales' 116.62 and this one's 33.32.
  await page.goto('/trainer/transactions');
  const earnings = page.getByRole('region', { name: 'Your earnings' });
  await expect(earnings.getByTestId('earnings-pending-USD').getByTestId('earnings-amount')).toHaveText('$149.94');
  await expect(earnings.getByTestId('earnings-available-USD').getByTestId('earnings-amount')).toHaveText('$0.00');
  await expect(earnings.getByTestId('next-payout')).toContainText(/^Next payout: .+ \(every Monday\)$/);

  // The refund window passes: what is available is paid out; the sale Jordan asked to have refunded (16.15 of the
  // Home Bodyweight Burn) stays pending while the request is open.
  expect((await page.request.post('/__e2e/clock', { data: { days: 31 } })).status()).toBe(200);
  await page.reload();
  await expect(earnings.getByTestId('earnings-pending-USD').getByTestId('earnings-amount')).toHaveText('$16.15');
  await expect(earnings.getByTestId('earnings-available-USD').getByTestId('earnings-amount')).toHaveText('$133.79');
  await earnings.getByRole('button', { name: 'Pay out $133.79 now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pay out now?' });
  await expect(confirm).toContainText('$133.79 goes to your bank account ending 6789.');
  await expectAccessible(page, 'the payout confirmation');
  await confirm.getByRole('button', { name: 'Pay out' }).click();
  // The sandbox's bank pays at once: the server's notice says so.
  await expect(page.getByText('133.79 USD reached your bank account.')).toBeVisible();
  await expect(earnings.getByTestId('earnings-available-USD').getByTestId('earnings-amount')).toHaveText('$0.00');
  await expect(earnings.getByTestId('earnings-paid_out-USD').getByTestId('earnings-amount')).toHaveText('$133.79');
  const history = page.getByRole('table', { name: 'Payouts' });
  await expect(history.getByTestId('payout-row')).toHaveCount(1);
  await expect(history.getByTestId('payout-row')).toContainText('$133.79');
  await expect(history.getByTestId('payout-row')).toContainText('Paid');
  await expect(history.getByTestId('payout-row')).toContainText('You');
  await expect(page.getByRole('table', { name: 'Earnings ledger' }).getByTestId('ledger-row').first()).toContainText('-$133.79');
  await expect(page.getByTestId('earnings-chart')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'trainer-earnings-dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'trainer-earnings-dashboard-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  // In the dark theme too: readable, and pictured.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectAccessible(page, 'the earnings dashboard (dark)', { onlyRules: THEME_RULES });
  await shoot(page, 'trainer-earnings-dashboard-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  // The month's statement: printable, and as CSV.
  await page.getByRole('link', { name: 'Open statement' }).click();
  await expect(page).toHaveURL(/\/trainer\/statements\/\d{4}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Statement ·');
  await expect(page.getByText('Earnings statement of Tara Stone')).toBeVisible();
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
  const lines = readFileSync((await csv.path())!, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('"Date","Kind","Detail","id","Paid / refunded","Platform fee","Your money","Currency"');
  expect(lines.some((l) => l.includes('"Balance at the end of the month"'))).toBe(true);
  await expectAccessible(page, 'the monthly statement');
  await shoot(page, 'trainer-statement');

  // An admin finds it in the payouts list.
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@sportlink.test', '/admin/login');
  await admin.goto('/admin/payouts');
  const row = admin.locator('.RaDatagrid-row, tbody tr').filter({ hasText: '133.79' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tara Stone');
  await expect(row).toContainText('Paid');
  await admin.getByRole('button', { name: 'Payout schedule' }).click();
  await expect(admin.getByTestId('payout-schedule')).toHaveText('Every week (Monday); on demand from $10.00.');
  await expectAccessible(admin, 'the payout schedule dialog');
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('dialog', { name: 'Payout schedule' })).toHaveCount(0);
  await expectAccessible(admin, 'the payouts list');
  await shoot(admin, 'admin-payouts');
  await adminContext.close();
});
