/**
 * Payments in the browser, on the sandbox provider (Stripe's test cards): the program page and its live discount,
 * the checkout (a code priced live, a test card, a decline, the authentication step), owned programs, saved cards,
 * and a refund asked for on the profile, approved by an admin, ending the athlete's access.
 *
 * The buyer is a new athlete made here (the demo athletes' purchases and two-factor state belong to other specs),
 * and buys only Marco Reyes's programs (4 and 5), which no other spec counts sales of.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const L = `/v1/api/${PROJECT}/member/lambda`;
const HEADERS = { 'x-project': PROJECT };
const EMAIL = `payer-${Date.now()}@example.test`;
const PASSWORD = 'Pay-With-Test-Cards-42';
const SCREENSHOTS = 'docs/screenshots';
const REASON = 'My race was cancelled, so I no longer need the plan.';

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: `${SCREENSHOTS}/payments-${name}.png`, ...options });
}

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Checkout' });
const testCard = (page: Page, number: string) => checkout(page).getByRole('button', { name: new RegExp(`^Use test card ${number}`) });

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  // A new athlete: signed up, confirmed through the mailed link, profile completed (all through the API).
  const mail = await mailAfter(EMAIL, async () => {
    const res = await request.post(`${L}/register`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD, first_name: 'Riley', last_name: 'Payne' } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${L}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${L}/login`, { headers: HEADERS, data: { email: EMAIL, password: PASSWORD } });
  const bearer = ((await login.json()) as { token: string }).token;
  const done = await request.post(`${L}/profile/complete`, { headers: { ...HEADERS, authorization: `Bearer ${bearer}` }, data: { goals: 'Run a strong 10K', level: 'intermediate' } });
  expect(done.status()).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a visitor sees a program with its live discount and structure, signs in to buy 10K Run Builder with the code RUN10 and a test card, and finds it in owned programs', async ({ page }) => {
  // The program page: price with the live 20% discount, trainer, structure with the free preview open.
  await page.goto('/');
  // The card sells at the program page's price: the live discount applied, the list price struck through.
  const card = page.getByTestId('program-card').filter({ hasText: 'Strength Foundations' }).first();
  await expect(card.getByTestId('card-price-final')).toHaveText('$39.20');
  await expect(card.getByTestId('card-price-original')).toHaveText('$49.00');
  await expect(page.getByTestId('program-card').filter({ hasText: 'Hypertrophy Block' }).getByTestId('card-price-original')).toHaveCount(0);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/athlete\/program\/1$/);
  await expect(page).toHaveTitle('Program');
  await expect(page.getByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeVisible();
  await expect(page.getByTestId('program-price-original')).toHaveText('$49.00');
  await expect(page.getByTestId('program-price-final')).toHaveText('$39.20');
  await expect(page.getByTestId('program-discount')).toContainText('20% off until');
  await expect(page.getByTestId('trainer-card')).toContainText('Tara Stone');
  // The trainer's page, one link away, sells it at the same price.
  await page.getByTestId('program-trainer-link').click();
  await expect(page).toHaveURL(/\/athlete\/trainer-details\?trainerId=\d+$/);
  const onTrainerPage = page.getByTestId('trainer-program').filter({ hasText: 'Strength Foundations' });
  await expect(onTrainerPage.getByTestId('card-price-final')).toHaveText('$39.20');
  await expect(onTrainerPage.getByTestId('card-price-original')).toHaveText('$49.00');
  await page.goBack();
  await expect(page.getByTestId('program-price-final')).toHaveText('$39.20');
  const splits = page.getByTestId('program-split');
  await expect(splits).toHaveCount(2);
  await expect(splits.nth(0)).toContainText('1. Phase 1: Build the base');
  await expect(splits.nth(0)).toContainText('Free preview');
  await expect(splits.nth(0).getByTestId('program-workout')).toHaveCount(3);
  await expect(splits.nth(1)).toContainText('The workouts open when you buy the program.');
  await shoot(page, 'program', { fullPage: true });

  // Buying signed out leads to sign in, and back.
  await page.goto('/athlete/program/4');
  await expect(page.getByRole('heading', { level: 1, name: '10K Run Builder' })).toBeVisible();
  await expect(page.getByTestId('program-price-final')).toHaveText('$39.00');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL('/login?redirect_uri=%2Fathlete%2Fprogram%2F4');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/athlete\/program\/4$/);

  // The checkout: the code is priced live by the server.
  await page.getByRole('button', { name: 'Buy' }).click();
  const dialog = checkout(page);
  await expect(dialog.getByTestId('price-total')).toHaveText('$39.00');
  await dialog.getByRole('textbox', { name: 'Discount code' }).fill('nope');
  await expect(dialog.getByText('This code does not apply to this program')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Discount code' }).fill('run10');
  await expect(dialog.getByText('Code RUN10 applied')).toBeVisible();
  await expect(dialog.getByTestId('price-original')).toHaveText('$39.00');
  await expect(dialog.getByTestId('price-off')).toHaveText('−$10.00');
  await expect(dialog.getByTestId('price-total')).toHaveText('$29.00');

  // No saved card yet: the sandbox card form, filled from its list of test cards.
  await testCard(page, '4242 4242 4242 4242').click();
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await expect(dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue(/^12\/\d\d$/);
  await expect(dialog.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
  await dialog.getByRole('checkbox', { name: 'Save this card' }).check();
  await page.setViewportSize({ width: 1280, height: 1040 }); // the whole dialog in the picture
  await shoot(page, 'checkout');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Pay $29.00' }).click();
  await expect(dialog.getByTestId('checkout-success')).toContainText('Payment successful');
  await expect(dialog.getByTestId('checkout-success')).toContainText('You paid $29.00 (you saved $10.00)');
  await shoot(page, 'checkout-success');

  await dialog.getByRole('link', { name: 'Go to my programs' }).click();
  await expect(page).toHaveURL(/\/athlete\/owned-programs$/);
  await expect(page).toHaveTitle('Owned Programs');
  const owned = page.getByTestId('owned-program');
  await expect(owned).toHaveCount(1);
  await expect(owned.first()).toContainText('10K Run Builder');
  await expect(owned.first()).toContainText('by Marco Reyes');
  await expect(owned.first().getByTestId('owned-status')).toHaveText('Active');
  await shoot(page, 'owned-programs');

  // The program page now offers to continue, and the bought workouts are open.
  await owned.first().click();
  await expect(page).toHaveURL(/\/athlete\/program\/4$/);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await expect(page.getByTestId('program-split').nth(1).getByTestId('program-workout')).toHaveCount(3);

  // Beside a live discount, another program's code is refused and the discounted price stays.
  await page.goto('/athlete/program/1');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(dialog.getByTestId('price-total')).toHaveText('$39.20');
  await dialog.getByRole('textbox', { name: 'Discount code' }).fill('RUN10');
  await expect(dialog.getByText('This code does not apply to this program')).toBeVisible();
  await expect(dialog.getByTestId('price-total')).toHaveText('$39.20');
  await expect(dialog.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked(); // the card saved above
  await dialog.getByRole('textbox', { name: 'Discount code' }).fill('');
  await expect(dialog.getByRole('button', { name: 'Pay $39.20' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a declined card shows the card provider’s message, and a card that asks for authentication can fail it or complete it', async ({ page }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/program/5');
  await expect(page.getByRole('heading', { level: 1, name: 'Kettlebell Athlete' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy' }).click();
  const dialog = checkout(page);

  // The card saved with the first purchase is preselected; a new card is one click away.
  await expect(dialog.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'A new card' }).check();
  await testCard(page, '4000 0000 0000 0002').click();
  await dialog.getByRole('button', { name: 'Pay $59.00' }).click();
  await expect(dialog.getByTestId('checkout-error')).toContainText('Your card was declined.');
  await shoot(page, 'declined');

  // 4000 0025 0000 3155 asks for authentication: failing it declines, completing it pays.
  await testCard(page, '4000 0025 0000 3155').click();
  await dialog.getByRole('button', { name: 'Pay $59.00' }).click();
  await expect(dialog.getByRole('heading', { name: 'Authenticate payment' })).toBeVisible();
  await shoot(page, 'authenticate');
  await dialog.getByRole('button', { name: 'Fail' }).click();
  await expect(dialog.getByTestId('checkout-error')).toContainText('We are unable to authenticate your payment method.');
  await dialog.getByRole('button', { name: 'Pay $59.00' }).click();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog.getByTestId('checkout-success')).toContainText('You paid $59.00');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
});

test('the athlete asks for a refund in Purchases, an admin approves it, and the athlete’s access to the program ends', async ({ page, browser }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/profile');
  const rows = page.getByTestId('purchase-row');
  await expect(rows).toHaveCount(2);
  const run = rows.filter({ hasText: '10K Run Builder' });
  await expect(run).toContainText('$29.00');
  await expect(run).toContainText('saved $10.00');
  await expect(run.getByTestId('purchase-status')).toHaveText('Paid');
  await run.getByRole('button', { name: 'Request refund' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a refund' });
  await ask.getByRole('button', { name: 'Request refund' }).click();
  await expect(ask.getByText('Tell us why, in a few words')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Why do you want a refund?' }).fill(REASON);
  await ask.getByRole('button', { name: 'Request refund' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Refund requested' })).toBeVisible();
  await expect(run.getByTestId('refund-state')).toHaveText('Refund requested');
  await expect(run.getByRole('button', { name: 'Request refund' })).toHaveCount(0); // one open request at a time
  await expect(rows.filter({ hasText: 'Kettlebell Athlete' }).getByRole('button', { name: 'Request refund' })).toBeVisible();
  await page.getByRole('heading', { name: 'Purchases' }).scrollIntoViewIfNeeded();
  await shoot(page, 'purchases');

  // An admin approves it in the refund queue; the sandbox refunds the card and the webhook ends the access.
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, 'admin@sportlink.test', '/admin/login');
    await admin.goto('/admin/refunds');
    const request = admin.locator('tbody tr').filter({ hasText: REASON });
    await expect(request).toHaveCount(1);
    await request.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByTestId('toast').filter({ hasText: 'approved' })).toBeVisible();
    await expect(request).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(run.getByTestId('refund-state')).toHaveText('Refunded');
  await expect(run.getByTestId('purchase-status')).toHaveText('Refunded');
  await page.goto('/athlete/owned-programs');
  await expect(page.getByTestId('owned-program')).toHaveCount(1);
  await expect(page.getByTestId('owned-program').first()).toContainText('Kettlebell Athlete');
  await page.goto('/athlete/program/4');
  await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
});

test('saved cards are added, made default and removed on the profile', async ({ page }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/profile');
  const cards = page.getByTestId('saved-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa •••• 4242');
  await expect(cards.first()).toContainText('Default');

  await page.getByRole('button', { name: 'Add a card' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByRole('button', { name: /^Use test card 5555 5555 5555 4444/ }).click();
  await add.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Mastercard •••• 4444 saved' })).toBeVisible();
  await expect(cards).toHaveCount(2);

  const master = cards.filter({ hasText: 'Mastercard •••• 4444' });
  await master.getByRole('button', { name: 'Make default' }).click();
  await expect(master.getByText('Default')).toBeVisible();
  await expect(cards.first()).toContainText('Mastercard •••• 4444'); // default first

  await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Visa •••• 4242?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Mastercard •••• 4444');
});

test('a subscription bought with a saved card is cancelled from owned programs and keeps access to the period’s end', async ({ page }) => {
  await signIn(page, EMAIL, '/login', PASSWORD);
  await page.goto('/athlete/program/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly Coaching Club' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy' }).click();
  const dialog = checkout(page);
  // The default card saved on the profile (a run of this test alone has none: it types a test card).
  const saved = dialog.getByRole('radio', { name: /Mastercard •••• 4444/ });
  await expect(saved.or(testCard(page, '4242 4242 4242 4242'))).toBeVisible(); // the saved cards have loaded
  if (await saved.count()) await expect(saved).toBeChecked();
  else await testCard(page, '4242 4242 4242 4242').click();
  await dialog.getByRole('button', { name: 'Subscribe: $15.00 / month' }).click();
  await expect(dialog.getByTestId('checkout-success')).toContainText('Payment successful');
  await dialog.getByRole('link', { name: 'Go to my programs' }).click();

  const club = page.getByTestId('owned-program').filter({ hasText: 'Monthly Coaching Club' });
  await expect(club.getByTestId('owned-status')).toHaveText('Active');
  await club.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription to Monthly Coaching Club?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await club.getByRole('button', { name: 'Cancel subscription' }).click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Subscription cancelled: access until' })).toBeVisible();
  await expect(club.getByTestId('owned-status')).toHaveText('Active until end of period');
  await expect(club).toContainText('Access ends');
  await expect(club.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
