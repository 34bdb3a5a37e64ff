/** When something happened, for people: "just now", "5 minutes ago", "yesterday", then a date (times are ISO-8601 UTC). */
import { DATE_OPTIONS, formatDateTime, SHORT_DATE_OPTIONS } from './format';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
/** Under this many seconds it is "just now". */
const JUST_NOW_S = 45;
/** From this many days on, a date instead of "n days ago". */
const DATE_AFTER_DAYS = 7;

export function relativeTime(iso: string | null | undefined, now: number = Date.now(), locale?: string): string {
  if (!iso) return '';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((now - then) / 1000);
  // Other languages say it their own way ("maintenant"), from Intl like the rest.
  if (seconds < JUST_NOW_S) return !locale || locale.startsWith('en') ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  if (seconds >= DATE_AFTER_DAYS * 86_400) {
    const sameYear = new Date(then).getFullYear() === new Date(now).getFullYear();
    return new Date(then).toLocaleDateString(locale, sameYear ? SHORT_DATE_OPTIONS : DATE_OPTIONS);
  }
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const [unit, size] = UNITS[i];
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-1, 'minute');
}

/** The exact time, for a tooltip or `title` beside a relative one. */
export function exactTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : formatDateTime(iso, locale);
}
