/**
 * Saving from anywhere (issue 8): the library's Save button is wherever an athlete meets exercises and videos. On the
 * training screen an athlete saves an exercise and its video (played right there) and finds both in the library's
 * tabs, where the exercise's details agree; on the free split of a program they do not own they save an exercise
 * and take it out again.
 *
 * The athlete is made here and buys Kettlebell Athlete (program 5, whose sales no other spec counts): its first
 * workout starts with Back squat, whose video in the demo data is a public sample clip. The tests have no internet,
 * so the browser gets a clip recorded here instead (the page's CSP still decides whether it may load it).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { buyProgram, createAthlete } from './support/athlete';
import { signIn } from './support/session';

const ATHLETE = { email: `save-anywhere-${Date.now()}@example.test`, password: 'Save-From-Anywhere-42', first_name: 'Sasha', last_name: 'Saver' };
const PROGRAM = 5;
const SCREENSHOTS = 'docs/screenshots';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A two-second WebM clip recorded in the browser from a canvas (a bar moving up and down, as in a squat). */
async function recordSampleClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 480, height: 270 });
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 50; frame++) {
      const y = 150 + Math.sin(frame / 8) * 60;
      const sky = ctx.createLinearGradient(0, 0, 0, 270);
      sky.addColorStop(0, '#1565c0');
      sky.addColorStop(1, '#0d47a1');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 480, 270);
      ctx.fillStyle = '#eceff1';
      ctx.fillRect(90, y - 6, 300, 12);
      ctx.fillRect(70, y - 40, 24, 80);
      ctx.fillRect(386, y - 40, 24, 80);
      ctx.font = 'bold 28px sans-serif';
      ctx.fillText('Back squat', 24, 44);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request, baseURL }) => {
  const auth = await createAthlete(request, baseURL!, { ...ATHLETE, profile: { goals: 'Keep the best cues close', level: 'beginner' } });
  await buyProgram(request, auth, PROGRAM);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('an athlete saves an exercise and its video from the training screen and finds both in the library’s tabs', async ({ page }) => {
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  const clip = await recordSampleClip(page);
  await page.route('https://interactive-examples.mdn.mozilla.net/media/**', (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: clip }));
  await page.goto(`/athlete/programs/enrolled/access?programId=${PROGRAM}`);
  await expect(page.getByTestId('workout-title')).toHaveText('Phase 1: Build the base · Day 1');

  // The first exercise of the workout plays its video, with a Save button for each.
  const squat = page.getByTestId('exercise-card').first();
  await expect(squat).toContainText('1. Back squat');
  const video = squat.getByTestId('exercise-video');
  const player = video.locator('video');
  await expect(player).toHaveAttribute('src', /^https:\/\/.+\.mp4$/);
  await expect(player).toHaveAccessibleName('Video: Back squat');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2); // a frame to show

  await squat.getByRole('button', { name: 'Save Back squat to your library' }).click();
  await expect(toast(page, 'Saved Back squat to your library')).toBeVisible();
  await expect(squat.getByRole('button', { name: 'Saved: remove Back squat from your library' })).toHaveAttribute('aria-pressed', 'true');

  await video.getByRole('button', { name: 'Save Back squat (video) to your library' }).click();
  await expect(toast(page, 'Saved Back squat (video) to your library')).toBeVisible();
  const savedVideo = video.getByRole('button', { name: 'Saved: remove Back squat (video) from your library' });
  await expect(savedVideo).toHaveText('Saved');

  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await squat.scrollIntoViewIfNeeded();
  await squat.screenshot({ path: `${SCREENSHOTS}/athlete-training-video.png`, animations: 'disabled' });

  // Both are in the library, each under its kind.
  await page.goto('/athlete/library');
  const items = page.getByTestId('library-item');
  await expect(items.getByTestId('library-item-title')).toHaveText(['Back squat (video)', 'Back squat']);
  await expect(page.getByRole('tab', { name: 'All (2)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Videos (1)' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('interactive-examples.mdn.mozilla.net');
  await expect(items.first().getByRole('link', { name: 'Open Back squat (video)' })).toHaveAttribute('href', /flower\.mp4$/);
  await page.getByRole('tab', { name: 'Exercises (1)' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Legs · Barbell');

  // The exercise's details show the same video, saved.
  await page.getByRole('button', { name: 'Open Back squat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Back squat' });
  await expect(dialog.getByTestId('exercise-video')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Saved: remove Back squat (video) from your library' })).toHaveAttribute('aria-pressed', 'true');
});

test('an athlete saves an exercise from the free split of a program they do not own, and takes it out again', async ({ page }) => {
  // Strength Foundations is not theirs; its first split is a free preview.
  await signIn(page, ATHLETE.email, '/login', ATHLETE.password);
  await page.goto('/athlete/program-preview/1');
  const first = page.getByTestId('preview-workout').first();
  await expect(first.getByTestId('preview-exercise')).toHaveCount(3);
  await first.getByRole('button', { name: 'Save Bench press to your library' }).click();
  await expect(toast(page, 'Saved Bench press to your library')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Saved: remove Bench press from your library' })).toBeVisible();

  await page.goto('/athlete/library?kind=exercise');
  await expect(page.getByTestId('library-item').getByTestId('library-item-title')).toHaveText(['Bench press', 'Back squat']);

  await page.goto('/athlete/program-preview/1');
  await first.getByRole('button', { name: 'Saved: remove Bench press from your library' }).click();
  await expect(toast(page, 'Removed Bench press from your library')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Save Bench press to your library' })).toHaveAttribute('aria-pressed', 'false');
});
