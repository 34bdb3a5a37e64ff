/** How a quote reads: "20% off until Dec 22, 2026", "$10.00 off with RUN10", "$15.00 / month", in the user's language. */
import { useMemo } from 'react';
import { checkoutText } from './i18n/en';
import { programFactsText } from '../../../shared/i18n/en';
import { useLocale } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { formatDate, formatMoney } from '../../../../src/ui/format';
import type { PriceQuote } from './api/get-price-quote';

/** The words and the language prices are written in. */
export interface PriceWords {
  checkout: typeof checkoutText.en;
  facts: typeof programFactsText.en;
  /** Undefined: the runtime's own language. */
  locale?: string;
}

const ENGLISH: PriceWords = { checkout: checkoutText.en, facts: programFactsText.en };

/** The price words in the current language (the component follows a change of language). */
export function usePriceWords(): PriceWords {
  const checkout = useText(checkoutText);
  const facts = useText(programFactsText);
  const locale = useLocale();
  return useMemo(() => ({ checkout, facts, locale }), [checkout, facts, locale]);
}

export function discountLabel(quote: Pick<PriceQuote, 'discount' | 'currency'>, w: PriceWords = ENGLISH): string | null {
  const d = quote.discount;
  if (!d) return null;
  const off = d.kind === 'percent' ? w.checkout.percentOff(d.value) : w.checkout.amountOff(formatMoney(d.value, quote.currency, w.locale));
  return w.checkout.discount(off, d.code ?? null, d.ends_at ? formatDate(d.ends_at, w.locale) : null);
}

type Billing = { pricing?: string | null; interval?: string | null };

/**
 * What is paid, in words: the total; per billing interval for a subscription; and for a discounted subscription the
 * first period's price, then the full one (a trainer's discount covers the first period only, ADR 008).
 */
export function totalText(quote: Pick<PriceQuote, 'price' | 'final_price' | 'amount_off' | 'currency'>, program: Billing, w: PriceWords = ENGLISH): string {
  const money = formatMoney(quote.final_price, quote.currency, w.locale);
  if (program.pricing !== 'subscription') return money;
  if (quote.amount_off > 0) return `${money} ${afterFirstPeriod(quote, program, w)}`;
  return w.facts.perInterval(money, program.interval ?? 'month');
}

/** "for the first month, then $15.00 / month": what follows a discounted subscription's first price. */
export function afterFirstPeriod(quote: Pick<PriceQuote, 'price' | 'currency'>, program: Billing, w: PriceWords = ENGLISH): string {
  const interval = program.interval ?? 'month';
  return w.checkout.firstPeriod(interval, w.facts.perInterval(formatMoney(quote.price, quote.currency, w.locale), interval));
}

/** The money of a program's price, per billing interval for a subscription. */
export function perInterval(text: string, program: Billing, facts: PriceWords['facts'] = programFactsText.en): string {
  return program.pricing === 'subscription' && program.interval ? facts.perInterval(text, program.interval) : text;
}
