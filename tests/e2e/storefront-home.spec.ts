/**
 * The storefront's home page for a visitor: featured programs, search, filters and sorts kept in the URL (shareable,
 * Back walks them back), an empty result that says so, and trainers to discover. Read-only: no data changes.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const SCREENSHOTS = 'docs/screenshots';
const titles = (page: Page) => page.getByTestId('program-card').getByRole('heading', { level: 3 }).allInnerTexts();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a visitor browses: featured programs, search, filters, sort, nothing found, clear', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Training programs from real coaches' })).toBeVisible();
  await expect(page.getByTestId('featured-program')).toHaveCount(3);
  await expect(page.getByTestId('program-card')).toHaveCount(6);
  await expect(page.getByTestId('catalog-count')).toHaveText('6 programs');
  // Ratings kept by the server show on the cards.
  await expect(page.getByTestId('program-card').filter({ hasText: 'Strength Foundations' }).getByTestId('program-rating')).toHaveText('5.0 (1)');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/storefront-home.png`, fullPage: true });

  // A search over title, description and sport, applied after a pause in typing, in the URL.
  await page.getByTestId('catalog-search').fill('run');
  await expect(page).toHaveURL(/\?q=run$/);
  await expect(page.getByTestId('featured-program')).toHaveCount(0);
  await expect.poll(() => titles(page)).toEqual(['Monthly Coaching Club', '10K Run Builder']);

  // Narrowed by level, then sorted by price.
  await page.getByTestId('catalog-level').selectOption('beginner');
  await expect.poll(() => titles(page)).toEqual(['Monthly Coaching Club']);
  await page.getByTestId('catalog-level').selectOption('');
  await page.getByTestId('catalog-sort').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(() => titles(page)).toEqual(['10K Run Builder', 'Monthly Coaching Club']);

  // Nothing matches: it says so and offers to clear.
  await page.getByTestId('catalog-max').fill('10');
  await expect(page.getByTestId('catalog-empty')).toContainText('No programs match your search.');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/\?sort=price_desc$/);
  await expect(page.getByTestId('catalog-search')).toHaveValue('');
  await expect(page.getByTestId('program-card')).toHaveCount(6);
  await expect.poll(async () => (await titles(page))[0]).toBe('Hypertrophy Block');
});

test('filters by sport, length, trainer and price together; a shared link opens the same list', async ({ page }) => {
  await page.goto('/?sport=Conditioning');
  await expect.poll(() => titles(page).then((t) => t.sort())).toEqual(['Home Bodyweight Burn', 'Kettlebell Athlete']);
  await expect(page.getByTestId('catalog-sport')).toHaveValue('Conditioning');
  await page.getByTestId('catalog-duration').selectOption('long');
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).first().click();

  await page.getByTestId('catalog-trainer').selectOption({ label: 'Marco Reyes' });
  await expect.poll(() => titles(page).then((t) => t.sort())).toEqual(['10K Run Builder', 'Kettlebell Athlete', 'Monthly Coaching Club']);
  await page.getByTestId('catalog-min').fill('20');
  await page.getByTestId('catalog-max').fill('50');
  await expect.poll(() => titles(page)).toEqual(['10K Run Builder']);
  await page.screenshot({ path: `${SCREENSHOTS}/storefront-home-filtered.png` });

  // The URL holds the whole search: opened afresh it shows the same.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect.poll(() => titles(page)).toEqual(['10K Run Builder']);
  await expect(page.getByTestId('catalog-min')).toHaveValue('20');

  // Sorted by rating: rated programs first.
  await page.goto('/?sort=rating');
  await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual(['Strength Foundations', 'Hypertrophy Block']);
});

test('trainers to discover lead to a trainer’s page', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('trainer-card');
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: 'Marco Reyes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/athlete\/trainer-details\?trainerId=4$/);
});
