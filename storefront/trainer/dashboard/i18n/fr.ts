import type { Translation, Words } from '../../../../src/i18n/text';
import type { dashboardText } from './en';

export const dashboardFr: Translation<typeof dashboardText.en> = {
  heading: (days) => `Vos ${days} derniers jours`,
  period: 'Période',
  periodOption: (days) => (days === 365 ? '1 an' : `${days} jours`),
  netRevenue: 'Revenu net',
  sales: 'Ventes',
  newEnrollments: 'Nouvelles inscriptions',
  activeAthletes: 'Athlètes actifs',
  livePrograms: 'Programmes en ligne',
  chartTitle: (currency) => `Revenus (${currency}) et inscriptions par jour`,
  chartLabel: (days) => `Revenus et inscriptions par jour sur les ${days} derniers jours`,
  revenue: 'Revenus',
  enrollments: 'Inscriptions',
  topPrograms: 'Meilleurs programmes',
  program: 'Programme',
  noSales: 'Aucune vente sur cette période pour l’instant.',
  recentActivity: 'Activité récente',
  nothingYet: 'Rien pour l’instant.',
  loading: 'Chargement du tableau de bord',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'trainer.dashboard': dashboardFr } satisfies Record<string, Words>;
