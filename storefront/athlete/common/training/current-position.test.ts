import { describe, expect, it } from 'vitest';
import { currentPosition, orderPlan, programCalendar, whenOf } from './current-position';

const DAY = 86_400_000;
const enrolledAt = '2026-06-01T10:00:00Z';
const at = (days: number) => Date.parse(enrolledAt) + days * DAY;
const performed = (days: number) => new Date(at(days)).toISOString();
const log = (workout_id: number, days: number, completed: number | boolean = 1) => ({ workout_id, completed, performed_at: performed(days) });

// Given out of order on purpose: position then day decide the order, not the ids or the answer's order.
// Phase 10 (2 weeks): days 1, 3, 5; phase 20 (1 week): days 1 and 3, with a second workout on day 3.
const splits = [
  { id: 20, position: 1, weeks: 1, workout: [{ id: 204, day: 3 }, { id: 203, day: 1 }, { id: 205, day: 3 }] },
  { id: 10, position: 0, weeks: 2, workout: [{ id: 105, day: 5 }, { id: 101, day: 1 }, { id: 103, day: 3 }] },
];

describe('orderPlan', () => {
  it('orders splits by position and their workouts by day', () => {
    const ordered = orderPlan(splits);
    expect(ordered.map((s) => s.id)).toEqual([10, 20]);
    expect(ordered[0].workout.map((w) => w.id)).toEqual([101, 103, 105]);
    expect(ordered[1].workout.map((w) => w.id)).toEqual([203, 204, 205]);
  });
  it('breaks ties by id', () => {
    const tied = orderPlan([{ id: 2, position: 0, workout: [] }, { id: 1, position: 0, workout: [{ id: 9, day: 1 }, { id: 8, day: 1 }] }]);
    expect(tied.map((s) => s.id)).toEqual([1, 2]);
    expect(tied[0].workout.map((w) => w.id)).toEqual([8, 9]);
  });
});

describe('programCalendar', () => {
  it('counts weeks and days from the enrollment, day 1 being the enrollment day', () => {
    expect(programCalendar(enrolledAt, 6, at(0))).toEqual({ week: 1, totalWeeks: 6, day: 1, weekday: 1, pastEnd: false });
    expect(programCalendar(enrolledAt, 6, at(6.9))).toMatchObject({ week: 1, day: 7, weekday: 7 });
    expect(programCalendar(enrolledAt, 6, at(7))).toMatchObject({ week: 2, day: 8, weekday: 1 });
  });
  it('stops at the last week once the program’s length is behind', () => {
    expect(programCalendar(enrolledAt, 6, at(41))).toMatchObject({ week: 6, pastEnd: false });
    expect(programCalendar(enrolledAt, 6, at(42))).toMatchObject({ week: 6, day: 43, pastEnd: true });
  });
});

describe('currentPosition', () => {
  const base = { splits, enrolledAt, durationWeeks: 99 };

  it('takes the program’s length from its phases and plans every session of every week', () => {
    const p = currentPosition({ ...base, logs: [], now: at(0) });
    expect(p).toMatchObject({ week: 1, totalWeeks: 3, day: 1, weekday: 1, completed: 0, total: 9, nextWhen: { kind: 'today' } });
    expect(p.weeks.map((w) => [w.phase.id, w.phaseWeek])).toEqual([[10, 1], [10, 2], [20, 1]]);
    expect(p.next).toMatchObject({ week: 1, day: 1, workout: { id: 101 } });
  });

  it('says what today plans: workouts, or a rest day', () => {
    expect(currentPosition({ ...base, logs: [], now: at(2) }).today).toEqual({ kind: 'train', workouts: [{ id: 103, day: 3 }] });
    expect(currentPosition({ ...base, logs: [], now: at(1) }).today).toEqual({ kind: 'rest' });
    // Two workouts share day 3 of the last phase.
    expect(currentPosition({ ...base, logs: [], now: at(16) }).today).toEqual({ kind: 'train', workouts: [{ id: 204, day: 3 }, { id: 205, day: 3 }] });
  });

  it('says the program is complete once its weeks are behind the athlete, with nothing up next', () => {
    const p = currentPosition({ ...base, logs: [], now: at(21) });
    expect(p).toMatchObject({ pastEnd: true, week: 3, today: { kind: 'complete' }, next: null, nextWhen: null });
  });

  it('is the first session of this week not yet done: a missed one earlier in the week first', () => {
    const p = currentPosition({ ...base, logs: [log(103, 2)], now: at(4) });
    expect(p.next).toMatchObject({ week: 1, workout: { id: 101 } });
    expect(p.nextWhen).toEqual({ kind: 'missed', day: 1 });
    expect(p).toMatchObject({ completed: 1, total: 9 });
  });

  it('counts a log for the week it was performed in: the same workout repeats each week of its phase', () => {
    // Week 1 done; today is day 2 of week 2: week 2's day 1 was missed.
    const logs = [log(101, 0), log(103, 2), log(105, 4)];
    const p = currentPosition({ ...base, logs, now: at(8) });
    expect(p.next).toMatchObject({ week: 2, day: 1, workout: { id: 101 } });
    expect([...p.done]).toEqual(['1:101', '1:103', '1:105']);
    expect(p).toMatchObject({ completed: 3, total: 9 });
  });

  it('moves to a later week once this week is done, and ignores unfinished logs and other workouts', () => {
    const logs = [log(101, 0), log(103, 1), log(105, 2), log(101, 3, 0), log(999, 3)];
    const p = currentPosition({ ...base, logs, now: at(3) });
    expect(p.next).toMatchObject({ week: 2, day: 1, workout: { id: 101 } });
    expect(p.nextWhen).toEqual({ kind: 'on', week: 2, day: 1 });
    expect(p).toMatchObject({ completed: 3, total: 9, today: { kind: 'rest' } });
  });

  it('has no session in a program without workouts or phases', () => {
    expect(currentPosition({ ...base, splits: [{ id: 1, position: 0, weeks: 4, workout: [] }], logs: [], now: at(0) })).toMatchObject({ totalWeeks: 4, next: null, total: 0, today: { kind: 'rest' } });
    expect(currentPosition({ ...base, splits: [], durationWeeks: 6, logs: [], now: at(0) })).toMatchObject({ totalWeeks: 6, weeks: [], next: null, total: 0 });
  });
});

describe('whenOf', () => {
  const today = { week: 3, weekday: 4 };
  it('is today, tomorrow, missed earlier this week, or a day of a week', () => {
    expect(whenOf({ week: 3, day: 4 }, today)).toEqual({ kind: 'today' });
    expect(whenOf({ week: 3, day: 5 }, today)).toEqual({ kind: 'tomorrow' });
    expect(whenOf({ week: 4, day: 1 }, { week: 3, weekday: 7 })).toEqual({ kind: 'tomorrow' });
    expect(whenOf({ week: 3, day: 2 }, today)).toEqual({ kind: 'missed', day: 2 });
    expect(whenOf({ week: 3, day: 7 }, today)).toEqual({ kind: 'on', week: 3, day: 7 });
    expect(whenOf({ week: 5, day: 1 }, today)).toEqual({ kind: 'on', week: 5, day: 1 });
  });
});
