/** How the studio writes a program's price, its revenue and its length (in the words and formats it is given). */
import { programsText } from './i18n/en';
import { formatMoney } from '../../../../src/ui/format';
import type { StudioFormat } from '../format';

type Words = typeof programsText.en;
type Money = Pick<StudioFormat, 'money'>;
const browserMoney: Money = { money: formatMoney };

export function formatPrice(p: { price: number; currency?: string; pricing?: string; interval?: string | null }, t: Words = programsText.en, f: Money = browserMoney): string {
  const money = f.money(p.price, p.currency ?? 'USD');
  if (p.pricing !== 'subscription' || !p.interval) return money;
  return `${money} / ${t.interval[p.interval as keyof Words['interval']] ?? p.interval}`;
}

/** Revenue in one or more currencies ("$39.20 + €10.00"); a dash without any. */
export function formatRevenue(revenue: readonly { amount: number; currency: string }[] | undefined, f: Money = browserMoney): string {
  if (!revenue?.length) return '—';
  return revenue.map((r) => f.money(r.amount, r.currency)).join(' + ');
}

export const formatWeeks = (weeks: number, t: Words = programsText.en) => t.weeks(weeks);

/** A level as a word with a capital ("Beginner"). */
export const formatLevel = (level: string | undefined, t: Words = programsText.en) => (level ? (t.level[level as keyof Words['level']] ?? level) : '');

/** "Strength · Beginner · 8 weeks": what the program is, in one line. */
export function programSummary(p: { sport?: string | null; level?: string; duration_weeks?: number }, t: Words = programsText.en): string {
  return [p.sport, formatLevel(p.level, t), p.duration_weeks ? formatWeeks(p.duration_weeks, t) : null].filter(Boolean).join(' · ');
}
