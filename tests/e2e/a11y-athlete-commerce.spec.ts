/**
 * Accessibility of the athlete's buying screens, checked with axe (no serious or critical WCAG 2.1 AA violation): the
 * home page with programs and filtered to nothing, a program page as a visitor, a signed-in athlete and its owner,
 * the checkout with its card form, the card form's errors and a decline, owned programs, and the profile's saved cards
 * and purchases with the add-card and refund dialogs open — the main screens in the light and the dark theme; and the
 * keyboard gets out of those dialogs with the focus back where it was.
 *
 * The athlete is made here: it owns Kettlebell Athlete and subscribes to Monthly Coaching Club (programs 5 and 6, Marco
 * Reyes's, whose sales no other spec counts), bought with a test card, has a saved card, is declined once on 10K Run
 * Builder (program 4, also Marco's) and cancels the subscription.
 */
import { expect, test, type Page } from './support/test';
import { visit } from './support/navigation';
import { newAccount, type NewAccount } from './support/accounts';
import { buyProgram } from './support/athlete';
import { expectAccessible, expectAccessibleInBothThemes, THEME_RULES } from './support/axe';
import { signIn } from './support/session';

const PROJECT = 'sportlink';
const OWNED = 5; // Kettlebell Athlete
const OTHER = 4; // 10K Run Builder, $39.00
const SUBSCRIPTION = 6; // Monthly Coaching Club, $15.00 / month

let athlete: NewAccount;

// Each axe pass over a full page takes a few seconds; a test checks several.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request, baseURL }) => {
  athlete = await newAccount(request, baseURL!, 'athlete', { first: 'Ada', last: 'Access' });
  const auth = { 'x-project': PROJECT, authorization: `Bearer ${athlete.token}` };
  await buyProgram(request, auth, OWNED);
  await buyProgram(request, auth, SUBSCRIPTION);
  const card = { number: '5555 5555 5555 4444', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  const saved = await request.post(`/v1/api/${PROJECT}/member/lambda/stripe/customer/card`, { headers: auth, data: { card, make_default: true } });
  expect(saved.status()).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Checkout' });

test('the home page is accessible in both themes, with its programs and filtered to nothing', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByTestId('featured-program')).toHaveCount(3);
  await expect(page.getByTestId('program-card').first()).toBeVisible();
  await expect(page.getByTestId('trainer-card').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'home');

  await visit(page, '/?q=no-such-program-anywhere&level=advanced');
  await expect(page.getByTestId('catalog-empty')).toContainText('No programs match your search.');
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'home, nothing found');
});

test('a program page is accessible to a visitor, to a signed-in athlete and to its owner', async ({ page }) => {
  await visit(page, `/athlete/program/${OTHER}`);
  await expect(page.getByRole('heading', { level: 1, name: '10K Run Builder' })).toBeVisible();
  await expect(page.getByTestId('program-price-final')).toHaveText('$39.00');
  await expect(page.getByTestId('review-not-allowed')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'program page, visitor');

  await signIn(page, athlete.email, '/login', athlete.password);
  await visit(page, `/athlete/program/${OTHER}`);
  await expect(page.getByRole('button', { name: 'Buy' })).toBeEnabled();
  await expect(page.getByTestId('review-not-allowed')).toContainText('Buy it to share how it went.');
  await expectAccessible(page, 'program page, athlete');

  await visit(page, `/athlete/program/${OWNED}`);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  await expect(page.getByTestId('review-form')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'program page, owner');
});

test('the checkout is accessible in both themes with a saved card, the card form, its errors and a decline, and Escape gives the focus back to Buy', async ({ page }) => {
  await signIn(page, athlete.email, '/login', athlete.password);
  await visit(page, `/athlete/program/${OTHER}`);
  const buy = page.getByRole('button', { name: 'Buy' });
  const dialog = checkout(page);
  // The theme is switched in the header, which the open dialog hides: each theme opens its own checkout.
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // Every rule in the light theme; in the dark one, what a theme changes (its colours).
    const colours = theme === 'dark' ? { onlyRules: THEME_RULES } : {};
    await buy.click();
    await expect(dialog.getByRole('radio', { name: /Mastercard •••• 4444/ })).toBeChecked();
    await expect(dialog.getByTestId('price-total')).toHaveText('$39.00');
    await expectAccessible(page, `checkout, saved card (${theme})`, colours);

    await dialog.getByRole('radio', { name: 'A new card' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay $39.00' }).click();
    await expect(dialog.getByText('Enter the card number')).toBeVisible();
    await expect(dialog.getByText('Enter the 3 or 4 digits on the back')).toBeVisible();
    await expectAccessible(page, `checkout, card form with its errors (${theme})`, colours);

    await dialog.getByRole('button', { name: /^Use test card 4000 0000 0000 0002/ }).click();
    await dialog.getByRole('button', { name: 'Pay $39.00' }).click();
    await expect(dialog.getByTestId('checkout-error')).toContainText('Your card was declined.');
    await expectAccessible(page, `checkout, declined (${theme})`, colours);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(buy).toBeFocused();
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});

test('owned programs are accessible in both themes, with a subscription being cancelled and once cancelled', async ({ page }) => {
  await signIn(page, athlete.email, '/login', athlete.password);
  await visit(page, '/athlete/owned-programs');
  await expect(page.getByTestId('owned-program')).toHaveCount(2);
  await expect(page.getByTestId('owned-progress').first()).toContainText('workouts completed');
  const club = page.getByTestId('owned-program').filter({ hasText: 'Monthly Coaching Club' });
  await expect(club.getByTestId('owned-status')).toHaveText('Active');
  await expectAccessibleInBothThemes(page, 'owned programs');

  const cancel = club.getByRole('button', { name: 'Cancel subscription' });
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription to Monthly Coaching Club?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeVisible();
  await expectAccessible(page, 'cancel a subscription');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(cancel).toBeFocused();

  await cancel.click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(club.getByTestId('owned-status')).toHaveText('Active until end of period');
  await expect(club).toContainText('Access ends');
  await expectAccessibleInBothThemes(page, 'owned programs, a subscription cancelled');
});

test('saved cards and purchases are accessible in both themes, with the add-card and refund dialogs open', async ({ page }) => {
  await signIn(page, athlete.email, '/login', athlete.password);
  await visit(page, '/athlete/profile');
  // The card kept for the subscription's next periods, and the one added as the default.
  await expect(page.getByTestId('saved-card')).toHaveCount(2);
  await expect(page.getByTestId('purchase-row').filter({ hasText: 'Kettlebell Athlete' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'profile, saved cards and purchases');

  const add = page.getByRole('button', { name: 'Add a card' });
  await add.click();
  const addDialog = page.getByRole('dialog', { name: 'Add a card' });
  await addDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(addDialog.getByText('Enter the card number')).toBeVisible();
  await expectAccessible(page, 'add a card, with its errors');
  await page.keyboard.press('Escape');
  await expect(addDialog).toHaveCount(0);
  await expect(add).toBeFocused();

  const requestRefund = page.getByTestId('purchase-row').filter({ hasText: 'Kettlebell Athlete' }).getByRole('button', { name: 'Request refund' });
  await requestRefund.click();
  const refund = page.getByRole('dialog', { name: 'Request a refund' });
  await expect(refund.getByRole('textbox', { name: 'Why do you want a refund?' })).toBeFocused();
  await expectAccessible(page, 'refund request');
  await refund.getByRole('button', { name: 'Request refund' }).click();
  await expect(refund.getByText('Tell us why, in a few words')).toBeVisible();
  await expectAccessible(page, 'refund request with its error');
  await page.keyboard.press('Escape');
  await expect(refund).toHaveCount(0);
  await expect(requestRefund).toBeFocused();
});
