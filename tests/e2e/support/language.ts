/** Choosing the app's language as a signed-in user does: in the header's user menu. */
import { expect, type Page } from '@playwright/test';

export async function chooseLanguage(page: Page, label: 'Français' | 'English') {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', label === 'Français' ? 'fr' : 'en');
}
