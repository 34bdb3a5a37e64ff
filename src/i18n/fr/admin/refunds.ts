import type { adminRefundsText } from '../../en/admin/refunds';
import type { Translation } from '../../text';

export const adminRefundsFr: Translation<typeof adminRefundsText.en> = {
  approve: 'Approuver',
  deny: 'Refuser',
  approveTitle: (id) => `Approuver le remboursement n° ${id}`,
  denyTitle: (id) => `Refuser le remboursement n° ${id}`,
  approved: (id) => `Remboursement n° ${id} approuvé`,
  denied: (id) => `Remboursement n° ${id} refusé`,
  reason: (reason) => `Motif donné : « ${reason} »`,
  amount: 'Montant à rembourser (vide : le montant total)',
  note: 'Note à l’athlète (facultatif)',
  whyDenied: 'Pourquoi est-il refusé ? L’athlète lira ce message.',
};
