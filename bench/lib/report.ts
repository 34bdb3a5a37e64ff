/** The benchmark's results: one markdown report (for stdout and docs/performance.md) and the same as JSON. */
import type { ListProfile } from './diagnose';
import type { LoadOptions, Measurement } from './load';

export interface CaseResult {
  id: 'bare' | 'floor-get-one' | 'floor-list' | 'get-one' | 'list' | 'get-one-signed-in' | 'list-signed-in' | 'json-server' | 'list-small' | 'list-large' | 'pg-floor-get-one' | 'pg-floor-list' | 'pg-get-one-signed-in' | 'pg-list-signed-in' | 'strapi-get-one' | 'strapi-list' | 'strapi-ours-get-one' | 'strapi-ours-list';
  label: string;
  /** Program rows behind the case (null for the bare route). */
  rows: number | null;
  measurement: Measurement;
}

export interface TargetResult {
  name: string;
  /** The measured ratio. */
  measured: number;
  goal: string;
  pass: boolean;
}

export interface BenchResults {
  date: string;
  node: string;
  platform: string;
  cpus: number;
  cpuModel: string;
  load: LoadOptions;
  rows: { main: number; small: number; large: number };
  /** Seconds to build each data set. */
  buildSeconds: Record<string, number>;
  cases: CaseResult[];
  targets: TargetResult[];
  profiles: Array<ListProfile & { matching: number }>;
  /** Why each missed target missed. */
  reasons: string[];
  /** Ratios reported beside the targets, with no goal of their own (a peer on its default schema). */
  comparisons?: Array<{ name: string; measured: number }>;
  totalSeconds: number;
}

/** Fewer responses than this in a measured run get a note under the table. */
const FEW_SAMPLES = 30;

export const int = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

export function num(n: number): string {
  if (n >= 100) return int(n);
  if (n >= 10) return n.toFixed(1);
  return n.toFixed(2);
}

export function ratio(n: number): string {
  return `${n >= 1 || n === 0 ? num(n) : n.toPrecision(2)}×`;
}

/** autocannon records latency in whole milliseconds: a sub-millisecond percentile reads 0. */
const ms = (n: number) => (n === 0 ? '<1' : int(n));

export function markdown(r: BenchResults): string {
  const lines: string[] = [];
  const when = r.date.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
  lines.push(`### Benchmark run ${when}`);
  lines.push('');
  lines.push(
    `Node ${r.node}, ${r.platform}, ${r.cpus} CPUs (${r.cpuModel}). autocannon: ${r.load.connections} connections, ` +
      `${r.load.duration} s per case after a ${r.load.warmup} s warm-up; each server in its own process on 127.0.0.1.`,
  );
  lines.push('');
  lines.push('| # | Case | Rows | Req/s | p50 (ms) | p99 (ms) | Mean (ms) | Responses | Non-2xx / errors |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  const numbers: Record<CaseResult['id'], string> = {
    bare: '1',
    'floor-get-one': '1a',
    'floor-list': '1b',
    'get-one': '2',
    list: '3',
    'get-one-signed-in': '2s',
    'list-signed-in': '3s',
    'json-server': '4',
    'list-small': '5a',
    'list-large': '5b',
    'pg-floor-get-one': '6a',
    'pg-floor-list': '6b',
    'pg-get-one-signed-in': '6c',
    'pg-list-signed-in': '6d',
    'strapi-get-one': '7a',
    'strapi-list': '7b',
    'strapi-ours-get-one': '7c',
    'strapi-ours-list': '7d',
  };
  for (const c of r.cases) {
    const m = c.measurement;
    lines.push(
      `| ${numbers[c.id]} | ${c.label} | ${c.rows === null ? '–' : int(c.rows)} | ${num(m.reqPerSec)} | ${ms(m.p50)} | ${ms(m.p99)} | ${num(m.meanMs)} | ` +
        `${int(m.responses)} | ${int(m.non2xx)} / ${int(m.errors + m.timeouts)} |`,
    );
  }
  const few = r.cases.filter((c) => c.measurement.responses < FEW_SAMPLES);
  if (few.length) {
    lines.push('');
    for (const c of few) {
      const m = c.measurement;
      lines.push(
        `Few samples in case ${numbers[c.id]}: ${int(m.responses)} responses in ${r.load.duration} s, so its percentiles are rough; ` +
          `the run ends before the queue of ${r.load.connections} connections reaches a steady state, which understates its latency.`,
      );
    }
  }
  lines.push('');
  lines.push('| Target | Measured | Goal | Result |');
  lines.push('|---|---:|---:|---|');
  for (const t of r.targets) lines.push(`| ${t.name} | ${ratio(t.measured)} | ${t.goal} | ${t.pass ? 'PASS' : '**MISS**'} |`);
  lines.push('');
  if (r.comparisons?.length) {
    lines.push('| Reported (no goal) | Measured |');
    lines.push('|---|---:|');
    for (const c of r.comparisons) lines.push(`| ${c.name} | ${ratio(c.measured)} |`);
    lines.push('');
  }
  if (r.profiles.length) {
    const runs = r.profiles.map((p) => p.runs).join('/');
    lines.push(
      `Where a list request's database time goes (the records service's list() in-process, no HTTP; median of ${runs} runs; ` +
        `exact SQL from Kysely's query log):`,
    );
    lines.push('');
    lines.push('| Rows | Matching | Page query (ms) | count(*) (ms) | Page query plan | count(*) plan |');
    lines.push('|---:|---:|---:|---:|---|---|');
    for (const p of r.profiles) {
      const page = p.statements.find((s) => s.kind === 'page');
      const count = p.statements.find((s) => s.kind === 'count');
      lines.push(
        `| ${int(p.rows)} | ${int(p.matching)} | ${page ? num(page.medianMs) : '?'} | ${count ? num(count.medianMs) : '?'} | ` +
          `${page?.plan.join('; ') ?? ''} | ${count?.plan.join('; ') ?? ''} |`,
      );
    }
    const page = r.profiles[0]?.statements.find((s) => s.kind === 'page');
    const count = r.profiles[0]?.statements.find((s) => s.kind === 'count');
    if (page && count) {
      lines.push('');
      lines.push('The two statements of one list request:');
      lines.push('');
      lines.push('```sql');
      lines.push(`${page.sql}; -- ${JSON.stringify(page.parameters)}`);
      lines.push(`${count.sql}; -- ${JSON.stringify(count.parameters)}`);
      lines.push('```');
    }
    lines.push('');
  }
  if (r.reasons.length) {
    lines.push('Why the misses missed:');
    lines.push('');
    for (const reason of r.reasons) lines.push(`- ${reason}`);
    lines.push('');
  }
  return lines.join('\n');
}
