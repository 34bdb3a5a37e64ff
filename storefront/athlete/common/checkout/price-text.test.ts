import { describe, expect, it } from 'vitest';
import { checkoutFr } from './i18n/fr';
import { programFactsFr } from '../../../shared/i18n/fr';
import { discountLabel, perInterval, totalText, type PriceWords } from './price-text';

const FRENCH: PriceWords = { checkout: checkoutFr, facts: programFactsFr, locale: 'fr' };
/** French puts a no-break space before the currency. */
const nbsp = (text: string) => text.replace(/ \$US/g, '\u00a0$US');

describe('price texts', () => {
  it('says what a discount takes off, with its code and end', () => {
    expect(discountLabel({ currency: 'USD', discount: null })).toBeNull();
    expect(discountLabel({ currency: 'USD', discount: { id: 2, kind: 'fixed', value: 1000, code: 'RUN10', ends_at: null } })).toBe('$10.00 off with RUN10');
    expect(discountLabel({ currency: 'USD', discount: { id: 1, kind: 'percent', value: 20, code: null, ends_at: '2026-12-22T12:00:00.000Z' } })).toMatch(/^20% off until /);
  });

  it('says what is paid, a discounted subscription’s first period apart', () => {
    const quote = { price: 1500, final_price: 1200, amount_off: 300, currency: 'USD' };
    expect(totalText(quote, { pricing: 'one_time' })).toBe('$12.00');
    expect(totalText(quote, { pricing: 'subscription', interval: 'month' })).toBe('$12.00 for the first month, then $15.00 / month');
    expect(totalText({ ...quote, final_price: 1500, amount_off: 0 }, { pricing: 'subscription', interval: 'year' })).toBe('$15.00 / year');
  });

  it('adds the billing interval of a subscription', () => {
    expect(perInterval('$15.00', { pricing: 'subscription', interval: 'month' })).toBe('$15.00 / month');
    expect(perInterval('$15.00', { pricing: 'one_time', interval: null })).toBe('$15.00');
  });

  it('reads in French, with French numbers, dates and billing intervals', () => {
    expect(discountLabel({ currency: 'USD', discount: { id: 2, kind: 'fixed', value: 1000, code: 'RUN10', ends_at: null } }, FRENCH)).toBe(nbsp('10,00 $US de remise avec RUN10'));
    expect(discountLabel({ currency: 'USD', discount: { id: 1, kind: 'percent', value: 20, code: null, ends_at: '2026-12-22T12:00:00.000Z' } }, FRENCH)).toBe('20 % de remise jusqu’au 22 déc. 2026');
    const quote = { price: 1500, final_price: 1200, amount_off: 300, currency: 'USD' };
    expect(totalText(quote, { pricing: 'subscription', interval: 'month' }, FRENCH)).toBe(nbsp('12,00 $US pour le premier mois, puis 15,00 $US / mois'));
    expect(totalText({ ...quote, final_price: 1500, amount_off: 0 }, { pricing: 'subscription', interval: 'year' }, FRENCH)).toBe(nbsp('15,00 $US / an'));
    expect(perInterval('15,00 $US', { pricing: 'subscription', interval: 'month' }, FRENCH.facts)).toBe('15,00 $US / mois');
  });
});
