/** Refunds: the queue of requests (opens on the requested ones), approved or denied with a note; never edited by hand. */
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { description } from '../generated/refunds';
import { defineResource } from '../lib/views';
import { DecisionButtons } from './DecisionButtons';

export default defineResource(description, {
  icon: CurrencyExchangeIcon,
  canCreate: false,
  canEdit: false,
  canDelete: false,
  filterDefaultValues: { status: 'requested' },
  sort: { field: 'created_at', order: 'ASC' },
  rowActions: DecisionButtons,
  showActions: <DecisionButtons />,
});
