/** The trainer's sales (/trainer/transactions). */
import { defineText } from '../../../../src/i18n/text';

export const transactionsText = defineText('trainer.transactions', {
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
