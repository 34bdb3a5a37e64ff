/**
 * The sign-in pages and the profile page in French: a visitor chooses French under the sign-in card, the sign-in and
 * sign-up pages read in French (their fields, links and the form's own checks), and an athlete's profile page does
 * too (the account, the details, the security panel).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO_PASSWORD } from './support/session';
import { PASSWORD_CHECK, SCREEN_LOAD } from './support/timing';

test('a visitor reads the sign-in and sign-up pages in French, then an athlete’s profile page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible(SCREEN_LOAD);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Sign in: the page, its fields and links, and the form's checks in French.
  await expect(page.getByRole('heading', { name: 'Connexion', exact: true })).toBeVisible();
  await expect(page.getByText('Bon retour parmi nous. Entraînez-vous, coachez et suivez vos progrès.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Se connecter en tant que' }).getByRole('button', { name: 'Athlète' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('Saisissez votre adresse e-mail')).toBeVisible();
  await expect(page.getByText('Saisissez votre mot de passe')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/auth-login-fr.png', fullPage: true });

  // Sign up, reached from the sign-in page: the page, the password rule and the form's checks in French.
  await page.getByRole('link', { name: 'Inscrivez-vous comme athlète' }).click();
  await expect(page).toHaveURL(/\/athlete\/signup$/);
  await expect(page.getByRole('heading', { name: 'Créez votre compte athlète' })).toBeVisible(SCREEN_LOAD);
  await expect(page.getByText('Au moins 8 caractères, et pas un mot de passe courant.')).toBeVisible();
  await field('E-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
  // Names are optional at sign-up (profile completion asks for them).
  await expect(page.getByText('Saisissez votre prénom')).toHaveCount(0);
  await expect(page.getByText('Choisissez un mot de passe')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/auth-signup-fr.png', fullPage: true });

  // An athlete signs in in French and reads the profile page in French.
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  // The sign-in page has fields of the same names as the sign-up page's: fill them once it is the one shown.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion', exact: true })).toBeVisible(SCREEN_LOAD);
  await field('E-mail').fill('athlete@sportlink.test');
  await field('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, PASSWORD_CHECK);
  await page.goto('/athlete/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible(SCREEN_LOAD);
  await expect(page.getByTestId('account-state')).toHaveText('Actif');
  const details = page.getByRole('region', { name: 'Vos informations' });
  await expect(details.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Alex');
  await expect(details.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await details.getByRole('textbox', { name: 'Prénom' }).fill('');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(details.getByText('Saisissez votre prénom')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sécurité' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Authentification à deux facteurs' }).getByRole('button', { name: 'Activer l’authentification à deux facteurs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vos sessions' }).getByRole('columnheader', { name: 'Dernière utilisation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changer le mot de passe' }).getByText('Au moins 8 caractères, et pas un mot de passe courant.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter', exact: true })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/auth-profile-fr.png', fullPage: true });
});
