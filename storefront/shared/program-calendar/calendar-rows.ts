/**
 * A program's calendar as the read-only view draws it: each phase with the weeks it spans in the program, its
 * workouts a week, and its first weeks (the others repeat them, so they are counted, not drawn); a workout's name in
 * its day's column and in a phone's list of training days. Pure.
 */
import { DAYS_PER_WEEK, planWeeks, type DayLike, type PhaseLike, type PlanWeek } from '../../../src/domain/program-calendar';
import { workoutTitle } from '../../../src/ui/workout-title';
import { programCalendarText, type ProgramCalendarWords } from './i18n/en';

export interface PhaseRows<S, W> {
  phase: S;
  /** 0-based place of the phase. */
  index: number;
  firstWeek: number;
  lastWeek: number;
  /** Workouts each of its weeks plans. */
  perWeek: number;
  /** Its first weeks, drawn. */
  shown: PlanWeek<S, W>[];
  /** Its weeks not drawn. */
  more: number;
}

/** Every phase in order, with its first `keep` weeks (at least one). */
export function calendarRows<W extends DayLike, S extends PhaseLike<W>>(phases: readonly S[], keep = 1): PhaseRows<S, W>[] {
  const groups: PhaseRows<S, W>[] = [];
  for (const week of planWeeks<W, S>(phases)) {
    let group = groups[week.phaseIndex];
    if (!group) {
      group = { phase: week.phase, index: week.phaseIndex, firstWeek: week.week, lastWeek: week.week, perWeek: week.days.reduce((n, d) => n + d.length, 0), shown: [], more: 0 };
      groups[week.phaseIndex] = group;
    }
    group.lastWeek = week.week;
    if (group.shown.length < Math.max(1, keep)) group.shown.push(week);
    else group.more++;
  }
  return groups;
}

/** A week's training days (1-7) with their workouts, and whether it has rest days. */
export function trainingDays<W>(week: { days: W[][] }): { days: { day: number; workouts: W[] }[]; rest: boolean } {
  const days = week.days.map((workouts, i) => ({ day: i + 1, workouts })).filter((d) => d.workouts.length);
  return { days, rest: days.length < DAYS_PER_WEEK };
}

type NameWords = Pick<ProgramCalendarWords, 'day' | 'dayTitled' | 'workout'>;

/** A workout in its day's column: its own title, or "Workout" when it is named only after its day. */
export function cellTitle(w: { day: number; title: string }, t: NameWords = programCalendarText.en): string {
  const named = workoutTitle(w, { day: t.day, titled: (_day, title) => title });
  return named === t.day(w.day) ? t.workout : named;
}

/** A workout in a list of days: "Day 3", "Day 3: Upper body". */
export function listTitle(w: { day: number; title: string }, t: NameWords = programCalendarText.en): string {
  return workoutTitle(w, { day: t.day, titled: t.dayTitled });
}

/** A phase's line: "Weeks 1–4 · 3 workouts a week" (its workouts' count hidden while they are). */
export function phaseSummary(rows: Pick<PhaseRows<unknown, unknown>, 'firstWeek' | 'lastWeek' | 'perWeek'>, open: boolean, t: Pick<ProgramCalendarWords, 'weeks' | 'perWeek' | 'locked'> = programCalendarText.en): string {
  return `${t.weeks(rows.firstWeek, rows.lastWeek)} · ${open ? t.perWeek(rows.perWeek) : t.locked}`;
}
