/** The trainer's dashboard (/trainer/dashboard). */
import { defineText } from '../../../../src/i18n/text';

export const dashboardText = defineText('trainer.dashboard', {
  heading: (days: number) => `Your last ${days} days`,
  period: 'Period',
  periodOption: (days: number) => (days === 365 ? '1 year' : `${days} days`),
  netRevenue: 'Net revenue',
  sales: 'Sales',
  newEnrollments: 'New enrollments',
  activeAthletes: 'Active athletes',
  livePrograms: 'Live programs',
  chartTitle: (currency: string) => `Revenue (${currency}) and enrollments per day`,
  chartLabel: (days: number) => `Revenue and enrollments per day over the last ${days} days`,
  revenue: 'Revenue',
  enrollments: 'Enrollments',
  topPrograms: 'Top programs',
  program: 'Program',
  noSales: 'No sales in this period yet.',
  recentActivity: 'Recent activity',
  nothingYet: 'Nothing yet.',
  loading: 'Loading the dashboard',
});
