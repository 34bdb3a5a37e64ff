/**
 * A number as a trainer types it in a field ("62.5", "62,5", "-2.5"): its value within limits, or why it cannot be
 * read. One reading for the studio's number fields (the builder's load and progression, an athlete's adjustment).
 * Pure.
 */

/** A field's text read: its value (null when blank), or why it cannot be saved. */
export type Read = { value: number | null; problem?: undefined } | { value?: undefined; problem: 'format' | 'range' };

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** A number as typed ("62.5", "62,5", "-2.5"), within `limits`; blank is none. */
export function readNumber(text: string, limits: { min: number; max: number }, whole = false): Read {
  const t = text.trim().replace('−', '-');
  if (t === '') return { value: null };
  if (!NUMBER.test(t)) return { problem: 'format' };
  const n = Number(t.replace(',', '.'));
  if (whole && !Number.isInteger(n)) return { problem: 'format' };
  return n >= limits.min && n <= limits.max ? { value: n } : { problem: 'range' };
}

