/** The refund queue's decision: approve (all or part) or deny with a note the athlete reads. */
import { defineText } from '../../../src/i18n/text';

export const adminRefundsText = defineText('admin.refunds', {
  approve: 'Approve',
  deny: 'Deny',
  approveTitle: (id: number) => `Approve refund #${id}`,
  denyTitle: (id: number) => `Deny refund #${id}`,
  approved: (id: number) => `Refund #${id} approved`,
  denied: (id: number) => `Refund #${id} denied`,
  reason: (reason: string) => `Reason given: “${reason}”`,
  amount: 'Amount to refund (empty: the full amount)',
  note: 'Note to the athlete (optional)',
  whyDenied: 'Why is it denied? The athlete reads this.',
});
