import type { Translation, Words } from '../../../../src/i18n/text';
import type { transactionsText } from './en';

export const transactionsFr: Translation<typeof transactionsText.en> = {
  salesHeading: 'Vos ventes',
  from: 'Du',
  to: 'Au',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  program: 'Programme',
  allPrograms: 'Tous les programmes',
  exportCsv: 'Exporter en CSV',
  loading: 'Chargement des ventes',
  netRevenue: (currency) => `Revenu net (${currency})`,
  totals: (count, gross, refunded) => `${count} vente${count > 1 ? 's' : ''} · ${gross} brut · ${refunded} remboursé`,
  table: 'Ventes',
  columns: { when: 'Date', program: 'Programme', athlete: 'Athlète', paid: 'Payé', discount: 'Remise', status: 'Statut', refund: 'Remboursement' },
  none: 'Aucune vente ne correspond à ces filtres.',
  rowsPerPage: 'Lignes par page :',
  displayedRows: (from, to, count) => `${from}–${to} sur ${count}`,
  earnings: {
    heading: 'Vos gains',
    loading: 'Chargement de vos gains',
    terms: (percent, days) => `La plateforme garde ${percent} % de chaque vente. Le reste est à vous, disponible ${days} jours après la vente, quand elle ne peut plus être remboursée.`,
    none: 'Rien pour l’instant : votre première vente s’affichera ici.',
    labels: { pending: 'En attente', available: 'Disponible', paid_out: 'Versé' },
    pendingHint: (days) => `Ventes des ${days} derniers jours, moins leurs remboursements`,
    availableHint: 'À vous, hors du délai de remboursement',
    negativeHint: 'Un remboursement après un versement a repris plus qu’il ne restait : vos prochaines ventes le compensent',
    paidOutHint: 'Envoyé sur votre compte de versement',
  },
  ledger: {
    heading: 'Grand livre des gains',
    kind: 'Type',
    anyKind: 'Tous les types',
    kinds: { sale: 'Vente', refund: 'Remboursement', adjustment: 'Ajustement', payout: 'Versement', payout_failed: 'Versement rendu' },
    exportCsv: 'Exporter le grand livre',
    loading: 'Chargement du grand livre',
    table: 'Grand livre des gains',
    columns: { when: 'Date', kind: 'Type', amount: 'Votre argent', fee: 'Commission', available: 'Disponible le', detail: 'Détail' },
    ofSale: (id) => `Vente n° ${id}`,
    none: 'Aucune ligne de ce type pour l’instant.',
  },
  states: {
    succeeded: 'Réussi',
    pending: 'En attente',
    failed: 'Échoué',
    partially_refunded: 'Partiellement remboursé',
    refunded: 'Remboursé',
    requested: 'Demandé',
    approved: 'Approuvé',
    denied: 'Refusé',
    processed: 'Traité',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'trainer.transactions': transactionsFr } satisfies Record<string, Words>;
