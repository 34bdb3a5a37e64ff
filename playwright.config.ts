import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium against the built app (`npm run build` first). Each spec file runs against a site
 * of its own, a fresh server and database with the demo data started by the worker (tests/e2e/support/test.ts), so
 * specs never see each other's changes and run in any order, two at a time.
 */
const CI = !!process.env.CI;

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, what Playwright itself runs headless) when
 * installed, a third less CPU than the full browser in headless mode for the same suite; else the full browser.
 */
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // A hang fails a test; speed is measured in the benchmarks, not here.
  timeout: 60_000,
  // Files in parallel (each with its own site); the tests of a file in order, in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a failed test runs once more, in a new worker on a new site; a pass on the retry is reported as flaky
  // (scripts/test.mjs names each one), never hidden.
  retries: CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // The trace of a failure: recorded on the retry (recording every test's screencast doubled the browser's work).
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker only where a spec is about it (offline.spec.ts allows it): installing it downloads the whole
    // app in the background of every test's first page.
    serviceWorkers: 'block',
    // The app follows the system's reduced-motion setting (no transitions): nothing to wait for between two states.
    reducedMotion: 'reduce',
    // A control that never comes fails the test in seconds, not at its whole timeout.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
});
