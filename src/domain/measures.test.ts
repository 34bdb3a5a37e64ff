import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, isMeasure, missingField, pacePerKm, parseDuration, requiredField } from './measures';

describe('measures', () => {
  it('requires of a set what its measure records; a set naming no exercise logs reps', () => {
    expect(requiredField('reps')).toBe('reps');
    expect(requiredField('reps_load')).toBe('reps');
    expect(requiredField('time')).toBe('seconds');
    expect(requiredField('distance')).toBe('distance_m');
    expect(requiredField(null)).toBe('reps');
    expect(missingField({ reps: 10 }, 'time')).toBe('seconds');
    expect(missingField({ seconds: 45 }, 'time')).toBeNull();
    expect(missingField({ seconds: 1500 }, 'distance')).toBe('distance_m');
    expect(missingField({ distance_m: 5000, seconds: null }, 'distance')).toBeNull();
    expect(missingField({ reps: 0 }, 'reps')).toBeNull();
    expect(missingField({ reps: null }, undefined)).toBe('reps');
    expect(isMeasure('time')).toBe(true);
    expect(isMeasure('weight')).toBe(false);
  });

  it('reads a time as typed and shows it as a clock', () => {
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration(' 1:30 ')).toBe(90);
    expect(parseDuration('25:00')).toBe(1500);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('1:75')).toBeNaN();
    expect(parseDuration('abc')).toBeNaN();
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('shows distances and paces', () => {
    expect(formatDistance(800)).toBe('800 m');
    expect(formatDistance(5000)).toBe('5 km');
    expect(formatDistance(10550)).toBe('10.55 km');
    expect(pacePerKm(5000, 1650)).toBe('5:30 /km');
    expect(pacePerKm(0, 100)).toBeNull();
    expect(pacePerKm(5000, null)).toBeNull();
  });
});
