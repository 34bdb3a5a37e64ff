import { describe, expect, it } from 'vitest';
import { setText, workByExercise } from './coached-sets';
import type { CoachedWorkout } from './api/get-athlete-training';

const words = { reps: (n: number) => `${n} reps` };
const set = (over: Partial<CoachedWorkout['sets'][number]>) => ({ set: 1, exercise_id: null, exercise: null, reps: null, weight_kg: null, seconds: null, distance_m: null, rpe: null, notes: null, ...over });
const prescribed = (exercise_id: number, exercise: string, sets: number, measure: 'reps_load' | 'time' = 'reps_load') => ({ exercise_id, exercise, measure, sets, reps: '8-10', target_seconds: null, target_distance_m: null });

describe('a logged workout against its prescription', () => {
  it('puts named sets with their exercise, unnamed ones in the workout’s order, and unknown exercises last', () => {
    const w = {
      prescription: [prescribed(1, 'Squat', 2), prescribed(2, 'Plank', 1, 'time')],
      sets: [set({ reps: 5, weight_kg: 100 }), set({ reps: 5, weight_kg: 100 }), set({ exercise_id: 2, exercise: 'Plank', seconds: 50 }), set({ exercise_id: 9, exercise: 'Curl', reps: 10 })],
    } as unknown as CoachedWorkout;
    const work = workByExercise(w);
    expect(work.map((e) => [e.name, e.sets.length, e.prescribed?.sets ?? null])).toEqual([
      ['Squat', 2, 2],
      ['Plank', 1, 1],
      ['Curl', 1, null],
    ]);
  });

  it('says a set by what it measures, in the trainer’s unit', () => {
    expect(setText(set({ reps: 10, weight_kg: 40, rpe: 8 }), 'kg', words)).toBe('10 × 40 kg @ 8');
    expect(setText(set({ reps: 10, weight_kg: 100 }), 'lb', words)).toBe('10 × 220.5 lb');
    expect(setText(set({ reps: 12 }), 'kg', words)).toBe('12 reps');
    expect(setText(set({ seconds: 50 }), 'kg', words)).toBe('0:50');
    expect(setText(set({ distance_m: 5000, seconds: 1590 }), 'kg', words)).toBe('5 km · 26:30');
  });
});
