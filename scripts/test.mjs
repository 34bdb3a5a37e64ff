#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 * typecheck, lint and codegen check (at once), unit tests, API tests on SQLite, API tests on PostgreSQL
 * (TEST_DATABASE_URL or the local default; skipped with a printed notice when none answers),
 * the security suite (contract fuzzing), the web build, the bundle check (the admin stays out of the
 * storefront's first load; the landing pages' chunks need nothing but the shell) and the Playwright suite in Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('test-results', { recursive: true });

/** Adds a runner's JSON report to the totals printed at the end. */
function tally(file, kind) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else {
    counts.passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    counts.failed += r.stats?.unexpected ?? 0;
    counts.skipped += r.stats?.skipped ?? 0;
  }
}
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];

function step(name, cmd, args, env = {}, report) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: res.status === 0, seconds });
  if (report) tally(...report);
  if (res.status !== 0) {
    summary();
    console.error(`\n${name} failed.`);
    process.exit(res.status ?? 1);
  }
}

/** Every browser test of a Playwright JSON report, with its title, time (all its runs) and outcome. */
function browserTests(file) {
  if (!existsSync(file)) return [];
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        out.push({ title: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`, ms, status: t.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
  return out;
}

/**
 * Steps that do not depend on each other and each keep one core busy (the type checker, the linters, the codegen
 * check), run at once: each one's output is printed whole when it ends, then the first failure stops the run.
 */
async function together(steps) {
  const started = Date.now();
  const runs = steps.map(
    ([name, cmd, args]) =>
      new Promise((done) => {
        const child = spawn(cmd, args, { env: process.env });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}\n${output}`);
          done({ name, ok: code === 0, seconds, code });
        });
      }),
  );
  const done = await Promise.all(runs);
  results.push(...done);
  const failed = done.find((r) => !r.ok);
  if (failed) {
    summary();
    console.error(`\n${failed.name} failed.`);
    process.exit(failed.code ?? 1);
  }
}

function summary() {
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(28)} ${r.seconds}s`);
  const browser = browserTests('test-results/playwright.json');
  if (browser.length) {
    console.log('\nslowest browser tests:');
    for (const t of [...browser].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)}s  ${t.title}`);
    // A test that passed only on its retry is flaky: named here so it is fixed, not hidden by the retry.
    const flaky = browser.filter((t) => t.status === 'flaky');
    console.log(flaky.length ? `\npassed only on retry (flaky, fix these): ${flaky.length}` : '\npassed only on retry: none');
    for (const t of flaky) console.log(`  ${t.title}`);
  }
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

async function postgresAnswers() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const npx = 'npx';
await together([
  ['typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['codegen check', 'npm', ['run', '--silent', 'codegen:check']],
]);
step('unit tests', npx, ['vitest', 'run', '--project', 'unit', ...vitestJson('unit')], {}, ['test-results/unit.json', 'vitest']);
step('API tests (SQLite)', npx, ['vitest', 'run', '--project', 'api', ...vitestJson('api-sqlite')], { TEST_DB: 'sqlite' }, ['test-results/api-sqlite.json', 'vitest']);
if (await postgresAnswers()) {
  step('API tests (PostgreSQL)', npx, ['vitest', 'run', '--project', 'api', ...vitestJson('api-postgres')], { TEST_DB: 'postgres', TEST_DATABASE_URL: PG_URL }, ['test-results/api-postgres.json', 'vitest']);
} else {
  console.log(`\n=== API tests (PostgreSQL): SKIPPED, no PostgreSQL answers at ${PG_URL} (set TEST_DATABASE_URL)`);
  results.push({ name: 'API tests (PostgreSQL)', ok: true, seconds: 'skipped' });
}
step('security tests (fuzzing)', npx, ['vitest', 'run', '--project', 'security', ...vitestJson('security')], {}, ['test-results/security.json', 'vitest']);
step('web build', 'npm', ['run', '--silent', 'build']);
step('bundle check (first load without admin code; landing pages without common)', 'node', ['scripts/bundle-report.mjs', '--check']);
step('browser tests (Playwright)', npx, ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' }, ['test-results/playwright.json', 'playwright']);
summary();
