/** Money is integer minor units with a currency code (DESIGN §2). */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(minor / 100);
}

/** A day for people ("Nov 2, 2026"); times are ISO-8601 UTC (DESIGN §2). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}
