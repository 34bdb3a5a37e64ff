import type { Translation, Words } from '../../../src/i18n/text';
import type { adminRefundsText } from './en';

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

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.refunds': adminRefundsFr } satisfies Record<string, Words>;
