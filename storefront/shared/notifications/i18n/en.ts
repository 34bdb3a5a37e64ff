/** Notifications (/athlete/notifications, /trainer/notifications: storefront/shared/notifications/NotificationsPage.tsx). */
import { defineText } from '../../../../src/i18n/text';

export const notificationsText = defineText('app.notifications', {
  title: 'Notifications',
  subtitle: {
    athlete: 'Purchases, refunds, and news from your trainers.',
    trainer: 'Sales, refunds, comments and messages from your athletes.',
  },
  unread: (n: number) => `${n} unread`,
  all: 'All',
  unreadOnly: 'Unread',
  unreadOnlyCount: (n: number) => `Unread (${n})`,
  markRead: 'Mark as read',
  markReadOf: (title: string) => `Mark as read: ${title}`,
  markAllRead: 'Mark all as read',
  markedAll: (n: number) => (n === 1 ? '1 notification marked as read' : `${n} notifications marked as read`),
  empty: {
    athlete: 'No notifications yet. Purchases, refunds and news from your trainers show up here.',
    trainer: 'No notifications yet. Sales, refunds, comments and messages from your athletes show up here.',
  },
  emptyUnread: 'You are all caught up.',
  toFeed: 'Go to your feed',
  loadMore: 'Load more',
  newBadge: 'New',
});
