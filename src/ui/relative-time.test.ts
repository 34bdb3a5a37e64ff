import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (s: number) => new Date(NOW - s * 1000).toISOString();

describe('relativeTime', () => {
  it('says just now for the last few seconds (and for a clock a little ahead)', () => {
    expect(relativeTime(ago(10), NOW, 'en')).toBe('just now');
    expect(relativeTime(ago(-30), NOW, 'en')).toBe('just now');
    expect(relativeTime(ago(10), NOW, 'fr')).toBe('maintenant');
  });
  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(60), NOW, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60 + 20), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), NOW, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), NOW, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), NOW, 'en')).toBe('3 days ago');
  });
  it('gives a date from a week on, with the year only when it is another year', () => {
    expect(relativeTime(ago(8 * 86_400), NOW, 'en')).toBe('Mar 2');
    expect(relativeTime('2025-11-02T10:00:00Z', NOW, 'en')).toBe('Nov 2, 2025');
  });
  it('answers nothing for no time or a broken one', () => {
    expect(relativeTime(null, NOW)).toBe('');
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(exactTime(undefined)).toBe('');
  });
});
