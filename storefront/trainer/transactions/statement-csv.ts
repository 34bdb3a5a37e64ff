/**
 * A monthly statement as a CSV file (ADR 027): the summary per currency (opening balance, each kind's total, fees,
 * closing balance), then the month's ledger rows, amounts in major units with two decimals (what a spreadsheet or an
 * accountant reads), in the statement's language.
 */
import { csvFile } from '../../../src/domain/csv';
import type { Statement } from './api/get-statement';
import type { transactionsText } from './i18n/en';

type Words = (typeof transactionsText)['en'];

/** Minor units as a plain decimal number (1234 → 12.34, -5 → -0.05). */
export const major = (minor: number): string => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

export function statementCsv(st: Statement, t: Words): string {
  const s = t.statement;
  const rows: unknown[][] = [];
  for (const c of st.currencies) {
    rows.push([st.month, s.opening, '', '', '', '', major(c.opening), c.currency]);
    rows.push([st.month, s.sales, '', '', '', '', major(c.summary.sales), c.currency]);
    rows.push([st.month, s.refunds, '', '', '', '', major(c.summary.refunds), c.currency]);
    rows.push([st.month, s.adjustments, '', '', '', '', major(c.summary.adjustments), c.currency]);
    rows.push([st.month, s.payouts, '', '', '', '', major(c.summary.payouts), c.currency]);
    rows.push([st.month, s.fees, '', '', '', major(c.summary.fees), '', c.currency]);
    rows.push([st.month, s.closing, '', '', '', '', major(c.closing), c.currency]);
  }
  for (const l of st.lines) {
    rows.push([l.created_at, t.ledger.kinds[l.kind], l.program ?? l.reason ?? '', l.id, l.basis ? major(l.basis) : '', l.fee ? major(l.fee) : '', major(l.amount), l.currency]);
  }
  return csvFile([s.columns.when, s.columns.kind, s.columns.detail, 'id', s.columns.basis, s.columns.fee, s.columns.amount, s.columns.currency], rows);
}
