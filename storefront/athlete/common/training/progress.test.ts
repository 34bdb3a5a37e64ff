import { describe, expect, it } from 'vitest';
import { attributeSets, estimatedOneRepMax, formatNumber, personalRecords, recordLogIds, sessionVolume, setVolume, volumeSeries, type LogLike } from './progress';

const s = (reps: number, weight?: number | null) => ({ reps, weight: weight ?? null, rpe: null, notes: null });

describe('volume', () => {
  it('is reps × weight, summed over a session; unweighted sets add nothing', () => {
    expect(setVolume(s(10, 40))).toBe(400);
    expect(setVolume(s(12))).toBe(0);
    expect(sessionVolume([s(10, 40), s(10, 42.5), s(8, 45)])).toBe(1185);
    expect(sessionVolume([s(3, 33.3), s(3, 33.3)])).toBe(199.8);
    expect(sessionVolume([])).toBe(0);
  });

  it('is one point per completed session, oldest first', () => {
    const logs: LogLike[] = [
      { id: 3, workout_id: 1, performed_at: '2026-06-05T08:00:00Z', completed: 1, sets: [s(5, 100)] },
      { id: 1, workout_id: 1, performed_at: '2026-06-01T08:00:00Z', completed: 1, sets: [s(10, 40), s(10, 40)] },
      { id: 2, workout_id: 2, performed_at: '2026-06-03T08:00:00Z', completed: 0, sets: [s(1, 1)] },
    ];
    expect(volumeSeries(logs)).toEqual([
      { logId: 1, workoutId: 1, performedAt: '2026-06-01T08:00:00Z', volume: 800, sets: 2, reps: 20 },
      { logId: 3, workoutId: 1, performedAt: '2026-06-05T08:00:00Z', volume: 500, sets: 1, reps: 5 },
    ]);
  });
});

describe('attributeSets', () => {
  const plan = [{ exerciseId: 7, sets: 2 }, { exerciseId: 8, sets: 1 }, { exerciseId: 9, sets: 2 }];
  it('gives each exercise its prescribed number of sets, in order, and any extra to the last', () => {
    const sets = [s(1), s(2), s(3), s(4), s(5), s(6)];
    expect(attributeSets(sets, plan).map((x) => x.exerciseId)).toEqual([7, 7, 8, 9, 9, 9]);
    expect(attributeSets([s(1)], plan).map((x) => x.exerciseId)).toEqual([7]);
  });
  it('takes a set that names its exercise at its word, and has nothing to match without exercises', () => {
    expect(attributeSets([{ ...s(1), exercise_id: 9 } as never, s(2)], plan).map((x) => x.exerciseId)).toEqual([9, 7]);
    expect(attributeSets([s(1)], []).map((x) => x.exerciseId)).toEqual([null]);
  });
});

describe('personal records', () => {
  const plan = () => [{ exerciseId: 7, sets: 3 }, { exerciseId: 8, sets: 2 }];
  const logs: LogLike[] = [
    { id: 1, workout_id: 1, performed_at: '2026-06-01T08:00:00Z', completed: 1, sets: [s(10, 40), s(10, 42.5), s(8, 45), s(12, 20)] },
    { id: 2, workout_id: 1, performed_at: '2026-06-03T08:00:00Z', completed: 1, sets: [s(10, 45), s(10, 45), s(10, 45), s(10, 20), s(15)] },
    { id: 3, workout_id: 1, performed_at: '2026-06-02T08:00:00Z', completed: 0, sets: [s(1, 500)] },
  ];
  it('keeps the heaviest set and the best estimated one-rep max per exercise, from completed logs', () => {
    const prs = personalRecords(logs, plan);
    expect(prs.get(7)).toMatchObject({ heaviest: { weight: 45, reps: 10, logId: 2 }, bestEstimate: { weight: 45, reps: 10, estimate: 60, logId: 2 }, sets: 6 });
    // The 12 × 20 of log 1 is still the best of exercise 8; the unweighted 15 reps set no record.
    expect(prs.get(8)).toMatchObject({ heaviest: { weight: 20, reps: 12, logId: 1 }, sets: 2 });
    expect([...recordLogIds(prs.values())].sort()).toEqual([1, 2]);
  });
  it('lets more reps win a tie on weight, and the first to reach a record keep it', () => {
    const prs = personalRecords(
      [
        { id: 1, workout_id: 1, performed_at: '2026-06-01T08:00:00Z', sets: [s(5, 50)] },
        { id: 2, workout_id: 1, performed_at: '2026-06-02T08:00:00Z', sets: [s(6, 50)] },
        { id: 3, workout_id: 1, performed_at: '2026-06-03T08:00:00Z', sets: [s(6, 50)] },
      ],
      () => [{ exerciseId: 1, sets: 1 }],
    );
    expect(prs.get(1)?.heaviest).toMatchObject({ reps: 6, logId: 2 });
  });
  it('estimates a one-rep max by Epley', () => {
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(100, 10)).toBe(133.3);
    expect(estimatedOneRepMax(null, 10)).toBe(0);
    expect(estimatedOneRepMax(100, 0)).toBe(0);
  });
  it('formats numbers for people', () => {
    expect(formatNumber(1185)).toBe('1,185');
    expect(formatNumber(199.75)).toBe('199.8');
    expect(formatNumber(1810.5, 'fr')).toBe('1\u202f810,5');
  });
});
