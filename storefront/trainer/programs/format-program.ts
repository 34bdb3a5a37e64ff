/** How the studio writes a program's price, its revenue and its length. */
import { formatMoney } from '../../../src/ui/format';

export function formatPrice(p: { price: number; currency?: string; pricing?: string; interval?: string | null }): string {
  const money = formatMoney(p.price, p.currency ?? 'USD');
  return p.pricing === 'subscription' && p.interval ? `${money} / ${p.interval}` : money;
}

/** Revenue in one or more currencies ("$39.20 + €10.00"); a dash without any. */
export function formatRevenue(revenue: readonly { amount: number; currency: string }[] | undefined): string {
  if (!revenue?.length) return '—';
  return revenue.map((r) => formatMoney(r.amount, r.currency)).join(' + ');
}

export const formatWeeks = (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;

const LEVEL_LABEL: Record<string, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** A level as a word with a capital ("Beginner"). */
export const formatLevel = (level: string | undefined) => (level ? (LEVEL_LABEL[level] ?? level) : '');

/** "Strength · Beginner · 8 weeks": what the program is, in one line. */
export function programSummary(p: { sport?: string | null; level?: string; duration_weeks?: number }): string {
  return [p.sport, formatLevel(p.level), p.duration_weeks ? formatWeeks(p.duration_weeks) : null].filter(Boolean).join(' · ');
}
