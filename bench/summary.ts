/**
 * The last step of `npm run bench`: one table of every benchmark's targets, each with what was measured, the goal
 * and PASS or MISS, read from the results the benchmarks wrote (bench/results/*.json): the records API against its
 * peers (bench:api), the storefront's first load and Lighthouse (bench:web), the offline replay (bench:offline).
 * Prints markdown; BENCH_STRICT=1 exits 1 when a target is missed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./results/', import.meta.url));
const read = <T>(name: string): T | null => (existsSync(`${dir}${name}`) ? (JSON.parse(readFileSync(`${dir}${name}`, 'utf8')) as T) : null);

interface Row {
  bench: string;
  target: string;
  measured: string;
  pass: boolean;
  date: string;
}
const rows: Row[] = [];

const api = read<{ date: string; targets: { name: string; measured: number; goal: string; pass: boolean }[] }>('latest.json');
for (const t of api?.targets ?? []) rows.push({ bench: 'records API (bench:api)', target: `${t.name} ${t.goal}`, measured: `${t.measured < 1 ? t.measured.toFixed(3) : t.measured.toFixed(2)}×`, pass: t.pass, date: api!.date.slice(0, 10) });

const web = read<{ date: string; targets: { name: string; value: string; pass: boolean }[] }>('web.json');
for (const t of web?.targets ?? []) rows.push({ bench: 'storefront (bench:web)', target: t.name, measured: t.value, pass: t.pass, date: web!.date });

const offline = read<{ date: string; targets: { name: string; value: number; pass: boolean }[] }>('offline.json');
for (const t of offline?.targets ?? []) rows.push({ bench: 'offline queue (bench:offline)', target: t.name, measured: `${Math.round(t.value)} ms`, pass: t.pass, date: offline!.date });

const missing = [!api && 'bench:api', !web && 'bench:web', !offline && 'bench:offline'].filter(Boolean);
const lines = [
  '### Every benchmark target',
  '',
  '| benchmark | target | measured | result | run |',
  '|---|---|---:|---|---|',
  ...rows.map((r) => `| ${r.bench} | ${r.target} | ${r.measured} | ${r.pass ? 'PASS' : '**MISS**'} | ${r.date} |`),
  '',
  `${rows.filter((r) => r.pass).length} of ${rows.length} targets met.${missing.length ? ` No results yet from ${missing.join(', ')}.` : ''}`,
];
console.log(lines.join('\n'));
if (process.env.BENCH_STRICT === '1' && rows.some((r) => !r.pass)) process.exitCode = 1;
