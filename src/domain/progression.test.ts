import { describe, expect, it } from 'vitest';
import { athleteWeek, deloadOf, loadInUnit, prescriptionForWeek, progressionProblem, shiftReps, weekTable, type BasePrescription } from './progression';

/** Weeks 1-8 of a prescription as [reps, load, loadKg] rows. */
const table = (p: BasePrescription, max?: number) => weekTable(p, 8, max).map((w) => [w.reps, w.load, w.loadKg]);

describe('shiftReps', () => {
  it('moves every number of the text, never below one', () => {
    expect(shiftReps('8-10', 1)).toBe('9-11');
    expect(shiftReps('5', -1)).toBe('4');
    expect(shiftReps('2', -5)).toBe('1');
    expect(shiftReps('AMRAP', 2)).toBe('AMRAP');
    expect(shiftReps('3x5', 0)).toBe('3x5');
  });
});

describe('prescriptionForWeek', () => {
  it('with no rule, every week is the prescription', () => {
    expect(table({ reps: '8-10', load_kind: 'kg', load: 60 })).toEqual(Array(8).fill(['8-10', 60, 60]));
  });

  it('add: 2.5 kg a week from 60 kg', () => {
    expect(table({ reps: '5', load_kind: 'kg', load: 60, progression: { rule: 'add', load_step: 2.5 } })).toEqual([
      ['5', 60, 60], ['5', 62.5, 62.5], ['5', 65, 65], ['5', 67.5, 67.5], ['5', 70, 70], ['5', 72.5, 72.5], ['5', 75, 75], ['5', 77.5, 77.5],
    ]);
  });

  it('add: one rep a week from 6-8, at RPE 8 (no weight known)', () => {
    expect(table({ reps: '6-8', load_kind: 'rpe', load: 8, progression: { rule: 'add', reps_step: 1 } })).toEqual([
      ['6-8', 8, null], ['7-9', 8, null], ['8-10', 8, null], ['9-11', 8, null], ['10-12', 8, null], ['11-13', 8, null], ['12-14', 8, null], ['13-15', 8, null],
    ]);
  });

  it('add: percentage points a week, against a 140 kg max', () => {
    expect(table({ reps: '3', load_kind: 'percent_1rm', load: 70, progression: { rule: 'add', load_step: 2.5 } }, 140)).toEqual([
      ['3', 70, 98], ['3', 72.5, 101.5], ['3', 75, 105], ['3', 77.5, 108.5], ['3', 80, 112], ['3', 82.5, 115.5], ['3', 85, 119], ['3', 87.5, 122.5],
    ]);
  });

  it('percent: a 70/75/80/deload wave repeats, against a 100 kg max', () => {
    expect(table({ reps: '5', load_kind: 'kg', load: 50, progression: { rule: 'percent', percents: [70, 75, 80, 60] } }, 100)).toEqual([
      ['5', 70, 70], ['5', 75, 75], ['5', 80, 80], ['5', 60, 60], ['5', 70, 70], ['5', 75, 75], ['5', 80, 80], ['5', 60, 60],
    ]);
  });

  it('percent: without a known max the weight is not known', () => {
    expect(prescriptionForWeek({ reps: '5', progression: { rule: 'percent', percents: [70, 75] } }, 2)).toEqual({ week: 2, reps: '5', loadKind: 'percent_1rm', load: 75, loadKg: null });
  });

  it('weeks: explicit values, the last one holding past the list', () => {
    const p: BasePrescription = { reps: '10', load_kind: 'kg', load: 40, progression: { rule: 'weeks', weeks: [{}, { reps: '8', load: 45 }, { reps: '6', load: 50 }, { load: 30 }, { reps: '5', load: 55 }] } };
    expect(table(p)).toEqual([
      ['10', 40, 40], ['8', 45, 45], ['6', 50, 50], ['10', 30, 30], ['5', 55, 55], ['5', 55, 55], ['5', 55, 55], ['5', 55, 55],
    ]);
  });

  it('a load never goes below zero, and week 0 or less is week 1', () => {
    expect(prescriptionForWeek({ reps: '5', load_kind: 'kg', load: 10, progression: { rule: 'add', load_step: -5 } }, 4).load).toBe(0);
    expect(prescriptionForWeek({ reps: '5', load_kind: 'kg', load: 10 }, 0).week).toBe(1);
  });
});

describe('progressionProblem', () => {
  it('says what a rule lacks', () => {
    expect(progressionProblem({ reps: '5' })).toBeNull();
    expect(progressionProblem({ progression: { rule: 'add' } })).toBe('needsStep');
    expect(progressionProblem({ progression: { rule: 'add', load_step: 2.5 } })).toBe('needsLoad');
    expect(progressionProblem({ load_kind: 'kg', load: 50, progression: { rule: 'add', load_step: 2.5 } })).toBeNull();
    expect(progressionProblem({ progression: { rule: 'add', reps_step: 1 } })).toBeNull();
    expect(progressionProblem({ progression: { rule: 'percent', percents: [] } })).toBe('needsPercents');
    expect(progressionProblem({ progression: { rule: 'weeks' } })).toBe('needsWeeks');
  });
});

describe('loadInUnit', () => {
  it('rounds to the plates of the unit', () => {
    expect(loadInUnit(76.4, 'kg')).toBe(77.5);
    expect(loadInUnit(101.5, 'kg')).toBe(102.5);
    expect(loadInUnit(102.06, 'lb')).toBe(225);
    expect(loadInUnit(70, 'lb')).toBe(155);
  });
});

describe('athleteWeek', () => {
  const squat: BasePrescription = { reps: '5', load_kind: 'percent_1rm', load: 70, progression: { rule: 'percent', percents: [70, 75, 80, 60] } };
  it('follows the program without an adjustment', () => {
    expect(athleteWeek(squat, 2, [], 100)).toMatchObject({ reps: '5', load: 75, loadKg: 75, adjustment: null });
  });
  it('takes the week’s adjustment over the every-week one, the newest of each', () => {
    const adjustments = [
      { id: 1, week: null, reps: '3' },
      { id: 2, week: 2, load: 65 },
      { id: 3, week: null, reps: '4' },
    ];
    expect(athleteWeek(squat, 2, adjustments, 100)).toMatchObject({ reps: '5', loadKind: 'percent_1rm', load: 65, loadKg: 65, adjustment: { id: 2 } });
    expect(athleteWeek(squat, 3, adjustments, 100)).toMatchObject({ reps: '4', load: 80, loadKg: 80, adjustment: { id: 3 } });
  });
  it('a load for an exercise prescribed without one is in kilograms', () => {
    expect(athleteWeek({ reps: '10' }, 1, [{ load: 20 }])).toMatchObject({ reps: '10', loadKind: 'kg', load: 20, loadKg: 20 });
  });
});

describe('deloadOf', () => {
  it('keeps week 1’s work at half the sets and a lighter load, without a progression', () => {
    expect(deloadOf({ sets: 5, reps: '5', load_kind: 'kg', load: 102.5, progression: { rule: 'add', load_step: 2.5 } })).toMatchObject({ sets: 3, reps: '5', load_kind: 'kg', load: 62.5, progression: null });
    expect(deloadOf({ sets: 4, reps: '3', load_kind: 'percent_1rm', load: 80, progression: { rule: 'percent', percents: [85, 90] } })).toMatchObject({ sets: 2, load: 60 });
    expect(deloadOf({ sets: 3, reps: '8', load_kind: 'percent_1rm', load: 50 })).toMatchObject({ sets: 2, load: 50 });
    expect(deloadOf({ sets: 1, reps: '10', load_kind: 'rpe', load: 2 })).toMatchObject({ sets: 1, load: 1 });
    expect(deloadOf({ sets: 3, reps: '10', load_kind: 'rir', load: 1 })).toMatchObject({ load: 3 });
    expect(deloadOf({ sets: 3, reps: '12', load_kind: null, load: null, progression: { rule: 'weeks', weeks: [{ reps: '10' }] } })).toMatchObject({ sets: 2, reps: '10', load: null, progression: null });
  });
});
