/**
 * Accessibility of the admin: every list, the dashboard, Add user, the profile, a program's preview, a record's show
 * and edit pages, the workspaces and a board, the sessions and the analytics, as the demo admin sees them (with data,
 * their filters and dialogs open, forms showing their validation errors), checked with axe (no serious or critical
 * WCAG 2.1 AA violation); the main screens in the light and the dark theme.
 */
import { expect, test, type Page } from './support/test';
import { visit } from './support/navigation';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { signIn } from './support/session';

// Each axe pass over a full admin screen takes a few seconds; a test checks several.
test.describe.configure({ timeout: 180_000 });

/** The signed-in admin's access token (each test signs in anew). */
let adminToken = '';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  adminToken = (await signIn(page, 'admin@sportlink.test', '/admin/login')).token;
});

const rows = (page: Page) => page.locator('tbody tr');

/** Opens a react-admin list and waits for its rows. */
async function openList(page: Page, path: string) {
  await visit(page, path);
  await expect(rows(page).first()).toBeVisible();
}

/** An admin lambda call with the signed-in admin's token. */
async function adminLambda<T>(page: Page, endpoint: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/v1/api/sportlink/admin/lambda/${endpoint}`, { data, headers: { 'x-project': 'sportlink', authorization: `Bearer ${adminToken}` } });
  expect(res.ok(), `${endpoint}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('the dashboard is accessible in both themes', async ({ page }) => {
  await visit(page, '/admin/dashboard');
  await expect(page.getByRole('table', { name: 'Latest transactions' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Ask about your data' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'dashboard');
});

test('the trainers are accessible in both themes, and with the filter menu open and a flag filter shown', async ({ page }) => {
  await openList(page, '/admin/trainers');
  await expectAccessibleInBothThemes(page, 'trainers');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Verified' })).toBeVisible();
  await expectAccessible(page, 'trainers, the filter menu open');
  await page.getByRole('menuitemcheckbox', { name: 'Verified' }).click();
  await expect(page.getByRole('combobox', { name: 'Verified' })).toBeVisible();
  await expectAccessible(page, 'trainers, filtered by a flag');
});

test('the athletes are accessible with a row selected and the bulk actions shown', async ({ page }) => {
  await openList(page, '/admin/athletes');
  await expectAccessible(page, 'athletes');
  await rows(page).first().getByRole('checkbox', { name: 'Select this row' }).check();
  await expect(page.getByRole('button', { name: 'Deactivate' }).first()).toBeVisible();
  await expectAccessible(page, 'athletes, a row selected with the bulk actions');
});

test('the programs are accessible in both themes', async ({ page }) => {
  await openList(page, '/admin/programs');
  await expectAccessibleInBothThemes(page, 'programs');
});

test('the transactions are accessible, filtered by a date', async ({ page }) => {
  await openList(page, '/admin/transactions');
  await expectAccessible(page, 'transactions');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Created from' }).click();
  await expect(page.getByLabel('Created from')).toBeVisible();
  await expectAccessible(page, 'transactions, filtered by a date');
});

test('the refunds are accessible in both themes, and a refund’s decision dialog', async ({ page }) => {
  await openList(page, '/admin/refunds');
  await expectAccessibleInBothThemes(page, 'refunds');
  await rows(page).first().getByRole('button', { name: 'Deny' }).click();
  const dialog = page.getByRole('dialog', { name: /^Deny refund #\d+$/ });
  await expect(dialog.getByRole('textbox', { name: /Why is it denied/ })).toBeVisible();
  await expectAccessible(page, 'refund decision dialog');
});

test('the content libraries and blog posts are accessible', async ({ page }) => {
  await openList(page, '/admin/content-libraries');
  await expectAccessible(page, 'content libraries');
  await openList(page, '/admin/blog-posts');
  await expectAccessible(page, 'blog posts');
});

test('the blog categories, blog tags and CMS are accessible, the CMS in both themes', async ({ page }) => {
  await openList(page, '/admin/blog-categories');
  await expectAccessible(page, 'blog categories');
  await openList(page, '/admin/blog-tags');
  await expectAccessible(page, 'blog tags');
  await openList(page, '/admin/cms');
  await expectAccessibleInBothThemes(page, 'CMS');
});

test('a record’s show page is accessible in both themes, and its reset-password dialog', async ({ page }) => {
  await visit(page, '/admin/trainers/3/show');
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'trainer show page');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog', { name: /^Reset password: / }).getByLabel('New password')).toBeVisible();
  await expectAccessible(page, 'reset password dialog');
});

test('a content library’s page with its exercises is accessible', async ({ page }) => {
  await visit(page, '/admin/content-libraries/1/show');
  await expect(page.getByText('Back squat').first()).toBeVisible();
  await expectAccessible(page, 'content library show page with its exercises');
});

test('a record’s edit page is accessible in both themes, and with its errors', async ({ page }) => {
  await visit(page, '/admin/programs/1');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Strength Foundations');
  await expectAccessibleInBothThemes(page, 'program edit page');
  await title.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectAccessible(page, 'program edit page with its errors');
});

test('Add user is accessible in both themes, and with its errors', async ({ page }) => {
  await visit(page, '/admin/add-user');
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'add user');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectAccessible(page, 'add user with its errors');
});

test('the admin’s profile, at a glance and in full, is accessible', async ({ page }) => {
  await visit(page, '/admin/profile/view');
  await expect(page.getByRole('link', { name: 'Edit profile and security' })).toBeVisible();
  await expectAccessible(page, 'profile view');
  await visit(page, '/admin/profile');
  await expect(page.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
  await expectAccessible(page, 'profile');
});

test('a program’s preview is accessible in both themes', async ({ page }) => {
  await visit(page, '/admin/programs/preview/1');
  await expect(page.getByRole('heading', { name: 'Strength Foundations' })).toBeVisible();
  // A workout still named by its day reads "Day 1", not "Day 1: Day 1".
  await expect(page.getByText('Day 1', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Day 1: Day 1')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'program preview');
});

/** A workspace with one board (its default columns), made through the admin's lambdas; its id. */
async function workspaceWithBoard(page: Page, name: string): Promise<number> {
  const workspace = await adminLambda<{ data: number }>(page, 'pm/workspaces', { name, description: 'Checked with axe' });
  await adminLambda(page, `pm/workspaces/${workspace.data}/boards`, { name: 'Checks' });
  return workspace.data;
}

test('the workspaces are accessible in both themes, and the new-workspace dialog with its error', async ({ page }) => {
  await workspaceWithBoard(page, 'Accessibility review');
  await visit(page, '/admin/workspaces');
  await expect(page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: /Accessibility review/ }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'workspaces');
  await page.getByRole('button', { name: 'New workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog.getByText('Give it a name')).toBeVisible();
  await expectAccessible(page, 'new workspace dialog with its error');
});

test('a workspace’s board is accessible in both themes, with a card’s menu open', async ({ page }) => {
  const workspace = await workspaceWithBoard(page, 'Board review');
  await visit(page, `/admin/workspaces/${workspace}`);
  const todo = page.getByRole('region', { name: 'To do column' });
  await todo.getByRole('textbox', { name: 'New card in To do' }).fill('Run axe on every screen');
  await todo.getByRole('textbox', { name: 'New card in To do' }).press('Enter');
  await expect(todo.getByRole('listitem', { name: 'Run axe on every screen' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'workspace board');
  await todo.getByRole('button', { name: 'Move or delete Run axe on every screen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Move to In progress' })).toBeVisible();
  await expectAccessible(page, 'a card’s menu open');
  await page.keyboard.press('Escape');
});

test('the sessions are accessible in both themes, and the end-session dialog', async ({ page, browser }) => {
  const other = await browser.newContext();
  try {
    await signIn(await other.newPage(), 'athlete@sportlink.test');
    await visit(page, '/admin/sessions');
    const row = page.getByRole('table', { name: 'Open sessions' }).getByRole('row').filter({ hasText: 'athlete@sportlink.test' }).first();
    await expect(row).toBeVisible();
    await expectAccessibleInBothThemes(page, 'sessions');
    await row.getByRole('button', { name: /^End session: .* session on / }).click();
    const confirm = page.getByRole('dialog', { name: 'End this session?' });
    await expect(confirm.getByRole('button', { name: 'End session' })).toBeVisible();
    await expectAccessible(page, 'end session dialog');
  } finally {
    await other.close();
  }
});

test('the sign-in analytics are accessible in both themes', async ({ page }) => {
  await visit(page, '/admin/analytics');
  await expect(page.getByTestId('sign-ins-30d')).toHaveText(/^[1-9]\d*$/);
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'analytics');
});
