/**
 * Accessibility of the public pages (the bare layout of src/routing/routes.ts: sign-in, sign-up, password, link and
 * confirmation pages, the OAuth pages, the developers' pages and the not-found page) and of the profile page of
 * athletes and trainers (their details, the security panel, the sessions and the two-factor setup), checked with axe
 * (no serious or critical WCAG 2.1 AA violation): with their forms' errors shown, the main ones in the light and the
 * dark theme.
 */
import { expect, test, type Page } from './support/test';
import { visit } from './support/navigation';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { newAccount, turnOnTwoFactor } from './support/accounts';
import { signIn } from './support/session';
import { PASSWORD_CHECK, SCREEN_LOAD } from './support/timing';

// Each axe pass takes a few seconds; a test checks several pages.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
});

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Opens a page and waits for its heading. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SCREEN_LOAD);
}

test('signing in is accessible in both themes: the form, its errors, a wrong password and the two-step verification', async ({ page, request, baseURL }) => {
  await open(page, '/login', 'Sign in');
  await expectAccessibleInBothThemes(page, 'login');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await expectAccessible(page, 'login with its errors');

  await field(page, 'Email').fill('nobody-here@example.test');
  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible(PASSWORD_CHECK);
  await expectAccessibleInBothThemes(page, 'login with a wrong password');

  const account = await newAccount(request, baseURL!, 'athlete');
  await turnOnTwoFactor(request, account);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible(PASSWORD_CHECK);
  await expectAccessibleInBothThemes(page, 'two-step verification');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Enter the 6-digit code, or a recovery code')).toBeVisible();
  await expectAccessible(page, 'two-step verification with its error');

  await open(page, '/admin/login', 'Admin sign in');
  await expectAccessibleInBothThemes(page, 'admin login');
});

test('signing up is accessible in both themes, and with the form’s errors shown', async ({ page }) => {
  await open(page, '/athlete/signup', 'Create your athlete account');
  await expectAccessibleInBothThemes(page, 'athlete sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expect(page.getByText('Choose a password')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'athlete sign-up with its errors');

  await open(page, '/trainer/signup', 'Create your trainer account');
  await expectAccessible(page, 'trainer sign-up');

  await open(page, '/admin/sign-up', 'Create an admin account');
  await page.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page.getByText('Enter the invitation code')).toBeVisible();
  await expectAccessible(page, 'admin sign-up with its errors');
});

test('asking for a new password is accessible, with the form’s error shown', async ({ page }) => {
  await open(page, '/forgot-password', 'Forgot your password?');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'forgot password with its error');
  await open(page, '/trainer/forgot-password', 'Forgot your password?');
  await expectAccessible(page, 'trainer forgot password');
  await open(page, '/admin/forgot', 'Forgot your password?');
  await expectAccessible(page, 'admin forgot password');
});

test('choosing a new password is accessible, without its link and with the form’s error shown', async ({ page }) => {
  await open(page, '/change-password', 'Choose a new password');
  await expect(page.getByText('This link is not complete.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'change password without its link');
  await open(page, '/change-password?token=t&code=c', 'Choose a new password');
  await field(page, 'New password').fill('Tempo-Runs-Every-Tuesday');
  await field(page, 'Confirm new password').fill('something else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'change password with its error');
  await open(page, '/trainer/change-password?token=t&code=c', 'Choose a new password');
  await expectAccessible(page, 'trainer change password');
  await open(page, '/admin/reset?token=t&code=c', 'Choose a new password');
  await expectAccessible(page, 'admin reset password');
});

test('the sign-in link pages are accessible, with their errors shown', async ({ page }) => {
  await open(page, '/magic-login', 'Sign in with a link');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'magic link with its error');
  await open(page, '/magic-login/trainer', 'Trainer sign in with a link');
  await expectAccessible(page, 'magic link of a role');
  await open(page, '/magic-login/coach', 'Sign in with a link');
  await expect(page.getByText('There is no “coach” sign-in. Choose athlete, trainer or admin.')).toBeVisible();
  await expectAccessible(page, 'magic link of an unknown role');
  await open(page, '/magic-login/verify', 'Sign in with a link');
  await expectAccessible(page, 'magic link page without its link');
  await open(page, '/magic-login/verify?token=no-such-token&role=member', 'Sign in with a link');
  await expect(page.getByRole('link', { name: 'Get a new link' })).toBeVisible();
  await expectAccessible(page, 'magic link page with a used link');
});

test('the email confirmation pages are accessible, with their errors shown', async ({ page }) => {
  await open(page, '/verify-email', 'Confirm your email');
  await expectAccessible(page, 'verify email without its link');
  await open(page, '/verify-email?token=no-such-token', 'Confirm your email');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'verify email with a wrong link');
  await open(page, '/verification-sent', 'Check your email');
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expectAccessible(page, 'verification sent with its error');
  await open(page, '/verification-sent?email=new-athlete%40example.test', 'Check your email');
  await expectAccessible(page, 'verification sent to an address');
});

test('the OAuth pages and the not-found page are accessible', async ({ page }) => {
  await open(page, '/login/oauth', 'Sign-in did not complete');
  await expectAccessibleInBothThemes(page, 'OAuth landing');
  await open(page, '/login/oauth?error=The%20provider%20refused%20the%20sign-in', 'Sign-in did not complete');
  await expectAccessible(page, 'OAuth landing with an error');
  await open(page, '/oauth-test', 'OAuth providers');
  await expectAccessible(page, 'OAuth providers');
  await open(page, '/no/such/page', 'Page not found');
  await expectAccessible(page, 'not found');
});

test('the gallery of the shell’s pieces is accessible in both themes', async ({ page }) => {
  await open(page, '/test-components', 'Test components');
  await expectAccessibleInBothThemes(page, 'test components');
});

test('the playground is accessible in both themes', async ({ page }) => {
  await open(page, '/playground', 'Playground');
  await expectAccessibleInBothThemes(page, 'playground');
});

/** The profile page with its sessions and two-factor state loaded, checked in both themes, with the details' errors and the two-factor setup. */
async function expectProfileAccessible(page: Page, path: string, who: string) {
  await open(page, path, 'Your account');
  await expect(page.getByTestId('session-row')).toHaveCount(2); // this browser and the API's sign-in
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
  await expectAccessibleInBothThemes(page, `${who} profile`);

  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'First name' }).fill('');
  await details.getByRole('textbox', { name: 'Last name' }).fill('x'.repeat(101));
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Enter your first name')).toBeVisible();
  await expect(details.getByText('Use at most 100 characters')).toBeVisible();
  await expectAccessible(page, `${who} profile, details with their errors`);

  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessibleInBothThemes(page, `${who} profile, two-factor setup`);
  await page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
}

test('an athlete’s profile is accessible in both themes: details, security, sessions and the two-factor setup', async ({ page, request, baseURL }) => {
  const account = await newAccount(request, baseURL!, 'athlete');
  await signIn(page, account.email, '/login', account.password);
  await expectProfileAccessible(page, '/athlete/profile', 'athlete');
});

test('a trainer’s profile is accessible in both themes: details, security, sessions and the two-factor setup', async ({ page, request, baseURL }) => {
  const account = await newAccount(request, baseURL!, 'trainer');
  await signIn(page, account.email, '/login?role=trainer', account.password);
  await expectProfileAccessible(page, '/trainer/profile', 'trainer');
});
