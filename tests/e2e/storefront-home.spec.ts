/**
 * The storefront's home page for a visitor: featured programs, search, filters and sorts kept in the URL (shareable),
 * an empty result that says so, and trainers to discover. Read-only. Other specs share this server and publish
 * programs or add trainers, so what each list should hold is asked of the API with the same query, written out here
 * (tests/api/storefront.test.ts checks the API's answers against the demo data).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const SCREENSHOTS = 'docs/screenshots';
const titles = (page: Page) => page.getByTestId('program-card').getByRole('heading', { level: 3 }).allInnerTexts();

/** The titles the API lists for published programs with these filters, any-of group and order (first page of 12). */
async function apiTitles(request: APIRequestContext, q: { filter?: string[]; any?: string[]; order?: string[] }) {
  const params = new URLSearchParams({ size: '12' });
  for (const f of ['status,eq,published', ...(q.filter ?? [])]) params.append('filter', f);
  for (const a of q.any ?? []) params.append('any', a);
  for (const o of q.order ?? ['created_at,desc', 'id,desc']) params.append('order', o);
  const res = await request.get(`/v1/api/records/sportlink/member/program?${params}`, { headers: { 'x-project': 'sportlink' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { total: number; list: { title: string }[] };
  return { total: body.total, titles: body.list.map((p) => p.title) };
}
const RUN = ['title,cs,run', 'description,cs,run', 'sport,cs,run'];

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a visitor browses: featured programs, search, filters, sort, nothing found, clear', async ({ page, request }) => {
  const all = await apiTitles(request, {});
  expect(all.total).toBeGreaterThanOrEqual(6);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Training programs from real coaches' })).toBeVisible();
  await expect(page.getByTestId('featured-program')).toHaveCount(3);
  await expect.poll(() => titles(page)).toEqual(all.titles);
  await expect(page.getByTestId('catalog-count')).toHaveText(`${all.total} programs`);
  // Ratings kept by the server show on the cards (Strength Foundations has a demo review).
  await expect(page.getByTestId('program-card').filter({ hasText: 'Strength Foundations' }).getByTestId('program-rating')).toHaveText(/^\d\.\d \(\d+\)$/);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/storefront-home.png`, fullPage: true });

  // A search over title, description and sport, applied after a pause in typing, in the URL.
  await page.getByTestId('catalog-search').fill('run');
  await expect(page).toHaveURL(/\?q=run$/);
  await expect(page.getByTestId('featured-program')).toHaveCount(0);
  const run = await apiTitles(request, { any: RUN });
  expect(run.titles).toEqual(expect.arrayContaining(['10K Run Builder', 'Monthly Coaching Club']));
  await expect.poll(() => titles(page)).toEqual(run.titles);

  // Narrowed by level, then sorted by price.
  await page.getByTestId('catalog-level').selectOption('beginner');
  const beginners = await apiTitles(request, { any: RUN, filter: ['level,eq,beginner'] });
  expect(beginners.titles).toContain('Monthly Coaching Club');
  expect(beginners.titles).not.toContain('10K Run Builder');
  await expect.poll(() => titles(page)).toEqual(beginners.titles);
  await page.getByTestId('catalog-level').selectOption('');
  await page.getByTestId('catalog-sort').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(() => titles(page)).toEqual((await apiTitles(request, { any: RUN, order: ['price,desc', 'id,desc'] })).titles);

  // Nothing matches: it says so and offers to clear.
  await page.getByTestId('catalog-max').fill('10');
  await expect(page.getByTestId('catalog-empty')).toContainText('No programs match your search.');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/\?sort=price_desc$/);
  await expect(page.getByTestId('catalog-search')).toHaveValue('');
  await expect.poll(() => titles(page)).toEqual((await apiTitles(request, { order: ['price,desc', 'id,desc'] })).titles);
});

test('filters by sport, length, trainer and price together; a shared link opens the same list', async ({ page, request }) => {
  await page.goto('/?sport=Conditioning');
  const conditioning = await apiTitles(request, { filter: ['sport,eq,Conditioning'] });
  expect(conditioning.titles).toEqual(expect.arrayContaining(['Home Bodyweight Burn', 'Kettlebell Athlete']));
  await expect.poll(() => titles(page)).toEqual(conditioning.titles);
  await expect(page.getByTestId('catalog-sport')).toHaveValue('Conditioning');
  // No conditioning program runs 9 to 12 weeks.
  await page.getByTestId('catalog-duration').selectOption('long');
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).first().click();

  // Marco Reyes (user 4), between $20 and $50.
  await page.getByTestId('catalog-trainer').selectOption({ label: 'Marco Reyes' });
  await expect.poll(() => titles(page)).toEqual((await apiTitles(request, { filter: ['trainer_id,eq,4'] })).titles);
  await page.getByTestId('catalog-min').fill('20');
  await page.getByTestId('catalog-max').fill('50');
  const priced = await apiTitles(request, { filter: ['trainer_id,eq,4', 'price,ge,2000', 'price,le,5000'] });
  expect(priced.titles).toContain('10K Run Builder');
  expect(priced.titles).not.toContain('Kettlebell Athlete');
  await expect.poll(() => titles(page)).toEqual(priced.titles);
  await page.screenshot({ path: `${SCREENSHOTS}/storefront-home-filtered.png` });

  // The URL holds the whole search: opened afresh it shows the same.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect.poll(() => titles(page)).toEqual(priced.titles);
  await expect(page.getByTestId('catalog-min')).toHaveValue('20');

  // Sorted by rating: rated programs first, the best first (the order itself is checked in tests/api/storefront.test.ts).
  await page.goto('/?sort=rating');
  const top = await apiTitles(request, { order: ['rating_avg,desc', 'rating_count,desc', 'id,desc'] });
  await expect.poll(() => titles(page)).toEqual(top.titles);
});

test('trainers to discover lead to a trainer’s page', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('trainer-card');
  await expect(cards.filter({ hasText: 'Tara Stone' })).toHaveCount(1);
  await cards.filter({ hasText: 'Marco Reyes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/athlete\/trainer-details\?trainerId=4$/);
});
