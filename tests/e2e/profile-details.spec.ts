/**
 * "Your details" on the profile page (issue 8): every role changes the first and last name there. The form checks what
 * the server checks before sending, shows the server's refusals at their field, and the header's name follows the
 * saved change at once and after a reload.
 */
import { expect, test, type Page } from './support/test';
import { newAccount } from './support/accounts';
import { signIn } from './support/session';
import { SCREEN_LOAD } from './support/timing';

test.describe.configure({ timeout: 90_000 });

const details = (page: Page) => page.getByRole('region', { name: 'Your details' });
const nameField = (page: Page, label: 'First name' | 'Last name') => details(page).getByRole('textbox', { name: label });
const save = (page: Page) => details(page).getByRole('button', { name: 'Save details' });

test('an athlete renames themself: the form checks the names, saves them, and the header follows at once', async ({ page, request, baseURL }) => {
  const account = await newAccount(request, baseURL!, 'athlete', { first: 'Robin', last: 'Vale' });
  await signIn(page, account.email, '/login', account.password);
  await page.goto('/athlete/profile');
  await expect(nameField(page, 'First name')).toHaveValue('Robin', SCREEN_LOAD);
  const menu = page.getByTestId('user-menu-button');
  await expect(menu).toHaveAccessibleName('Account menu: Robin Vale');
  await expect(nameField(page, 'Last name')).toHaveValue('Vale');
  await expect(save(page)).toBeDisabled(); // nothing changed yet

  // Checked before sending, as the server checks: not blank, at most 100 characters.
  await nameField(page, 'First name').fill('   ');
  await nameField(page, 'Last name').fill('V'.repeat(101));
  await save(page).click();
  await expect(details(page).getByText('Enter your first name')).toBeVisible();
  await expect(details(page).getByText('Use at most 100 characters')).toBeVisible();
  await expect(menu).toHaveAccessibleName('Account menu: Robin Vale');

  // Saved: a toast, the account card and the header show the new name, and so does a reload.
  await nameField(page, 'First name').fill(' Robyn ');
  await nameField(page, 'Last name').fill('Vale-Hart');
  await save(page).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your details were saved' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Robyn Vale-Hart');
  await expect(menu).toHaveAccessibleName('Account menu: Robyn Vale-Hart');
  await expect(save(page)).toBeDisabled();
  await page.reload();
  await expect(nameField(page, 'First name')).toHaveValue('Robyn', SCREEN_LOAD);
  await expect(page.getByTestId('user-menu-button')).toHaveAccessibleName('Account menu: Robyn Vale-Hart');

  // A refusal from the server shows at the field it names, and nothing changes.
  await page.route('**/lambda/profile', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, json: { error: true, message: 'Enter your last name', validation: { last_name: 'is required' } } })
      : route.fallback(),
  );
  await nameField(page, 'Last name').fill('Hart');
  await save(page).click();
  await expect(details(page).getByText('Enter your last name')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Robyn Vale-Hart');
  await expect(page.getByTestId('user-menu-button')).toHaveAccessibleName('Account menu: Robyn Vale-Hart');
});

test('a trainer renames themself on the studio’s profile page, and the studio’s header follows', async ({ page, request, baseURL }) => {
  const account = await newAccount(request, baseURL!, 'trainer', { first: 'Noor', last: 'Field' });
  await signIn(page, account.email, '/login?role=trainer', account.password);
  await page.goto('/trainer/profile');
  await expect(nameField(page, 'First name')).toHaveValue('Noor', SCREEN_LOAD);
  await nameField(page, 'Last name').fill('Fielding');
  await save(page).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your details were saved' })).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toHaveAccessibleName('Account menu: Noor Fielding');
  await expect(page.getByTestId('profile-name')).toHaveText('Noor Fielding');
});

test('an admin finds the same details on the admin profile page', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/profile');
  await expect(nameField(page, 'First name')).toHaveValue('Ada', SCREEN_LOAD);
  await expect(nameField(page, 'Last name')).toHaveValue('Admin');
  await expect(save(page)).toBeDisabled();
});
