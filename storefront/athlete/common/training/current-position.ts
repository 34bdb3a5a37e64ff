/**
 * Where an athlete is in a program, derived from their logs: the current workout is the first one, in split
 * position then workout day order, without a completed log; the week and day of the program come from the days
 * since enrollment, capped at the program's length. Pure, so the rule is tested on its own.
 */

export interface OrderedSplit<W> {
  id?: number;
  position: number;
  workout: W[];
}
export interface OrderedWorkout {
  id?: number;
  day: number;
}
export interface LogRef {
  workout_id: number;
  completed: number | boolean;
}

/** Splits by position (then id), their workouts by day (then id); other fields kept. */
export function orderPlan<W extends OrderedWorkout, S extends OrderedSplit<W>>(splits: readonly S[]): S[] {
  return [...splits]
    .sort((a, b) => a.position - b.position || (a.id ?? 0) - (b.id ?? 0))
    .map((s) => ({ ...s, workout: [...(s.workout ?? [])].sort((a, b) => a.day - b.day || (a.id ?? 0) - (b.id ?? 0)) }));
}

/** Ids of the workouts that have a completed log. */
export function completedWorkoutIds(logs: readonly LogRef[]): Set<number> {
  return new Set(logs.filter((l) => l.completed === 1 || l.completed === true).map((l) => l.workout_id));
}

/** How many of a program's workouts are completed (each counted once), out of how many. */
export function workoutProgress(workoutIds: readonly number[], logs: readonly LogRef[]): { completed: number; total: number } {
  const done = completedWorkoutIds(logs);
  const ids = new Set(workoutIds);
  return { completed: [...ids].filter((id) => done.has(id)).length, total: ids.size };
}

export { programCalendar, type ProgramCalendar } from '../../../../src/domain/program-calendar';
import { programCalendar, type ProgramCalendar } from '../../../../src/domain/program-calendar';

export interface CurrentPosition extends ProgramCalendar {
  /** Indexes into the ordered plan, -1 when there is no workout at all. */
  splitIndex: number;
  workoutIndex: number;
  splitId: number | null;
  workoutId: number | null;
  completed: number;
  total: number;
  /** Every workout has a completed log: the position points at the first workout, to go again. */
  finished: boolean;
}

/** The current workout: the first not yet completed, in order; `splits` must be ordered (orderPlan). */
export function currentPosition<W extends OrderedWorkout, S extends OrderedSplit<W>>(input: {
  splits: readonly S[];
  logs: readonly LogRef[];
  enrolledAt: string;
  durationWeeks: number;
  now: number;
}): CurrentPosition {
  const calendar = programCalendar(input.enrolledAt, input.durationWeeks, input.now);
  const done = completedWorkoutIds(input.logs);
  const all = input.splits.flatMap((s, splitIndex) => s.workout.map((w, workoutIndex) => ({ s, w, splitIndex, workoutIndex })));
  const { completed, total } = workoutProgress(
    all.map((x) => x.w.id ?? -1),
    input.logs,
  );
  const next = all.find((x) => !done.has(x.w.id ?? -1));
  const at = next ?? all[0];
  if (!at) return { ...calendar, splitIndex: -1, workoutIndex: -1, splitId: null, workoutId: null, completed: 0, total: 0, finished: false };
  return { ...calendar, splitIndex: at.splitIndex, workoutIndex: at.workoutIndex, splitId: at.s.id ?? null, workoutId: at.w.id ?? null, completed, total, finished: !next };
}
