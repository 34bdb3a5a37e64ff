/**
 * Progress from workout logs: volume per session (the sum of reps × weight) over time, and personal records per
 * exercise (the heaviest set, the best estimated one-rep max). A log's sets carry no exercise (the contract's
 * WorkoutSet), so they are matched to the workout's exercises in order, each taking its prescribed number of sets,
 * the last one any extra; a set that names its exercise (`exercise_id`) is taken at its word.
 */
import type { components } from '../../../../src/generated/api';
import { attributeSets, type Prescribed } from '../../../../src/domain/set-attribution';
import { estimatedOneRepMax } from '../../../../src/domain/one-rep-max';

/** A set as logged (the contract's WorkoutSet): what its exercise's measure records (src/domain/measures.ts). */
export type LoggedSet = components['schemas']['WorkoutSet'];
export interface LogLike {
  id?: number;
  workout_id: number;
  performed_at: string;
  completed?: number | boolean;
  sets: readonly LoggedSet[];
}
export { attributeSets, type Prescribed } from '../../../../src/domain/set-attribution';

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

export function setVolume(s: LoggedSet): number {
  return Math.max(0, s.reps || 0) * Math.max(0, s.weight ?? 0);
}

export function sessionVolume(sets: readonly LoggedSet[]): number {
  return round(sets.reduce((sum, s) => sum + setVolume(s), 0));
}

export interface VolumePoint {
  logId: number | undefined;
  workoutId: number;
  performedAt: string;
  volume: number;
  sets: number;
  reps: number;
}

/** One point per completed session, oldest first. */
export function volumeSeries(logs: readonly LogLike[]): VolumePoint[] {
  return logs
    .filter((l) => l.completed === undefined || l.completed === 1 || l.completed === true)
    .map((l) => ({ logId: l.id, workoutId: l.workout_id, performedAt: l.performed_at, volume: sessionVolume(l.sets), sets: l.sets.length, reps: l.sets.reduce((n, s) => n + (s.reps || 0), 0) }))
    .sort((a, b) => Date.parse(a.performedAt) - Date.parse(b.performedAt) || (a.logId ?? 0) - (b.logId ?? 0));
}

export { estimatedOneRepMax } from '../../../../src/domain/one-rep-max';

export interface RecordSet {
  weight: number;
  reps: number;
  logId: number | undefined;
  performedAt: string;
}
export interface PersonalRecord {
  exerciseId: number;
  /** The heaviest set (more reps win a tie, then the earlier one). */
  heaviest: RecordSet;
  /** The set with the best estimated one-rep max. */
  bestEstimate: RecordSet & { estimate: number };
  /** How many weighted sets were logged. */
  sets: number;
}

/** Personal records per exercise, from completed logs; sets without weight or reps set no record. */
export function personalRecords(logs: readonly LogLike[], prescriptionOf: (workoutId: number) => readonly Prescribed[]): Map<number, PersonalRecord> {
  const out = new Map<number, PersonalRecord>();
  const ordered = [...logs].filter((l) => l.completed === undefined || l.completed === 1 || l.completed === true).sort((a, b) => Date.parse(a.performed_at) - Date.parse(b.performed_at) || (a.id ?? 0) - (b.id ?? 0));
  for (const log of ordered) {
    for (const { set, exerciseId } of attributeSets(log.sets, prescriptionOf(log.workout_id))) {
      const weight = set.weight ?? 0;
      const reps = set.reps ?? 0;
      if (exerciseId === null || weight <= 0 || !(reps > 0)) continue;
      const here: RecordSet = { weight, reps, logId: log.id, performedAt: log.performed_at };
      const estimate = estimatedOneRepMax(weight, reps);
      const pr = out.get(exerciseId);
      if (!pr) {
        out.set(exerciseId, { exerciseId, heaviest: here, bestEstimate: { ...here, estimate }, sets: 1 });
        continue;
      }
      pr.sets += 1;
      if (weight > pr.heaviest.weight || (weight === pr.heaviest.weight && reps > pr.heaviest.reps)) pr.heaviest = here;
      if (estimate > pr.bestEstimate.estimate) pr.bestEstimate = { ...here, estimate };
    }
  }
  return out;
}

/** The logs that hold a current record (to mark them in the history). */
export function recordLogIds(records: Iterable<PersonalRecord>): Set<number> {
  const ids = new Set<number>();
  for (const r of records) {
    if (r.heaviest.logId !== undefined) ids.add(r.heaviest.logId);
    if (r.bestEstimate.logId !== undefined) ids.add(r.bestEstimate.logId);
  }
  return ids;
}

/** A number for people, in `locale` (the app's language): no trailing zeros, thousands grouped. */
export function formatNumber(n: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
}
