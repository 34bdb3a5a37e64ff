/**
 * `npm run bench:web` (also the second half of `npm run bench`): the storefront as a visitor's browser gets it.
 *
 * 1. First-load JavaScript of `/`: the app is built into a temporary folder and the gzip sizes (level 9) of
 *    index.html's entry chunk and every chunk it imports statically are summed (the measure); beside it,
 *    the same plus the home page's own lazy chunk and its static imports, which the browser also fetches before
 *    `/` shows anything (the honest whole).
 * 2. Lighthouse 12, desktop preset, performance only, on `/` and a program page, against the built app served by
 *    the real server (demo data, SQLite) on loopback, in the machine's Chromium. Each page is measured
 *    BENCH_LH_RUNS times (default 3) after one unmeasured run; the median score and LCP are reported.
 *
 * Targets: first load ≤ 150 kB gzip; performance score ≥ 95 and LCP ≤ 1 s on both pages. Prints a markdown report
 * on stdout and writes bench/results/web.json. BENCH_STRICT=1 exits 1 on a missed target.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench/results/web.json');
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3) || 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8290);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { firstLoadKb: 150, score: 95, lcpMs: 1000 };
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'program page', path: '/athlete/program/1' },
];

const log = (line: string) => process.stderr.write(`[bench:web] ${line}\n`);
const kb = (bytes: number) => bytes / 1024;

// ---------- 1. first-load JavaScript ----------

/** Files and their static imports, transitively (`import("./x.js")` is lazy and not followed). */
function closure(assets: string, files: readonly string[]): Set<string> {
  const set = new Set(files);
  const queue = [...set];
  while (queue.length) {
    const code = readFileSync(join(assets, queue.pop()!), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      if (!set.has(m[1])) {
        set.add(m[1]);
        queue.push(m[1]);
      }
    }
  }
  return set;
}

function firstLoad(dist: string) {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  const entryFiles = closure(assets, entry);
  const home = readdirSync(assets).find((f) => /^HomePage-.*\.js$/.test(f));
  const withHome = home ? closure(assets, [...entryFiles, home]) : entryFiles;
  return { entryBytes: gz(entryFiles), entryFiles: entryFiles.size, withHomeBytes: gz(withHome), withHomeFiles: withHome.size };
}

// ---------- 2. Lighthouse ----------

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function startServer(dist: string, dir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), HOST: '127.0.0.1', SQLITE_FILE: join(dir, 'bench-web.db'), WEB_DIST: dist, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run; a run whose trace came out broken (Lighthouse's own advice: "run again") is retried. */
async function lighthouseRun(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    log(`  ${lhr.runtimeError.code}: running again`);
  }
}

async function measurePage(url: string, port: number) {
  const scores: number[] = [];
  const lcps: number[] = [];
  // One unmeasured run first: the browser's first navigation pays for its own start-up.
  await lighthouseRun(url, port).catch(() => undefined);
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseRun(url, port);
    scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
    lcps.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN));
    const metric = (id: string) => lhr.audits[id]?.numericValue?.toFixed(id === 'cumulative-layout-shift' ? 3 : 0);
    log(`  ${url}: score ${scores.at(-1)}, FCP ${metric('first-contentful-paint')} ms, LCP ${lcps.at(-1)} ms, TBT ${metric('total-blocking-time')} ms, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')} ms`);
  }
  return { score: median(scores), lcpMs: median(lcps), scores, lcps };
}

// ---------- run ----------

const dir = mkdtempSync(join(tmpdir(), 'sportlink-bench-web-'));
const dist = join(dir, 'dist');
let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  log('building the web app');
  const build = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('vite build failed');
  const bundle = firstLoad(dist);
  log(`first load: ${kb(bundle.entryBytes).toFixed(1)} kB (entry), ${kb(bundle.withHomeBytes).toFixed(1)} kB with the home page chunk`);

  if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME} (set CHROMIUM_PATH)`);
  server = startServer(dist, dir);
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/v1/api/status`, 60_000);
  chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const pages = [];
  for (const p of PAGES) {
    log(`lighthouse ${p.path} × ${RUNS}`);
    pages.push({ ...p, ...(await measurePage(`${base}${p.path}`, chrome.port)) });
  }

  const targets = [
    { name: `first-load JS of / (entry + static imports) ≤ ${TARGET.firstLoadKb} kB gzip`, value: `${kb(bundle.entryBytes).toFixed(1)} kB`, pass: kb(bundle.entryBytes) <= TARGET.firstLoadKb },
    ...pages.flatMap((p) => [
      { name: `${p.name}: performance ≥ ${TARGET.score}`, value: String(p.score), pass: p.score >= TARGET.score },
      { name: `${p.name}: LCP ≤ ${TARGET.lcpMs} ms`, value: `${p.lcpMs} ms`, pass: p.lcpMs <= TARGET.lcpMs },
    ]),
  ];
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `### Storefront (${date}, Lighthouse 12 desktop preset, ${RUNS} runs each, median)`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| first-load JS of / : entry + static imports (gzip) | ${kb(bundle.entryBytes).toFixed(1)} kB in ${bundle.entryFiles} files |`,
    `| … plus the home page's own chunk (all JS before / renders) | ${kb(bundle.withHomeBytes).toFixed(1)} kB in ${bundle.withHomeFiles} files |`,
    ...pages.map((p) => `| ${p.name} (${p.path}): performance score / LCP | ${p.score} / ${p.lcpMs} ms (runs: ${p.scores.join(', ')} / ${p.lcps.join(', ')} ms) |`),
    '',
    '| target | value | |',
    '|---|---:|---|',
    ...targets.map((t) => `| ${t.name} | ${t.value} | ${t.pass ? 'PASS' : 'MISS'} |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ date, bundle, pages, targets }, null, 2));
  if (process.env.BENCH_STRICT === '1' && targets.some((t) => !t.pass)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
}
