/** The payout schedule, from the admin's payouts list (ADR 027). */
import { defineText } from '../../../src/i18n/text';

export const adminPayoutsText = defineText('admin.payouts', {
  open: 'Payout schedule',
  title: 'Payout schedule',
  help: 'Available balances are paid to every trainer with a ready payout account on the schedule; a trainer may also ask for a payout from the minimum.',
  schedule: 'Schedule',
  schedules: { weekly: 'Every week', daily: 'Every day', manual: 'Only on demand' },
  weekday: 'Day',
  minimum: 'Minimum on demand',
  save: 'Save schedule',
  saved: 'The payout schedule was saved',
  invalidMinimum: 'Give an amount of 0 or more, with at most two decimals',
  superOnly: 'Only a super admin changes the schedule.',
  current: (schedule: string, minimum: string) => `${schedule}; on demand from ${minimum}.`,
  run: 'Run payouts now',
  ran: (count: number) => (count ? `${count} payout${count === 1 ? '' : 's'} made` : 'Nothing was due today'),
  close: 'Close',
});
