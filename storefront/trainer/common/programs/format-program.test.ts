import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../src/ui/format';
import { formatPrice, formatRevenue, formatWeeks, programSummary } from './format-program';

describe('program figures', () => {
  it('write a subscription price with its interval', () => {
    expect(formatPrice({ price: 1500, currency: 'USD', pricing: 'subscription', interval: 'month' })).toBe(`${formatMoney(1500, 'USD')} / month`);
    expect(formatPrice({ price: 4900, currency: 'USD', pricing: 'one_time', interval: null })).toBe(formatMoney(4900, 'USD'));
  });

  it('write revenue per currency, and a dash without sales', () => {
    expect(formatRevenue([])).toBe('—');
    expect(formatRevenue([{ amount: 3920, currency: 'USD' }, { amount: 1000, currency: 'EUR' }])).toBe(`${formatMoney(3920, 'USD')} + ${formatMoney(1000, 'EUR')}`);
  });

  it('sum a program up in one line', () => {
    expect(programSummary({ sport: 'Strength', level: 'beginner', duration_weeks: 8 })).toBe('Strength · Beginner · 8 weeks');
    expect(programSummary({ sport: null, level: 'advanced', duration_weeks: 1 })).toBe('Advanced · 1 week');
  });

  it('write weeks', () => {
    expect(formatWeeks(1)).toBe('1 week');
    expect(formatWeeks(8)).toBe('8 weeks');
  });
});
