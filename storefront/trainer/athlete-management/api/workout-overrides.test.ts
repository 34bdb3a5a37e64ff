import { describe, expect, it } from 'vitest';
import { sameAdjustment, type WorkoutOverride } from './workout-overrides';

const row = (id: number, workout_exercise_id: number, week: number | null, enrollment_id = 1): WorkoutOverride => ({ id, enrollment_id, workout_exercise_id, week, reps: '5', load: null, note: null });

describe('the adjustment a save changes', () => {
  const list = [row(1, 10, null), row(2, 10, 3), row(3, 11, null), row(4, 10, null, 2)];
  it('is the one of the same enrollment, exercise and week (every week is its own)', () => {
    expect(sameAdjustment(list, { enrollment_id: 1, workout_exercise_id: 10, week: null })?.id).toBe(1);
    expect(sameAdjustment(list, { enrollment_id: 1, workout_exercise_id: 10, week: 3 })?.id).toBe(2);
    expect(sameAdjustment(list, { enrollment_id: 2, workout_exercise_id: 10, week: null })?.id).toBe(4);
  });
  it('is none for a week or an exercise without one: a new adjustment is made', () => {
    expect(sameAdjustment(list, { enrollment_id: 1, workout_exercise_id: 10, week: 2 })).toBeUndefined();
    expect(sameAdjustment(list, { enrollment_id: 1, workout_exercise_id: 12, week: null })).toBeUndefined();
    expect(sameAdjustment([], { enrollment_id: 1, workout_exercise_id: 10, week: null })).toBeUndefined();
  });
});
