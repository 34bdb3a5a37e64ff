/** /admin/dashboard: the figures, the revenue chart and the latest transactions. */
import { defineText } from '../../../src/i18n/text';

export const adminDashboardText = defineText('admin.dashboard', {
  revenueToday: 'Revenue today',
  revenue30d: 'Revenue, 30 days',
  newAthletes: 'New athletes, 30 days',
  livePrograms: 'Live programs',
  pendingRefunds: 'Pending refunds',
  chartTitle: (currency: string) => `Revenue, last 30 days (${currency})`,
  chartLabel: (currency: string) => `Daily revenue over the last 30 days in ${currency}`,
  revenue: 'Revenue',
  latest: 'Latest transactions',
  columns: { when: 'When', athlete: 'Athlete', program: 'Program', amount: 'Amount', status: 'Status' },
  noTransactions: 'No transactions yet.',
});
