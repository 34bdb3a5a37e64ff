/**
 * The admin in French: chosen in the user menu, the admin's menu, a list's columns, filters and search, react-admin's
 * own buttons (Exporter, Créer, Ajouter un filtre), the hand-made screens (refunds' decision, dashboard, sessions) and
 * money read in French; choosing English again brings the English back.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/session';

/** Opens a page from the admin's menu (a click on the page closes the menu, so it may need opening first). */
async function fromMenu(page: Page, menu: 'Menu latéral' | 'Sidebar', open: string, label: string) {
  const opener = page.getByRole('button', { name: open });
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name: label, exact: true }).click();
}

test('an admin switches the admin to French, works in it, and back to English', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/trainers');
  await expect(page.getByRole('columnheader', { name: 'First name' })).toBeVisible();
  await chooseLanguage(page, 'Français');

  // The menu.
  const menu = page.getByRole('navigation', { name: 'Menu latéral' });
  await expect(menu.getByRole('link', { name: 'Coachs', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Remboursements', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Espaces de travail', exact: true })).toBeVisible();

  // A list: its columns, its search, its filters and react-admin's buttons, in French.
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const column of ['Prénom', 'Nom', 'E-mail', 'Actif', 'Vérifié', 'Créé le']) {
    await expect(page.locator('thead').getByText(column, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Trier par prénom croissant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporter' }).first()).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Désactiver' })).toBeVisible();
  await page.getByPlaceholder('Rechercher parmi les coachs').fill('marco');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Double authentification' })).toBeVisible();
  await page.getByRole('menuitemcheckbox', { name: 'Vérifié' }).click();
  await page.getByRole('combobox', { name: 'Vérifié' }).click();
  await expect(page.getByRole('option', { name: 'Oui' })).toBeVisible();
  await page.getByRole('option', { name: 'Oui' }).click();
  // The list was one row already: the filter is applied once the address holds its value (the list writes its
  // filters there a moment after the choice, and leaving before that moment would bring the admin back here). The
  // address names `verify` earlier, in the shown filters (`displayedFilters`), so the value itself is waited for.
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toMatch(/"verify":1\b/);
  await expect(rows).toHaveCount(1);
  const opener = page.getByRole('button', { name: 'Ouvrir le menu latéral' });
  if (await opener.isVisible()) await opener.click();
  await expect(menu).toBeVisible();
  await page.mouse.move(0, 0);
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/admin-trainers-fr.png' });

  // A list with a create button, and its enum choices named in French.
  await fromMenu(page, 'Menu latéral', 'Ouvrir le menu latéral', 'Programmes');
  await expect(page.getByRole('link', { name: 'Créer' })).toBeVisible();
  await expect(page.locator('thead').getByText('Niveau', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: 'Publié' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Olympic Lifting (draft)' })).toContainText('Brouillon');

  // A hand-made screen: a refund's decision, in French.
  await fromMenu(page, 'Menu latéral', 'Ouvrir le menu latéral', 'Remboursements');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('thead').getByText('Motif', { exact: true })).toBeVisible();
  await rows.first().getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refuser le remboursement n° \d+$/ });
  await expect(dialog.getByText('Motif donné : « Bought the wrong program by mistake. »')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Pourquoi est-il refusé ? L’athlète lira ce message.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refuser' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // The dashboard: its figures and money written the French way.
  await fromMenu(page, 'Menu latéral', 'Ouvrir le menu latéral', 'Tableau de bord');
  await expect(page.getByText('Revenus du jour', { exact: true })).toBeVisible();
  await expect(page.getByTestId('revenue-30d')).toContainText('176,20');
  await expect(page.getByRole('table', { name: 'Dernières transactions' }).getByRole('columnheader', { name: 'Montant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Interrogez vos données' })).toBeVisible();

  // Back to English: the same screen reads in English again, and so do react-admin's own words.
  await chooseLanguage(page, 'English');
  await expect(page.getByText('Revenue today', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest transactions' })).toBeVisible();
  await fromMenu(page, 'Sidebar', 'Open sidebar', 'Trainers');
  await expect(page.getByRole('columnheader', { name: 'First name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' }).first()).toBeVisible();
  await expect(page.getByPlaceholder('Search trainers')).toBeVisible();
});
