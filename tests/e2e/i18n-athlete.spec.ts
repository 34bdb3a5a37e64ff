/**
 * The athlete's buying screens in French: chosen in the user menu, the home page, a program page (one-time and
 * subscription) and the checkout read in French — headings, filters, buttons, the card form and its checks, and
 * prices and dates written the French way — and choosing English again brings the English back.
 *
 * The athlete is made here and buys nothing (the checkout is opened and cancelled).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { newAccount, type NewAccount } from './support/accounts';
import { chooseLanguage } from './support/language';
import { signIn } from './support/session';

let athlete: NewAccount;

test.beforeAll(async ({ request, baseURL }) => {
  athlete = await newAccount(request, baseURL!, 'athlete', { first: 'Léa', last: 'Lefèvre' });
});

test('an athlete switches the storefront to French, opens a program and its checkout, and back to English', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, athlete.email, '/login', athlete.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured programs' })).toBeVisible();
  await chooseLanguage(page, 'Français');

  // The home page: its sections, the search and filters, and the cards' prices and lengths in French.
  await expect(page.getByRole('heading', { name: 'Programmes à la une' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tous les programmes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coachs à découvrir' })).toBeVisible();
  await expect(page.getByTestId('catalog-count')).toHaveText(/^\d+ programmes$/);
  await expect(page.getByRole('searchbox', { name: 'Rechercher des programmes' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('newest');
  await expect(page.getByTestId('catalog-sort').locator('option:checked')).toHaveText('Les plus récents');
  const strength = page.getByTestId('program-card').filter({ hasText: 'Strength Foundations' });
  await expect(strength).toContainText('par Tara Stone');
  await expect(strength).toContainText(/49,00\s\$US/);
  await expect(strength).toContainText('8 semaines');
  await expect(page.getByTestId('program-card').filter({ hasText: 'Monthly Coaching Club' })).toContainText(/15,00\s\$US \/ mois/);
  mkdirSync('docs/screenshots', { recursive: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: 'docs/screenshots/storefront-home-fr.png' });

  // Nothing found: said in French, with the way back.
  await page.goto('/?q=aucun-programme-de-ce-nom');
  await expect(page.getByTestId('catalog-empty')).toContainText('Aucun programme ne correspond à votre recherche.');
  await expect(page.getByRole('button', { name: 'Effacer tous les filtres' })).toBeVisible();

  // A program page: the discounted price, the discount and its end date, the structure and the trainer in French.
  await page.goto('/athlete/program/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeVisible();
  await expect(page.getByTestId('program-price-original')).toHaveText(/^49,00\s\$US$/);
  await expect(page.getByTestId('program-price-final')).toHaveText(/^39,20\s\$US$/);
  await expect(page.getByTestId('program-discount')).toHaveText(/^20 % de remise jusqu’au \d{1,2} [a-zéû]+\.? \d{4}$/);
  await expect(page.getByText('Un seul paiement, et le programme est à vous. Un achat peut être remboursé sur demande.')).toBeVisible();
  await expect(page.getByTestId('program-split').nth(0)).toContainText('Aperçu gratuit');
  await expect(page.getByTestId('program-split').nth(0)).toContainText('Jour 1');
  await expect(page.getByTestId('program-split').nth(1)).toContainText('Les séances s’ouvrent à l’achat du programme.');
  await expect(page.getByTestId('trainer-card')).toContainText('Votre coach');

  // The checkout: its title, the price summary, the card form and its checks, in French.
  await page.getByRole('button', { name: 'Acheter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paiement' });
  await expect(dialog.getByRole('textbox', { name: 'Code de réduction' })).toBeVisible();
  await expect(dialog.getByTestId('price-summary')).toContainText('Prix');
  await expect(dialog.getByTestId('price-total')).toHaveText(/^39,20\s\$US$/);
  await expect(dialog.getByRole('textbox', { name: 'Numéro de carte' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Utiliser la carte de test 4242 4242 4242 4242 · Acceptée' })).toBeVisible();
  const pay = dialog.getByRole('button', { name: /^Payer 39,20\s\$US$/ });
  await pay.click();
  await expect(dialog.getByText('Saisissez le numéro de carte')).toBeVisible();
  await expect(dialog.getByText('Saisissez la date d’expiration')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code de réduction' }).fill('NOPE');
  await expect(dialog.getByText('Ce code ne s’applique pas à ce programme')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/checkout-fr.png' });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);

  // A subscription: billed per month, in French.
  await page.goto('/athlete/program/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly Coaching Club' })).toBeVisible();
  await expect(page.getByTestId('program-price-final')).toHaveText(/^15,00\s\$US \/ mois$/);
  await expect(page.getByText('Abonnement, facturé par mois')).toBeVisible();
  await expect(page.getByText('Facturé chaque mois jusqu’à résiliation. Un achat peut être remboursé sur demande.')).toBeVisible();

  // Back to English: the same page reads in English again.
  await chooseLanguage(page, 'English');
  await expect(page.getByTestId('program-price-final')).toHaveText('$15.00 / month');
  await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured programs' })).toBeVisible();
  await expect(page.getByTestId('catalog-count')).toHaveText(/^\d+ programs$/);
});
