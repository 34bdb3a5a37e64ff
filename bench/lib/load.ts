/** One measured case: a warm-up, a wait until the server has worked off the warm-up's backlog, the run. */
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of warm-up (not measured); 0 for none. */
  warmup: number;
}

export interface Measurement {
  url: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  meanMs: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
}

/** Long enough that a slow server's queued requests are measured, not dropped as timeouts. */
const REQUEST_TIMEOUT_S = 120;

/** `headers` go with every request (a signed-in case's Authorization). */
export async function measure(url: string, probeUrl: string, opts: LoadOptions, headers: Record<string, string> = {}): Promise<Measurement> {
  if (opts.warmup > 0) {
    await autocannon({ url, headers, connections: opts.connections, duration: opts.warmup, timeout: REQUEST_TIMEOUT_S });
    await waitIdle(probeUrl);
  }
  const r = await autocannon({ url, headers, connections: opts.connections, duration: opts.duration, timeout: REQUEST_TIMEOUT_S });
  return {
    url,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    meanMs: r.latency.average,
    responses: r['2xx'] + r.non2xx,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    seconds: r.duration,
  };
}

/**
 * When autocannon stops, requests it abandoned may still be queued in the server (a synchronous SQLite
 * query blocks the event loop). Probe a cheap URL until it answers promptly, so that backlog does not
 * leak into the next run.
 */
export async function waitIdle(probeUrl: string, quickMs = 50, limitMs = 180_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const t = performance.now();
    const res = await fetch(probeUrl);
    await res.arrayBuffer();
    if (performance.now() - t < quickMs) return;
  }
  throw new Error(`${probeUrl} stayed busy for ${limitMs / 1000} s`);
}
