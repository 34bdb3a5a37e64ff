/**
 * Pending mode in the browser (requirements §6): a new trainer and a new athlete sign up, confirm the mailed link and sign
 * in. They may browse the storefront (a notice invites them to finish the profile); the pages of their role send them
 * to profile completion. The athlete signs up without names, which profile completion then asks for. They complete
 * the profile (with a photo upload) and the rest of the app opens.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';

const PROJECT = 'sportlink';
const PASSWORD = 'Tempo-Runs-Every-Tuesday';
const SCREENSHOTS = 'docs/screenshots';

// ---- a real image to upload ------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A size×size RGB PNG: a diagonal gradient from `from` to `to` with a light disc in the middle (a "face"). */
function portrait(size: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const inside = (x - size / 2) ** 2 + (y - size * 0.45) ** 2 < (size * 0.22) ** 2;
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = inside ? 240 : Math.round(from[i] + (to[i] - from[i]) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

// ---- pages -----------------------------------------------------------------------------------------

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Signs a new account up on its sign-up page, follows the mailed link, and signs in. */
async function signUpAndSignIn(page: Page, baseURL: string, audience: 'trainer' | 'athlete', email: string, names?: { first: string; last: string }) {
  await page.goto(`/${audience}/signup`);
  const mail = await mailAfter(email, async () => {
    // Names are optional at sign-up (profile completion asks for them).
    if (names) {
      await field(page, 'First name').fill(names.first);
      await field(page, 'Last name').fill(names.last);
    }
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verification-sent\?/);
  });
  const link = linkIn(mail, `${baseURL}/verify-email`);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();
  await page.goto(audience === 'trainer' ? '/login?role=trainer' : '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function profileOf(page: Page, pathRole: 'trainer' | 'member') {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`/v1/api/${PROJECT}/${pathRole}/lambda/profile`, { headers: { authorization: `Bearer ${token}`, 'x-project': PROJECT } });
  return ((await res.json()) as { model: Record<string, unknown> & { details: Record<string, unknown> | null } }).model;
}

/** The whole form in one tall viewport (a full-page capture would draw the sticky header mid-page). */
async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(Math.max(height, 900), 2000) });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}` });
}

// Each flow signs up, confirms, signs in, uploads and completes: longer than the default 30 s on a cold start.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a new trainer is sent to profile completion from the studio until the profile is complete, then reaches the dashboard', async ({ page, baseURL }) => {
  const email = `new-coach-${Date.now()}@example.test`;
  await signUpAndSignIn(page, baseURL!, 'trainer', email, { first: 'Tess', last: 'Trainer' });

  // Signing in leads to the dashboard, which sends a pending trainer to profile completion.
  await expect(page).toHaveURL(/\/trainer\/profile-completion$/);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByTestId('pending-notice')).toHaveText('You can browse the storefront now; buying programs and your own pages open as soon as your profile is complete.');
  await expect(page).toHaveTitle('Profile Completion');
  // The names came with the sign-up: the form does not ask again.
  await expect(field(page, 'First name')).toHaveCount(0);
  for (const path of ['/trainer/dashboard', '/trainer/programs', '/trainer/profile']) {
    await page.goto(path);
    await expect(page, `sent to profile completion from ${path}`).toHaveURL(/\/trainer\/profile-completion$/);
  }
  // Browsing stays open: the storefront shows, with the way back to the profile.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Training programs from real coaches' })).toBeVisible();
  await expect(page.getByTestId('pending-profile')).toContainText('Finish your profile to buy programs and open your own pages.');
  // Public pages stay reachable.
  await page.goto('/test-components');
  await expect(page).toHaveURL(/\/test-components$/);
  await page.goto('/trainer/dashboard');
  await expect(page).toHaveURL(/\/trainer\/profile-completion$/);

  // The form checks before sending.
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByText('Write a short bio: athletes read it before they buy')).toBeVisible();
  await expect(page.getByText('Add at least one specialty')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Years of experience' }).fill('81');
  await expect(page.getByText('Years of experience is a whole number from 0 to 80')).toBeVisible();

  // A photo: uploaded, then shown from where the server keeps it.
  await page.getByTestId('photo-input').setInputFiles({ name: 'tess.png', mimeType: 'image/png', buffer: portrait(160, [33, 150, 243], [156, 39, 176]) });
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  // Drawn from where the server keeps it (the image loads after its address is set: waited for, not assumed).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

  await field(page, 'Headline').fill('Strength coach for busy people');
  await field(page, 'Bio').fill('Twelve years of coaching lifters from their first squat to their first meet. Three short sessions a week, no ego lifting.');
  const specialties = page.getByRole('combobox', { name: 'Specialties' });
  await specialties.fill('Strength');
  await specialties.press('Enter');
  await specialties.fill('Kettlebell flows');
  await specialties.press('Enter');
  await expect(page.getByRole('button', { name: 'Kettlebell flows' })).toBeVisible();
  await field(page, 'Certifications').fill('NSCA-CSCS, StrongFirst SFG I');
  await page.getByRole('spinbutton', { name: 'Years of experience' }).fill('12');
  await expect(page.getByText('Years of experience is a whole number from 0 to 80')).toBeHidden();
  await screenshot(page, 'trainer-profile-completion.png');

  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  await expect(page.getByTestId('toast')).toContainText('Your profile is complete. Welcome to Sportlink!');
  await expect(page.getByTestId('layout-trainer')).toBeVisible();

  // The rest of the studio is open now, across a reload too.
  await page.goto('/trainer/programs');
  await expect(page).toHaveURL(/\/trainer\/programs$/);
  await page.reload();
  await expect(page).toHaveURL(/\/trainer\/programs$/);

  const profile = await profileOf(page, 'trainer');
  expect(profile.profile_complete).toBe(1);
  expect(String(profile.photo)).toMatch(/^\/uploads\/.+\.png$/);
  expect(profile.details).toMatchObject({ headline: 'Strength coach for busy people', specialties: 'Strength, Kettlebell flows', certifications: 'NSCA-CSCS, StrongFirst SFG I', years_experience: 12 });

  // The same page now edits the profile, filled in.
  await page.goto('/trainer/profile-completion');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(field(page, 'Headline')).toHaveValue('Strength coach for busy people');
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', String(profile.photo));
});

test('a new athlete signed up without names browses the storefront, completes the profile with names, then has the app open', async ({ page, baseURL }) => {
  const email = `new-athlete-pc-${Date.now()}@example.test`;
  await signUpAndSignIn(page, baseURL!, 'athlete', email);

  // Signing in leads home: a pending athlete browses the storefront, told what waits for the profile.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Training programs from real coaches' })).toBeVisible();
  const notice = page.getByTestId('pending-profile');
  await expect(notice).toContainText('Finish your profile to buy programs and open your own pages.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/pending-profile-home-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/athlete/program/1');
  await expect(page).toHaveURL(/\/athlete\/program\/1$/);
  await expect(notice).toBeVisible();
  // Buying needs the profile: Buy leads to the form (the server refuses a pending athlete's checkout too).
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/athlete\/profile-completion$/);
  // Their own pages wait for the profile.
  for (const path of ['/athlete/library', '/athlete/profile']) {
    await page.goto(path);
    await expect(page, `sent to profile completion from ${path}`).toHaveURL(/\/athlete\/profile-completion$/);
  }
  await page.goto('/');
  await notice.getByRole('link', { name: 'Finish my profile' }).click();
  await expect(page).toHaveURL(/\/athlete\/profile-completion$/);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();

  // The sign-up left the names out: the form asks for them, with the rest.
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByText('Enter your first name')).toBeVisible();
  await expect(page.getByText('Enter your last name')).toBeVisible();
  await field(page, 'First name').fill('Nia');
  await field(page, 'Last name').fill('Runner');
  await expect(page.getByText('Enter your first name')).toBeHidden();
  await expect(page.getByText('Tell us what you want to achieve')).toBeVisible();
  await expect(page.getByText('Choose your level')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Height' }).fill('300');
  await expect(page.getByText('Height is a whole number of centimetres from 50 to 260')).toBeVisible();

  await page.getByTestId('photo-input').setInputFiles({ name: 'nia.png', mimeType: 'image/png', buffer: portrait(160, [0, 150, 136], [255, 193, 7]) });
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  // Drawn from where the server keeps it (the image loads after its address is set: waited for, not assumed).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);

  await field(page, 'Goals').fill('Run a half marathon under two hours, and stay injury-free while doing it.');
  await page.getByRole('radio', { name: /^Intermediate/ }).check();
  await page.getByRole('spinbutton', { name: 'Height' }).fill('172');
  await page.getByRole('spinbutton', { name: 'Weight' }).fill('68.5');
  await page.getByLabel('Birth date').fill('1995-04-20');
  await expect(page.getByText('Height is a whole number of centimetres from 50 to 260')).toBeHidden();
  await screenshot(page, 'athlete-profile-completion.png');

  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Training programs from real coaches' })).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Your profile is complete. Welcome to Sportlink!');

  // The rest of the app opens.
  await page.goto('/athlete/library');
  await expect(page).toHaveURL(/\/athlete\/library$/);
  await page.goto('/athlete/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Nia Runner');

  const profile = await profileOf(page, 'member');
  expect(profile.profile_complete).toBe(1);
  expect(String(profile.photo)).toMatch(/^\/uploads\/.+\.png$/);
  expect(profile.details).toMatchObject({ goals: 'Run a half marathon under two hours, and stay injury-free while doing it.', level: 'intermediate', height_cm: 172, weight_kg: 68.5, birth_date: '1995-04-20' });
});
