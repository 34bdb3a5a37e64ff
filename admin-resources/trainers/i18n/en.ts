/** A trainer's earnings on their admin page (ADR 026): balances and an adjustment with its reason. */
import { defineText } from '../../../src/i18n/text';

export const adminEarningsText = defineText('admin.trainerEarnings', {
  heading: 'Earnings',
  loading: 'Loading the earnings',
  feeRate: (percent: string) => `Fee rate on their next sale: ${percent}%`,
  none: 'No earnings yet.',
  payoutAccount: { none: 'No payout account yet: their earnings wait.', details_needed: 'Payout account: details needed', pending_verification: 'Payout account: being verified', enabled: 'Payout account: ready for payouts' },
  nextPayout: (date: string) => `next payout ${date}`,
  labels: { pending: 'Pending', available: 'Available', paid_out: 'Paid out' },
  adjust: 'Adjust balance',
  adjustTitle: (name: string) => `Adjust ${name}’s balance`,
  adjustHelp: 'A credit (or, with a minus sign, a debit) available at once. It is kept on the ledger with your reason and your name, and the trainer is told; it cannot be edited later: a mistake is corrected by another adjustment.',
  amount: 'Amount (a minus sign debits)',
  currency: 'Currency',
  reason: 'Reason (the trainer reads it)',
  amountNeeded: 'Give an amount other than 0, with at most two decimals',
  reasonNeeded: 'Give the reason (at least 3 characters)',
  adjusted: (amount: string) => `Balance adjusted by ${amount}`,
});
