import { describe, expect, it } from 'vitest';
import { readAmount } from './PayoutScheduleButton';

describe('the payout minimum as typed', () => {
  it('reads amounts in minor units, a comma as the decimal point', () => {
    expect([readAmount('10'), readAmount('12.50'), readAmount('7,5'), readAmount(' 0 ')]).toEqual([1000, 1250, 750, 0]);
  });
  it('refuses what is not an amount', () => {
    expect([readAmount(''), readAmount('-1'), readAmount('1.234'), readAmount('ten'), readAmount('1e3')]).toEqual([null, null, null, null, null]);
  });
});
