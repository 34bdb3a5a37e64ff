/**
 * An exercise's prescription in a given week of the program, as the athlete reads and loads it: the week's reps and
 * load by its progression (src/domain/progression.ts) with their trainer's adjustment for that week applied, the
 * weight in the athlete's unit (a percentage of their estimated one-rep max rounded to what a bar is loaded with).
 * Pure: the words and the number format are given.
 */
import { athleteWeek, loadInUnit, type Adjustment, type BasePrescription, type WeekPrescription } from '../../../../src/domain/progression';
import { kgTo, type WeightUnit } from '../../../../src/domain/units';
import type { TrainingWords } from './i18n/en';

/** An adjustment with the exercise of the workout it is for (the contract's WorkoutOverride). */
export type ExerciseAdjustment = Adjustment & { workout_exercise_id: number };

/** The week of an exercise as the athlete follows it, with the adjustment it follows (null: the program's numbers). */
export type AthleteWeek = WeekPrescription & { adjustment: Adjustment | null };

/** Of an enrollment's adjustments, those of one exercise of a workout (`workoutExerciseId`, the WorkoutExercise's id). */
export const adjustmentsOf = <A extends ExerciseAdjustment>(adjustments: readonly A[] | undefined, workoutExerciseId: number | null | undefined): A[] =>
  workoutExerciseId == null ? [] : (adjustments ?? []).filter((a) => a.workout_exercise_id === workoutExerciseId);

/**
 * The week's prescription of an exercise; `maxKg` is the athlete's estimated one-rep max for it, when known, and
 * `adjustments` their trainer's adjustments of this exercise (the week's, else the every-week one, is applied).
 */
export const exerciseWeek = (we: BasePrescription, week: number, maxKg?: number | null, adjustments: readonly Adjustment[] = []): AthleteWeek => athleteWeek(we, week, adjustments, maxKg);

/** The weight the athlete loads this week in their unit, when it is known. */
export function weekWeight(at: WeekPrescription, unit: WeightUnit): number | null {
  if (at.loadKg === null) return null;
  return at.loadKind === 'percent_1rm' ? loadInUnit(at.loadKg, unit) : kgTo(at.loadKg, unit);
}

/** The load in words: "62.5 kg", "75% 1RM · 75 kg", "75% of your 1RM", "RPE 8", "2 in reserve"; null without one. */
export function loadText(at: WeekPrescription, unit: WeightUnit, t: Pick<TrainingWords, 'exercise'>, number: (n: number) => string): string | null {
  if (at.load === null || at.loadKind === null) return null;
  const weight = weekWeight(at, unit);
  const inUnit = weight === null ? null : `${number(weight)} ${unit}`;
  switch (at.loadKind) {
    case 'kg':
      return t.exercise.loadKg(inUnit ?? `${number(at.load)} kg`);
    case 'percent_1rm':
      return t.exercise.loadPercent(number(at.load), inUnit);
    case 'rpe':
      return t.exercise.loadRpe(number(at.load));
    case 'rir':
      return t.exercise.loadRir(number(at.load));
  }
}
