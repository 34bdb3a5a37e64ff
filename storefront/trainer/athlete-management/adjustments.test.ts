import { describe, expect, it } from 'vitest';
import { EMPTY_ADJUSTMENT, adjustmentKind, formOf, loadText, overrideRow, readAdjustment, weekChoices, weekNumbersText, type AdjustmentForm } from './adjustments';
import { adjustText } from './i18n/en';
import { adjustFr } from './i18n/fr';

const t = adjustText.en;
const number = (n: number) => new Intl.NumberFormat('en').format(n);
const exercise = (over: object) => ({ sets: 3, measure: 'reps_load', reps: '8-10', load_kind: null, load: null, load_kg: null, target_seconds: null, target_distance_m: null, ...over });
const form = (over: Partial<AdjustmentForm>): AdjustmentForm => ({ ...EMPTY_ADJUSTMENT, ...over });

describe('an exercise’s numbers in a week, as the trainer wrote them', () => {
  it('says the load by its kind, kilograms as kilograms', () => {
    expect(loadText(exercise({ load_kind: 'kg', load: 62.5, load_kg: 62.5 }), t, number)).toBe('62.5 kg');
    expect(loadText(exercise({ load_kind: 'percent_1rm', load: 80, load_kg: 54.4 }), t, number)).toBe('80% 1RM · 55 kg');
    expect(loadText(exercise({ load_kind: 'percent_1rm', load: 80 }), t, number)).toBe('80% 1RM');
    expect(loadText(exercise({ load_kind: 'rpe', load: 8 }), t, number)).toBe('RPE 8');
    expect(loadText(exercise({ load_kind: 'rir', load: 2 }), t, number)).toBe('RIR 2');
    expect(loadText(exercise({}), t, number)).toBeNull();
    expect(loadText(exercise({ load_kind: 'rpe', load: null }), t, number)).toBeNull();
  });

  it('puts the sets, the target and the load in one line', () => {
    expect(weekNumbersText(exercise({ load_kind: 'percent_1rm', load: 80, load_kg: 55 }), t, number)).toBe('3 × 8-10 · 80% 1RM · 55 kg');
    expect(weekNumbersText(exercise({ sets: 4, reps: '6', load_kind: 'rpe', load: 8 }), t, number)).toBe('4 × 6 · RPE 8');
    expect(weekNumbersText(exercise({ measure: 'time', reps: '', target_seconds: 45 }), t, number)).toBe('3 × 0:45');
    expect(weekNumbersText(exercise({}), t, number)).toBe('3 × 8-10');
  });
});

describe('the weeks an adjustment may be for', () => {
  it('runs from the current week to the last', () => {
    expect(weekChoices(3, 8)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(weekChoices(8, 8)).toEqual([8]);
    expect(weekChoices(0, 2)).toEqual([1, 2]);
  });
});

describe('the adjustment form', () => {
  it('needs the reps or the load', () => {
    expect(readAdjustment(form({ note: 'Deload' }), 'kg', t).problems).toEqual({ reps: 'Give the reps or the load' });
    expect(readAdjustment(form({ reps: '   ' }), 'kg', t).problems).toEqual({ reps: 'Give the reps or the load' });
  });

  it('keeps the load within its kind’s range, in kilograms when the exercise has none', () => {
    expect(readAdjustment(form({ load: '11' }), 'rpe', t, number).problems).toEqual({ load: 'The load must be between 1 and 10 (RPE)' });
    expect(readAdjustment(form({ load: '0' }), 'percent_1rm', t, number).problems).toEqual({ load: 'The load must be between 1 and 150 (% 1RM)' });
    expect(readAdjustment(form({ load: '1001' }), null, t, number).problems).toEqual({ load: 'The load must be between 0 and 1,000 (kg)' });
    expect(readAdjustment(form({ load: '-1' }), 'rir', t, number).problems).toEqual({ load: 'The load must be between 0 and 10 (RIR)' });
    expect(readAdjustment(form({ load: 'heavy' }), 'kg', t).problems).toEqual({ load: 'Give the load as a number' });
    expect(readAdjustment(form({ load: '10' }), 'rpe', t).value?.load).toBe(10);
    expect(readAdjustment(form({ load: '0' }), 'rir', t).value?.load).toBe(0);
  });

  it('keeps the reps and the note within the contract’s lengths', () => {
    expect(readAdjustment(form({ reps: 'x'.repeat(21) }), null, t).problems).toEqual({ reps: 'At most 20 characters' });
    expect(readAdjustment(form({ reps: '5', note: 'x'.repeat(501) }), null, t).problems).toEqual({ note: 'At most 500 characters' });
    expect(readAdjustment(form({ reps: 'x'.repeat(20), note: 'x'.repeat(500) }), null, t).value).toBeDefined();
  });

  it('reads into the row it sends: every week is no week, blanks are none, a comma is a decimal point', () => {
    const every = readAdjustment(form({ reps: ' 6-8 ', note: '  ' }), 'kg', t);
    expect(every.value).toEqual({ week: null, reps: '6-8', load: null, note: null });
    const week4 = readAdjustment(form({ week: 4, load: '72,5', note: ' Knee: go lighter ' }), 'kg', t);
    expect(week4.value).toEqual({ week: 4, reps: null, load: 72.5, note: 'Knee: go lighter' });
    expect(overrideRow(7, 31, week4.value!)).toEqual({ enrollment_id: 7, workout_exercise_id: 31, week: 4, reps: null, load: 72.5, note: 'Knee: go lighter' });
  });

  it('takes a load without a kind in kilograms, and says the messages in French', () => {
    expect(adjustmentKind(null)).toBe('kg');
    expect(adjustmentKind('rpe')).toBe('rpe');
    expect(adjustmentKind('bogus')).toBe('kg');
    const fr = { ...adjustFr } as unknown as typeof t;
    expect(readAdjustment(form({}), 'kg', fr).problems).toEqual({ reps: 'Indiquez les répétitions ou la charge' });
    expect(readAdjustment(form({ load: '12' }), 'rpe', fr).problems).toEqual({ load: 'La charge doit être comprise entre 1 et 10 (RPE)' });
  });
});

describe('formOf', () => {
  it('opens a saved adjustment as the form shows it', () => {
    expect(formOf({ week: null, reps: '5', load: null, note: 'Lighter' })).toEqual({ week: 'every', reps: '5', load: '', note: 'Lighter' });
    expect(formOf({ week: 3, reps: null, load: 62.5, note: null })).toEqual({ week: 3, reps: '', load: '62.5', note: '' });
  });
});
