import { describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES as M } from '../config/messages';
import {
  copyTitle,
  detailProblems,
  isReadyForReview,
  PROGRAM_LIMITS,
  pricingProblem,
  reviewProblems,
  structureProblem,
  toMajorUnits,
  toMinorUnits,
  type ProgramDetails,
} from './program-rules';

const valid: ProgramDetails = { title: 'Strength Foundations', price: 4900, currency: 'USD', duration_weeks: 8, pricing: 'one_time', interval: null };
const full = { splits: [{ workouts: [{ exercises: 2 }] }] };

describe('program details', () => {
  it('takes the limits from the contract', () => {
    expect(PROGRAM_LIMITS).toEqual({ titleMin: 3, titleMax: 120, priceMax: 100_000_000, durationMin: 1, durationMax: 104 });
  });

  it('accept a complete one-time program and a monthly or yearly subscription', () => {
    expect(detailProblems(valid)).toEqual({});
    expect(detailProblems({ ...valid, pricing: 'subscription', interval: 'month' })).toEqual({});
    expect(detailProblems({ ...valid, pricing: 'subscription', interval: 'year' })).toEqual({});
  });

  it('need a title of 3 to 120 characters, surrounding spaces not counted', () => {
    const msg = M.titleLength(3, 120);
    expect(detailProblems({ title: 'Ab' }).title).toBe(msg);
    expect(detailProblems({ title: '  Ab  ' }).title).toBe(msg);
    expect(detailProblems({ title: '' }).title).toBe(msg);
    expect(detailProblems({ title: null }).title).toBe(msg);
    expect(detailProblems({ title: 'Abc' })).toEqual({});
    expect(detailProblems({ title: 'x'.repeat(120) })).toEqual({});
    expect(detailProblems({ title: 'x'.repeat(121) }).title).toBe(msg);
  });

  it('need a price of 0 or more in whole minor units, up to the maximum', () => {
    expect(detailProblems({ price: 0 })).toEqual({});
    expect(detailProblems({ price: -1 }).price).toBe(M.priceInvalid);
    expect(detailProblems({ price: 12.5 }).price).toBe(M.priceInvalid);
    expect(detailProblems({ price: null }).price).toBe(M.priceInvalid);
    expect(detailProblems({ price: 100_000_000 })).toEqual({});
    expect(detailProblems({ price: 100_000_001 }).price).toBe(M.priceTooHigh('1000000.00'));
  });

  it('need a three-letter currency and 1 to 104 whole weeks', () => {
    expect(detailProblems({ currency: 'usd' }).currency).toBe(M.currencyInvalid);
    expect(detailProblems({ currency: 'EURO' }).currency).toBe(M.currencyInvalid);
    expect(detailProblems({ currency: 'EUR' })).toEqual({});
    for (const w of [0, 105, 2.5, null]) expect(detailProblems({ duration_weeks: w }).duration_weeks).toBe(M.durationInvalid(1, 104));
    expect(detailProblems({ duration_weeks: 1 })).toEqual({});
    expect(detailProblems({ duration_weeks: 104 })).toEqual({});
  });

  it('need a billing interval for a subscription, and none is needed for a one-time price', () => {
    expect(pricingProblem({ pricing: 'subscription', interval: null })).toBe(M.intervalRequired);
    expect(pricingProblem({ pricing: 'subscription' })).toBe(M.intervalRequired);
    expect(pricingProblem({ pricing: 'subscription', interval: 'week' })).toBe(M.intervalRequired);
    expect(detailProblems({ ...valid, pricing: 'subscription', interval: null })).toEqual({ interval: M.intervalRequired });
    expect(pricingProblem({ pricing: 'one_time', interval: null })).toBeNull();
    expect(pricingProblem({})).toBeNull();
  });

  it('check only the fields given (a partial change)', () => {
    expect(detailProblems({})).toEqual({});
    expect(detailProblems({ title: 'A', price: -5 })).toEqual({ title: M.titleLength(3, 120), price: M.priceInvalid });
  });
});

describe('ready for review', () => {
  it('needs a split, then a workout, then an exercise, saying what is missing first', () => {
    expect(structureProblem({ splits: [] })).toBe(M.needsSplit);
    expect(structureProblem({ splits: [{ workouts: [] }, { workouts: [] }] })).toBe(M.needsWorkout);
    expect(structureProblem({ splits: [{ workouts: [{ exercises: 0 }] }] })).toBe(M.needsExercise);
    expect(structureProblem(full)).toBeNull();
  });

  it('is satisfied by one complete split beside unfinished ones', () => {
    expect(structureProblem({ splits: [{ workouts: [] }, { workouts: [{ exercises: 0 }, { exercises: 1 }] }] })).toBeNull();
  });

  it('needs valid details and a complete structure together', () => {
    expect(isReadyForReview(reviewProblems(valid, full))).toBe(true);
    const bad = reviewProblems({ ...valid, title: 'No' }, { splits: [] });
    expect(bad).toEqual({ details: { title: M.titleLength(3, 120) }, structure: M.needsSplit });
    expect(isReadyForReview(bad)).toBe(false);
    expect(isReadyForReview(reviewProblems({ ...valid, pricing: 'subscription' }, full))).toBe(false);
  });
});

describe('prices typed in major units', () => {
  it('become minor units, with at most two decimals', () => {
    expect(toMinorUnits('49')).toBe(4900);
    expect(toMinorUnits('49.9')).toBe(4990);
    expect(toMinorUnits(' 49.95 ')).toBe(4995);
    expect(toMinorUnits('49,95')).toBe(4995);
    expect(toMinorUnits('0')).toBe(0);
    expect(toMinorUnits('10.')).toBe(1000);
    for (const bad of ['', '-1', '1.999', 'abc', '1e3', '.5']) expect(toMinorUnits(bad)).toBeNull();
  });

  it('and back', () => {
    expect(toMajorUnits(4900)).toBe('49.00');
    expect(toMajorUnits(5)).toBe('0.05');
  });
});

describe('a copy', () => {
  it('is titled "Copy of …", cut to the title limit', () => {
    expect(copyTitle('Strength Foundations')).toBe('Copy of Strength Foundations');
    expect(copyTitle('x'.repeat(120))).toHaveLength(120);
  });
});
