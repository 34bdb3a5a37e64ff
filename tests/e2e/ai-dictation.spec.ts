/**
 * Dictation in the browser: a trainer speaks a post instead of typing it. Chromium's fake microphone (a steady tone)
 * records, the recording goes to gpt-transcribe, and the test server's OpenAI-compatible server on loopback answers
 * a fixed sentence, which lands in the composer. Without AI there is no Dictate button.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import config from '../../playwright.config';
import { signIn } from './support/session';

// The config's Chromium, with a fake microphone that needs no permission prompt.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launch, args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
  permissions: ['microphone'],
  viewport: { width: 1366, height: 900 },
});
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SAID = 'Three sets of ten squats, then rest for ninety seconds.'; // tests/helpers/openai-api-server.ts

async function setAi(page: Page, configured: boolean) {
  const res = await page.request.post('/__e2e/ai', { data: { configured } });
  expect(((await res.json()) as { configured: boolean }).configured).toBe(configured);
}

test('a trainer dictates a post: the recording is transcribed into the composer, added to what was typed, and posted', async ({ page }) => {
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/feed');
  const composer = page.getByRole('textbox', { name: 'Share something with your athletes' });
  await composer.fill('Today:');
  const transcribed = page.waitForResponse((r) => r.url().includes('/lambda/deployments/gpt-transcribe'));
  await page.getByRole('button', { name: 'Dictate with the microphone' }).click();
  const stop = page.getByRole('button', { name: /^Stop \(\d+ s\)$/ });
  await expect(stop).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Recording: speak now' })).toHaveCount(1);
  await expect(stop).toHaveText(/Stop \((1|2|3) s\)/, { timeout: 5000 });
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/trainer-feed-dictation.png' });
  await stop.click();
  const answer = await transcribed;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(composer).toHaveValue(`Today: ${SAID}`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Posted to your feed')).toBeVisible();
  await expect(page.getByText(`Today: ${SAID}`)).toBeVisible();
});

test('without AI the composer offers no Dictate button', async ({ page }) => {
  await setAi(page, false);
  try {
    await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
    const config = page.waitForResponse((r) => r.url().includes('/lambda/deployments/config'));
    await page.goto('/trainer/feed');
    expect(((await (await config).json()) as { configured: boolean }).configured).toBe(false);
    await expect(page.getByRole('textbox', { name: 'Share something with your athletes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dictate with the microphone' })).toHaveCount(0);
  } finally {
    await setAi(page, true);
  }
});
