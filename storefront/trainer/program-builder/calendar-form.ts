/**
 * The builder's side of a program's calendar (ADR 024, src/domain/program-calendar.ts): which weeks of the program
 * each split covers, how many weeks a split may last (the contract's Split.weeks, and the program's longest length),
 * a split's week as seven days, the day a new workout goes on, and where a workout dragged with the keyboard goes
 * next. Pure.
 */
import { dayOf, MAX_PHASE_WEEKS, MAX_PROGRAM_WEEKS, phaseWeeks, weekDays, type DayLike } from '../../../src/domain/program-calendar';
import { TABLES } from '../../../src/generated/tables';

const WEEKS = TABLES.split.fields.weeks.schema;
const DAY = TABLES.workout.fields.day.schema;

/** The days of a split's week a workout may be on (the contract's Workout.day): 1..7. */
export const DAYS: readonly number[] = Array.from({ length: DAY.maximum - DAY.minimum + 1 }, (_, i) => DAY.minimum + i);

/** The weeks of the program a split covers (1-based, both included). */
export interface WeekRange {
  first: number;
  last: number;
}

/** Each split's weeks of the program, for the splits in their order. */
export function weekRanges(splits: readonly { weeks?: number | null }[]): WeekRange[] {
  let before = 0;
  return splits.map((s) => {
    const first = before + 1;
    before += phaseWeeks(s);
    return { first, last: before };
  });
}

/** The most weeks the split at `index` may last: the contract's maximum, and what the program's longest length leaves. */
export function weeksRoom(splits: readonly { weeks?: number | null }[], index: number): number {
  const others = splits.reduce((n, s, i) => (i === index ? n : n + phaseWeeks(s)), 0);
  return Math.max(WEEKS.minimum, Math.min(MAX_PHASE_WEEKS, MAX_PROGRAM_WEEKS - others));
}

export interface WeeksWords {
  /** Not a whole number within the contract's limits. */
  invalid: (min: number, max: number) => string;
  /** More than the program's length leaves (the server's `phasesTooLong`). */
  tooLong: (max: number, left: number) => string;
}

/** Why a split's typed weeks cannot be saved (null: they can), `room` being its `weeksRoom`. */
export function weeksProblem(text: string, room: number, words: WeeksWords): string | null {
  const n = text.trim() === '' ? NaN : Number(text);
  if (!Number.isInteger(n) || n < WEEKS.minimum || n > WEEKS.maximum) return words.invalid(WEEKS.minimum, WEEKS.maximum);
  return n > room ? words.tooLong(MAX_PROGRAM_WEEKS, room) : null;
}

/**
 * The weeks of a program's first split: the program's length (as its details say it, typed or else saved), so that
 * adding it keeps the program as long, within what a split may last.
 */
export function firstSplitWeeks(typed: string, saved: number | null | undefined): number {
  const n = typed.trim() === '' ? NaN : Number(typed);
  const weeks = Number.isInteger(n) && n >= 1 && n <= MAX_PROGRAM_WEEKS ? n : Math.floor(Number(saved));
  return Number.isFinite(weeks) ? Math.min(MAX_PHASE_WEEKS, Math.max(WEEKS.minimum, weeks)) : WEEKS.minimum;
}

/** A split's week: seven days, each with its workouts (the calendar's own rule). */
export { weekDays };

/** The day a new workout goes on: the week's first rest day, or day 1 when every day has a workout. */
export function firstRestDay(workouts: readonly DayLike[]): number {
  const busy = new Set(workouts.map(dayOf));
  return DAYS.find((d) => !busy.has(d)) ?? DAYS[0]!;
}

/** The day a keyboard drag moves to from `day` (arrows: right or down is the next day), or null for another key. */
export function dayByKey(day: number, code: string): number | null {
  const step = code === 'ArrowRight' || code === 'ArrowDown' ? 1 : code === 'ArrowLeft' || code === 'ArrowUp' ? -1 : 0;
  return step === 0 ? null : Math.min(DAY.maximum, Math.max(DAY.minimum, day + step));
}

/** A day cell's drop target id, and back (null: not a day cell). */
export const dayTarget = (day: number): string => `day-${day}`;
export function targetDay(id: string | number | null | undefined): number | null {
  const m = /^day-(\d+)$/.exec(String(id ?? ''));
  return m ? Number(m[1]) : null;
}
