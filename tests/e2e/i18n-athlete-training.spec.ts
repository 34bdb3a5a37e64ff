/**
 * The athlete's training screens in French: chosen in the user menu, the training screen (its header, a set's check,
 * the rest timer, the history and progress with numbers written the French way) and the library read in French; English comes back when chosen again. The demo athlete only reads (nothing is saved).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/session';

test('an athlete reads the training screen and the library in French, and goes back to English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'athlete@sportlink.test');
  await page.goto('/athlete/programs/enrolled/access?programId=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeVisible();
  await chooseLanguage(page, 'Français');

  // The header and the workout up next (a workout named by its day is named in French): the demo's three weeks are
  // behind Alex, one session missed, and next week starts with Day 1.
  await expect(page.getByTestId('training-progress')).toHaveText('8 séances terminées sur 24');
  await expect(page.getByTestId('training-up-next')).toHaveText('Phase 1: Build the base · Jour 1');
  await expect(page.getByRole('tab', { name: 'Historique (8)' })).toBeVisible();
  // Day 3 picked: pull-ups first.
  await page.getByTestId('workout-chip').filter({ hasText: 'Jour 3' }).first().click();
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Jour 3');
  const card = page.getByTestId('exercise-card').first();
  await expect(card.getByTestId('exercise-prescription')).toHaveText('3 séries × 8-10 répétitions · Repos 1:30 · Tempo 3-1-1');
  await expect(card.getByRole('button', { name: 'Enregistrer Pull-up dans votre bibliothèque' })).toBeVisible();

  // A set without reps is refused in French; a valid one starts the rest timer.
  await page.getByRole('textbox', { name: 'Répétitions, série 1 de Pull-up' }).fill('');
  await page.getByRole('checkbox', { name: 'Série 1 de Pull-up faite' }).click();
  await expect(card.getByText('Saisissez les répétitions')).toBeVisible();
  await page.getByRole('textbox', { name: 'Répétitions, série 2 de Pull-up' }).fill('8');
  await page.getByRole('checkbox', { name: 'Série 2 de Pull-up faite' }).check();
  const timer = page.getByRole('timer', { name: 'Minuteur de repos' });
  await expect(timer).toContainText('Après Pull-up');
  await expect(page.getByTestId('logger-summary')).toHaveText('1 série faite sur 10 · 0 kg de volume');
  mkdirSync('docs/screenshots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'docs/screenshots/athlete-training-fr.png' });
  await timer.getByRole('button', { name: 'Passer' }).click();

  // The history and the progress: French words, numbers grouped the French way.
  await page.getByRole('tab', { name: 'Historique (8)' }).click();
  await expect(page.getByTestId('history-volume').filter({ hasText: /\u202f/ }).first()).toHaveText(/^\d{1,3}\u202f\d{3} kg$/);
  await page.getByRole('tab', { name: 'Progrès' }).click();
  await expect(page.getByText('Records personnels')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Volume par séance \(kg\) : / })).toBeVisible();
  await expect(page.getByTestId('progress-total-volume')).toHaveText(/^\d{1,3}\u202f\d{3}(,\d)?$/);

  // The library.
  await page.goto('/athlete/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre bibliothèque' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exercices (1)' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher dans votre bibliothèque' })).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
});
