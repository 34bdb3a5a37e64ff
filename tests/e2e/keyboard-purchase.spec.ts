/**
 * Buying with the keyboard alone: a new athlete, on a program page, reaches Buy with Tab, opens the checkout, types a
 * sandbox test card into the card form, pays and closes the confirmation, using only Tab, Shift+Tab, Enter, Space,
 * Escape and typing. The focus goes into the dialog, follows the form in reading order, lands on what happened (the
 * confirmation) and comes back to the page: to Buy after Escape, to Continue once the program is bought.
 *
 * The buyer is made here and buys 10K Run Builder (program 4, Marco Reyes's, whose sales no other spec counts).
 */
import { expect, test, type Locator, type Page } from './support/test';
import { newAccount, type NewAccount } from './support/accounts';
import { signIn } from './support/session';

const PROGRAM = 4; // 10K Run Builder, $39.00

let athlete: NewAccount;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  athlete = await newAccount(request, baseURL!, 'athlete', { first: 'Kim', last: 'Keys' });
});

/** What a screen reader would call the focused element: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(nothing)';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return label.replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; answers the names passed on the way. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < (options.max ?? 60); i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return passed;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    passed.push(await focusedName(page));
  }
  await expect(target, `reached with ${options.back ? 'Shift+Tab' : 'Tab'} (passed ${passed.join(', ')})`).toBeFocused();
  return passed;
}

test('a new athlete buys a program with the keyboard alone, from the program page to the confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, athlete.email, '/login', athlete.password);
  await page.goto(`/athlete/program/${PROGRAM}`);
  await expect(page.getByRole('heading', { level: 1, name: '10K Run Builder' })).toBeVisible();
  await expect(page.getByTestId('program-price-final')).toHaveText('$39.00');
  const buy = page.getByRole('button', { name: 'Buy' });
  await expect(buy).toBeEnabled();

  // From the top of the page, Tab reaches Buy; Enter opens the checkout, Escape closes it and gives Buy the focus back.
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible(); // no saved card: the card form
  await expect.poll(() => dialog.evaluate((el) => el.closest('.MuiDialog-root')!.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(buy).toBeFocused();

  // Space opens it again; the fields come in reading order: the code, then the card.
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(dialog.getByTestId('price-total')).toHaveText('$39.00');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Discount code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toBeFocused();
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await page.keyboard.type(`12${year}`);
  await expect(dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue(`12/${year}`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'CVC' })).toBeFocused();
  await page.keyboard.type('123');
  // Shift+Tab goes back the same way.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toBeFocused();
  await page.keyboard.press('Tab');

  // Then the test cards, the choice to save the card, Cancel and Pay, in that order.
  const pay = dialog.getByRole('button', { name: 'Pay $39.00' });
  const passed = await tabTo(page, pay);
  expect(passed.slice(0, 5).every((name) => name.startsWith('Use test card '))).toBe(true);
  expect(passed.slice(5)).toEqual(['Save this card', 'Cancel', 'Pay $39.00']);
  await page.keyboard.press('Enter');

  // The confirmation takes the focus; Tab goes on to its buttons, still inside the dialog.
  const success = dialog.getByTestId('checkout-success');
  await expect(success).toContainText('Payment successful');
  await expect(success).toContainText('10K Run Builder is yours. You paid $39.00.');
  await expect(success).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Go to my programs' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  // Closed, the page offers Continue where Buy was, and the focus is on it; Enter opens the training.
  await expect(dialog).toHaveCount(0);
  const next = page.getByRole('link', { name: 'Continue' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/athlete/programs/enrolled/access\\?programId=${PROGRAM}$`));
});
