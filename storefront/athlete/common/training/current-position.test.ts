import { describe, expect, it } from 'vitest';
import { completedWorkoutIds, currentPosition, orderPlan, programCalendar, workoutProgress } from './current-position';

const DAY = 86_400_000;
const enrolledAt = '2026-06-01T10:00:00Z';
const at = (days: number) => Date.parse(enrolledAt) + days * DAY;

// Given out of order on purpose: position then day decide the order, not the ids or the answer's order.
const splits = orderPlan([
  { id: 20, position: 1, workout: [{ id: 204, day: 3 }, { id: 203, day: 1 }] },
  { id: 10, position: 0, workout: [{ id: 105, day: 5 }, { id: 101, day: 1 }, { id: 103, day: 3 }] },
]);

describe('orderPlan', () => {
  it('orders splits by position and their workouts by day', () => {
    expect(splits.map((s) => s.id)).toEqual([10, 20]);
    expect(splits[0].workout.map((w) => w.id)).toEqual([101, 103, 105]);
    expect(splits[1].workout.map((w) => w.id)).toEqual([203, 204]);
  });
  it('breaks ties by id', () => {
    const tied = orderPlan([{ id: 2, position: 0, workout: [] }, { id: 1, position: 0, workout: [{ id: 9, day: 1 }, { id: 8, day: 1 }] }]);
    expect(tied.map((s) => s.id)).toEqual([1, 2]);
    expect(tied[0].workout.map((w) => w.id)).toEqual([8, 9]);
  });
});

describe('programCalendar', () => {
  it('counts weeks and days from the enrollment, day 1 being the enrollment day', () => {
    expect(programCalendar(enrolledAt, 6, at(0))).toEqual({ week: 1, totalWeeks: 6, day: 1, pastEnd: false });
    expect(programCalendar(enrolledAt, 6, at(6.9))).toMatchObject({ week: 1, day: 7 });
    expect(programCalendar(enrolledAt, 6, at(7))).toMatchObject({ week: 2, day: 8 });
  });
  it('stops at the last week once the program’s length is behind', () => {
    expect(programCalendar(enrolledAt, 6, at(41))).toMatchObject({ week: 6, pastEnd: false });
    expect(programCalendar(enrolledAt, 6, at(42))).toMatchObject({ week: 6, day: 43, pastEnd: true });
    expect(programCalendar(enrolledAt, 6, at(400))).toMatchObject({ week: 6, pastEnd: true });
  });
  it('treats a clock before the enrollment, a bad date or a zero length sensibly', () => {
    expect(programCalendar(enrolledAt, 6, at(-3))).toMatchObject({ week: 1, day: 1 });
    expect(programCalendar('not a date', 4, at(10))).toMatchObject({ week: 1, day: 1 });
    expect(programCalendar(enrolledAt, 0, at(10))).toMatchObject({ week: 1, totalWeeks: 1, pastEnd: true });
  });
});

describe('currentPosition', () => {
  const base = { splits, enrolledAt, durationWeeks: 6 };
  it('starts at the first workout of the first split', () => {
    expect(currentPosition({ ...base, logs: [], now: at(0) })).toMatchObject({ splitIndex: 0, workoutIndex: 0, splitId: 10, workoutId: 101, completed: 0, total: 5, finished: false, week: 1 });
  });
  it('is the first workout without a completed log, in order', () => {
    const logs = [{ workout_id: 101, completed: 1 }, { workout_id: 101, completed: 1 }, { workout_id: 105, completed: 1 }];
    expect(currentPosition({ ...base, logs, now: at(9) })).toMatchObject({ splitIndex: 0, workoutIndex: 1, workoutId: 103, completed: 2, total: 5, week: 2, day: 10 });
  });
  it('moves to the next split when one is done, and ignores unfinished logs and other programs’ workouts', () => {
    const logs = [101, 103, 105].map((workout_id) => ({ workout_id, completed: 1 })).concat([{ workout_id: 203, completed: 0 }, { workout_id: 999, completed: 1 }]);
    expect(currentPosition({ ...base, logs, now: at(3) })).toMatchObject({ splitIndex: 1, workoutIndex: 0, splitId: 20, workoutId: 203, completed: 3, total: 5 });
  });
  it('points back at the first workout once everything is done', () => {
    const logs = [101, 103, 105, 203, 204].map((workout_id) => ({ workout_id, completed: true }));
    expect(currentPosition({ ...base, logs, now: at(50) })).toMatchObject({ workoutId: 101, completed: 5, total: 5, finished: true, week: 6, pastEnd: true });
  });
  it('has no position in a program without workouts', () => {
    expect(currentPosition({ ...base, splits: orderPlan([{ id: 1, position: 0, workout: [] }]), logs: [], now: at(0) })).toMatchObject({ splitIndex: -1, workoutId: null, total: 0, finished: false });
  });
});

describe('workoutProgress', () => {
  it('counts each completed workout of the program once', () => {
    expect(workoutProgress([1, 2, 3], [{ workout_id: 1, completed: 1 }, { workout_id: 1, completed: 1 }, { workout_id: 4, completed: 1 }, { workout_id: 2, completed: 0 }])).toEqual({ completed: 1, total: 3 });
    expect(completedWorkoutIds([{ workout_id: 7, completed: 1 }, { workout_id: 8, completed: 0 }])).toEqual(new Set([7]));
  });
});
