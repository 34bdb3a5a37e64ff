/**
 * The set rows of the workout logger: prefilled from the prescription (and the weights of the last session), checked
 * like the contract checks a logged set, and turned into the log's sets. Pure; the form only renders the rows. The
 * messages are the catalogue's (the form passes them in the current language; English otherwise). Weights in the rows
 * are in the athlete's unit (kg or lb, their preference); the log keeps kilograms.
 */
import { kgTo, toKg, type WeightUnit } from '../../../../src/domain/units';
import { safeLink } from '../../../../src/domain/url-policy';
import { trainingText, type TrainingMessages } from './i18n/en';
import { SET_LIMITS } from './training-config';
import type { LoggedSet } from './progress';

export interface SetRow {
  key: string;
  reps: string;
  weight: string;
  rpe: string;
  notes: string;
  done: boolean;
}
export type RowErrors = Partial<Record<'reps' | 'weight' | 'rpe' | 'notes', string>>;

let seq = 0;
const newKey = () => `set-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** The reps to prefill from a prescription: "10" is 10, "8-10" is 8; a time ("30s") or "AMRAP" prefills nothing. */
export function targetReps(reps: string | null | undefined): number | null {
  const m = /^\s*(\d{1,4})\s*(?:[-–x/]\s*\d{1,4}\s*)?(?:reps?)?\s*$/i.exec(reps ?? '');
  return m ? Number(m[1]) : null;
}

/** A blank row, or a copy of the one before it (what "Add set" gives). */
export function newRow(from?: Partial<SetRow>): SetRow {
  return { key: newKey(), reps: from?.reps ?? '', weight: from?.weight ?? '', rpe: from?.rpe ?? '', notes: '', done: false };
}

/** One row per prescribed set; weights (in `unit`) from the same sets of the last session of this exercise, if any. */
export function prefillRows(prescription: { sets?: number | null; reps?: string | null }, last: readonly LoggedSet[] = [], unit: WeightUnit = 'kg'): SetRow[] {
  const count = Math.max(1, Math.min(SET_LIMITS.maxSets, prescription.sets ?? 1));
  const reps = targetReps(prescription.reps);
  return Array.from({ length: count }, (_, i) => {
    const prev = last[Math.min(i, last.length - 1)];
    return newRow({ reps: reps === null ? '' : String(reps), weight: prev?.weight != null ? String(kgTo(prev.weight, unit)) : '' });
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

export function validateRow(row: SetRow, m: TrainingMessages = trainingText.en.messages, unit: WeightUnit = 'kg'): RowErrors {
  const errors: RowErrors = {};
  const reps = parseNumber(row.reps);
  const weight = parseNumber(row.weight);
  const rpe = parseNumber(row.rpe);
  if (reps === null) errors.reps = m.repsRequired;
  else if (!Number.isInteger(reps) || reps > SET_LIMITS.maxReps) errors.reps = m.repsInvalid(SET_LIMITS.maxReps);
  if (weight !== null && (Number.isNaN(weight) || toKg(weight, unit) > SET_LIMITS.maxWeight)) errors.weight = m.weightInvalid(Math.floor(kgTo(SET_LIMITS.maxWeight, unit)));
  if (rpe !== null && (Number.isNaN(rpe) || rpe < SET_LIMITS.minRpe || rpe > SET_LIMITS.maxRpe)) errors.rpe = m.rpeInvalid(SET_LIMITS.minRpe, SET_LIMITS.maxRpe);
  if (row.notes.trim().length > SET_LIMITS.maxSetNotes) errors.notes = m.notesTooLong(SET_LIMITS.maxSetNotes);
  return errors;
}

export const isRowValid = (row: SetRow, unit: WeightUnit = 'kg') => Object.keys(validateRow(row, undefined, unit)).length === 0;

/** A row as the log keeps it: the weight in kilograms. */
export function rowToSet(row: SetRow, unit: WeightUnit = 'kg'): LoggedSet {
  const notes = row.notes.trim();
  const weight = parseNumber(row.weight);
  return { reps: parseNumber(row.reps) ?? 0, weight: weight === null ? null : toKg(weight, unit), rpe: parseNumber(row.rpe), notes: notes || null };
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
): { sets: LoggedSet[] } | { error: string } {
  const done = rowsByExercise.flatMap((rows, i) => rows.filter((r) => r.done).map((row) => ({ row, exerciseId: exerciseIds[i] ?? null })));
  if (done.length === 0) return { error: m.noSetsDone };
  if (done.some(({ row }) => !isRowValid(row, unit))) return { error: m.fixSets };
  if (done.length > SET_LIMITS.maxSets) return { error: m.tooManySets(SET_LIMITS.maxSets) };
  return { sets: done.map(({ row, exerciseId }) => (exerciseId ? { exercise_id: exerciseId, ...rowToSet(row, unit) } : rowToSet(row, unit))) };
}

/** How an exercise's video shows: a file the browser plays, a page to link to, or nothing (no link the URL policy lets a field be). */
export function videoKind(url: string | null | undefined): 'file' | 'link' | null {
  const href = safeLink(url, 'field');
  if (!href) return null;
  const path = href.replace(/[?#].*$/, '');
  return /\.(mp4|webm|ogv|ogg|mov|m4v)$/i.test(path) ? 'file' : 'link';
}
