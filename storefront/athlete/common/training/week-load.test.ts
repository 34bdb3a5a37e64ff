import { describe, expect, it } from 'vitest';
import { trainingText } from './i18n/en';
import { adjustmentsOf, exerciseWeek, loadText, weekWeight, type ExerciseAdjustment } from './week-load';

const t = trainingText.en;
const number = (n: number) => String(n);

/** A percentage wave: 70/75/80/60 % of the one-rep max, 8-10 reps. */
const wave = { reps: '8-10', load_kind: 'percent_1rm', load: 70, progression: { rule: 'percent' as const, percents: [70, 75, 80, 60] } };
const maxKg = 100;
/** The trainer's adjustments of the exercise (id 7) and of another one (id 8). */
const adjustments: ExerciseAdjustment[] = [
  { id: 1, workout_exercise_id: 7, week: null, reps: '6', load: null, note: 'Slow eccentrics' },
  { id: 2, workout_exercise_id: 7, week: 2, reps: null, load: 85, note: null },
  { id: 3, workout_exercise_id: 8, week: null, reps: '20', load: 50, note: null },
];

describe('adjustmentsOf', () => {
  it('keeps the adjustments of one exercise of the workout', () => {
    expect(adjustmentsOf(adjustments, 7).map((a) => a.id)).toEqual([1, 2]);
    expect(adjustmentsOf(adjustments, 9)).toEqual([]);
    expect(adjustmentsOf(undefined, 7)).toEqual([]);
    expect(adjustmentsOf(adjustments, undefined)).toEqual([]);
  });
});

describe('exerciseWeek with adjustments', () => {
  const mine = adjustmentsOf(adjustments, 7);

  it('is the program’s week without adjustments', () => {
    expect(exerciseWeek(wave, 2, maxKg)).toEqual({ week: 2, reps: '8-10', loadKind: 'percent_1rm', load: 75, loadKg: 75, adjustment: null });
    expect(exerciseWeek(wave, 2, maxKg, [])).toEqual(exerciseWeek(wave, 2, maxKg));
  });

  it('follows the every-week adjustment’s reps, the wave’s load', () => {
    const at = exerciseWeek(wave, 1, maxKg, mine);
    expect(at).toMatchObject({ week: 1, reps: '6', loadKind: 'percent_1rm', load: 70, loadKg: 70 });
    expect(at.adjustment?.id).toBe(1);
    expect(exerciseWeek(wave, 3, maxKg, mine)).toMatchObject({ reps: '6', load: 80, loadKg: 80 });
    // Past the wave it starts again (week 6 is 75 %); week 2's adjustment is week 2's only.
    expect(exerciseWeek(wave, 6, maxKg, mine)).toMatchObject({ reps: '6', load: 75, loadKg: 75 });
  });

  it('follows week 2’s adjustment of the load in week 2 (over the every-week one)', () => {
    const at = exerciseWeek(wave, 2, maxKg, mine);
    expect(at).toMatchObject({ week: 2, reps: '8-10', loadKind: 'percent_1rm', load: 85, loadKg: 85 });
    expect(at.adjustment?.id).toBe(2);
  });

  it('gives the adjusted weight in kg and in lb to the plate step', () => {
    // 85 kg is 187.4 lb: loaded as 185; week 1's 70 kg (154.3 lb) as 155, week 3's 80 kg (176.4 lb) as 175.
    expect(weekWeight(exerciseWeek(wave, 2, maxKg, mine), 'kg')).toBe(85);
    expect(weekWeight(exerciseWeek(wave, 2, maxKg, mine), 'lb')).toBe(185);
    expect(weekWeight(exerciseWeek(wave, 1, maxKg, mine), 'lb')).toBe(155);
    expect(weekWeight(exerciseWeek(wave, 3, maxKg, mine), 'lb')).toBe(175);
    // 77.5 % of 100 kg (77.5 kg, 170.9 lb) rounds to 170 lb, and to itself in kg.
    const odd = exerciseWeek(wave, 2, maxKg, [{ id: 4, week: 2, load: 77.5 }]);
    expect(weekWeight(odd, 'lb')).toBe(170);
    expect(weekWeight(odd, 'kg')).toBe(77.5);
  });

  it('says the adjusted load in words', () => {
    expect(loadText(exerciseWeek(wave, 2, maxKg, mine), 'lb', t, number)).toBe('85% 1RM · 185 lb');
    expect(loadText(exerciseWeek(wave, 2, null, mine), 'kg', t, number)).toBe('85% of your 1RM');
    expect(loadText(exerciseWeek(wave, 1, maxKg, mine), 'kg', t, number)).toBe('70% 1RM · 70 kg');
  });

  it('has no weight without a known one-rep max, the adjusted reps still', () => {
    const at = exerciseWeek(wave, 2, undefined, mine);
    expect(at).toMatchObject({ reps: '8-10', load: 85, loadKg: null });
    expect(weekWeight(at, 'lb')).toBeNull();
    expect(exerciseWeek(wave, 4, undefined, mine)).toMatchObject({ reps: '6', load: 60, loadKg: null });
  });

  it('loads kilograms on a prescription without a load, and keeps the numbers for a note alone', () => {
    const bodyweight = { reps: '10' };
    expect(exerciseWeek(bodyweight, 1, null, [{ id: 5, week: null, load: 10 }])).toMatchObject({ reps: '10', loadKind: 'kg', load: 10, loadKg: 10 });
    const noted = exerciseWeek(wave, 2, maxKg, [{ id: 6, week: null, note: 'Belt on' }]);
    expect(noted).toMatchObject({ reps: '8-10', load: 75, loadKg: 75 });
    expect(noted.adjustment?.note).toBe('Belt on');
  });
});
