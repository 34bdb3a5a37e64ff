import { describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES as M } from '../../../src/config/messages';
import { dayByKey, DAYS, dayTarget, firstRestDay, firstSplitWeeks, targetDay, weekDays, weekRanges, weeksProblem, weeksRoom } from './calendar-form';

const words = { invalid: (min: number, max: number) => `${min}-${max}`, tooLong: M.phasesTooLong };

describe("the builder's calendar", () => {
  it('has the seven days of the contract', () => {
    expect(DAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives each split the weeks of the program it covers, in order', () => {
    expect(weekRanges([{ weeks: 4 }, { weeks: 1 }, { weeks: 3 }])).toEqual([
      { first: 1, last: 4 },
      { first: 5, last: 5 },
      { first: 6, last: 8 },
    ]);
    // A split without weeks (an older copy, one waiting to sync) lasts one.
    expect(weekRanges([{ weeks: null }, {}])).toEqual([
      { first: 1, last: 1 },
      { first: 2, last: 2 },
    ]);
    expect(weekRanges([])).toEqual([]);
  });

  it("lets a split last at most 52 weeks, and no more than the program's 104 leave", () => {
    expect(weeksRoom([{ weeks: 4 }, { weeks: 1 }], 0)).toBe(52);
    expect(weeksRoom([{ weeks: 52 }, { weeks: 40 }, { weeks: 2 }], 2)).toBe(12);
    expect(weeksRoom([{ weeks: 52 }, { weeks: 52 }, { weeks: 1 }], 2)).toBe(1);
  });

  it("refuses weeks that are not a whole number from 1 to 52, or that the program's length has no room for", () => {
    expect(weeksProblem('4', 52, words)).toBeNull();
    expect(weeksProblem(' 52 ', 52, words)).toBeNull();
    for (const bad of ['', '0', '53', '2.5', 'four', '-1']) expect(weeksProblem(bad, 52, words)).toBe('1-52');
    expect(weeksProblem('13', 12, words)).toBe(M.phasesTooLong(104, 12));
  });

  it("starts the first split with the program's length (typed, else saved), within 1 to 52 weeks", () => {
    expect(firstSplitWeeks('8', 4)).toBe(8);
    expect(firstSplitWeeks('', 6)).toBe(6);
    expect(firstSplitWeeks('abc', 6)).toBe(6);
    expect(firstSplitWeeks('80', 4)).toBe(52);
    expect(firstSplitWeeks('', null)).toBe(1);
  });

  it('lays a week out as seven days, each with its workouts by id', () => {
    const days = weekDays([
      { id: 9, day: 3 },
      { id: 2, day: 1 },
      { id: 5, day: 3 },
    ]);
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.map((w) => w.id))).toEqual([[2], [], [5, 9], [], [], [], []]);
  });

  it('adds a workout on the first rest day of the week, or on day 1 when every day has one', () => {
    expect(firstRestDay([])).toBe(1);
    expect(firstRestDay([{ day: 1 }, { day: 2 }, { day: 4 }])).toBe(3);
    expect(firstRestDay([{ day: 2 }, { day: 2 }])).toBe(1);
    expect(firstRestDay(DAYS.map((day) => ({ day })))).toBe(1);
  });

  it('moves a workout dragged with the keyboard one day at a time, within the week', () => {
    expect(dayByKey(3, 'ArrowRight')).toBe(4);
    expect(dayByKey(3, 'ArrowDown')).toBe(4);
    expect(dayByKey(3, 'ArrowLeft')).toBe(2);
    expect(dayByKey(1, 'ArrowUp')).toBe(1);
    expect(dayByKey(7, 'ArrowRight')).toBe(7);
    expect(dayByKey(3, 'Space')).toBeNull();
  });

  it("names each day cell's drop target and reads it back", () => {
    expect(targetDay(dayTarget(6))).toBe(6);
    expect(targetDay('split-3')).toBeNull();
    expect(targetDay(null)).toBeNull();
  });
});
