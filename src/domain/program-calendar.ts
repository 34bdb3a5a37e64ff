/**
 * A program's calendar (ADR 024): its phases (the contract's splits) in order, each a week of workouts on days 1-7
 * that repeats for the phase's `weeks`; a day without a workout is a rest day. The program lasts the sum of its
 * phases' weeks. An enrollment lives in it from the athlete's start: day 1 of week 1 is the day they enrolled.
 * Shared by the builder's calendar, the storefront's, the athlete's training screen (today's day, what is next,
 * which sessions are done), the server's week of an enrollment and its coach's view (planned sessions per week), and
 * the migration that gave existing programs their weeks. Pure.
 */
import { PROGRAM_TABLE } from '../generated/tables/program';
import { SPLIT_TABLE } from '../generated/tables/split';

const DAY_MS = 86_400_000;
export const DAYS_PER_WEEK = 7;
/** How many weeks a phase may last (the contract's Split.weeks). */
export const MAX_PHASE_WEEKS: number = SPLIT_TABLE.fields.weeks.schema.maximum;
/** The longest program (the contract's Program.duration_weeks). */
export const MAX_PROGRAM_WEEKS: number = PROGRAM_TABLE.fields.duration_weeks.schema.maximum;

export interface ProgramCalendar {
  /** 1-based week of the program, capped at its length. */
  week: number;
  totalWeeks: number;
  /** 1-based day since enrollment (day 1 is the enrollment's day). */
  day: number;
  /** 1-7: the day of the program's week today is (uncapped weeks keep counting days past the end). */
  weekday: number;
  /** The program's planned weeks are behind the athlete. */
  pastEnd: boolean;
}

/** Days since `from` to `at` (whole days, never negative; 0 for an unreadable date). */
function daysBetween(from: string, at: number): number {
  const start = Date.parse(from);
  return Number.isNaN(start) || Number.isNaN(at) ? 0 : Math.max(0, Math.floor((at - start) / DAY_MS));
}

/** The week and day of the program for someone enrolled at `enrolledAt`. */
export function programCalendar(enrolledAt: string, durationWeeks: number, now: number): ProgramCalendar {
  const totalWeeks = Math.max(1, Math.floor(durationWeeks) || 1);
  const days = daysBetween(enrolledAt, now);
  return {
    week: Math.min(totalWeeks, Math.floor(days / DAYS_PER_WEEK) + 1),
    totalWeeks,
    day: days + 1,
    weekday: (days % DAYS_PER_WEEK) + 1,
    pastEnd: days >= totalWeeks * DAYS_PER_WEEK,
  };
}

/** The week of the program (1-based, not capped) a moment falls in, for an enrollment started at `enrolledAt`. */
export function weekAt(enrolledAt: string, at: string): number {
  return Math.floor(daysBetween(enrolledAt, Date.parse(at)) / DAYS_PER_WEEK) + 1;
}

export interface DayLike {
  id?: number;
  day: number;
}
export interface PhaseLike<W extends DayLike = DayLike> {
  id?: number;
  position: number;
  weeks?: number | null;
  workout: readonly W[];
}

/** A phase's weeks as the calendar counts them (at least one, at most the contract's maximum). */
export function phaseWeeks(phase: { weeks?: number | null }): number {
  const n = Math.floor(Number(phase.weeks));
  return Number.isFinite(n) ? Math.min(MAX_PHASE_WEEKS, Math.max(1, n)) : 1;
}

/** A workout's day as the calendar places it (1-7). */
export function dayOf(workout: DayLike): number {
  const d = Math.floor(Number(workout.day));
  return Number.isFinite(d) ? Math.min(DAYS_PER_WEEK, Math.max(1, d)) : 1;
}

/** The program's length: the sum of its phases' weeks, or its own `duration_weeks` while it has no phase. */
export function planLength(phases: readonly { weeks?: number | null }[], durationWeeks: number): number {
  return phases.length ? phases.reduce((n, p) => n + phaseWeeks(p), 0) : Math.max(1, Math.floor(durationWeeks) || 1);
}

export interface PlanWeek<S, W> {
  /** 1-based week of the program. */
  week: number;
  phase: S;
  phaseIndex: number;
  /** 1-based week within its phase. */
  phaseWeek: number;
  /** Seven days, each with its workouts (none: a rest day), by day then id. */
  days: W[][];
}

/** A phase's week: seven days (index 0 is day 1), each with its workouts by id; an empty day is a rest day. */
export function weekDays<W extends DayLike>(workouts: readonly W[]): W[][] {
  const days: W[][] = Array.from({ length: DAYS_PER_WEEK }, () => []);
  for (const w of [...workouts].sort((a, b) => dayOf(a) - dayOf(b) || (a.id ?? 0) - (b.id ?? 0))) days[dayOf(w) - 1].push(w);
  return days;
}

/** Every week of the program, phase after phase (`phases` in their order: position, then id). */
export function planWeeks<W extends DayLike, S extends PhaseLike<W>>(phases: readonly S[]): PlanWeek<S, W>[] {
  const ordered = [...phases].sort((a, b) => a.position - b.position || (a.id ?? 0) - (b.id ?? 0));
  const weeks: PlanWeek<S, W>[] = [];
  ordered.forEach((phase, phaseIndex) => {
    const days = weekDays(phase.workout);
    for (let i = 1; i <= phaseWeeks(phase); i++) weeks.push({ week: weeks.length + 1, phase, phaseIndex, phaseWeek: i, days });
  });
  return weeks;
}

/** One planned workout on one day of one week. */
export interface Session<S, W> {
  week: number;
  /** 1-7 within the week. */
  day: number;
  phase: S;
  workout: W;
}

/** Every planned session, in calendar order. */
export function sessionsOf<S, W>(weeks: readonly PlanWeek<S, W>[]): Session<S, W>[] {
  return weeks.flatMap((w) => w.days.flatMap((ws, i) => ws.map((workout) => ({ week: w.week, day: i + 1, phase: w.phase, workout }))));
}

/** How many sessions each week plans (index 0 is week 1). */
export function plannedPerWeek(phases: readonly PhaseLike[]): number[] {
  return planWeeks(phases).map((w) => w.days.reduce((n, d) => n + d.length, 0));
}

export interface LoggedSession {
  workout_id: number;
  completed: number | boolean;
  performed_at: string;
}

/** The key of a session: a workout in a week of the program. */
export const sessionKey = (week: number, workoutId: number): string => `${week}:${workoutId}`;

/** The sessions done: a completed log of a workout counts for the week of the program it was performed in. */
export function doneSessions(logs: readonly LoggedSession[], enrolledAt: string): Set<string> {
  return new Set(logs.filter((l) => l.completed === 1 || l.completed === true).map((l) => sessionKey(weekAt(enrolledAt, l.performed_at), l.workout_id)));
}

/**
 * What is next for an athlete at `today`: the first session of today's week not yet done (a session missed earlier
 * in the week can still be done), else the first of a later week; none once the plan is behind them.
 */
export function nextSession<S, W extends DayLike>(weeks: readonly PlanWeek<S, W>[], today: Pick<ProgramCalendar, 'week' | 'pastEnd'>, done: ReadonlySet<string>): Session<S, W> | null {
  if (today.pastEnd) return null;
  return sessionsOf(weeks).find((s) => s.week >= today.week && !done.has(sessionKey(s.week, s.workout.id ?? -1))) ?? null;
}

/** How many planned sessions are done, out of how many (weeks 1..`throughWeek` when given). */
export function sessionProgress<S, W extends DayLike>(weeks: readonly PlanWeek<S, W>[], done: ReadonlySet<string>, throughWeek?: number): { completed: number; total: number } {
  const planned = sessionsOf(weeks).filter((s) => throughWeek === undefined || s.week <= throughWeek);
  return { completed: planned.filter((s) => done.has(sessionKey(s.week, s.workout.id ?? -1))).length, total: planned.length };
}

/**
 * The days of a phase's week for `n` workouts that had none (the migration of programs made before the calendar):
 * spread over the week (three on days 1, 3 and 5), several a day past seven.
 */
export function spreadDays(n: number): number[] {
  return Array.from({ length: Math.max(0, n) }, (_, i) => Math.floor((i * DAYS_PER_WEEK) / n) + 1);
}

/** A program's weeks shared among `n` phases in order (the first ones take the remainder); each has at least one. */
export function shareWeeks(totalWeeks: number, n: number): number[] {
  const total = Math.max(1, Math.floor(totalWeeks));
  return Array.from({ length: Math.max(0, n) }, (_, i) => Math.min(MAX_PHASE_WEEKS, Math.max(1, Math.floor(total / n) + (i < total % n ? 1 : 0))));
}

/**
 * The sessions planned on a calendar date (YYYY-MM-DD, UTC) for an athlete enrolled at `enrolledAt`: that date's
 * day of the program (day 1 is the enrollment's date); none before it or past the program's end.
 */
export function plannedOn<S, W>(weeks: readonly PlanWeek<S, W>[], enrolledAt: string, date: string): W[] {
  const start = Date.parse(enrolledAt);
  const at = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(start) || Number.isNaN(at)) return [];
  const days = Math.round((at - Date.parse(`${new Date(start).toISOString().slice(0, 10)}T00:00:00.000Z`)) / DAY_MS);
  if (days < 0) return [];
  return weeks[Math.floor(days / DAYS_PER_WEEK)]?.days[days % DAYS_PER_WEEK] ?? [];
}
