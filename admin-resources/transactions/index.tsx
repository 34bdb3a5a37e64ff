/** Transactions: read-only (written by the payment flow), filtered by date range, status and trainer, exported as CSV. */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { description } from '../generated/transactions';
import { defineResource } from '../lib/views';

export default defineResource(description, {
  icon: ReceiptLongIcon,
  canCreate: false,
  canEdit: false,
  canDelete: false,
  sort: { field: 'created_at', order: 'DESC' },
  omitFilters: ['currency', 'discount_amount', 'program_id', 'fee_bps', 'fee_amount', 'provider_fee', 'trainer_net'],
});
