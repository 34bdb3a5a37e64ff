import { describe, expect, it } from 'vitest';
import { axisTicks, labelIndexes, linearScale, niceCeil } from './chart-scale';

describe('chart scale', () => {
  it('rounds up to a round number', () => {
    expect(niceCeil(0)).toBe(1);
    expect(niceCeil(1)).toBe(1);
    expect(niceCeil(1.2)).toBe(2);
    expect(niceCeil(2.2)).toBe(2.5);
    expect(niceCeil(296)).toBe(500);
    expect(niceCeil(1185)).toBe(2000);
  });
  it('makes round ticks from zero that cover the maximum', () => {
    expect(axisTicks(1185)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(axisTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisTicks(3, 3)).toEqual([0, 1, 2, 3]);
  });
  it('scales linearly, and a flat domain to the middle', () => {
    const x = linearScale(0, 10, 100, 200);
    expect(x(0)).toBe(100);
    expect(x(2.5)).toBe(125);
    expect(linearScale(5, 5, 0, 50)(5)).toBe(25);
  });
  it('labels the first and the last point and spreads the rest', () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(11, 6)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(labelIndexes(10, 1)).toEqual([9]);
    expect(labelIndexes(0, 4)).toEqual([]);
  });
});
