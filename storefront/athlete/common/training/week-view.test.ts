import { describe, expect, it } from 'vitest';
import { currentPosition } from './current-position';
import { openingWeek, phaseStart, selectedWorkout, stepWeek, weekBounds } from './week-view';

const DAY = 86_400_000;
const enrolledAt = '2026-06-01T10:00:00Z';
const at = (days: number) => Date.parse(enrolledAt) + days * DAY;
const log = (workout_id: number, days: number) => ({ workout_id, completed: 1, performed_at: new Date(at(days)).toISOString() });

// Phase 10: weeks 1-2 (days 1, 3, 5); phase 20: weeks 3-5 (days 2 and 4).
const splits = [
  { id: 10, position: 0, weeks: 2, workout: [{ id: 101, day: 1 }, { id: 103, day: 3 }, { id: 105, day: 5 }] },
  { id: 20, position: 1, weeks: 3, workout: [{ id: 202, day: 2 }, { id: 204, day: 4 }] },
];
const positionAt = (days: number, logs: ReturnType<typeof log>[] = []) => currentPosition({ splits, logs, enrolledAt, durationWeeks: 5, now: at(days) });

describe('the week browser', () => {
  it('stays within weeks 1 to the last', () => {
    expect(stepWeek(1, -1, 5)).toBe(1);
    expect(stepWeek(1, 1, 5)).toBe(2);
    expect(stepWeek(5, 1, 5)).toBe(5);
    expect(stepWeek(3, 10, 5)).toBe(5);
    expect(stepWeek(3, 1, 0)).toBe(1);
    expect(weekBounds(1, 5)).toEqual({ previous: false, next: true });
    expect(weekBounds(3, 5)).toEqual({ previous: true, next: true });
    expect(weekBounds(5, 5)).toEqual({ previous: true, next: false });
    expect(weekBounds(1, 1)).toEqual({ previous: false, next: false });
  });

  it('opens on today’s week, or on the first week of a phase asked for that today is not in', () => {
    const { weeks } = positionAt(0);
    expect(openingWeek(weeks, 1)).toBe(1);
    expect(openingWeek(weeks, 1, 20)).toBe(3);
    expect(openingWeek(weeks, 4, 20)).toBe(4);
    expect(openingWeek(weeks, 4, 10)).toBe(1);
    expect(openingWeek(weeks, 2, 999)).toBe(2);
    expect(phaseStart(weeks, 20, 1)).toBe(3);
    expect(phaseStart(weeks, 999, 1)).toBe(1);
  });
});

describe('the workout selected in the week shown', () => {
  it('is today’s workout in today’s week', () => {
    const position = positionAt(2);
    expect(selectedWorkout({ week: position.weeks[0], position, picked: null })).toBe(103);
  });

  it('is the one up next on a rest day, or when today’s is done', () => {
    expect(selectedWorkout({ week: positionAt(1).weeks[0], position: positionAt(1), picked: null })).toBe(101);
    const done = positionAt(2, [log(101, 0), log(103, 2)]);
    expect(selectedWorkout({ week: done.weeks[0], position: done, picked: null })).toBe(105);
  });

  it('is the athlete’s pick while it is in the week shown', () => {
    const position = positionAt(2);
    expect(selectedWorkout({ week: position.weeks[0], position, picked: 105 })).toBe(105);
    expect(selectedWorkout({ week: position.weeks[1], position, picked: 105 })).toBe(105);
    expect(selectedWorkout({ week: position.weeks[2], position, picked: 105 })).toBe(202);
  });

  it('is another week’s first workout not yet done, or its first', () => {
    const position = positionAt(2, [log(101, 8)]);
    expect(selectedWorkout({ week: position.weeks[1], position, picked: null })).toBe(103);
    expect(selectedWorkout({ week: position.weeks[3], position, picked: null })).toBe(202);
    const all = positionAt(0, [log(101, 7), log(103, 7), log(105, 7)]);
    expect(selectedWorkout({ week: all.weeks[1], position: all, picked: null })).toBe(101);
  });

  it('is none in a week without workouts', () => {
    const position = currentPosition({ splits: [{ id: 1, position: 0, weeks: 1, workout: [] }], logs: [], enrolledAt, durationWeeks: 1, now: at(0) });
    expect(selectedWorkout({ week: position.weeks[0], position, picked: null })).toBeNull();
    expect(selectedWorkout({ week: undefined, position, picked: 3 })).toBeNull();
  });
});
