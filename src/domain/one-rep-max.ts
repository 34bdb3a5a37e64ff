/**
 * An athlete's estimated one-rep max per exercise, from the sets they logged: Epley's formula on each set with a
 * weight and reps, the best one kept. Read by the athlete's progress (their records), by the prescriptions of a
 * percentage of the one-rep max (src/domain/progression.ts) on the athlete's screen and on the server. Pure.
 */
import { attributeSets, type Prescribed } from './set-attribution';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Epley's estimate of a one-rep max; a single is its own weight, no weight or no reps is 0. */
export function estimatedOneRepMax(weight: number | null | undefined, reps: number | null | undefined): number {
  if (!weight || weight <= 0 || !reps || reps <= 0) return 0;
  return round1(reps === 1 ? weight : weight * (1 + reps / 30));
}

export interface MaxLog {
  workout_id: number;
  completed?: number | boolean;
  sets: readonly { exercise_id?: number | null; reps?: number | null; weight?: number | null }[];
}

/** The best estimated one-rep max per exercise over completed logs (exercises without a weighted set have none). */
export function oneRepMaxes(logs: readonly MaxLog[], prescriptionOf: (workoutId: number) => readonly Prescribed[]): Map<number, number> {
  const best = new Map<number, number>();
  for (const log of logs) {
    if (log.completed === 0 || log.completed === false) continue;
    for (const { set, exerciseId } of attributeSets(log.sets, prescriptionOf(log.workout_id))) {
      const estimate = exerciseId === null ? 0 : estimatedOneRepMax(set.weight, set.reps);
      if (exerciseId !== null && estimate > (best.get(exerciseId) ?? 0)) best.set(exerciseId, estimate);
    }
  }
  return best;
}
