import { expect, test } from './support/test';

test('a visitor opens the app and sees the published programs from the API', async ({ page }) => {
  // Other browser tests share this server (an admin approves a program): the API says how many are live.
  const published = await page.request.get('/v1/api/records/sportlink/member/program?size=1', { headers: { 'x-project': 'sportlink' } });
  const { total } = (await published.json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(6);
  await page.goto('/');
  await expect(page).toHaveTitle('Sportlink');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training programs from real coaches');
  const cards = page.getByTestId('program-card');
  await expect(cards).toHaveCount(Math.min(total, 12));
  await expect(cards.first()).toContainText('by ');
  await expect(page.getByText('Olympic Lifting (draft)')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/home.png', fullPage: true });
});

test('an unknown path answers 404 with the not-found page, and a deep link is served by the SPA fallback', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to programs' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers JSON 404s, never the web app, for unknown API paths', async ({ request }) => {
  const res = await request.get('/v1/api/nope', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: true, message: 'Not found' });
});

test('the server answers the app for any client route, and 404 for a missing file', async ({ request }) => {
  const root = await request.get('/', { headers: { accept: '*/*' } });
  expect(root.status()).toBe(200);
  expect(await root.text()).toContain('<div id="root">');
  const deep = await request.get('/athlete/program/1');
  expect(deep.headers()['content-type']).toContain('text/html');
  expect((await request.get('/assets/missing-file.js')).status()).toBe(404);
});

test('the app is sent compressed (brotli or gzip, compressed at build time), and plain to a client that asks for it', async ({ request }) => {
  // index.html itself is under 1 kB, too small to gain from compression: it is sent as it is.
  const html = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const br = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()).toMatchObject({ 'content-encoding': 'br', vary: expect.stringContaining('accept-encoding') });
  const gz = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Decoded, all three are the same script.
  expect(await br.text()).toBe(await plain.text());
  expect(await gz.text()).toBe(await plain.text());
});
