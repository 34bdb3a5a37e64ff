/**
 * The training screen's week view: which week is shown (weeks 1 to the program's last, opening on today's or on a
 * phase asked for in the address) and which workout of it is selected for logging (the athlete's pick while it is
 * in the shown week, else today's or the one up next, else the week's first not yet done). Pure.
 */
import type { PlanWeek } from '../../../../src/domain/program-calendar';
import { isDone, type CurrentPosition } from './current-position';

type WorkoutRef = { id?: number };

/** `week` moved by `step`, kept within weeks 1..`total`. */
export function stepWeek(week: number, step: number, total: number): number {
  return Math.min(Math.max(1, total), Math.max(1, Math.floor(week) + step));
}

/** Whether the browser may go to an earlier or a later week. */
export function weekBounds(week: number, total: number): { previous: boolean; next: boolean } {
  return { previous: week > 1, next: week < total };
}

/**
 * The week the view opens on: today's (the last once the program is behind the athlete), or, for a phase asked for,
 * today's when it falls in that phase, else the phase's first week.
 */
export function openingWeek(weeks: readonly PlanWeek<{ id?: number }, unknown>[], currentWeek: number, phaseId?: number | null): number {
  if (phaseId == null) return currentWeek;
  const ofPhase = weeks.filter((w) => w.phase.id === phaseId);
  if (!ofPhase.length || ofPhase.some((w) => w.week === currentWeek)) return currentWeek;
  return ofPhase[0].week;
}

/** A phase's first week, or `fallback` for a phase not in the plan. */
export function phaseStart(weeks: readonly PlanWeek<{ id?: number }, unknown>[], phaseId: number, fallback: number): number {
  return weeks.find((w) => w.phase.id === phaseId)?.week ?? fallback;
}

/** The workout selected in the shown week (its id), or null for a week without any. */
export function selectedWorkout<S, W extends WorkoutRef>(input: {
  week: PlanWeek<S, W> | undefined;
  position: Pick<CurrentPosition<S, W>, 'week' | 'today' | 'next' | 'done'>;
  picked: number | null;
}): number | null {
  const { week, position, picked } = input;
  if (!week) return null;
  const all = week.days.flat();
  if (picked != null && all.some((w) => w.id === picked)) return picked;
  const undone = all.filter((w) => !isDone(position.done, week.week, w));
  if (week.week === position.week) {
    const todays = position.today.kind === 'train' ? position.today.workouts : [];
    const choice =
      todays.find((w) => !isDone(position.done, week.week, w)) ?? (position.next?.week === week.week ? position.next.workout : undefined) ?? todays[0] ?? undone[0] ?? all[0];
    return choice?.id ?? null;
  }
  return (undone[0] ?? all[0])?.id ?? null;
}
