/** Money is integer minor units with a currency code (DESIGN §2). `locale`: the app's language (src/i18n/locale.ts). */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** A day for people ("Nov 2, 2026" / "2 nov. 2026"); times are ISO-8601 UTC (DESIGN §2). */
export function formatDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}
