import { describe, expect, it } from 'vitest';
import { kgTo, toKg } from './units';

describe('weights in the preferred unit', () => {
  it('keeps kilograms as they are', () => {
    expect(kgTo(42.5, 'kg')).toBe(42.5);
    expect(toKg(42.5, 'kg')).toBe(42.5);
  });

  it('converts with the exact pound, rounded for people', () => {
    expect(kgTo(100, 'lb')).toBe(220.5);
    expect(kgTo(20, 'lb')).toBe(44.1);
    expect(toKg(100, 'lb')).toBe(45.36);
    expect(toKg(225, 'lb')).toBe(102.06);
  });

  it('reads a weight typed in pounds back as the same pounds', () => {
    for (const lb of [5, 45, 95, 100, 135, 185, 225, 315, 405, 2.5, 17.5]) expect(kgTo(toKg(lb, 'lb'), 'lb')).toBe(lb);
  });
});
