/**
 * A prescription's load and its progression across the weeks of a program (the contract's WorkoutExercise `load_kind`,
 * `load` and `progression`): what week N of a program asks of an exercise, worked out the same way for the trainer's
 * preview in the builder (every week), the athlete's logger (this week, from their estimated one-rep max) and the
 * coach's view. Pure; weights in kilograms (shown in the athlete's unit by src/domain/units.ts).
 *
 * The rules:
 * - `add`: week N adds (N − 1) × `load_step` to the load (in the load's own unit: kg, percentage points, RPE) and
 *   (N − 1) × `reps_step` to each number of the reps ("8-10" + 1 is "9-11");
 * - `percent`: week N lifts `percents[N − 1]` % of the one-rep max; past the list the scheme starts again (a wave of
 *   70/75/80/60 over 8 weeks is two waves);
 * - `weeks`: week N takes `weeks[N − 1]`'s reps and load where given, the prescription's own otherwise; past the list
 *   the last week holds.
 */
import { WORKOUT_EXERCISE_TABLE } from '../generated/tables/workout_exercise';
import { kgTo, type WeightUnit } from './units';

export const LOAD_KINDS = ['kg', 'percent_1rm', 'rpe', 'rir'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];
export const PROGRESSION_RULES = ['add', 'percent', 'weeks'] as const;
export type ProgressionRule = (typeof PROGRESSION_RULES)[number];

export interface ProgressionWeek {
  reps?: string | null;
  load?: number | null;
}
export interface Progression {
  rule: ProgressionRule;
  load_step?: number | null;
  reps_step?: number | null;
  percents?: readonly number[] | null;
  weeks?: readonly ProgressionWeek[] | null;
}

/** The prescription a week is worked out from (a WorkoutExercise's fields). */
export interface BasePrescription {
  reps?: string | null;
  load_kind?: string | null;
  load?: number | null;
  progression?: Progression | null;
}

/** What one week of the program asks. */
export interface WeekPrescription {
  week: number;
  reps: string;
  loadKind: LoadKind | null;
  /** In the load kind's unit: kilograms, percent of the one-rep max, RPE or reps in reserve. */
  load: number | null;
  /** The weight to lift in kilograms when it is known: a load in kg, or a percentage of a known one-rep max. */
  loadKg: number | null;
}

export const isLoadKind = (value: unknown): value is LoadKind => typeof value === 'string' && (LOAD_KINDS as readonly string[]).includes(value);

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Each whole number of a reps text moved by `by`, never below 1: "8-10" + 1 → "9-11", "5" − 1 → "4"; "AMRAP" stays. */
export function shiftReps(text: string, by: number): string {
  if (!by) return text;
  return text.replace(/\d+/g, (n) => String(Math.max(1, Number(n) + by)));
}

/** Week N's prescription (N from 1); `oneRepMaxKg` turns a percentage into a weight. */
export function prescriptionForWeek(p: BasePrescription, week: number, oneRepMaxKg?: number | null): WeekPrescription {
  const n = Math.max(1, Math.floor(week));
  let reps = p.reps ?? '';
  let loadKind: LoadKind | null = isLoadKind(p.load_kind) ? p.load_kind : null;
  let load: number | null = loadKind ? (p.load ?? null) : null;
  const rule = p.progression;
  if (rule?.rule === 'add') {
    if (load !== null && rule.load_step) load = Math.max(0, round1(load + (n - 1) * rule.load_step));
    if (rule.reps_step) reps = shiftReps(reps, (n - 1) * rule.reps_step);
  } else if (rule?.rule === 'percent' && rule.percents?.length) {
    loadKind = 'percent_1rm';
    load = rule.percents[(n - 1) % rule.percents.length];
  } else if (rule?.rule === 'weeks' && rule.weeks?.length) {
    const at = rule.weeks[Math.min(n, rule.weeks.length) - 1];
    if (at.reps) reps = at.reps;
    if (at.load != null && loadKind) load = at.load;
  }
  const loadKg = load === null ? null : loadKind === 'kg' ? load : loadKind === 'percent_1rm' && oneRepMaxKg ? round1((oneRepMaxKg * load) / 100) : null;
  return { week: n, reps, loadKind, load, loadKg };
}

/** Weeks 1..`weeks` of a prescription, for the builder's preview. */
export function weekTable(p: BasePrescription, weeks: number, oneRepMaxKg?: number | null): WeekPrescription[] {
  return Array.from({ length: Math.max(1, Math.floor(weeks)) }, (_, i) => prescriptionForWeek(p, i + 1, oneRepMaxKg));
}

/** Whether a prescription changes from week to week (the builder and the logger then show the week's numbers). */
export const progresses = (p: BasePrescription) => !!p.progression;

const LOAD = WORKOUT_EXERCISE_TABLE.fields.load.schema as { minimum: number; maximum: number };

/** Each load kind's range: kilograms (the contract's range of a load), a percentage of the one-rep max, an RPE, reps in reserve. */
export const LOAD_LIMITS: Readonly<Record<LoadKind, { min: number; max: number }>> = {
  kg: { min: LOAD.minimum, max: LOAD.maximum },
  percent_1rm: { min: 1, max: 150 },
  rpe: { min: 1, max: 10 },
  rir: { min: 0, max: 10 },
};

/** The range a prescription's load is outside of, or null (no load, or one within its kind's range). */
export function loadProblem(p: BasePrescription): { min: number; max: number } | null {
  if (!isLoadKind(p.load_kind) || p.load == null) return null;
  const limits = LOAD_LIMITS[p.load_kind];
  return p.load >= limits.min && p.load <= limits.max ? null : limits;
}

export type ProgressionProblem = 'needsStep' | 'needsLoad' | 'needsPercents' | 'needsWeeks';

/**
 * What is wrong with a prescription's progression, or null: an `add` rule moves the load or the reps (and moving the
 * load needs a load to move), a `percent` rule has its percentages, a `weeks` rule its weeks. The contract's schema
 * checks each value's range; this is what it cannot say. Read by the server's check and the builder's form.
 */
export function progressionProblem(p: BasePrescription): ProgressionProblem | null {
  const rule = p.progression;
  if (!rule) return null;
  if (rule.rule === 'add') {
    if (!rule.load_step && !rule.reps_step) return 'needsStep';
    if (rule.load_step && (!isLoadKind(p.load_kind) || p.load == null)) return 'needsLoad';
  }
  if (rule.rule === 'percent' && !rule.percents?.length) return 'needsPercents';
  if (rule.rule === 'weeks' && !rule.weeks?.length) return 'needsWeeks';
  return null;
}

/** The smallest step a bar is loaded by, in each unit. */
export const PLATE_STEP: Readonly<Record<WeightUnit, number>> = { kg: 2.5, lb: 5 };

/** A weight in kilograms as the athlete loads it: in their unit, to the nearest plate step (76.5 kg → 77.5; in lb, 5s). */
export function loadInUnit(kg: number, unit: WeightUnit): number {
  const step = PLATE_STEP[unit];
  return Math.round(kgTo(kg, unit) / step) * step;
}

/** A trainer's adjustment of an exercise for one athlete (the contract's WorkoutOverride): reps and load over the week's. */
export interface Adjustment {
  id?: number;
  week?: number | null;
  reps?: string | null;
  load?: number | null;
  note?: string | null;
}

/**
 * The adjustment a week follows: the one for that week, else the one for every week (the newest of either), or null.
 */
export function adjustmentFor<A extends Adjustment>(adjustments: readonly A[], week: number): A | null {
  const newest = (list: A[]) => list.reduce<A | null>((best, a) => (!best || (a.id ?? 0) > (best.id ?? 0) ? a : best), null);
  return newest(adjustments.filter((a) => a.week === week)) ?? newest(adjustments.filter((a) => a.week == null));
}

/**
 * Week N's prescription for one athlete: the program's (progression included), then their trainer's adjustment for
 * that week, if any: its reps and its load (in the prescription's load kind, kilograms when it has none).
 */
export function athleteWeek(p: BasePrescription, week: number, adjustments: readonly Adjustment[], oneRepMaxKg?: number | null): WeekPrescription & { adjustment: Adjustment | null } {
  const at = prescriptionForWeek(p, week, oneRepMaxKg);
  const adjustment = adjustmentFor(adjustments, at.week);
  if (!adjustment) return { ...at, adjustment: null };
  const loadKind: LoadKind | null = adjustment.load != null ? (at.loadKind ?? 'kg') : at.loadKind;
  const load = adjustment.load ?? at.load;
  const loadKg = load === null ? null : loadKind === 'kg' ? load : loadKind === 'percent_1rm' && oneRepMaxKg ? round1((oneRepMaxKg * load) / 100) : null;
  return { week: at.week, reps: adjustment.reps || at.reps, loadKind, load, loadKg, adjustment };
}

/** What a deload week keeps of week 1's work: this share of a weight, this percentage of the one-rep max at most. */
export const DELOAD = { share: 0.6, percent1rm: 60, effort: 2 } as const;

/**
 * An exercise of a deload week (the builder's "Insert deload week", lambda `splits/{id}/copy`): week 1's
 * prescription with half its sets (rounded up), a weight at 60 % (to the plate step), at most 60 % of the one-rep
 * max, an RPE two lower or two more reps in reserve, and no progression (it is one week).
 */
export function deloadOf<P extends BasePrescription & { sets?: number | null }>(p: P): P {
  const week1 = prescriptionForWeek(p, 1);
  const sets = Math.max(1, Math.ceil(Number(p.sets ?? 1) / 2));
  let load = week1.load;
  if (load != null && week1.loadKind) {
    const limits = LOAD_LIMITS[week1.loadKind];
    const next =
      week1.loadKind === 'kg' ? Math.round((load * DELOAD.share) / PLATE_STEP.kg) * PLATE_STEP.kg
      : week1.loadKind === 'percent_1rm' ? Math.min(load, DELOAD.percent1rm)
      : week1.loadKind === 'rpe' ? load - DELOAD.effort
      : load + DELOAD.effort;
    load = Math.min(limits.max, Math.max(limits.min, next));
  }
  return { ...p, sets, reps: week1.reps, load_kind: week1.loadKind ?? p.load_kind ?? null, load, progression: null };
}
