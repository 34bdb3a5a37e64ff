import { describe, expect, it } from 'vitest';
import { readAmount } from './EarningsPanel';

describe('an adjustment’s amount as typed', () => {
  it('reads major units with up to two decimals, signed, as minor units', () => {
    expect(readAmount('12.50')).toBe(1250);
    expect(readAmount('-3')).toBe(-300);
    expect(readAmount(' 7,5 ')).toBe(750);
    expect(readAmount('0.01')).toBe(1);
  });
  it('refuses 0, more than two decimals, and what is not an amount', () => {
    for (const text of ['0', '0.00', '-0', '1.005', 'abc', '', '1e3', '12345678']) expect(readAmount(text), text).toBeNull();
  });
});
