import { describe, expect, it } from 'vitest';
import { studioFormat } from './format';
import { exactTime } from '../../../src/ui/relative-time';
import { formatDate, formatDateTime, formatMoney, formatShortDate } from '../../../src/ui/format';

/** One format per language for a day and for a moment, wherever the app writes one. */
describe('dates and moments', () => {
  const iso = '2026-06-03T08:05:00Z';
  const here = (s: string) => new Date(s);

  it('writes a day the one way of each language', () => {
    expect(formatDate(iso, 'en')).toBe(here(iso).toLocaleDateString('en', { dateStyle: 'medium' }));
    expect(formatDate(iso, 'en')).toMatch(/^Jun \d, 2026$/);
    expect(formatDate(iso, 'fr')).toMatch(/^\d juin 2026$/);
    expect(formatShortDate(iso, 'fr')).toMatch(/^\d juin$/);
  });

  it('writes a moment as that day with a short time, the same in the studio, the storefront and the admin', () => {
    for (const locale of ['en', 'fr']) {
      const moment = formatDateTime(iso, locale);
      expect(moment.startsWith(formatDate(iso, locale)), moment).toBe(true);
      expect(moment).not.toMatch(/:\d\d:\d\d/); // no seconds
      expect(studioFormat(locale).dateTime(iso)).toBe(moment);
      expect(studioFormat(locale).date(iso)).toBe(formatDate(iso, locale));
      expect(exactTime(iso, locale)).toBe(moment);
    }
  });

  it('writes money in the language, from minor units', () => {
    expect(formatMoney(3920, 'USD', 'en')).toBe('$39.20');
    expect(formatMoney(3920, 'EUR', 'fr')).toMatch(/^39,20\s€$/);
  });
});
