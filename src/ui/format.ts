/** Money is integer minor units with a currency code (requirements §A2). `locale`: the app's language (src/i18n/locale.ts). */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/**
 * The one way each language writes a day and a moment, everywhere in the app (storefront, studio, admin): Intl's medium
 * date ("Nov 2, 2026" / "2 nov. 2026") and, for a moment, its short time ("Nov 2, 2026, 8:05 AM" / "2 nov. 2026,
 * 08:05"). Times are ISO-8601 UTC (requirements §A2), shown in the device's time zone.
 */
export const DATE_OPTIONS = { dateStyle: 'medium' } as const satisfies Intl.DateTimeFormatOptions;
export const DATE_TIME_OPTIONS = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;
/** A day on a chart's axis or in a dense list ("Nov 2" / "2 nov."). */
export const SHORT_DATE_OPTIONS = { month: 'short', day: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;

export function formatDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, DATE_OPTIONS);
}

export function formatDateTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, DATE_TIME_OPTIONS);
}

/** An ISO weekday's name (1 Monday … 7 Sunday) in the language: 1 January 2024 was a Monday. */
export function weekdayName(isoWeekday: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}

export function formatShortDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, SHORT_DATE_OPTIONS);
}
