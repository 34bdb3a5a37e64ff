/**
 * Trainers' payouts (ADR 027): read only (the payout flow writes them), newest first, filtered by trainer, status,
 * what made them and dates, exported as CSV, a failure's reason on its row; the payout schedule beside them.
 */
import PaymentsIcon from '@mui/icons-material/Payments';
import { description } from '../generated/payouts';
import { defineResource } from '../lib/views';
import { PayoutScheduleButton } from './PayoutScheduleButton';

export default defineResource(description, {
  icon: PaymentsIcon,
  canCreate: false,
  canEdit: false,
  canDelete: false,
  sort: { field: 'created_at', order: 'DESC' },
  omitFilters: ['currency', 'amount', 'transfer_ref', 'payout_ref', 'failure_code', 'failure_message', 'arrival_at', 'updated_at'],
  listActions: <PayoutScheduleButton />,
});
