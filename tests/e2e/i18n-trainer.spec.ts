/**
 * The trainer studio in French: chosen in the user menu, the studio's screens read in French (titles, buttons, fields,
 * the rules' messages at the fields, toasts, money and dates written the French way), and choosing English again
 * brings the English back.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/session';

test('a trainer switches the studio to French, works in it, and back to English', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/dashboard');
  await expect(page.getByRole('heading', { name: 'Your last 30 days' })).toBeVisible();
  await chooseLanguage(page, 'Français');

  // The dashboard: its heading, figures and money in French.
  await expect(page.getByRole('heading', { name: 'Vos 30 derniers jours' })).toBeVisible();
  await expect(page.getByText('Revenu net', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trainer-revenue')).toContainText('137,20');
  await expect(page.getByRole('table', { name: 'Meilleurs programmes' })).toBeVisible();

  // The programs list.
  await page.goto('/trainer/programs');
  await expect(page.getByRole('heading', { name: 'Vos programmes' })).toBeVisible();
  await expect(page.getByTestId('page').getByRole('link', { name: 'Nouveau programme' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Revenus' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Brouillon', exact: true })).toBeVisible();
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/trainer-programs-fr.png' });

  // The builder: its fields, and the program rule's message at the field, in French.
  await page.goto('/trainer/add-program');
  await expect(page.getByTestId('builder-title')).toHaveText('Nouveau programme');
  await expect(page.getByTestId('save-state')).toHaveText('Donnez un titre au programme : le brouillon s’enregistre tout seul');
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await title.fill('Hy');
  await title.blur();
  await expect(page.getByText('Donnez au programme un titre de 3 à 120 caractères').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prêt pour la validation ?' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/trainer-builder-fr.png' });

  // The discounts: the form's checks, then a discount created and deleted, each with its toast in French.
  await page.goto('/trainer/programs');
  const href = await page.getByRole('link', { name: 'Hypertrophy Block', exact: true }).getAttribute('href');
  const programId = Number(/(\d+)$/.exec(href ?? '')![1]);
  await page.goto(`/trainer/discount/${programId}`);
  await expect(page.getByRole('heading', { name: 'Remises sur Hypertrophy Block' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Remises' })).toContainText('Aucune remise pour l’instant.');
  await page.getByRole('button', { name: 'Nouvelle remise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle remise' });
  await dialog.getByRole('spinbutton', { name: 'Pourcentage de remise' }).fill('120');
  await dialog.getByRole('button', { name: 'Créer la remise' }).click();
  await expect(dialog.getByText('Saisissez un pourcentage entier de 1 à 100')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Pourcentage de remise' }).fill('20');
  await dialog.getByRole('button', { name: 'Créer la remise' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Remise créée' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Remises' }).getByRole('row').filter({ hasText: '20 % de remise' });
  await expect(row).toContainText('79,00');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Supprimer la remise / }).click();
  await page.getByRole('dialog', { name: 'Supprimer cette remise ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Remise supprimée' })).toBeVisible();

  // The athletes and the sales.
  await page.goto('/trainer/athlete-management');
  await expect(page.getByRole('heading', { name: 'Vos athlètes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Planifier une séance', exact: true })).toBeVisible();
  await page.goto('/trainer/transactions');
  await expect(page.getByRole('table', { name: 'Ventes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos gains' }).getByTestId('earnings-terms')).toHaveText('La plateforme garde 15 % de chaque vente. Le reste est à vous, disponible 30 jours après la vente, quand elle ne peut plus être remboursée.');
  await expect(page.getByRole('region', { name: 'Vos gains' }).getByTestId('earnings-pending-USD').getByTestId('earnings-amount')).toHaveText(/^116,62\s\$US$/);
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();

  // Back to English: the same screen reads in English again.
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('table', { name: 'Sales' })).toBeVisible();
  await page.goto('/trainer/programs');
  await expect(page.getByRole('heading', { name: 'Your programs' })).toBeVisible();
  await expect(page.getByTestId('page').getByRole('link', { name: 'New program' })).toBeVisible();
});
