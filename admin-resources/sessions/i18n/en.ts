/** Every account's open sessions (/admin/sessions) and the sign-in analytics (/admin/analytics). */
import { defineText } from '../../../src/i18n/text';

export const adminSessionsText = defineText('admin.sessions', {
  heading: 'Open sessions',
  search: 'Search by name or email',
  loading: 'Loading sessions',
  table: 'Open sessions',
  columns: { who: 'Who', device: 'Device', ip: 'IP address', started: 'Started', lastSeen: 'Last seen', action: 'Action' },
  /** A device from its browser and system, e.g. "Chrome on Android". */
  device: (browser: string, os: string) => `${browser} on ${os}`,
  remembered: 'Remembered',
  thisSession: 'This session',
  end: 'End session',
  /** The row's button: its visible words first, then whose session it ends (WCAG 2.5.3). */
  endLabel: (who: string, device: string) => `End session: ${who}’s session on ${device}`,
  noMatch: (query: string) => `No open session matches “${query}”.`,
  none: 'No open sessions.',
  confirmTitle: 'End this session?',
  confirmBody: (who: string, device: string) => `${who} is signed out on ${device} at once and must sign in again there.`,
  ended: (who: string, device: string) => `${who} was signed out on ${device}`,
  /** The table's pages. */
  pages: {
    rowsPerPage: 'Rows per page:',
    range: (from: number, to: number, count: number) => `${from}–${to} of ${count}`,
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
  },
});

export const analyticsText = defineText('admin.analytics', {
  loading: 'Loading analytics',
  signIns30d: 'Sign-ins, 30 days',
  openSessions: 'Open sessions',
  openBy: (roles: string) => `Open, ${roles}`,
  roles: { admin: 'Admins', super_admin: 'Super admins', trainer: 'Trainers', athlete: 'Athletes' },
  chartTitle: 'Sign-ins per day, last 30 days',
  /** The chart in words: the total, and the busiest day when there is one. */
  chartLabel: (total: number, busiestDay: string, busiestCount: number) =>
    `Sign-ins per day over the last 30 days: ${total} in all${busiestCount ? `, most on ${busiestDay} (${busiestCount})` : ''}`,
  signIns: 'Sign-ins',
});
