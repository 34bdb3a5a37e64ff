import { describe, expect, it } from 'vitest';
import fr from '../../../src/app/generated/translations-fr';
import { addTranslations, textIn } from '../../../src/i18n/text';
import { builderText } from './i18n/en';
import { distanceProblem, distanceText, measureChanges, measureOf, normalDistance, normalTime, readDistance, readTime, timeProblem, timeText } from './measure-form';

describe('a target time as typed', () => {
  it('reads seconds, minutes and hours into seconds; blank is no target', () => {
    expect(readTime('45')).toEqual({ value: 45 });
    expect(readTime('0:45')).toEqual({ value: 45 });
    expect(readTime(' 25:00 ')).toEqual({ value: 1500 });
    expect(readTime('1:02:03')).toEqual({ value: 3723 });
    expect(readTime('')).toEqual({ value: null });
  });

  it("refuses what is not a time, and a time outside the contract's limits (1 s to 24 h)", () => {
    expect(readTime('abc')).toEqual({ problem: 'format' });
    expect(readTime('1:75')).toEqual({ problem: 'format' });
    expect(readTime('0')).toEqual({ problem: 'range' });
    expect(readTime('24:00:01')).toEqual({ problem: 'range' });
    expect(readTime('24:00:00')).toEqual({ value: 86400 });
  });

  it("says why in the builder's words", () => {
    expect(timeProblem('0:45')).toBeNull();
    expect(timeProblem('')).toBeNull();
    expect(timeProblem('soon')).toBe('Type a time as 45 or 1:30');
    expect(timeProblem('0')).toBe('Between 0:01 and 24:00:00');
    addTranslations('fr', fr);
    expect(timeProblem('0', textIn(builderText, 'fr').exercise)).toBe('Entre 0:01 et 24:00:00');
  });

  it('shows a stored time as the clock does, and a typed one so once left', () => {
    expect(timeText(45)).toBe('0:45');
    expect(timeText(null)).toBe('');
    expect(normalTime('45')).toBe('0:45');
    expect(normalTime('90')).toBe('1:30');
    expect(normalTime('')).toBe('');
    expect(normalTime('abc')).toBe('abc');
  });
});

describe('a target distance typed in kilometres', () => {
  it('reads kilometres into metres, with a point or a comma; blank is no target', () => {
    expect(readDistance('5')).toEqual({ value: 5000 });
    expect(readDistance('0.8')).toEqual({ value: 800 });
    expect(readDistance('10,5')).toEqual({ value: 10500 });
    expect(readDistance('.4')).toEqual({ value: 400 });
    expect(readDistance('42.195')).toEqual({ value: 42195 });
    expect(readDistance(' ')).toEqual({ value: null });
  });

  it("refuses what is not a distance, and one outside the contract's limits (1 m to 1000 km)", () => {
    expect(readDistance('5 km')).toEqual({ problem: 'format' });
    expect(readDistance('1.2345')).toEqual({ problem: 'format' });
    expect(readDistance('-1')).toEqual({ problem: 'format' });
    expect(readDistance('0')).toEqual({ problem: 'range' });
    expect(readDistance('1000.001')).toEqual({ problem: 'range' });
    expect(readDistance('1000')).toEqual({ value: 1_000_000 });
    expect(distanceProblem('5 km')).toBe('Type kilometres, e.g. 5 or 0.8');
    expect(distanceProblem('0')).toBe('Between 1 m and 1000 km');
    expect(distanceProblem('5')).toBeNull();
  });

  it('shows a stored distance in kilometres', () => {
    expect(distanceText(5000)).toBe('5');
    expect(distanceText(800)).toBe('0.8');
    expect(distanceText(null)).toBe('');
    expect(normalDistance('5,0')).toBe('5');
    expect(normalDistance('x')).toBe('x');
  });
});

describe('a change of measure', () => {
  it('saves the measure and drops the targets the new measure does not read', () => {
    expect(measureChanges('reps')).toEqual({ measure: 'reps', target_seconds: null, target_distance_m: null });
    expect(measureChanges('reps_load')).toEqual({ measure: 'reps_load', target_seconds: null, target_distance_m: null });
    expect(measureChanges('time')).toEqual({ measure: 'time', target_distance_m: null });
    expect(measureChanges('distance')).toEqual({ measure: 'distance' });
  });

  it('reads a row without a measure as reps with a load', () => {
    expect(measureOf({})).toBe('reps_load');
    expect(measureOf({ measure: 'bogus' })).toBe('reps_load');
    expect(measureOf({ measure: 'time' })).toBe('time');
  });
});
