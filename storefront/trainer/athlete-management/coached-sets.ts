/**
 * A logged workout read against its prescription, for the coach: each prescribed exercise with the sets done for it
 * (sets that name no exercise are matched in the workout's order, src/domain/set-attribution.ts), then the sets of
 * exercises the workout no longer lists; and one set in words by what it measures. Pure.
 */
import { formatDistance, formatDuration } from '../../../src/domain/measures';
import { attributeSets } from '../../../src/domain/set-attribution';
import { kgTo, type WeightUnit } from '../../../src/domain/units';
import type { CoachedSet, CoachedWorkout } from './api/get-athlete-training';

export interface ExerciseWork {
  exerciseId: number | null;
  name: string | null;
  prescribed: CoachedWorkout['prescription'][number] | null;
  sets: CoachedSet[];
}

/** The workout's exercises in order with the sets logged for each; sets of an exercise not prescribed come last. */
export function workByExercise(w: CoachedWorkout): ExerciseWork[] {
  const out: ExerciseWork[] = w.prescription.map((p) => ({ exerciseId: p.exercise_id, name: p.exercise, prescribed: p, sets: [] }));
  const attributed = attributeSets(w.sets, w.prescription.map((p) => ({ exerciseId: p.exercise_id, sets: p.sets })));
  for (const { set, exerciseId } of attributed) {
    let entry = out.find((e) => e.exerciseId === exerciseId);
    if (!entry) {
      entry = { exerciseId, name: set.exercise, prescribed: null, sets: [] };
      out.push(entry);
    }
    entry.sets.push(set);
  }
  return out;
}

/** One set in words: "10 × 40 kg", "12 reps", "0:50", "5 km in 26:30"; its RPE after ("@ 8"). */
export function setText(s: CoachedSet, unit: WeightUnit, words: { reps: (n: number) => string }): string {
  let text: string;
  if (s.distance_m != null) text = s.seconds != null ? `${formatDistance(s.distance_m)} · ${formatDuration(s.seconds)}` : formatDistance(s.distance_m);
  else if (s.seconds != null) text = formatDuration(s.seconds);
  else if (s.weight_kg != null && s.weight_kg > 0) text = `${s.reps ?? 0} × ${kgTo(s.weight_kg, unit)} ${unit}`;
  else text = words.reps(s.reps ?? 0);
  return s.rpe != null ? `${text} @ ${s.rpe}` : text;
}
