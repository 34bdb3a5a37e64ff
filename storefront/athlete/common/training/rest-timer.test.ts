import { describe, expect, it } from 'vitest';
import { extendRest, formatClock, formatRest, isRestOver, isRestPaused, pauseRest, restFraction, restRemainingMs, resumeRest, startRest } from './rest-timer';

const T0 = 1_000_000;

describe('rest timer', () => {
  it('counts down from the rest it started with and stops at zero', () => {
    const t = startRest(90, T0);
    expect(restRemainingMs(t, T0)).toBe(90_000);
    expect(restRemainingMs(t, T0 + 30_000)).toBe(60_000);
    expect(isRestOver(t, T0 + 89_999)).toBe(false);
    expect(isRestOver(t, T0 + 90_000)).toBe(true);
    expect(restRemainingMs(t, T0 + 200_000)).toBe(0);
  });

  it('holds still while paused and goes on from there when resumed', () => {
    const paused = pauseRest(startRest(60, T0), T0 + 20_000);
    expect(isRestPaused(paused)).toBe(true);
    expect(restRemainingMs(paused, T0 + 500_000)).toBe(40_000);
    expect(pauseRest(paused, T0 + 600_000)).toBe(paused);
    const resumed = resumeRest(paused, T0 + 500_000);
    expect(isRestPaused(resumed)).toBe(false);
    expect(restRemainingMs(resumed, T0 + 510_000)).toBe(30_000);
    expect(resumeRest(resumed, T0)).toBe(resumed);
  });

  it('can be extended or shortened, never below zero, running or paused', () => {
    const t = startRest(30, T0);
    const longer = extendRest(t, 15, T0 + 10_000);
    expect(restRemainingMs(longer, T0 + 10_000)).toBe(35_000);
    expect(longer.durationMs).toBe(45_000);
    expect(restRemainingMs(extendRest(t, -60, T0), T0)).toBe(0);
    const paused = extendRest(pauseRest(t, T0 + 10_000), 15, T0 + 99_000);
    expect(isRestPaused(paused)).toBe(true);
    expect(restRemainingMs(paused, T0 + 200_000)).toBe(35_000);
  });

  it('tells how much of the rest is left', () => {
    const t = startRest(100, T0);
    expect(restFraction(t, T0)).toBe(1);
    expect(restFraction(t, T0 + 25_000)).toBe(0.75);
    expect(restFraction(t, T0 + 999_000)).toBe(0);
    expect(restFraction(startRest(0, T0), T0)).toBe(0);
  });

  it('shows a clock that reaches 0:00 only at the end', () => {
    expect(formatClock(90_000)).toBe('1:30');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(500)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(605_000)).toBe('10:05');
  });

  it('reads a prescribed rest', () => {
    expect(formatRest(45)).toBe('45 s');
    expect(formatRest(90)).toBe('1:30');
    expect(formatRest(null)).toBeNull();
  });
});
