import { describe, expect, it } from 'vitest';
import { amountOff, hasRedemptionsLeft, isLive, isLiveCode, isUsedUpCode, lostToUsedUp, normaliseCode, quotePrice, type DiscountRule } from './discounts';

const now = new Date('2026-11-22T12:00:00.000Z');
const d = (over: Partial<DiscountRule>): DiscountRule => ({ id: 1, code: null, kind: 'percent', value: 20, starts_at: '2026-11-01T00:00:00.000Z', ends_at: null, max_redemptions: null, redemptions: 0, reserved: 0, active: 1, ...over });

describe('a discount is live', () => {
  it('when active, started, not ended and with redemptions left', () => {
    expect(isLive(d({}), now)).toBe(true);
    expect(isLive(d({ active: 0 }), now)).toBe(false);
    expect(isLive(d({ starts_at: '2026-11-23T00:00:00.000Z' }), now)).toBe(false);
    expect(isLive(d({ starts_at: now.toISOString() }), now)).toBe(true);
    expect(isLive(d({ ends_at: now.toISOString() }), now)).toBe(false); // the end is exclusive
    expect(isLive(d({ ends_at: '2026-11-22T12:00:01.000Z' }), now)).toBe(true);
    expect(isLive(d({ max_redemptions: 5, redemptions: 5 }), now)).toBe(false);
    expect(isLive(d({ max_redemptions: 5, redemptions: 4 }), now)).toBe(true);
  });

  it('counts redemptions held by checkouts in flight as used', () => {
    expect(isLive(d({ max_redemptions: 5, redemptions: 4, reserved: 1 }), now)).toBe(false);
    expect(isLive(d({ max_redemptions: 5, redemptions: 0, reserved: 5 }), now)).toBe(false);
    expect(isLive(d({ max_redemptions: 5, redemptions: 2, reserved: 2 }), now)).toBe(true);
    expect(isLive(d({ max_redemptions: null, redemptions: 2, reserved: 900 }), now)).toBe(true);
    expect(hasRedemptionsLeft({ max_redemptions: 1, redemptions: 0, reserved: 1 })).toBe(false);
    expect(quotePrice(4000, [d({ max_redemptions: 1, reserved: 1 })], { now }).discount).toBeNull();
  });

  it('tells when the price is higher because a limited discount ran out', () => {
    expect(lostToUsedUp(4000, [d({ max_redemptions: 1, reserved: 1 })], { now })).toBe(true);
    expect(lostToUsedUp(4000, [d({ max_redemptions: 1, redemptions: 1 })], { now })).toBe(true);
    expect(lostToUsedUp(4000, [d({ max_redemptions: 2, redemptions: 1 })], { now })).toBe(false);
    // A smaller limited discount used up next to a live bigger one changes nothing.
    expect(lostToUsedUp(4000, [d({ id: 1, value: 50 }), d({ id: 2, value: 10, max_redemptions: 1, redemptions: 1 })], { now })).toBe(false);
    expect(lostToUsedUp(4000, [d({ active: 0, max_redemptions: 1, redemptions: 1 })], { now })).toBe(false);
    expect(lostToUsedUp(4000, [d({ code: 'LAST', max_redemptions: 1, reserved: 1 })], { now })).toBe(false);
    expect(lostToUsedUp(4000, [d({ code: 'LAST', max_redemptions: 1, reserved: 1 })], { now, code: 'last' })).toBe(true);
  });
});

describe('amount off', () => {
  it('rounds percentages to the minor unit and never goes past the price', () => {
    expect(amountOff(4900, { kind: 'percent', value: 20 })).toBe(980);
    expect(amountOff(999, { kind: 'percent', value: 15 })).toBe(150); // 149.85
    expect(amountOff(4900, { kind: 'percent', value: 100 })).toBe(4900);
    expect(amountOff(1000, { kind: 'fixed', value: 2500 })).toBe(1000);
    expect(amountOff(0, { kind: 'fixed', value: 100 })).toBe(0);
  });
});

describe('overlapping discounts resolve to the lowest price, never stacking', () => {
  it('picks the best of the automatic ones', () => {
    const q = quotePrice(5000, [d({ id: 1, kind: 'percent', value: 10 }), d({ id: 2, kind: 'fixed', value: 1000 }), d({ id: 3, kind: 'percent', value: 15 })], { now });
    expect(q).toMatchObject({ price: 5000, amount_off: 1000, final_price: 4000 });
    expect(q.discount?.id).toBe(2);
  });

  it('applies a code discount only with its code, case and spaces ignored', () => {
    const list = [d({ id: 1, value: 10 }), d({ id: 2, code: 'RUN25', value: 25 })];
    expect(quotePrice(4000, list, { now }).discount?.id).toBe(1);
    expect(quotePrice(4000, list, { now, code: ' run25 ' }).discount?.id).toBe(2);
    expect(quotePrice(4000, list, { now, code: 'WRONG' }).discount?.id).toBe(1);
  });

  it('keeps the automatic discount when a code would be worse', () => {
    const list = [d({ id: 1, value: 30 }), d({ id: 2, code: 'SMALL', value: 5 })];
    expect(quotePrice(4000, list, { now, code: 'small' }).discount?.id).toBe(1);
  });

  it('breaks a tie with the newest discount, and answers no discount when none is live', () => {
    expect(quotePrice(4000, [d({ id: 4, value: 10 }), d({ id: 9, kind: 'fixed', value: 400 })], { now }).discount?.id).toBe(9);
    expect(quotePrice(4000, [d({ active: 0 })], { now })).toEqual({ price: 4000, amount_off: 0, final_price: 4000, discount: null });
  });

  it('normalises codes', () => {
    expect(normaliseCode(' ab c ')).toBe('ABC');
    expect(normaliseCode('   ')).toBeNull();
  });

  it('tells a live code from an unknown, ended or inactive one, whether or not it wins', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const base = { kind: 'percent' as const, value: 10, starts_at: '2026-01-01T00:00:00Z', ends_at: null, max_redemptions: null, redemptions: 0, reserved: 0, active: 1 };
    const rules: DiscountRule[] = [
      { ...base, id: 1, code: null, value: 50 },
      { ...base, id: 2, code: 'TEN' },
      { ...base, id: 3, code: 'OLD', ends_at: '2026-02-01T00:00:00Z' },
      { ...base, id: 4, code: 'OFF', active: 0 },
    ];
    expect(isLiveCode(rules, ' ten ', now)).toBe(true);
    expect(quotePrice(1000, rules, { code: 'TEN', now }).discount?.id).toBe(1); // valid, yet the public one wins
    expect(isLiveCode(rules, 'OLD', now)).toBe(false);
    expect(isLiveCode(rules, 'OFF', now)).toBe(false);
    expect(isLiveCode(rules, 'NOPE', now)).toBe(false);
    expect(isLiveCode(rules, '', now)).toBe(false);
  });

  it('tells a code whose redemptions are all used or held from an unknown one', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const base = { kind: 'percent' as const, value: 10, starts_at: '2026-01-01T00:00:00Z', ends_at: null, redemptions: 0, reserved: 0, active: 1 };
    const rules: DiscountRule[] = [
      { ...base, id: 1, code: 'LAST', max_redemptions: 2, redemptions: 1, reserved: 1 },
      { ...base, id: 2, code: 'SOME', max_redemptions: 2, redemptions: 1 },
      { ...base, id: 3, code: 'GONE', max_redemptions: 1, redemptions: 1, active: 0 },
    ];
    expect(isLiveCode(rules, 'last', now)).toBe(false);
    expect(isUsedUpCode(rules, 'last', now)).toBe(true);
    expect(isUsedUpCode(rules, 'SOME', now)).toBe(false); // still live
    expect(isUsedUpCode(rules, 'GONE', now)).toBe(false); // switched off: not a code that applies
    expect(isUsedUpCode(rules, 'NOPE', now)).toBe(false);
    expect(isUsedUpCode(rules, null, now)).toBe(false);
  });
});
