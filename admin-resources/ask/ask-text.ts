/** How a proposed query's parts read in the Ask box (its words: admin-resources/ask/i18n/en.ts, in the current language). */
import type { FilterOp } from '../../src/api/records';
import { askText } from './i18n/en';
import { textOf } from '../../src/i18n/text';

type AskWords = typeof askText.en;

/** An operator as the Ask box shows it: a sign, or words. */
const opOf = (op: FilterOp, t: AskWords): string => {
  const signs: Partial<Record<FilterOp, string>> = { eq: '=', neq: '≠', lt: '<', le: '≤', gt: '>', ge: '≥' };
  return signs[op] ?? (t.ops as Record<string, string>)[op] ?? op;
};

/** `status,eq,published` → `status = published`; `status,in,a|b` → `status is one of a, b`; `x,is,null` → `x is empty`. */
export function filterLabel(filter: string, t: AskWords = textOf(askText)): string {
  const first = filter.indexOf(',');
  const second = first < 0 ? -1 : filter.indexOf(',', first + 1);
  if (first < 0 || second < 0) return filter;
  const field = filter.slice(0, first);
  const op = filter.slice(first + 1, second) as FilterOp;
  const value = filter.slice(second + 1);
  if (op === 'is') return t.isEmpty(field);
  const shown = op === 'in' ? value.split('|').join(', ') : value;
  return `${field} ${opOf(op, t)} ${shown}`;
}

/** `price,asc` → `price ↑`; `created_at,desc` → `created_at ↓`. */
export function orderLabel(order: string): string {
  const [field, dir = 'asc'] = order.split(',');
  return `${field} ${dir === 'desc' ? '↓' : '↑'}`;
}
