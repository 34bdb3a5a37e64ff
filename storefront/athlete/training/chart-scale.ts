/** The arithmetic of the hand-drawn charts: round axis ticks, a linear scale, which labels fit. Pure. */

/** The smallest "round" number (1, 2, 2.5, 5 × 10^k) at or above `value`; 1 for nothing to show. */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const exp = Math.floor(Math.log10(value));
  const base = 10 ** exp;
  for (const m of [1, 2, 2.5, 5, 10]) if (m * base >= value - 1e-9) return m * base;
  return 10 * base;
}

/** Evenly spaced round ticks from 0 covering `max`: [0, step, 2·step, ...]. */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceCeil((max > 0 ? max : 1) / count);
  const n = Math.max(1, Math.ceil((max > 0 ? max : 1) / step - 1e-9));
  return Array.from({ length: n + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
}

/** Maps [d0, d1] onto [r0, r1]; a flat domain maps to the middle. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** Which of `n` points get a label when at most `max` fit: always the first and the last, evenly between. */
export function labelIndexes(n: number, max: number): number[] {
  if (n <= 0) return [];
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  if (max <= 1) return [n - 1];
  const out = new Set<number>();
  for (let i = 0; i < max; i++) out.add(Math.round((i * (n - 1)) / (max - 1)));
  return [...out].sort((a, b) => a - b);
}
