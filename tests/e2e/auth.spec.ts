/**
 * Accounts in the browser, against the real server and a real SMTP server on loopback (support/site.ts):
 * every link a test follows was mailed, and is read from that server's inbox (support/mail.ts).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { generate } from 'otplib';
import { linkIn, type ReceivedMail } from '../helpers/smtp';
import { mailAfter } from './support/mail';

const PASSWORD = 'Sportlink123!';
const PROJECT = 'sportlink';
const SCREENSHOTS = 'docs/screenshots';

// ---- mail ----------------------------------------------------------------------------------------


/** The path and query of the mailed link to `page` (the mail's links are absolute, APP_URL). */
function mailedLink(mail: ReceivedMail, baseURL: string, page: string): string {
  const url = linkIn(mail, `${baseURL}${page}`);
  return `${url.pathname}${url.search}`;
}

// ---- pages ---------------------------------------------------------------------------------------

/** A text field by its label (MUI marks required ones with an aria-hidden " *"). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function fillSignIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD, redirectUri?: string) {
  await page.goto(redirectUri ? `/login?redirect_uri=${encodeURIComponent(redirectUri)}` : '/login');
  await fillSignIn(page, email, password);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

function lambda(request: APIRequestContext, role: string, endpoint: string, token: string, data: unknown = {}) {
  return request.post(`/v1/api/${PROJECT}/${role}/lambda/${endpoint}`, {
    headers: { authorization: `Bearer ${token}`, 'x-project': PROJECT },
    data,
  });
}

function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return page.screenshot({ path: `${SCREENSHOTS}/${name}`, fullPage: true });
}

/** Waits until the clock is past the 30 s TOTP step `step` (each step's code is accepted once). */
/**
 * A code from the app for a time step after `step` (spent): the current one, or else the next one, which the server
 * takes within its one-step clock tolerance (as from a phone whose clock runs a little ahead), rather than waiting
 * up to 30 seconds for the clock to move on.
 */
async function codeAfterStep(secret: string, step: number) {
  return generate({ secret, epoch: Math.max(step + 1, totpStep()) * 30 });
}

const totpStep = () => Math.floor(Date.now() / 30_000);

// ---- flows ---------------------------------------------------------------------------------------

test('an athlete signs up, follows the mailed verification link, signs in and out', async ({ page, baseURL, request }) => {
  test.setTimeout(60_000); // sign-up, confirmation, profile completion and sign-out in one flow
  const email = `new-athlete-${Date.now()}@example.test`;

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Athlete' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'auth-login.png');
  await page.getByRole('link', { name: 'Join as an athlete' }).click();
  await expect(page).toHaveURL(/\/athlete\/signup$/);
  await expect(page.getByText('At least 8 characters, and not a common password.')).toBeVisible();
  await screenshot(page, 'auth-signup.png');

  // The form checks before sending, then the server's verdict shows at the field.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  // Names are optional here (profile completion asks for what is left out).
  await expect(page.getByText('Enter your first name')).toHaveCount(0);
  await field(page, 'First name').fill('Nia');
  await field(page, 'Last name').fill('Runner');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common; choose another')).toBeVisible();

  const mail = await mailAfter(email, async () => {
    await field(page, 'Password').fill('Tempo-Runs-Every-Tuesday');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`/verification-sent?email=${encodeURIComponent(email)}`);
  });
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  expect(mail.subject).toBe('Confirm your email address');

  // Not confirmed yet: signing in is refused, with the way to get the link again.
  await signIn(page, email, 'Tempo-Runs-Every-Tuesday');
  await expect(page.getByText('Confirm your email address before signing in. We can send the link again.')).toBeVisible();

  const link = mailedLink(mail, baseURL!, '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('This link has already been used. Ask for a new one.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, email, 'Tempo-Runs-Every-Tuesday');
  // A new account is in pending mode: home shows, inviting it to finish the profile, which its own pages wait for.
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('pending-profile').getByRole('link', { name: 'Finish my profile' }).click();
  await expect(page).toHaveURL(/\/athlete\/profile-completion$/);
  await field(page, 'Goals').fill('Run my first 10K');
  await page.getByRole('radio', { name: /^Beginner/ }).check();
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Training programs from real coaches' })).toBeVisible();
  expect(await stored(page, 'role')).toBe('athlete');
  const token = (await stored(page, 'token'))!;

  await page.goto('/athlete/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Nia Runner');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('account-state')).toHaveText('Active');

  // The sign-in email changes with the current password; an address in use is refused; the old address is told.
  const renamed = `renamed-${Date.now()}@example.test`;
  const emailSection = page.getByRole('region', { name: 'Change email' });
  await emailSection.getByRole('textbox', { name: 'New email' }).fill('athlete2@sportlink.test');
  await emailSection.getByLabel('Current password').fill('Tempo-Runs-Every-Tuesday');
  await emailSection.getByRole('button', { name: 'Change email' }).click();
  await expect(emailSection.getByText('An account with this email already exists')).toBeVisible();
  await emailSection.getByRole('textbox', { name: 'New email' }).fill(renamed);
  await emailSection.getByLabel('Current password').fill('not-my-password');
  await emailSection.getByRole('button', { name: 'Change email' }).click();
  await expect(emailSection.getByText('The current password is not right')).toBeVisible();
  const notice = await mailAfter(email, async () => {
    await emailSection.getByLabel('Current password').fill('Tempo-Runs-Every-Tuesday');
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    await expect(emailSection.getByText('Your email address was changed')).toBeVisible();
  });
  expect(notice.text).toContain(renamed);
  await expect(page.getByTestId('profile-email')).toHaveText(renamed);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'token')).toBeNull();
  // The server ended that session too.
  await expect
    .poll(async () => (await request.get(`/v1/api/${PROJECT}/member/lambda/profile`, { headers: { authorization: `Bearer ${token}` } })).status())
    .toBe(401);
  await fillSignIn(page, renamed, 'Tempo-Runs-Every-Tuesday');
  await expect(page).toHaveURL(/\/$/);
});

test('signing up with an address that already has an account looks like any sign-up; its owner is mailed the way in', async ({ page, baseURL }) => {
  const email = `taken-${Date.now()}@example.test`;
  const signUp = async (first: string, password: string) => {
    await page.goto('/athlete/signup');
    await field(page, 'First name').fill(first);
    await field(page, 'Last name').fill('Runner');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`/verification-sent?email=${encodeURIComponent(email)}`);
    await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  };
  // Someone signs up with the address first (and never confirms it); the owner then signs up: the same screen.
  expect((await mailAfter(email, () => signUp('Mallory', 'Squatters-Choice-2026'))).subject).toBe('Confirm your email address');
  const notice = await mailAfter(email, () => signUp('Olga', 'Owners-Own-Passphrase'));
  expect(notice.subject).toBe('Someone tried to sign up with your email address');

  // The notice's link sets the owner's own password, which confirms the address.
  await page.goto(mailedLink(notice, baseURL!, '/change-password'));
  await field(page, 'New password').fill('Owners-Own-Passphrase');
  await field(page, 'Confirm new password').fill('Owners-Own-Passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await signIn(page, email, 'Owners-Own-Passphrase');
  // Signed in, as a new account still to complete its profile.
  await expect(page.getByTestId('pending-profile')).toBeVisible();
});

test('a user who forgot the password resets it through the mailed link and signs in with the new one', async ({ page, baseURL }) => {
  const email = 'trainer2@sportlink.test';
  const newPassword = 'Deadlift-Day-Again-42';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Trainer' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/trainer\/forgot-password$/);
  // The new page is drawn (the sign-in page, with its own Email field, stays until it is).
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  const mail = await mailAfter(email, async () => {
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText('If an account exists for that email, we sent a link to reset the password.')).toBeVisible();
  });
  expect(mail.subject).toBe('Reset your password');

  await page.goto(mailedLink(mail, baseURL!, '/trainer/change-password'));
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill('something else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?role=trainer$/);
  await expect(page.getByRole('button', { name: 'Trainer' })).toHaveAttribute('aria-pressed', 'true');
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  expect(await stored(page, 'role')).toBe('trainer');

  // Other browser tests share this server and sign in as this demo trainer: an admin puts the demo password back.
  const admin = await page.request.post(`/v1/api/${PROJECT}/admin/lambda/login`, { data: { email: 'admin@sportlink.test', password: PASSWORD }, headers: { 'x-project': PROJECT } });
  const restored = await lambda(page.request, 'admin', 'admin/update/password', ((await admin.json()) as { token: string }).token, { id: 4, password: PASSWORD });
  expect(restored.status()).toBe(200);
});

test('an athlete signs in with a magic link', async ({ page, baseURL }) => {
  const email = 'athlete@sportlink.test';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/magic-login\/athlete$/);
  // The address changes before the new page shows (the sign-in page, with its own Email field, stays until then).
  await expect(page.getByRole('heading', { name: 'Athlete sign in with a link' })).toBeVisible();

  const mail = await mailAfter(email, async () => {
    await field(page, 'Email').fill(email);
    await expect(field(page, 'Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('If an account exists for that email, we sent a sign-in link. It works once, for 10 minutes.')).toBeVisible();
  });
  expect(mail.subject).toBe('Your sign-in link');
  const link = mailedLink(mail, baseURL!, '/magic-login/verify');
  expect(new URL(link, baseURL).searchParams.get('role')).toBe('member');

  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page, 'role')).toBe('athlete');
  await page.goto('/athlete/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Alex Kim');

  // The link works once.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto(link);
  await expect(page.getByText('This link has already been used. Ask for a new one.')).toBeVisible();
});

test('an athlete switches two-factor on and then signs in with a code from the app, or with a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  const email = 'athlete2@sportlink.test';
  await signIn(page, email, PASSWORD, '/athlete/profile');
  await expect(page).toHaveURL(/\/athlete\/profile$/);
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');

  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(page, 'auth-two-factor.png');

  await field(page, 'Code from the app').fill('12345');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Enter the 6-digit code from your app')).toBeVisible();
  const setupStep = totpStep();
  await field(page, 'Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on. Keep your recovery codes somewhere safe.')).toBeVisible();
  const codes = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('On');
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // Signing in now asks for a code.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await field(page, 'Code').fill('abcd-0000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right, or it was already used')).toBeVisible();
  // The setup code's time step is spent: a code of a later step.
  await field(page, 'Code').fill(await codeAfterStep(secret, setupStep));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page, 'role')).toBe('athlete');

  // A recovery code works once instead of the app.
  await signIn(page, email, PASSWORD, '/athlete/profile');
  await field(page, 'Code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/athlete\/profile$/);
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
});

test('the session-expired dialog appears when the session ends elsewhere, and leads back to sign in', async ({ page, request }) => {
  await signIn(page, 'athlete@sportlink.test', PASSWORD, '/athlete/profile');
  await expect(page).toHaveURL(/\/athlete\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Alex Kim');
  await expect(page.getByTestId('session-row').filter({ hasText: 'This device' })).toHaveCount(1);
  await screenshot(page, 'auth-security.png');

  // The session is ended on the server (as signing out on another device would).
  const token = (await stored(page, 'token'))!;
  expect((await lambda(request, 'member', 'logout', token)).status()).toBe(200);

  // The next call answers TOKEN_EXPIRED.
  await page.getByRole('button', { name: 'Refresh sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your current login session has expired. Redirecting to login page shortly.');
  await dialog.getByRole('button', { name: 'Got it, thanks!' }).click();
  await expect(page).toHaveURL('/login?redirect_uri=%2Fathlete%2Fprofile');
  expect(await stored(page, 'token')).toBeNull();

  // Signing in again comes back to the page.
  await fillSignIn(page, 'athlete@sportlink.test', PASSWORD);
  await expect(page).toHaveURL(/\/athlete\/profile$/);

  // Opening the app with a session that has ended leads to sign in too, back to the page opened.
  const second = (await stored(page, 'token'))!;
  expect((await lambda(request, 'member', 'logout', second)).status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL('/login?redirect_uri=%2Fathlete%2Fprofile');
  await expect(page.getByTestId('toast')).toContainText('Sign in again to continue.');
  expect(await stored(page, 'token')).toBeNull();
});

test('a deactivated trainer can look but is warned when trying to change something', async ({ page, request }) => {
  const login = await request.post(`/v1/api/${PROJECT}/admin/lambda/login`, { data: { email: 'admin@sportlink.test', password: PASSWORD } });
  const admin = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${admin}`, 'x-project': PROJECT };
  const found = await request.get(`/v1/api/records/${PROJECT}/admin/user?filter=email,eq,trainer@sportlink.test`, { headers });
  const trainerId = ((await found.json()) as { list: { id: number }[] }).list[0].id;
  const setStatus = async (status: 0 | 1) =>
    expect((await request.put(`/v1/api/records/${PROJECT}/admin/user/${trainerId}`, { headers, data: { status } })).status()).toBe(200);

  await setStatus(0);
  try {
    await page.goto('/login?role=trainer&redirect_uri=%2Ftrainer%2Fprofile');
    await fillSignIn(page, 'trainer@sportlink.test', PASSWORD);
    await expect(page).toHaveURL(/\/trainer\/profile$/);
    await expect(page.getByTestId('account-state')).toHaveText('Deactivated');
    const banner = page.getByTestId('account-deactivated-banner');
    await expect(banner).toContainText('Account Deactivated');
    await page.screenshot({ path: 'docs/screenshots/trainer-deactivated-banner.png' });

    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('Your account has been deactivated by admin. You can view content but cannot perform actions.');
    await expect(toast).toBeHidden({ timeout: 7000 }); // shown for 5000 ms
  } finally {
    await setStatus(1);
  }
});

test('the OAuth landing signs in with what the provider sign-in sent, and says so when nothing came', async ({ page, request }) => {
  // What the server's callback puts in the fragment: the login payload of a session it opened.
  const login = await request.post(`/v1/api/${PROJECT}/member/lambda/login`, { data: { email: 'athlete@sportlink.test', password: PASSWORD } });
  const payload = (await login.json()) as Record<string, string | number | boolean | null>;
  const fragment = new URLSearchParams({
    token: String(payload.token),
    user_id: String(payload.user_id),
    role: String(payload.role),
    expire_at: String(payload.expire_at),
    first_name: String(payload.first_name),
    last_name: String(payload.last_name),
    redirect_uri: '/athlete/profile',
  });
  await page.goto(`/login/oauth#${fragment}`);
  await expect(page).toHaveURL(/\/athlete\/profile$/); // no token left in the address
  await expect(page.getByTestId('profile-name')).toHaveText('Alex Kim');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  await page.goto('/login/oauth');
  await expect(page.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
  await expect(page.getByText('No sign-in details reached this page, so you are not signed in.')).toBeVisible();

  await page.goto('/login/oauth?error=The%20provider%20said%20no');
  await expect(page.getByText('The provider said no')).toBeVisible();

  await page.goto('/oauth-test');
  await expect(page.getByRole('link', { name: `/v1/api/${PROJECT}/member/lambda/google/login` })).toBeVisible();
  await expect(page.getByText('needs OpenID Connect configuration', { exact: false })).toBeVisible();
});
