/**
 * The admin's workspaces (create a workspace and a board, add and move cards), the sessions screen and the sign-in
 * analytics; and a trainer scheduling a session with an athlete (no Google Calendar here: the .ics file instead).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Opens a page from the admin sidebar (a click on the page closes the sidebar, so it may need opening first). */
async function fromSidebar(page: Page, label: string) {
  const opener = page.getByRole('button', { name: 'Open sidebar' });
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: label, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
});

test('an admin creates a workspace and a board, adds cards and moves one to another column', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/dashboard');
  await fromSidebar(page, 'Workspaces');
  await expect(page).toHaveURL(/\/admin\/workspaces$/);
  await expect(page).toHaveTitle('Workspaces');

  const name = 'Spring launch';
  await page.getByRole('button', { name: 'New workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog.getByText('Give it a name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Everything for the spring programs launch');
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page).toHaveURL(/\/admin\/workspaces\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No boards yet')).toBeVisible();

  await page.getByRole('button', { name: 'New board' }).click();
  const boardDialog = page.getByRole('dialog', { name: 'New board' });
  await boardDialog.getByRole('textbox', { name: 'Name' }).fill('Content calendar');
  await boardDialog.getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByRole('tab', { name: 'Content calendar (0)' })).toHaveAttribute('aria-selected', 'true');

  const todo = page.getByRole('region', { name: 'To do column' });
  const doing = page.getByRole('region', { name: 'In progress column' });
  await todo.getByRole('button', { name: 'Add card to To do' }).click();
  await expect(todo.getByText('Give the card a title')).toBeVisible();
  for (const title of ['Film the squat tutorial', 'Write the launch post', 'Email the trainers']) {
    await todo.getByRole('textbox', { name: 'New card in To do' }).fill(title);
    await todo.getByRole('textbox', { name: 'New card in To do' }).press('Enter');
    await expect(todo.getByRole('listitem', { name: title })).toBeVisible();
  }
  await expect(todo.getByRole('listitem')).toHaveText([/Film the squat tutorial/, /Write the launch post/, /Email the trainers/]);

  // Move with the keyboard: open the card's menu and choose the column.
  await todo.getByRole('button', { name: 'Move or delete Write the launch post' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await expect(doing.getByRole('listitem', { name: 'Write the launch post' })).toBeVisible();
  await expect(todo.getByRole('listitem')).toHaveText([/Film the squat tutorial/, /Email the trainers/]);
  await todo.getByRole('button', { name: 'Move or delete Email the trainers' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(todo.getByRole('listitem')).toHaveText([/Email the trainers/, /Film the squat tutorial/]);
  await expect(page.getByRole('tab', { name: 'Content calendar (3)' })).toBeVisible();

  // What the screen shows is what the server keeps.
  await page.reload();
  await expect(page.getByRole('region', { name: 'In progress column' }).getByRole('listitem')).toHaveText([/Write the launch post/]);
  await expect(page.getByRole('region', { name: 'To do column' }).getByRole('listitem')).toHaveText([/Email the trainers/, /Film the squat tutorial/]);
  await shoot(page, 'admin-workspace');

  await page.getByRole('link', { name: 'All workspaces' }).click();
  await expect(page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: new RegExp(name) })).toContainText('1 board');
});

test('an admin sees everyone’s open sessions, ends one, and reads the sign-in analytics', async ({ page, browser }) => {
  // An athlete signed in elsewhere.
  const other = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });
  const athlete = await other.newPage();
  try {
    await signIn(athlete, 'athlete2@sportlink.test');
    await signIn(page, 'admin@sportlink.test', '/admin/login');
    await page.goto('/admin/dashboard');
    await fromSidebar(page, 'Sessions');
    await expect(page).toHaveTitle('Sessions');
    const table = page.getByRole('table', { name: 'Open sessions' });
    await expect(table.getByRole('row').filter({ hasText: 'admin@sportlink.test' }).first()).toContainText('This session');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('athlete2@');
    const row = table.getByRole('row').filter({ hasText: 'Chrome on Android' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('athlete2@sportlink.test');
    await expect(row).toContainText('Athlete');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('');
    await expect(table.getByRole('row').filter({ hasText: 'Chrome on Android' })).toHaveCount(1);
    await shoot(page, 'admin-sessions');

    await table.getByRole('row').filter({ hasText: 'Chrome on Android' }).getByRole('button', { name: /^End .* session on Chrome on Android$/ }).click();
    await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End session' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'was signed out on Chrome on Android' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Chrome on Android' })).toHaveCount(0);

    // The athlete's device is signed out at its next call.
    await athlete.goto('/athlete/profile');
    await expect(athlete.getByRole('dialog', { name: 'Session Expired' }).or(athlete.getByRole('textbox', { name: 'Email', exact: true }))).toBeVisible();

    await fromSidebar(page, 'Analytics');
    await expect(page).toHaveTitle('Analytics');
    await expect(page.getByTestId('sign-ins-30d')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole('img', { name: /Sign-ins per day over the last 30 days/ })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await shoot(page, 'admin-analytics');
  } finally {
    await other.close();
  }
});

test('a trainer schedules a session with an athlete and, without Google Calendar, downloads it as an .ics file', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/athlete-management');
  const button = page.getByRole('button', { name: /^Schedule a session with / }).first();
  const label = (await button.getAttribute('aria-label'))!;
  const athleteName = label.replace('Schedule a session with ', '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a session' });
  await expect(dialog.getByRole('combobox', { name: 'Athletes' })).toHaveText(athleteName);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('');
  await dialog.getByRole('button', { name: 'Add to Google Calendar' }).click();
  await expect(dialog.getByText('Give the session a title')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Form check: squats, deadlifts');
  await dialog.getByLabel('Starts').fill('2030-03-04T18:30');
  await dialog.getByRole('textbox', { name: 'Where (optional)' }).fill('Video call');
  await dialog.getByRole('button', { name: 'Add to Google Calendar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Scheduling with Google Calendar is not configured' })).toBeVisible();
  await shoot(page, 'trainer-schedule');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download .ics' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('session.ics');
  const ics = readFileSync((await file.path())!, 'utf8');
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain('SUMMARY:Form check: squats\\, deadlifts');
  expect(lines.find((l) => l.startsWith('DTSTART:'))).toBe(`DTSTART:${new Date('2030-03-04T18:30').toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}`);
  expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`With: ${athleteName}`);
  await expect(page.getByTestId('toast').filter({ hasText: 'session.ics downloaded' })).toBeVisible();
});
