/** The platform's fee rates, from the earnings ledger (ADR 026). */
import { defineText } from '../../../src/i18n/text';

export const adminFeesText = defineText('admin.fees', {
  open: 'Fee rates',
  title: 'Fee rates',
  platform: (percent: string) => `The platform keeps ${percent}% of each sale.`,
  help: 'A new rate applies to sales made from now on; a sale keeps the rate it was made at.',
  rate: 'Platform rate (%)',
  save: 'Save rate',
  saved: (percent: string) => `The platform's rate is now ${percent}%`,
  invalid: 'Give a percentage from 0 to 100, with at most two decimals',
  superOnly: 'Only a super admin changes the rates.',
  own: 'Trainers with a rate of their own',
  noOwn: 'No trainer has a rate of their own.',
  ownRate: (name: string, percent: string) => `${name}: ${percent}%`,
  removeOwn: (name: string) => `Give ${name} the platform's rate`,
  close: 'Close',
});
