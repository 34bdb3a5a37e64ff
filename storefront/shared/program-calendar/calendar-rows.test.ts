import { describe, expect, it } from 'vitest';
import { calendarRows, cellTitle, listTitle, phaseSummary, trainingDays } from './calendar-rows';
import { programCalendarFr } from './i18n/fr';

// Out of order on purpose: position decides. Phase A: 4 weeks, 3 workouts (two on day 3); B: 1 week; C: 2 weeks, none.
const phases = [
  { id: 2, position: 1, title: 'B', weeks: 1, workout: [{ id: 21, day: 2, title: 'Day 2' }] },
  { id: 3, position: 2, title: 'C', weeks: 2, workout: [] },
  { id: 1, position: 0, title: 'A', weeks: 4, workout: [{ id: 13, day: 3, title: 'Easy run' }, { id: 11, day: 1, title: 'Day 1' }, { id: 12, day: 3, title: 'Day 3' }] },
];

describe('calendarRows', () => {
  it('gives each phase its weeks in the program, its workouts a week, and its first weeks', () => {
    const rows = calendarRows(phases);
    expect(rows.map((r) => [r.phase.title, r.firstWeek, r.lastWeek, r.perWeek, r.shown.length, r.more])).toEqual([
      ['A', 1, 4, 3, 1, 3],
      ['B', 5, 5, 1, 1, 0],
      ['C', 6, 7, 0, 1, 1],
    ]);
    expect(rows[0].shown[0].days.map((d) => d.map((w) => w.id))).toEqual([[11], [], [12, 13], [], [], [], []]);
  });

  it('draws more weeks when asked, never fewer than one', () => {
    expect(calendarRows(phases, 2).map((r) => [r.shown.map((w) => w.week), r.more])).toEqual([[[1, 2], 2], [[5], 0], [[6, 7], 0]]);
    expect(calendarRows(phases, 0)[0].shown).toHaveLength(1);
    expect(calendarRows([])).toEqual([]);
  });
});

describe('what the calendar says', () => {
  it('sums a phase up, hiding its workouts while they are locked', () => {
    expect(phaseSummary({ firstWeek: 1, lastWeek: 4, perWeek: 3 }, true)).toBe('Weeks 1–4 · 3 workouts a week');
    expect(phaseSummary({ firstWeek: 5, lastWeek: 5, perWeek: 1 }, true)).toBe('Week 5 · 1 workout a week');
    expect(phaseSummary({ firstWeek: 6, lastWeek: 7, perWeek: 0 }, true)).toBe('Weeks 6–7 · No workouts planned');
    expect(phaseSummary({ firstWeek: 2, lastWeek: 8, perWeek: 3 }, false)).toBe('Weeks 2–8 · Workouts open once bought');
    expect(phaseSummary({ firstWeek: 1, lastWeek: 4, perWeek: 3 }, true, programCalendarFr)).toBe('Semaines 1 à 4 · 3 séances par semaine');
  });

  it('names a workout by its own title in its day’s column, and with its day in a list', () => {
    expect(cellTitle({ day: 3, title: 'Day 3' })).toBe('Workout');
    expect(cellTitle({ day: 3, title: 'Easy run' })).toBe('Easy run');
    expect(cellTitle({ day: 3, title: 'Jour 3' }, programCalendarFr)).toBe('Séance');
    expect(listTitle({ day: 3, title: 'Day 3' })).toBe('Day 3');
    expect(listTitle({ day: 3, title: 'Easy run' }, programCalendarFr)).toBe('Jour 3 : Easy run');
  });

  it('lists a week’s training days, and whether it rests on others', () => {
    const [a] = calendarRows(phases);
    expect(trainingDays(a.shown[0])).toEqual({ days: [{ day: 1, workouts: [phases[2].workout[1]] }, { day: 3, workouts: [phases[2].workout[2], phases[2].workout[0]] }], rest: true });
    expect(trainingDays({ days: Array.from({ length: 7 }, () => [1]) }).rest).toBe(false);
  });
});
