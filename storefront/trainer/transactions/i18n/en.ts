/** The trainer's sales (/trainer/transactions). */
import { defineText } from '../../../../src/i18n/text';

export const transactionsText = defineText('trainer.transactions', {
  salesHeading: 'Your sales',
  from: 'From',
  to: 'To',
  status: 'Status',
  anyStatus: 'Any status',
  program: 'Program',
  allPrograms: 'All programs',
  exportCsv: 'Export CSV',
  loading: 'Loading the sales',
  netRevenue: (currency: string) => `Net revenue (${currency})`,
  totals: (count: number, gross: string, refunded: string) => `${count} sale${count === 1 ? '' : 's'} · ${gross} gross · ${refunded} refunded`,
  table: 'Sales',
  columns: { when: 'When', program: 'Program', athlete: 'Athlete', paid: 'Paid', discount: 'Discount', status: 'Status', refund: 'Refund' },
  none: 'No sales match these filters.',
  rowsPerPage: 'Rows per page:',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} of ${count}`,
  /** What the trainer has earned (ADR 026). */
  earnings: {
    heading: 'Your earnings',
    loading: 'Loading your earnings',
    terms: (percent: string, days: number) => `The platform keeps ${percent}% of each sale. The rest is yours, available ${days} days after the sale, once it can no longer be refunded.`,
    none: 'Nothing yet: your first sale will show here.',
    labels: { pending: 'Pending', available: 'Available', paid_out: 'Paid out' },
    pendingHint: (days: number) => `Sales of the last ${days} days, less their refunds`,
    availableHint: 'Yours, out of the refund window',
    negativeHint: 'A refund after a payout took back more than was left: your next sales settle it',
    paidOutHint: 'Sent to your payout account',
  },
  /** The rows of the trainer's earnings ledger. */
  ledger: {
    heading: 'Earnings ledger',
    kind: 'Kind',
    anyKind: 'Every kind',
    kinds: { sale: 'Sale', refund: 'Refund', adjustment: 'Adjustment', payout: 'Payout', payout_failed: 'Payout returned' },
    exportCsv: 'Export ledger',
    loading: 'Loading the ledger',
    table: 'Earnings ledger',
    columns: { when: 'When', kind: 'Kind', amount: 'Your money', fee: 'Platform fee', available: 'Available from', detail: 'Detail' },
    ofSale: (id: number) => `Sale #${id}`,
    none: 'No rows of this kind yet.',
  },
  /** A payment's or a refund's state. */
  states: {
    succeeded: 'Succeeded',
    pending: 'Pending',
    failed: 'Failed',
    partially_refunded: 'Partially refunded',
    refunded: 'Refunded',
    requested: 'Requested',
    approved: 'Approved',
    denied: 'Denied',
    processed: 'Processed',
  },
});
