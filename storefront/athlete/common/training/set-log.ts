/**
 * The set rows of the workout logger: prefilled from the prescription (and the weights of the last session), checked
 * like the contract checks a logged set, and turned into the log's sets. Pure; the form only renders the rows. The
 * messages are the catalogue's (the form passes them in the current language; English otherwise). Weights in the rows
 * are in the athlete's unit (kg or lb, their preference); the log keeps kilograms. Each exercise's measure
 * (src/domain/measures.ts) says which fields its rows have: reps, reps with a weight, a time ("0:45"), or a distance
 * in kilometres with its time; the log keeps seconds and metres.
 */
import { formatDuration, MEASURE_FIELDS, parseDuration, type Measure } from '../../../../src/domain/measures';
import { kgTo, toKg, type WeightUnit } from '../../../../src/domain/units';
import { safeLink } from '../../../../src/domain/url-policy';
import { trainingText, type TrainingMessages } from './i18n/en';
import { SET_LIMITS } from './training-config';
import type { LoggedSet } from './progress';

export interface SetRow {
  key: string;
  reps: string;
  weight: string;
  /** A time as typed: "45", "0:45", "25:30". */
  time: string;
  /** A distance in kilometres as typed: "5", "2.5". */
  distance: string;
  rpe: string;
  notes: string;
  done: boolean;
}
/** A row's typed fields, in the order the logger may show them. */
export type RowField = 'reps' | 'weight' | 'time' | 'distance' | 'rpe' | 'notes';
export type RowErrors = Partial<Record<RowField, string>>;

/** The row fields an exercise's measure shows (notes always), from the measure's set fields. */
export function rowFields(measure: Measure | null | undefined): RowField[] {
  const byField = { reps: 'reps', weight: 'weight', seconds: 'time', distance_m: 'distance', rpe: 'rpe' } as const;
  return [...MEASURE_FIELDS[measure ?? 'reps_load'].map((f) => byField[f]), 'notes'];
}

let seq = 0;
const newKey = () => `set-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** The reps to prefill from a prescription: "10" is 10, "8-10" is 8; a time ("30s") or "AMRAP" prefills nothing. */
export function targetReps(reps: string | null | undefined): number | null {
  const m = /^\s*(\d{1,4})\s*(?:[-–x/]\s*\d{1,4}\s*)?(?:reps?)?\s*$/i.exec(reps ?? '');
  return m ? Number(m[1]) : null;
}

/** A blank row, or a copy of the one before it (what "Add set" gives); a row kept before measures gets their fields. */
export function newRow(from?: Partial<SetRow>): SetRow {
  return { key: newKey(), reps: from?.reps ?? '', weight: from?.weight ?? '', time: from?.time ?? '', distance: from?.distance ?? '', rpe: from?.rpe ?? '', notes: '', done: false };
}

/** What a prescription says of its sets (the contract's WorkoutExercise). */
export interface Prescription {
  sets?: number | null;
  reps?: string | null;
  measure?: Measure | null;
  target_seconds?: number | null;
  target_distance_m?: number | null;
}

const km = (metres: number) => String(Math.round(metres) / 1000);

/**
 * One row per prescribed set, prefilled with the target (reps, time, distance); weights (in `unit`) the week's weight
 * when the prescription says it (`weekWeight`, src/domain/progression.ts), else from the same sets of the last session
 * of this exercise, if any.
 */
export function prefillRows(prescription: Prescription, last: readonly LoggedSet[] = [], unit: WeightUnit = 'kg', weekWeight: number | null = null): SetRow[] {
  const count = Math.max(1, Math.min(SET_LIMITS.maxSets, prescription.sets ?? 1));
  const reps = targetReps(prescription.reps);
  const measure = prescription.measure ?? 'reps_load';
  const timed = measure === 'time' || measure === 'distance';
  return Array.from({ length: count }, (_, i) => {
    const prev = last[Math.min(i, last.length - 1)];
    return newRow({
      reps: timed || reps === null ? '' : String(reps),
      weight: measure !== 'reps_load' ? '' : weekWeight !== null ? String(weekWeight) : prev?.weight != null ? String(kgTo(prev.weight, unit)) : '',
      time: timed && prescription.target_seconds ? formatDuration(prescription.target_seconds) : '',
      distance: measure === 'distance' && prescription.target_distance_m ? km(prescription.target_distance_m) : '',
    });
  });
}

/** A number as people type it ("42,5" too); blank is null, anything else unparseable is NaN. */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$|^\.\d+$/.test(t) ? Number(t) : NaN;
}

/** Rows typed in `from`, in `to` (a change of unit while a workout is open, or a draft kept in the other unit). */
export function rowsInUnit(rows: readonly SetRow[], from: WeightUnit, to: WeightUnit): SetRow[] {
  if (from === to) return [...rows];
  return rows.map((row) => {
    const weight = parseNumber(row.weight);
    return weight === null || Number.isNaN(weight) ? row : { ...row, weight: String(kgTo(toKg(weight, from), to)) };
  });
}

/** The checks of a row's fields its measure shows (the first one is required), as the contract checks a logged set. */
export function validateRow(row: SetRow, m: TrainingMessages = trainingText.en.messages, unit: WeightUnit = 'kg', measure: Measure | null = null): RowErrors {
  const errors: RowErrors = {};
  const fields = rowFields(measure);
  const required = fields[0];
  if (fields.includes('reps')) {
    const reps = parseNumber(row.reps ?? '');
    if (reps === null) errors.reps = m.repsRequired;
    else if (!Number.isInteger(reps) || reps > SET_LIMITS.maxReps) errors.reps = m.repsInvalid(SET_LIMITS.maxReps);
  }
  if (fields.includes('weight')) {
    const weight = parseNumber(row.weight ?? '');
    if (weight !== null && (Number.isNaN(weight) || toKg(weight, unit) > SET_LIMITS.maxWeight)) errors.weight = m.weightInvalid(Math.floor(kgTo(SET_LIMITS.maxWeight, unit)));
  }
  if (fields.includes('time')) {
    const seconds = parseDuration(row.time ?? '');
    if (seconds === null) {
      if (required === 'time') errors.time = m.timeRequired;
    } else if (Number.isNaN(seconds) || seconds > SET_LIMITS.maxSeconds) errors.time = m.timeInvalid;
  }
  if (fields.includes('distance')) {
    const distance = parseNumber(row.distance ?? '');
    if (distance === null) errors.distance = m.distanceRequired;
    else if (Number.isNaN(distance) || distance * 1000 > SET_LIMITS.maxDistanceM) errors.distance = m.distanceInvalid(SET_LIMITS.maxDistanceM / 1000);
  }
  const rpe = parseNumber(row.rpe ?? '');
  if (rpe !== null && (Number.isNaN(rpe) || rpe < SET_LIMITS.minRpe || rpe > SET_LIMITS.maxRpe)) errors.rpe = m.rpeInvalid(SET_LIMITS.minRpe, SET_LIMITS.maxRpe);
  if (row.notes.trim().length > SET_LIMITS.maxSetNotes) errors.notes = m.notesTooLong(SET_LIMITS.maxSetNotes);
  return errors;
}

export const isRowValid = (row: SetRow, unit: WeightUnit = 'kg', measure: Measure | null = null) => Object.keys(validateRow(row, undefined, unit, measure)).length === 0;

/** A row as the log keeps it, with the fields of its measure only: the weight in kilograms, seconds, metres. */
export function rowToSet(row: SetRow, unit: WeightUnit = 'kg', measure: Measure | null = null): LoggedSet {
  const notes = row.notes.trim() || null;
  const rpe = parseNumber(row.rpe ?? '');
  const seconds = parseDuration(row.time ?? '');
  switch (measure ?? 'reps_load') {
    case 'reps':
      return { reps: parseNumber(row.reps) ?? 0, rpe, notes };
    case 'time':
      return { seconds: seconds ?? 0, rpe, notes };
    case 'distance':
      return { distance_m: Math.round((parseNumber(row.distance) ?? 0) * 1000), seconds, rpe, notes };
    default: {
      const weight = parseNumber(row.weight);
      return { reps: parseNumber(row.reps) ?? 0, weight: weight === null ? null : toKg(weight, unit), rpe, notes };
    }
  }
}

/**
 * The sets to save: the ticked rows, exercise by exercise in the workout's order, each naming its exercise when
 * `exerciseIds` (one per exercise, in the same order) is given. An answer of `error` instead says why nothing can be
 * saved yet.
 */
export function setsToSave(
  rowsByExercise: readonly (readonly SetRow[])[],
  exerciseIds: readonly (number | null | undefined)[] = [],
  m: TrainingMessages = trainingText.en.messages,
  unit: WeightUnit = 'kg',
  measures: readonly (Measure | null | undefined)[] = [],
): { sets: LoggedSet[] } | { error: string } {
  const done = rowsByExercise.flatMap((rows, i) => rows.filter((r) => r.done).map((row) => ({ row, exerciseId: exerciseIds[i] ?? null, measure: measures[i] ?? null })));
  if (done.length === 0) return { error: m.noSetsDone };
  if (done.some(({ row, measure }) => !isRowValid(row, unit, measure))) return { error: m.fixSets };
  if (done.length > SET_LIMITS.maxSets) return { error: m.tooManySets(SET_LIMITS.maxSets) };
  return { sets: done.map(({ row, exerciseId, measure }) => (exerciseId ? { exercise_id: exerciseId, ...rowToSet(row, unit, measure) } : rowToSet(row, unit, measure))) };
}

/** How an exercise's video shows: a file the browser plays, a page to link to, or nothing (no link the URL policy lets a field be). */
export function videoKind(url: string | null | undefined): 'file' | 'link' | null {
  const href = safeLink(url, 'field');
  if (!href) return null;
  const path = href.replace(/[?#].*$/, '');
  return /\.(mp4|webm|ogv|ogg|mov|m4v)$/i.test(path) ? 'file' : 'link';
}
