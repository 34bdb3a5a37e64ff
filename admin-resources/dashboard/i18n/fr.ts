import type { Translation, Words } from '../../../src/i18n/text';
import type { adminDashboardText } from './en';

export const adminDashboardFr: Translation<typeof adminDashboardText.en> = {
  revenueToday: 'Revenus du jour',
  revenue30d: 'Revenus, 30 jours',
  newAthletes: 'Nouveaux athlètes, 30 jours',
  livePrograms: 'Programmes en ligne',
  pendingRefunds: 'Remboursements en attente',
  chartTitle: (currency) => `Revenus des 30 derniers jours (${currency})`,
  chartLabel: (currency) => `Revenus par jour sur les 30 derniers jours en ${currency}`,
  revenue: 'Revenus',
  latest: 'Dernières transactions',
  columns: { when: 'Date', athlete: 'Athlète', program: 'Programme', amount: 'Montant', status: 'Statut' },
  noTransactions: 'Aucune transaction pour l’instant.',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.dashboard': adminDashboardFr } satisfies Record<string, Words>;
