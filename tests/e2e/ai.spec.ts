/**
 * AI in the browser, against the test server's OpenAI-compatible server on loopback (support/site.ts, support/ai-demo.ts):
 * the admin's Ask box proposes a query, shows it and runs it; a refused proposal is explained; an athlete translates a
 * post in the feed into their language; without AI the Ask box says why it is off and the feed has no Translate.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';

async function shoot(target: Page | Locator, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled' });
}

const askBox = (page: Page) => page.getByTestId('ask-box');

async function setAi(page: Page, configured: boolean) {
  const res = await page.request.post('/__e2e/ai', { data: { configured } });
  expect(((await res.json()) as { configured: boolean }).configured).toBe(configured);
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
});

test('an admin asks a question on the dashboard, sees the proposed query, and runs it to see the rows', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/dashboard');
  const box = askBox(page);
  await expect(box.getByRole('heading', { name: 'Ask about your data' })).toBeVisible();

  // An empty question is caught at the field, and nothing is asked.
  await box.getByRole('button', { name: 'Propose query' }).click();
  await expect(box.getByText('Type a question first')).toBeVisible();

  const question = box.getByRole('textbox', { name: 'Your question' });
  await question.fill('Published programs, cheapest first');
  await question.press('Enter');
  const proposed = box.getByRole('region', { name: 'Proposed query' });
  await expect(proposed).toBeVisible();
  await expect(proposed.getByText('Published programs, cheapest first, with their trainer.')).toBeVisible();
  await expect(proposed.getByTestId('query-table')).toHaveText('program');
  await expect(proposed.getByTestId('query-filter')).toHaveText(['status = published']);
  await expect(proposed.getByTestId('query-order')).toHaveText(['price ↑']);
  await expect(proposed.getByTestId('query-size')).toHaveText('5');
  await expect(proposed.getByTestId('query-join')).toHaveText(['trainer']);
  // Nothing has run yet.
  await expect(box.getByRole('table', { name: 'Query results' })).toHaveCount(0);

  await proposed.getByRole('button', { name: 'Run query' }).click();
  const results = box.getByRole('table', { name: 'Query results' });
  await expect(results).toBeVisible();
  const rows = results.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(box.getByTestId('ask-count')).toHaveText(/^\d+ of \d+ program records$/);
  await expect(results.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(results.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  // Published only, cheapest first: the list's answer, not the model's.
  const statusColumn = await results.getByRole('columnheader').allTextContents();
  const statusAt = statusColumn.indexOf('Status');
  const statuses = await rows.locator(`td:nth-child(${statusAt + 1})`).allTextContents();
  expect(new Set(statuses)).toEqual(new Set(['published']));
  await box.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await shoot(box, 'admin-ask');
});

test('an admin is told why a proposed query cannot run, and nothing is offered to run', async ({ page }) => {
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/dashboard');
  const box = askBox(page);
  await box.getByRole('textbox', { name: 'Your question' }).fill('Users by their password');
  await box.getByRole('button', { name: 'Propose query' }).click();
  await expect(box.getByTestId('ask-error')).toHaveText('The proposed query cannot run: Unknown field in filter: password_hash');
  await expect(box.getByRole('button', { name: 'Run query' })).toHaveCount(0);
});

test("an athlete translates a trainer's post in the feed into their own language, and hides it again", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page, 'athlete@sportlink.test');
    await page.goto('/athlete/feed');
    const post = page.getByTestId('post').filter({ has: page.getByTestId('post-body').filter({ hasText: 'New week, new PRs' }) });
    const translate = post.getByRole('button', { name: 'Translate' });
    await expect(translate).toBeVisible();
    // Keyboard: focus the button and press Enter.
    await translate.focus();
    await page.keyboard.press('Enter');
    const translation = post.getByTestId('post-translation');
    await expect(translation).toContainText(/Translated to [A-Za-z ()]*Spanish[A-Za-z ()]* by AI/);
    await expect(translation.locator('[lang="es-ES"]')).toHaveText('Nueva semana, nuevos récords. Recuerda: las series de calentamiento también cuentan.');
    // The original stays where it was.
    await expect(post.getByTestId('post-body')).toHaveText('New week, new PRs. Remember: the warm-up sets count too.');
    await page.mouse.move(0, 0);
    await shoot(post, 'athlete-feed-translate');
    await post.getByRole('button', { name: 'Hide translation' }).click();
    await expect(translation).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('without AI the Ask box says it is off, and the feed offers no Translate', async ({ browser, page }) => {
  await setAi(page, false);
  const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const athlete = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const a = await admin.newPage();
    await signIn(a, 'admin@sportlink.test', '/admin/login');
    await a.goto('/admin/dashboard');
    const box = askBox(a);
    await expect(box.getByTestId('ask-off')).toContainText('AI is off');
    await expect(box.getByTestId('ask-off')).toContainText('AI is not configured on this server');
    await expect(box.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
    await expect(box.getByRole('button', { name: 'Propose query' })).toBeDisabled();
    await shoot(box, 'admin-ask-off');

    const b = await athlete.newPage();
    await signIn(b, 'athlete@sportlink.test');
    const config = b.waitForResponse((r) => r.url().includes('/lambda/deployments/config'));
    await b.goto('/athlete/feed');
    expect(((await (await config).json()) as { configured: boolean }).configured).toBe(false);
    await expect(b.getByTestId('post')).toHaveCount(3);
    await expect(b.getByRole('button', { name: 'Translate' })).toHaveCount(0);
  } finally {
    await admin.close();
    await athlete.close();
    await setAi(page, true);
  }
});
