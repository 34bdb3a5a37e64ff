/**
 * A workout exercise's measure and target as the builder's fields hold them (a time typed "45" or "0:45", a distance
 * typed in kilometres) and as the API stores them (`target_seconds`, `target_distance_m` in metres), within the
 * contract's limits (TABLES.workout_exercise.fields). Times are read and written by src/domain/measures.ts. Pure.
 */
import { TABLES } from '../../../src/generated/tables';
import { formatDistance, formatDuration, isMeasure, parseDuration, type Measure } from '../../../src/domain/measures';
import { builderText } from './i18n/en';
import type { WorkoutExerciseChanges } from './api/update-workout-exercise';

const F = TABLES.workout_exercise.fields;
export const MEASURE_DEFAULT = F.measure.default as Measure;
export const TIME_LIMITS = { min: F.target_seconds.schema.minimum, max: F.target_seconds.schema.maximum } as const;
export const DISTANCE_LIMITS = { min: F.target_distance_m.schema.minimum, max: F.target_distance_m.schema.maximum } as const;

type Words = typeof builderText.en.exercise;

export type { Read } from '../common/typed-number';
import type { Read } from '../common/typed-number';

/** The measure of a stored row (a row made before measures, or offline without one, records reps with a load). */
export const measureOf = (row: { measure?: string | null }): Measure => (isMeasure(row.measure) ? row.measure : MEASURE_DEFAULT);

/** Reps and reps with a load are prescribed by the Reps text; time and distance by their targets. */
export const isRepMeasure = (measure: Measure) => measure === 'reps' || measure === 'reps_load';

/** A target time as typed ("45", "0:45", "1:02:03"), in seconds; blank is no target. */
export function readTime(text: string): Read {
  const seconds = parseDuration(text);
  if (seconds === null) return { value: null };
  if (Number.isNaN(seconds)) return { problem: 'format' };
  return seconds >= TIME_LIMITS.min && seconds <= TIME_LIMITS.max ? { value: seconds } : { problem: 'range' };
}

/** A target distance typed in kilometres ("5", "0.8", "10,5": up to metres), in metres; blank is no target. */
export function readDistance(text: string): Read {
  const t = text.trim();
  if (t === '') return { value: null };
  if (!/^(?:\d{1,7}(?:[.,]\d{0,3})?|[.,]\d{1,3})$/.test(t)) return { problem: 'format' };
  const metres = Math.round(Number(t.replace(',', '.')) * 1000);
  return metres >= DISTANCE_LIMITS.min && metres <= DISTANCE_LIMITS.max ? { value: metres } : { problem: 'range' };
}

/** What the time field says of its text: null when it can be saved. */
export function timeProblem(text: string, t: Words = builderText.en.exercise): string | null {
  const read = readTime(text);
  if (read.problem === 'format') return t.timeInvalid;
  if (read.problem === 'range') return t.between(formatDuration(TIME_LIMITS.min), formatDuration(TIME_LIMITS.max));
  return null;
}

/** What the distance field says of its text: null when it can be saved. */
export function distanceProblem(text: string, t: Words = builderText.en.exercise): string | null {
  const read = readDistance(text);
  if (read.problem === 'format') return t.distanceInvalid;
  if (read.problem === 'range') return t.between(formatDistance(DISTANCE_LIMITS.min), formatDistance(DISTANCE_LIMITS.max));
  return null;
}

/** A stored time as the field shows it ("0:45"); blank without one. */
export const timeText = (seconds: number | null | undefined) => (seconds == null ? '' : formatDuration(seconds));

/** A stored distance as the field shows it, in kilometres ("5", "0.8"); blank without one. */
export const distanceText = (metres: number | null | undefined) => (metres == null ? '' : String(metres / 1000));

/** A typed text as the field shows it once left: the time or distance as stored ("45" becomes "0:45"). */
export const normalTime = (text: string) => {
  const read = readTime(text);
  return read.problem ? text : timeText(read.value);
};
export const normalDistance = (text: string) => {
  const read = readDistance(text);
  return read.problem ? text : distanceText(read.value);
};

/**
 * What to save when the measure changes: the measure, and no target the new measure does not read (a rep measure
 * keeps its Reps text, a time keeps its time, a distance keeps both). A missing target stays empty: the athlete's
 * logger then asks for the value.
 */
export function measureChanges(measure: Measure): WorkoutExerciseChanges {
  if (measure === 'distance') return { measure };
  if (measure === 'time') return { measure, target_distance_m: null };
  return { measure, target_seconds: null, target_distance_m: null };
}
