/**
 * The trainers' earnings ledger (ADR 026): read only (the payment flow and an admin's adjustment write it, never an
 * edit), newest first, filtered by trainer, kind and dates, exported as CSV; the platform's fee rates beside it.
 */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { description } from '../generated/earnings';
import { defineResource } from '../lib/views';
import { FeeRatesButton } from './FeeRatesButton';

export default defineResource(description, {
  icon: AccountBalanceWalletIcon,
  canCreate: false,
  canEdit: false,
  canDelete: false,
  sort: { field: 'created_at', order: 'DESC' },
  omitFilters: ['currency', 'fee', 'basis', 'refund_id', 'created_by'],
  listActions: <FeeRatesButton />,
});
