import { describe, expect, it } from 'vitest';
import { notificationsText } from './i18n/en';
import { notificationsFr } from './i18n/fr';
import { notificationTarget } from './notifications-config';
import { hasNotifications, notificationsPath } from './unread-count';

describe('notificationTarget', () => {
  it('opens app paths inside the app', () => {
    expect(notificationTarget('/athlete/owned-programs')).toEqual({ kind: 'internal', to: '/athlete/owned-programs' });
    expect(notificationTarget(' /athlete/feed?x=1 ')).toEqual({ kind: 'internal', to: '/athlete/feed?x=1' });
    expect(notificationTarget('/trainer/messages?room=4')).toEqual({ kind: 'internal', to: '/trainer/messages?room=4' });
  });
  it('opens web addresses as links out', () => {
    expect(notificationTarget('https://example.test/a')).toEqual({ kind: 'external', href: 'https://example.test/a' });
  });
  it('leads nowhere for nothing, another host by //, or a script', () => {
    expect(notificationTarget(null)).toBeNull();
    expect(notificationTarget('')).toBeNull();
    expect(notificationTarget('//evil.test/x')).toBeNull();
    expect(notificationTarget('javascript:alert(1)')).toBeNull();
    expect(notificationTarget('athlete/feed')).toBeNull();
    expect(notificationTarget('/\\evil.test/x')).toBeNull();
  });
});

describe('whose notifications', () => {
  it('athletes and trainers have a notifications page of their own; admins and visitors none', () => {
    expect(hasNotifications('athlete')).toBe(true);
    expect(hasNotifications('trainer')).toBe(true);
    expect(hasNotifications('admin')).toBe(false);
    expect(hasNotifications(null)).toBe(false);
    expect(notificationsPath('athlete')).toBe('/athlete/notifications');
    expect(notificationsPath('trainer')).toBe('/trainer/notifications');
  });
});

describe('texts', () => {
  it('counts in words, in English and in French', () => {
    expect(notificationsText.en.markedAll(1)).toBe('1 notification marked as read');
    expect(notificationsText.en.markedAll(3)).toBe('3 notifications marked as read');
    expect(notificationsFr.markedAll(1)).toBe('1 notification marquée comme lue');
    expect(notificationsFr.markedAll(3)).toBe('3 notifications marquées comme lues');
  });
});
