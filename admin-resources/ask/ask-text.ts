/** The admin's Ask box: its words, and how a proposed query's parts read, defined once. */
import type { FilterOp } from '../../src/api/records';

export const ASK_TEXT = {
  title: 'Ask about your data',
  intro: 'Ask a question in plain words. The AI proposes a records query; check it, then run it.',
  label: 'Your question',
  placeholder: 'e.g. published programs, cheapest first',
  propose: 'Propose query',
  proposing: 'Thinking…',
  proposed: 'Proposed query',
  table: 'Table',
  filters: 'Filters',
  order: 'Order',
  size: 'Size',
  joins: 'Joins',
  none: 'none',
  run: 'Run query',
  clear: 'Clear',
  results: 'Query results',
  counted: (shown: number, total: number, table: string) => `${shown} of ${total} ${table} records`,
  empty: 'No records match this query.',
  offTitle: 'AI is off',
  emptyPrompt: 'Type a question first',
} as const;

const OPS: Record<FilterOp, string> = {
  eq: '=',
  neq: '≠',
  lt: '<',
  le: '≤',
  gt: '>',
  ge: '≥',
  cs: 'contains',
  sw: 'starts with',
  ew: 'ends with',
  in: 'is one of',
  is: 'is',
};

/** `status,eq,published` → `status = published`; `status,in,a|b` → `status is one of a, b`; `x,is,null` → `x is empty`. */
export function filterLabel(filter: string): string {
  const first = filter.indexOf(',');
  const second = first < 0 ? -1 : filter.indexOf(',', first + 1);
  if (first < 0 || second < 0) return filter;
  const field = filter.slice(0, first);
  const op = filter.slice(first + 1, second) as FilterOp;
  const value = filter.slice(second + 1);
  if (op === 'is') return `${field} is empty`;
  const shown = op === 'in' ? value.split('|').join(', ') : value;
  return `${field} ${OPS[op] ?? op} ${shown}`;
}

/** `price,asc` → `price ↑`; `created_at,desc` → `created_at ↓`. */
export function orderLabel(order: string): string {
  const [field, dir = 'asc'] = order.split(',');
  return `${field} ${dir === 'desc' ? '↓' : '↑'}`;
}
