/**
 * The trainer studio end to end, as a new trainer lives it: sign up, confirm the mailed link, complete the
 * profile, build a program with two splits and exercises, submit it (an admin publishes it), give it a
 * 20% discount for two weeks, and post to the feed.
 */
import { expect, test } from './support/test';
import { linkIn } from '../helpers/smtp';
import { mailAfter } from './support/mail';

const PASSWORD = 'Coach-Every-Morning-42';

test('a new trainer signs up, completes the profile, builds and publishes a program, discounts it 20% and posts to the feed', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `journey-${Date.now()}@example.test`;
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  // Sign up and confirm.
  await page.goto('/trainer/signup');
  const mail = await mailAfter(email, async () => {
    await field('First name').fill('Nora');
    await field('Last name').fill('Field');
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verification-sent\?/);
  });
  const link = linkIn(mail, `${baseURL}/verify-email`);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();
  await page.goto('/login?role=trainer');
  await field('Email').fill(email);
  await field('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Pending: held on profile completion until it is done.
  await expect(page).toHaveURL(/\/trainer\/profile-completion$/);
  await field('Bio').fill('Former sprinter coaching speed and power for field athletes.');
  const specialties = page.getByRole('combobox', { name: 'Specialties' });
  await specialties.fill('Sprinting');
  await specialties.press('Enter');
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);

  // Build a program: details, two splits, a workout with an exercise in each.
  await page.goto('/trainer/add-program');
  await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Speed Foundations');
  await expect(page).toHaveURL(/\/trainer\/edit-program\/\d+$/, { timeout: 10_000 });
  const programId = Number(/edit-program\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('textbox', { name: 'Description', exact: true }).first().fill('Acceleration, max velocity and the strength behind them.');
  await page.getByRole('textbox', { name: 'Price', exact: true }).first().fill('50');
  const splits = page.getByTestId('split');
  for (const [i, title] of ['Acceleration', 'Max velocity'].entries()) {
    await page.getByRole('button', { name: 'Add split' }).click();
    await expect(splits).toHaveCount(i + 1);
    await splits.nth(i).getByLabel('Split title').fill(title);
    await splits.nth(i).getByLabel('Split title').press('Enter');
    const split = page.getByRole('region', { name: new RegExp(`^Split \\d: ${title}$`) });
    await split.getByRole('button', { name: 'Add workout' }).click();
    await split.getByTestId('workout').getByRole('button', { name: 'Add exercise' }).click();
    const picker = page.getByRole('dialog', { name: /Add an exercise to/ });
    await picker.getByRole('combobox', { name: 'Exercise' }).fill(i === 0 ? 'Plank' : 'Squat');
    await page.getByRole('option').first().click();
    await picker.getByRole('button', { name: 'Add to workout' }).click();
    await expect(picker).toBeHidden();
    await expect(split.getByTestId('workout-exercise')).toHaveCount(1);
  }
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('program-status')).toHaveText('Pending review');

  // An admin approves it: it is published.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await admin.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@sportlink.test');
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill('Sportlink123!');
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto(`/admin/programs/${programId}/show`);
  await admin.getByRole('button', { name: 'Approve' }).first().click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'The program is approved and live' })).toBeVisible();
  await adminContext.close();

  // A 20% discount for the next two weeks.
  await page.goto(`/trainer/discount/${programId}`);
  await page.getByRole('button', { name: 'New discount' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Percentage off' }).fill('20');
  const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T08:00`;
  await dialog.getByLabel('Starts').fill(local(new Date(Date.now() - 86_400_000)));
  await dialog.getByLabel('Ends (optional)').fill(local(new Date(Date.now() + 14 * 86_400_000)));
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(page.getByRole('table', { name: 'Discounts' })).toContainText('$50.00 → $40.00');
  const quote = await page.request.get(`/v1/api/sportlink/member/lambda/programs/${programId}/price`, { headers: { 'x-project': 'sportlink' } });
  expect(await quote.json()).toMatchObject({ price: 5000, final_price: 4000 });

  // A post on the feed.
  await page.goto('/trainer/feed');
  await page.getByRole('textbox', { name: 'Share something with your athletes' }).fill('Speed Foundations is live, 20% off for two weeks.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('post').first()).toContainText('Speed Foundations is live');
});
