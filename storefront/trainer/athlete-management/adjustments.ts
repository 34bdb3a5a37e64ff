/**
 * The coach's adjustment of one exercise for one athlete (records `workout_override`), pure: an exercise's numbers in
 * a week as the trainer wrote the program (kilograms stay kilograms), the weeks an adjustment may be for, and the
 * adjustment form read into the row it sends, with the server's rules checked first (reps or load; the load within its
 * kind's range, src/domain/progression.ts). The words and the number format are given.
 */
import { LOAD_LIMITS, isLoadKind, loadInUnit, type LoadKind } from '../../../src/domain/progression';
import { readNumber } from '../common/typed-number';
import { TABLES } from '../../../src/generated/tables';
import { prescriptionText, type Prescribed } from '../common/programs/prescription';
import { viewProgramText } from '../common/programs/i18n/en';
import type { adjustText } from './i18n/en';
import type { WorkoutOverrideInput } from './api/workout-overrides';

type Words = typeof adjustText.en;
type ProgramWords = typeof viewProgramText.en;

const FIELDS = TABLES.workout_override.fields;
export const REPS_MAX = FIELDS.reps.schema.maxLength;
export const NOTE_MAX = FIELDS.note.schema.maxLength;

/** An exercise of the week as the lambda answers it (the fields read here). */
export interface WeekNumbers extends Prescribed {
  load_kind?: string | null;
  load?: number | null;
  load_kg?: number | null;
}

/** The unit an adjustment's load is in: the exercise's load kind, kilograms when it has none. */
export const adjustmentKind = (loadKind: string | null | undefined): LoadKind => (isLoadKind(loadKind) ? loadKind : 'kg');

/** The week's load in words: "55 kg", "80% 1RM · 55 kg" (the weight as the athlete loads it), "RPE 8", "RIR 2"; null without one. */
export function loadText(e: WeekNumbers, t: Pick<Words, 'load'>, number: (n: number) => string): string | null {
  if (e.load == null || !isLoadKind(e.load_kind)) return null;
  switch (e.load_kind) {
    case 'kg':
      return t.load.kg(number(e.load));
    case 'percent_1rm':
      return t.load.percent(number(e.load), e.load_kg == null ? null : number(loadInUnit(e.load_kg, 'kg')));
    case 'rpe':
      return t.load.rpe(number(e.load));
    case 'rir':
      return t.load.rir(number(e.load));
  }
}

/** The week's numbers in one line: "3 × 8-10 · 80% 1RM · 55 kg", "3 × 0:45", "4 × 6 · RPE 8". */
export function weekNumbersText(e: WeekNumbers, t: Pick<Words, 'load'>, number: (n: number) => string, programWords: ProgramWords = viewProgramText.en): string {
  const load = loadText(e, t, number);
  const target = prescriptionText(e, programWords);
  return load ? `${target} · ${load}` : target;
}

/** The weeks an adjustment may be for: the athlete's current week to the program's last. */
export function weekChoices(currentWeek: number, totalWeeks: number): number[] {
  const from = Math.max(1, Math.floor(currentWeek));
  const to = Math.max(from, Math.floor(totalWeeks));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The form as typed. */
export interface AdjustmentForm {
  /** A week of the program, or every week. */
  week: number | 'every';
  reps: string;
  /** As typed in a number field ("" when empty). */
  load: string;
  note: string;
}

export const EMPTY_ADJUSTMENT: AdjustmentForm = { week: 'every', reps: '', load: '', note: '' };

/** The form for an adjustment already saved (the one the athlete's week follows), to change it. */
export function formOf(row: { week?: number | null; reps?: string | null; load?: number | null; note?: string | null }): AdjustmentForm {
  return { week: row.week ?? 'every', reps: row.reps ?? '', load: row.load == null ? '' : String(row.load), note: row.note ?? '' };
}

/** What an adjustment changes, read from the form. */
export type Adjustment = Pick<WorkoutOverrideInput, 'week' | 'reps' | 'load' | 'note'>;

export type AdjustmentProblems = Partial<Record<'reps' | 'load' | 'note', string>>;

/**
 * The form read into what the adjustment changes, or the problems to show at its fields: reps or load (one of them),
 * the reps and the note within the contract's lengths, the load a number within its kind's range (kilograms when the
 * exercise has none). Blank reps and notes are none.
 */
export function readAdjustment(form: AdjustmentForm, loadKind: string | null | undefined, t: Pick<Words, 'problems' | 'unit'>, number: (n: number) => string = String): { value: Adjustment; problems?: undefined } | { value?: undefined; problems: AdjustmentProblems } {
  const problems: AdjustmentProblems = {};
  const reps = form.reps.trim();
  const note = form.note.trim();
  const kind = adjustmentKind(loadKind);
  const { min, max } = LOAD_LIMITS[kind];
  const read = readNumber(form.load, { min, max });
  const load = read.value ?? null;
  if (reps.length > REPS_MAX) problems.reps = t.problems.tooLong(REPS_MAX);
  if (note.length > NOTE_MAX) problems.note = t.problems.tooLong(NOTE_MAX);
  if (read.problem === 'format') problems.load = t.problems.loadNotNumber;
  if (read.problem === 'range') problems.load = t.problems.loadRange(number(min), number(max), t.unit[kind]);
  if (reps === '' && load === null && !read.problem) problems.reps = t.problems.repsOrLoad;
  if (Object.keys(problems).length) return { problems };
  return { value: { week: form.week === 'every' ? null : form.week, reps: reps || null, load, note: note || null } };
}

/** The `workout_override` row an adjustment creates. */
export function overrideRow(enrollmentId: number, workoutExerciseId: number, a: Adjustment): WorkoutOverrideInput {
  return { enrollment_id: enrollmentId, workout_exercise_id: workoutExerciseId, week: a.week, reps: a.reps, load: a.load, note: a.note };
}
