/**
 * A workout exercise's load and progression as the builder's fields hold them (the load typed "62.5" or "62,5", the
 * percentages "70, 75, 80, 60", a week's reps and load) and as the API stores them (`load_kind`, `load`,
 * `progression`), within the contract's limits (TABLES.workout_exercise.fields) and the rules the server checks
 * (src/domain/progression.ts: `loadProblem`, `progressionProblem`): nothing built here is refused. Pure.
 */
import { TABLES } from '../../../src/generated/tables';
import { isLoadKind, LOAD_LIMITS, loadProblem, progressionProblem, type BasePrescription, type LoadKind, type ProgressionRule } from '../../../src/domain/progression';
import { builderText } from './i18n/en';
import { readNumber } from '../common/typed-number';
import type { Read } from '../common/typed-number';
import type { WorkoutExerciseChanges } from './api/update-workout-exercise';

const P = TABLES.workout_exercise.fields.progression.schema.properties;
export const LOAD_STEP_LIMITS = { min: P.load_step.minimum, max: P.load_step.maximum } as const;
export const REPS_STEP_LIMITS = { min: P.reps_step.minimum, max: P.reps_step.maximum } as const;
export const PERCENT_LIMITS = { min: P.percents.items.minimum, max: P.percents.items.maximum } as const;
export const MAX_PERCENTS = P.percents.maxItems;
export const MAX_WEEKS = P.weeks.maxItems;
export const WEEK_REPS_MAX = P.weeks.items.properties.reps.maxLength;
const DURATION = TABLES.program.fields.duration_weeks.schema;

type Words = typeof builderText.en;
type ProgressionWords = Words['exercise']['progression'];

/** A progression as the API stores it (what a save sends). */
export type SavedProgression = NonNullable<WorkoutExerciseChanges['progression']>;
type SavedWeek = NonNullable<SavedProgression['weeks']>[number];

/** The stored prescription a field reads (a workout exercise's fields). */
export interface Prescription {
  reps?: string | null;
  load_kind?: string | null;
  load?: number | null;
  progression?: SavedProgression | null;
}

/** The program's weeks as its details form holds them ("8"), for the preview; the default when not a valid count. */
export function programWeeks(text: string | number | null | undefined): number {
  const n = Number(typeof text === 'string' ? text.trim() || NaN : text ?? NaN);
  return Number.isInteger(n) && n >= DURATION.minimum && n <= DURATION.maximum ? n : DURATION.default;
}

/** The load's kind as stored, or null. */
export const loadKindOf = (p: Prescription): LoadKind | null => (isLoadKind(p.load_kind) ? p.load_kind : null);

/** A stored load as its field shows it; blank without one. */
export const loadText = (load: number | null | undefined) => (load == null ? '' : String(load));

/** A typed number as the field shows it once left ("62,5" becomes "62.5"); other text as typed. */
export function normalLoad(text: string): string {
  const read = readNumber(text, { min: -Infinity, max: Infinity });
  return read.problem ? text : loadText(read.value);
}

/** A load as typed, in `kind`'s unit and range (LOAD_LIMITS); blank is none. */
export const readLoad = (text: string, kind: LoadKind): Read => readNumber(text, LOAD_LIMITS[kind]);

/**
 * What the load field says of its text, for the kind chosen and the saved progression: null when `{load_kind: kind,
 * load}` can be saved (in range, and there when the progression moves it).
 */
export function loadFieldProblem(text: string, kind: LoadKind | null, progression: SavedProgression | null | undefined, w: Words = builderText.en): string | null {
  if (!kind) return null;
  const read = readLoad(text, kind);
  if (read.problem === 'format') return w.exercise.numberInvalid;
  if (read.problem === 'range') return w.exercise.between(String(LOAD_LIMITS[kind].min), String(LOAD_LIMITS[kind].max));
  return progressionProblem({ load_kind: kind, load: read.value, progression }) === 'needsLoad' ? w.exercise.loadNeeded : null;
}

/**
 * The progression left when the load goes: a percentage rule or a load step moves a load, so it goes too (an added
 * reps step stays); a week-by-week rule keeps its weeks' reps, without their loads.
 */
export function withoutLoad(p: SavedProgression | null | undefined): SavedProgression | null {
  if (!p || p.rule === 'percent') return null;
  if (p.rule === 'add') return !p.load_step ? p : p.reps_step ? { rule: 'add', reps_step: p.reps_step } : null;
  const weeks = (p.weeks ?? []).map((w): SavedWeek => (w.reps ? { reps: w.reps } : {}));
  return weeks.some((w) => w.reps) ? { rule: 'weeks', weeks } : null;
}

/**
 * What to save when the load's kind is chosen: none clears the load and what of the progression moves it; another
 * kind keeps the load, unless it is out of that kind's range (then nothing is saved: the load field says why, and the
 * kind is saved with a load in range).
 */
export function loadKindChanges(kind: LoadKind | null, row: Prescription): { changes: WorkoutExerciseChanges; problem?: undefined } | { changes?: undefined; problem: 'range' } {
  if (!kind) return { changes: { load_kind: null, load: null, progression: withoutLoad(row.progression) } };
  if (loadProblem({ load_kind: kind, load: row.load })) return { problem: 'range' };
  return { changes: { load_kind: kind, load: row.load ?? null } };
}

/** The rule chosen in the progression dialog ("none": no progression). */
export type RuleChoice = ProgressionRule | 'none';
export const RULE_CHOICES: readonly RuleChoice[] = ['none', 'add', 'percent', 'weeks'];

export interface WeekRow {
  reps: string;
  load: string;
}

/** The progression dialog's fields: each rule's own, kept while another rule is tried. */
export interface ProgressionForm {
  rule: RuleChoice;
  loadStep: string;
  repsStep: string;
  percents: string;
  weeks: WeekRow[];
}

/** The dialog's fields for a stored progression. */
export function progressionToForm(p: SavedProgression | null | undefined): ProgressionForm {
  return {
    rule: p?.rule ?? 'none',
    loadStep: loadText(p?.load_step),
    repsStep: p?.reps_step == null ? '' : String(p.reps_step),
    percents: (p?.percents ?? []).join(', '),
    weeks: (p?.weeks ?? []).map((w) => ({ reps: w.reps ?? '', load: loadText(w.load) })),
  };
}

/** A blank week, for each week of the program up to the contract's most (the trainer fills those that change). */
export const blankWeeks = (count: number): WeekRow[] => Array.from({ length: Math.max(1, Math.min(count, MAX_WEEKS)) }, () => ({ reps: '', load: '' }));

/** Each percentage as typed: "70, 75,80 ,60" (commas, spaces, slashes or semicolons between; a "%" allowed); NaN for what is not one. */
function percentTokens(text: string): number[] {
  return text
    .split(/[\s,;/]+/)
    .map((s) => s.replace(/%$/, ''))
    .filter(Boolean)
    .map((s) => (/^\d+(?:\.\d+)?$/.test(s) ? Number(s) : NaN));
}

/** The percentages typed, each within PERCENT_LIMITS and at most MAX_PERCENTS of them; blank is none. */
export function readPercents(text: string): { value: number[]; problem?: undefined } | { value?: undefined; problem: 'format' | 'range' | 'count' } {
  const values = percentTokens(text);
  if (values.some(Number.isNaN)) return { problem: 'format' };
  if (values.some((n) => n < PERCENT_LIMITS.min || n > PERCENT_LIMITS.max)) return { problem: 'range' };
  if (values.length > MAX_PERCENTS) return { problem: 'count' };
  return { value: values };
}

/** The dialog's messages by field (null-free: a field without a problem has no key). */
export interface FormProblems {
  loadStep?: string;
  repsStep?: string;
  percents?: string;
  weeks?: string;
  /** What the rule as a whole lacks (an added rule with no step). */
  rule?: string;
  weekRows?: Record<number, { reps?: string; load?: string }>;
}

/** The dialog read: the progression it builds (what can be read of it, for the preview) and its problems. */
export interface ReadForm {
  progression: SavedProgression | null;
  problems: FormProblems;
}

const stepProblem = (read: Read, limits: { min: number; max: number }, w: Words, invalid: string) =>
  read.problem === 'format' ? invalid : read.problem === 'range' ? w.exercise.between(String(limits.min), String(limits.max)) : undefined;

/**
 * The progression the dialog's fields build for a prescription (its load kind and load as saved), and what keeps it
 * from being saved. With `complete`, also what is missing (no step, no percentage, no week): the dialog says that once
 * Save is pressed; as the trainer types it says only what is wrong. The progression holds what could be read (a wrong
 * value left out), so the preview follows the typing; it is the one to save when there is no problem.
 */
export function readProgressionForm(form: ProgressionForm, base: Prescription, w: Words = builderText.en, complete = true): ReadForm {
  const t = w.exercise.progression;
  const kind = loadKindOf(base);
  const problems: FormProblems = {};
  let progression: SavedProgression | null = null;
  if (form.rule === 'add') {
    const load = readNumber(form.loadStep, LOAD_STEP_LIMITS);
    const reps = readNumber(form.repsStep, REPS_STEP_LIMITS, true);
    const loadStepProblem = stepProblem(load, LOAD_STEP_LIMITS, w, w.exercise.numberInvalid);
    const repsStepProblem = stepProblem(reps, REPS_STEP_LIMITS, w, w.exercise.wholeInvalid);
    if (loadStepProblem) problems.loadStep = loadStepProblem;
    else if (load.value && (!kind || base.load == null)) problems.loadStep = t.stepNeedsLoad;
    if (repsStepProblem) problems.repsStep = repsStepProblem;
    progression = { rule: 'add' };
    if (load.value && !problems.loadStep) progression.load_step = load.value;
    if (reps.value && !repsStepProblem) progression.reps_step = reps.value;
    if (complete && !problems.loadStep && !problems.repsStep && !progression.load_step && !progression.reps_step) problems.rule = t.stepNeeded;
  } else if (form.rule === 'percent') {
    const read = readPercents(form.percents);
    if (read.problem === 'format') problems.percents = t.percentsInvalid;
    else if (read.problem === 'range') problems.percents = t.percentsRange(String(PERCENT_LIMITS.min), String(PERCENT_LIMITS.max));
    else if (read.problem === 'count') problems.percents = t.percentsCount(MAX_PERCENTS);
    else if (complete && !read.value?.length) problems.percents = t.percentsNeeded;
    const percents = read.value ?? percentTokens(form.percents).filter((n) => n >= PERCENT_LIMITS.min && n <= PERCENT_LIMITS.max);
    progression = { rule: 'percent', percents: percents.slice(0, MAX_PERCENTS) };
  } else if (form.rule === 'weeks') {
    const rows: Record<number, { reps?: string; load?: string }> = {};
    const weeks = form.weeks.slice(0, MAX_WEEKS).map((row, i): SavedWeek => {
      const week: SavedWeek = {};
      const found: { reps?: string; load?: string } = {};
      const reps = row.reps.trim();
      if (reps.length > WEEK_REPS_MAX) found.reps = w.atMost(WEEK_REPS_MAX);
      else if (reps) week.reps = reps;
      if (kind) {
        const load = readLoad(row.load, kind);
        const problem = stepProblem(load, LOAD_LIMITS[kind], w, w.exercise.numberInvalid);
        if (problem) found.load = problem;
        else if (load.value != null) week.load = load.value;
      }
      if (found.reps || found.load) rows[i] = found;
      return week;
    });
    if (Object.keys(rows).length) problems.weekRows = rows;
    if (form.weeks.length > MAX_WEEKS) problems.weeks = t.weeksCount(MAX_WEEKS);
    else if (complete && !weeks.length) problems.weeks = t.weeksNeeded;
    progression = { rule: 'weeks', weeks };
  }
  // The server's own check, for anything the fields did not catch.
  if (complete && !hasProblems(problems) && progressionProblem({ ...base, progression })) problems.rule = t.stepNeeded;
  return { progression, problems };
}

export const hasProblems = (p: FormProblems) => Object.keys(p).length > 0;

/**
 * What Save sends for a progression the dialog built: the progression, and a percentage of the one-rep max as the
 * load's kind when a percentage rule is chosen for a prescription without one (its weeks are percentages).
 */
export function progressionChanges(progression: SavedProgression | null, base: Prescription): WorkoutExerciseChanges {
  if (progression?.rule === 'percent' && !loadKindOf(base)) return { progression, load_kind: 'percent_1rm', load: null };
  return { progression };
}

/** A load as the athlete reads it ("62.5 kg", "75 %", "RPE 8"), or a dash without one. */
export function loadShown(kind: LoadKind | null, load: number | null, t: ProgressionWords = builderText.en.exercise.progression): string {
  return kind && load != null ? t.shown[kind](load) : t.noLoad;
}

const SUMMARY_PERCENTS = 6;

/** A progression in one line ("+2.5 kg/week", "+1 rep/week", "70/75/80/60 %", "Week by week"); blank without one. */
export function progressionSummary(p: SavedProgression | null | undefined, loadKind: string | null | undefined, t: ProgressionWords = builderText.en.exercise.progression): string {
  if (!p) return '';
  if (p.rule === 'add') {
    const unit = isLoadKind(loadKind) ? t.units[loadKind] : '';
    const changes = [p.load_step ? t.addLoad(p.load_step, unit).trim() : '', p.reps_step ? t.addReps(p.reps_step) : ''].filter(Boolean);
    return changes.length ? t.perWeek(changes.join(', ')) : '';
  }
  if (p.rule === 'percent') {
    const percents = p.percents ?? [];
    return percents.length ? t.percentsSummary(percents.slice(0, SUMMARY_PERCENTS), percents.length > SUMMARY_PERCENTS) : '';
  }
  return t.weekByWeek;
}

/** The preview's prescription: the saved one with the progression being edited. */
export const previewPrescription = (base: Prescription, progression: SavedProgression | null): BasePrescription => ({
  reps: base.reps,
  load_kind: base.load_kind,
  load: base.load,
  progression,
});
