import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the built app served by the real server on a fresh database.
const PORT = Number(process.env.E2E_PORT ?? 8188);
// The mail the server sends goes to a real SMTP server on loopback (tests/e2e/serve.ts), which appends
// each one to this file as a JSON line; the tests read links from it. Set once here, in the runner,
// and inherited by the web server and the test workers.
process.env.E2E_MAILBOX ??= join(tmpdir(), `sportlink-e2e-mailbox-${Date.now()}-${process.pid}.jsonl`);

/**
 * Specs that check the demo data's exact figures (the admin's counts, revenue, latest transactions and pending refund)
 * run first, on the seed as it is: those that only read them (the admin's accessibility needs the pending refund), then
 * the one that changes them (it approves, denies and deactivates). Every other spec runs after them (they add accounts, purchases and posts as users do).
 */
const READS_THE_SEED = ['a11y-admin.spec.ts', 'i18n-admin.spec.ts'];
const CHANGES_THE_SEED = ['admin.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // A hang fails a test; speed is measured in the benchmarks, not here. The longest specs (50 comments synced through
  // a cut network, two-factor sign-ins) take 25 s on a quiet machine and more on a busy one: a minute each.
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    // A control that never comes fails the test in seconds, not at its whole timeout.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'reads-the-seed', testMatch: READS_THE_SEED },
    { name: 'changes-the-seed', testMatch: CHANGES_THE_SEED, dependencies: ['reads-the-seed'] },
    { name: 'chromium', testIgnore: [...READS_THE_SEED, ...CHANGES_THE_SEED], dependencies: ['changes-the-seed'] },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${PORT}/v1/api/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT), E2E_MAILBOX: process.env.E2E_MAILBOX, E2E_WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist' },
  },
});
