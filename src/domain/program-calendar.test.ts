import { describe, expect, it } from 'vitest';
import {
  doneSessions,
  nextSession,
  planLength,
  plannedOn,
  plannedPerWeek,
  planWeeks,
  programCalendar,
  sessionKey,
  sessionProgress,
  shareWeeks,
  spreadDays,
  weekAt,
} from './program-calendar';

const DAY = 86_400_000;
const enrolledAt = '2026-11-02T09:00:00.000Z';
const at = (days: number) => new Date(Date.parse(enrolledAt) + days * DAY).toISOString();

// Two phases: "Base" 2 weeks (days 1, 3, 5), "Peak" 1 week (day 2 twice, day 6), given out of order.
const phases = [
  { id: 20, position: 1, weeks: 1, title: 'Peak', workout: [{ id: 203, day: 6 }, { id: 201, day: 2 }, { id: 202, day: 2 }] },
  { id: 10, position: 0, weeks: 2, title: 'Base', workout: [{ id: 105, day: 5 }, { id: 101, day: 1 }, { id: 103, day: 3 }] },
];

describe('programCalendar', () => {
  it('counts weeks and days from the enrollment, with the day of the week', () => {
    expect(programCalendar(enrolledAt, 3, Date.parse(at(0)))).toEqual({ week: 1, totalWeeks: 3, day: 1, weekday: 1, pastEnd: false });
    expect(programCalendar(enrolledAt, 3, Date.parse(at(9.5)))).toMatchObject({ week: 2, day: 10, weekday: 3 });
    expect(programCalendar(enrolledAt, 3, Date.parse(at(21)))).toMatchObject({ week: 3, pastEnd: true, weekday: 1 });
  });
});

describe('planWeeks', () => {
  const weeks = planWeeks(phases);
  it('puts the phases in order, each repeated for its weeks, with its workouts on their days', () => {
    expect(weeks.map((w) => [w.week, w.phase.title, w.phaseWeek])).toEqual([
      [1, 'Base', 1],
      [2, 'Base', 2],
      [3, 'Peak', 1],
    ]);
    expect(weeks[0].days.map((d) => d.map((w) => w.id))).toEqual([[101], [], [103], [], [105], [], []]);
    expect(weeks[2].days.map((d) => d.map((w) => w.id))).toEqual([[], [201, 202], [], [], [], [203], []]);
  });
  it('counts the sessions of each week and the program’s length', () => {
    expect(plannedPerWeek(phases)).toEqual([3, 3, 3]);
    expect(planLength(phases, 12)).toBe(3);
    expect(planLength([], 12)).toBe(12);
  });
  it('places a date of the calendar on its day', () => {
    expect(plannedOn(weeks, enrolledAt, '2026-11-02').map((w) => w.id)).toEqual([101]);
    expect(plannedOn(weeks, enrolledAt, '2026-11-03')).toEqual([]);
    expect(plannedOn(weeks, enrolledAt, '2026-11-17').map((w) => w.id)).toEqual([201, 202]);
    expect(plannedOn(weeks, enrolledAt, '2026-11-01')).toEqual([]);
    expect(plannedOn(weeks, enrolledAt, '2026-11-23')).toEqual([]);
  });
});

describe('sessions done and what is next', () => {
  const weeks = planWeeks(phases);
  const logs = [
    { workout_id: 101, completed: 1, performed_at: at(0.2) },
    { workout_id: 103, completed: 0, performed_at: at(2.2) },
    { workout_id: 101, completed: 1, performed_at: at(7.5) },
  ];
  const done = doneSessions(logs, enrolledAt);
  it('counts a completed log for the week it was performed in', () => {
    expect(weekAt(enrolledAt, at(6.9))).toBe(1);
    expect(weekAt(enrolledAt, at(7))).toBe(2);
    expect([...done].sort()).toEqual([sessionKey(1, 101), sessionKey(2, 101)].sort());
    expect(sessionProgress(weeks, done)).toEqual({ completed: 2, total: 9 });
    expect(sessionProgress(weeks, done, 1)).toEqual({ completed: 1, total: 3 });
  });
  it('is the first session of this week not done, else the next week’s; none past the end', () => {
    expect(nextSession(weeks, { week: 1, pastEnd: false }, done)).toMatchObject({ week: 1, day: 3, workout: { id: 103 } });
    expect(nextSession(weeks, { week: 2, pastEnd: false }, done)).toMatchObject({ week: 2, day: 3, workout: { id: 103 } });
    const allOfWeek2 = new Set([...done, sessionKey(2, 103), sessionKey(2, 105)]);
    expect(nextSession(weeks, { week: 2, pastEnd: false }, allOfWeek2)).toMatchObject({ week: 3, day: 2, workout: { id: 201 } });
    expect(nextSession(weeks, { week: 3, pastEnd: true }, done)).toBeNull();
  });
});

describe('the migration’s placement', () => {
  it('spreads workouts over the week, several a day past seven', () => {
    expect(spreadDays(3)).toEqual([1, 3, 5]);
    expect(spreadDays(2)).toEqual([1, 4]);
    expect(spreadDays(5)).toEqual([1, 2, 3, 5, 6]);
    expect(spreadDays(7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(spreadDays(9)).toEqual([1, 1, 2, 3, 4, 4, 5, 6, 7]);
  });
  it('shares weeks among phases, the first taking the remainder, each at least one', () => {
    expect(shareWeeks(8, 3)).toEqual([3, 3, 2]);
    expect(shareWeeks(8, 2)).toEqual([4, 4]);
    expect(shareWeeks(2, 3)).toEqual([1, 1, 1]);
  });
});
