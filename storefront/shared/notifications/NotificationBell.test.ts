import { describe, expect, it } from 'vitest';
import { headerText } from '../../../src/layout/i18n/en';
import { headerFr } from '../../../src/layout/i18n/fr';
import { NOTIFICATIONS_KEY, unreadCountKey } from './unread-count';
import { badgeText } from '../../../src/layout/CountBadge';
import { bellLabel } from './NotificationBell';

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

describe('the headers’ count badges', () => {
  it('show the count, and 99+ past 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('name the unread messages on the Messages entry, in English and in French', () => {
    expect(headerText.en.messages(2)).toBe('Messages: 2 unread');
    expect(headerText.en.messages(0)).toBe('Messages');
    expect(headerFr.messages(1)).toBe('Messages : 1 non lu');
    expect(headerFr.messages(3)).toBe('Messages : 3 non lus');
  });
});
