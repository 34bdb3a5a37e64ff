/** How a quote reads: "20% off until Dec 22, 2026", "$10.00 off with RUN10", "$15.00 / month". */
import { formatDate, formatMoney } from '../../../src/ui/format';
import type { PriceQuote } from './api/get-price-quote';

export function discountLabel(quote: Pick<PriceQuote, 'discount' | 'currency'>): string | null {
  const d = quote.discount;
  if (!d) return null;
  const off = d.kind === 'percent' ? `${d.value}% off` : `${formatMoney(d.value, quote.currency)} off`;
  const code = d.code ? ` with ${d.code}` : '';
  const until = d.ends_at ? ` until ${formatDate(d.ends_at)}` : '';
  return `${off}${code}${until}`;
}

type Billing = { pricing?: string | null; interval?: string | null };

/**
 * What is paid, in words: the total; per billing interval for a subscription; and for a discounted subscription the
 * first period's price, then the full one (a trainer's discount covers the first period only, ADR 008).
 */
export function totalText(quote: Pick<PriceQuote, 'price' | 'final_price' | 'amount_off' | 'currency'>, program: Billing): string {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  if (program.pricing !== 'subscription') return money(quote.final_price);
  const interval = program.interval ?? 'month';
  if (quote.amount_off > 0) return `${money(quote.final_price)} ${afterFirstPeriod(quote, program)}`;
  return `${money(quote.final_price)} / ${interval}`;
}

/** "for the first month, then $15.00 / month": what follows a discounted subscription's first price. */
export function afterFirstPeriod(quote: Pick<PriceQuote, 'price' | 'currency'>, program: Billing): string {
  const interval = program.interval ?? 'month';
  return `for the first ${interval}, then ${formatMoney(quote.price, quote.currency)} / ${interval}`;
}

/** The money of a program's price, per billing interval for a subscription. */
export function perInterval(text: string, program: { pricing?: string | null; interval?: string | null }): string {
  return program.pricing === 'subscription' && program.interval ? `${text} / ${program.interval}` : text;
}
