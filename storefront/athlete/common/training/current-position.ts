/**
 * Where an athlete is in a program, by its calendar (src/domain/program-calendar.ts): the week and day since they
 * enrolled, what today plans (workouts, a rest day, or nothing once the program is behind them), the session up
 * next (the first of this week not yet done, else the first of a later week) and when it falls, and the sessions
 * done out of those the whole calendar plans. A completed log counts for the week it was performed in. Pure, so
 * the rules are tested on their own.
 */
import {
  doneSessions,
  nextSession,
  planLength,
  planWeeks,
  programCalendar,
  sessionKey,
  sessionProgress,
  type DayLike,
  type LoggedSession,
  type PhaseLike,
  type PlanWeek,
  type ProgramCalendar,
  type Session,
} from '../../../../src/domain/program-calendar';

export { programCalendar, type ProgramCalendar } from '../../../../src/domain/program-calendar';

export interface OrderedSplit<W> {
  id?: number;
  position: number;
  workout: W[];
}
export interface OrderedWorkout {
  id?: number;
  day: number;
}

/** Splits by position (then id), their workouts by day (then id); other fields kept. */
export function orderPlan<W extends OrderedWorkout, S extends OrderedSplit<W>>(splits: readonly S[]): S[] {
  return [...splits]
    .sort((a, b) => a.position - b.position || (a.id ?? 0) - (b.id ?? 0))
    .map((s) => ({ ...s, workout: [...(s.workout ?? [])].sort((a, b) => a.day - b.day || (a.id ?? 0) - (b.id ?? 0)) }));
}

/** What today plans: its workouts, a rest day, or nothing more once the program's weeks are behind the athlete. */
export type TodayPlan<W> = { kind: 'train'; workouts: W[] } | { kind: 'rest' } | { kind: 'complete' };

/**
 * When the session up next falls: today, tomorrow, earlier this week (missed, still to do this week), or a day of
 * this or a later week.
 */
export type NextWhen = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'missed'; day: number } | { kind: 'on'; week: number; day: number };

export interface CurrentPosition<S, W> extends ProgramCalendar {
  /** Every week of the plan (none for a program without phases). */
  weeks: PlanWeek<S, W>[];
  /** The sessions done (sessionKey(week, workoutId)). */
  done: Set<string>;
  today: TodayPlan<W>;
  /** The session up next: none once every session left is done or the program is behind the athlete. */
  next: Session<S, W> | null;
  nextWhen: NextWhen | null;
  /** Sessions done out of those the whole calendar plans. */
  completed: number;
  total: number;
}

/** When a session of `week`, `day` falls for someone on `weekday` of `today`. */
export function whenOf(session: { week: number; day: number }, today: { week: number; weekday: number }): NextWhen {
  const { week, day } = session;
  if (week === today.week && day === today.weekday) return { kind: 'today' };
  if ((week === today.week && day === today.weekday + 1) || (week === today.week + 1 && today.weekday === 7 && day === 1)) return { kind: 'tomorrow' };
  if (week === today.week && day < today.weekday) return { kind: 'missed', day };
  return { kind: 'on', week, day };
}

/** Where the athlete is; `splits` in any order (the calendar orders them by position). */
export function currentPosition<W extends DayLike, S extends PhaseLike<W>>(input: {
  splits: readonly S[];
  logs: readonly LoggedSession[];
  enrolledAt: string;
  durationWeeks: number;
  now: number;
}): CurrentPosition<S, W> {
  const calendar = programCalendar(input.enrolledAt, planLength(input.splits, input.durationWeeks), input.now);
  const weeks = planWeeks<W, S>(input.splits);
  const done = doneSessions(input.logs, input.enrolledAt);
  const todays = calendar.pastEnd ? [] : (weeks[calendar.week - 1]?.days[calendar.weekday - 1] ?? []);
  const today: TodayPlan<W> = calendar.pastEnd ? { kind: 'complete' } : todays.length ? { kind: 'train', workouts: todays } : { kind: 'rest' };
  const next = nextSession(weeks, calendar, done);
  return { ...calendar, weeks, done, today, next, nextWhen: next ? whenOf(next, calendar) : null, ...sessionProgress(weeks, done) };
}

/** Whether a workout of `week` is done. */
export const isDone = (done: ReadonlySet<string>, week: number, workout: { id?: number }): boolean => done.has(sessionKey(week, workout.id ?? -1));
