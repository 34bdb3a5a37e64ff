import { describe, expect, it } from 'vitest';
import { readPercent } from './FeeRatesButton';

describe('a fee rate as typed', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(readPercent('15')).toBe(1500);
    expect(readPercent('12.5')).toBe(1250);
    expect(readPercent('7,25')).toBe(725);
    expect(readPercent('0')).toBe(0);
    expect(readPercent('100')).toBe(10_000);
  });
  it('refuses more than 100 %, more than two decimals, a sign and what is not a number', () => {
    for (const text of ['100.01', '101', '1.005', '-5', 'abc', '', '15%']) expect(readPercent(text), text).toBeNull();
  });
});
