import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT, notificationTarget } from './notifications-config';

describe('notificationTarget', () => {
  it('opens app paths inside the app', () => {
    expect(notificationTarget('/athlete/owned-programs')).toEqual({ kind: 'internal', to: '/athlete/owned-programs' });
    expect(notificationTarget(' /athlete/feed?x=1 ')).toEqual({ kind: 'internal', to: '/athlete/feed?x=1' });
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
  });
});

describe('texts', () => {
  it('counts in words', () => {
    expect(NOTIFICATION_TEXT.markedAll(1)).toBe('1 notification marked as read');
    expect(NOTIFICATION_TEXT.markedAll(3)).toBe('3 notifications marked as read');
  });
});
