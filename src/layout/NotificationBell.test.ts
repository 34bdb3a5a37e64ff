import { describe, expect, it } from 'vitest';
import { bellLabel } from './NotificationBell';
import { NOTIFICATIONS_KEY, unreadCountKey } from './unread-notifications';

describe('the notification bell', () => {
  it('names the unread count, and says nothing of it at zero', () => {
    expect(bellLabel(3)).toBe('Notifications: 3 unread');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
  });
  it('keeps the count under the notifications key, per user', () => {
    expect(unreadCountKey(7).slice(0, NOTIFICATIONS_KEY.length)).toEqual([...NOTIFICATIONS_KEY]);
    expect(unreadCountKey(7)).not.toEqual(unreadCountKey(8));
  });
});
