/**
 * The open pages as the server draws them (ADR 028): whole without any script (what a crawler or a link preview reads,
 * and what a phone shows before the app's code arrives), then taken over by the app without a console error and
 * without asking the server again for what the page already holds; its buttons work. In French by its address. A
 * signed-in athlete gets their own app over the drawn page.
 */
import { expect, test, type Page } from './support/test';
import { signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';

/** The page's console errors and uncaught errors (a hydration mismatch is one), and its API calls, from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/')) api.push(`${r.method()} ${url.pathname}`);
  });
  return { errors, api };
}

/** The first program of the catalogue the API lists: its id, title and what it sells at today. */
async function firstProgram(page: Page) {
  const res = await page.request.get('/v1/api/records/sportlink/member/program?size=1&filter=status,eq,published&order=id,asc', { headers: { 'x-project': 'sportlink' } });
  expect(res.status()).toBe(200);
  const [p] = ((await res.json()) as { list: { id: number; title: string; sale_price: number; price: number }[] }).list;
  return p;
}

test('a program page arrives drawn, and the app takes it over: no console error, no second fetch, Buy works', async ({ browser, baseURL, page }) => {
  const program = await firstProgram(page);
  const path = `/athlete/program/${program.id}`;

  // Without JavaScript: the whole page, as a crawler reads it.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await plain.newPage();
  await bare.goto(path);
  await expect(bare).toHaveTitle(`${program.title} | Sportlink`);
  await expect(bare.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
  await expect(bare.getByRole('button', { name: 'Buy' })).toBeVisible();
  await expect(bare.getByText(`$${(program.sale_price / 100).toFixed(2)}`).first()).toBeVisible();
  await plain.close();

  // With it: the same page, taken over (hydrated) with the data it carried.
  const seen = watch(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
  // Buy, for a visitor, asks them to sign in first and brings them back (the click waits for the app to take over).
  await expect(async () => {
    await page.getByRole('button', { name: 'Buy' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login\?redirect_uri=/, { timeout: 2_000 });
  }).toPass();
  expect(seen.errors).toEqual([]);
  // The program, its price, its trainer and its reviews came with the page.
  expect(seen.api.filter((call) => call.includes(`/program/${program.id}`) || call.includes('/review') || call.includes('/trainer_profile'))).toEqual([]);

  // Signed in, the same Buy opens the checkout.
  await signIn(page, 'athlete2@sportlink.test');
  await page.goto(path);
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a signed-in athlete gets their own app over the drawn page, without a console error', async ({ page }) => {
  const program = await firstProgram(page);
  await signIn(page, 'athlete@sportlink.test');
  const seen = watch(page);
  await page.goto(`/athlete/program/${program.id}`);
  await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /account|profile|menu/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(seen.errors).toEqual([]);
});

test('the same page in French: French words, French tags, and the app takes it over in French', async ({ page }) => {
  const program = await firstProgram(page);
  const path = `/athlete/program/${program.id}?lang=fr`;
  const seen = watch(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/athlete/program/${program.id}\\?lang=fr$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/athlete/program/${program.id}$`));
  await expect(page.getByRole('button', { name: 'Acheter' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Acheter' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login\?redirect_uri=/, { timeout: 2_000 });
  }).toPass();
  // The sign-in page the app drew is in French too: the address chose the language.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test('the home page and a trainer’s page are drawn with their lists, and taken over without a console error', async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 900, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    await page.setViewportSize(viewport);
    const seen = watch(page);
    const response = await page.goto('/');
    // The catalogue is in the page the server sent, before any script ran.
    const html = (await response!.text()) as string;
    expect(html).toContain('data-testid="program-card"');
    await expect(page.getByTestId('program-card').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/server-rendered-home-${viewport.name}.png` });
    await page.getByTestId('program-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/athlete\/program\/\d+/);
    expect(seen.errors, viewport.name).toEqual([]);
    expect(seen.api.filter((call) => call.includes('/lambda/cms/page/home') || /\/program$/.test(call)), viewport.name).toEqual([]);
  }
  const seen = watch(page);
  const trainer = await page.request.get('/v1/api/records/sportlink/member/user?size=1&filter=role,eq,trainer&order=id,asc', { headers: { 'x-project': 'sportlink' } });
  const [{ id, first_name }] = ((await trainer.json()) as { list: { id: number; first_name: string }[] }).list;
  await page.goto(`/athlete/trainer-details?trainerId=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first_name);
  expect(seen.errors).toEqual([]);
});
