import { describe, expect, it } from 'vitest';
import { readMinor, readPercent } from './typed-amounts';

describe('an amount as typed', () => {
  it('reads major units with up to two decimals as minor units, a comma as the point', () => {
    expect([readMinor('12.50'), readMinor(' 7,5 '), readMinor('0.01'), readMinor('10'), readMinor('0')]).toEqual([1250, 750, 1, 1000, 0]);
  });
  it('takes a minus sign only when signed, and refuses 0 when asked to', () => {
    expect(readMinor('-3')).toBeNull();
    expect(readMinor('-3', { signed: true })).toBe(-300);
    for (const text of ['0', '0.00', '-0']) expect(readMinor(text, { signed: true, zero: false }), text).toBeNull();
  });
  it('refuses more than two decimals and what is not an amount', () => {
    for (const text of ['1.005', 'abc', '', '1e3', '12345678', '+5']) expect(readMinor(text, { signed: true }), text).toBeNull();
  });
});

describe('a fee rate as typed', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect([readPercent('15'), readPercent('12.5'), readPercent('7,25'), readPercent('0'), readPercent('100')]).toEqual([1500, 1250, 725, 0, 10_000]);
  });
  it('refuses more than 100 %, more than two decimals, a sign and what is not a number', () => {
    for (const text of ['100.01', '101', '1.005', '-5', 'abc', '', '15%']) expect(readPercent(text), text).toBeNull();
  });
});
