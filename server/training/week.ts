/**
 * One week of an enrollment's program as it applies to its athlete (lambda `enrollments/{id}/week`): the workouts the
 * calendar puts in that week (its phase's, src/domain/program-calendar.ts), each workout's
 * exercises with the week's reps and load by their progression and the trainer's adjustments for this athlete
 * (records table `workout_override`; src/domain/progression.ts), a percentage of a one-rep
 * max in kilograms from the athlete's best completed sets (src/domain/one-rep-max.ts). The same rules the athlete's
 * screen applies to the plan it holds (offline too), so both say the same numbers.
 */
import type { components } from '../../src/generated/api';
import { oneRepMaxes } from '../../src/domain/one-rep-max';
import { planLength, planWeeks, programCalendar } from '../../src/domain/program-calendar';
import { programPlan } from './plan';
import { athleteWeek, type Adjustment, type Progression } from '../../src/domain/progression';
import { isMeasure } from '../../src/domain/measures';
import type { DB } from '../db';

type TrainingWeek = components['schemas']['TrainingWeek'];
type Json = Record<string, unknown>;

const parsed = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T) ?? null));

export interface WeekEnrollment {
  id: number;
  program_id: number;
  athlete_id: number;
  created_at: string;
  duration_weeks: number;
}

export async function trainingWeek(db: DB, enrollment: WeekEnrollment, asked: number | undefined, now = Date.now()): Promise<TrainingWeek> {
  const phases = await programPlan(db, enrollment.program_id);
  const calendar = programCalendar(enrollment.created_at, planLength(phases, enrollment.duration_weeks), now);
  const week = Math.min(asked ?? calendar.week, calendar.totalWeeks);
  // The week's phase in the program's calendar: its workouts, by day (as the plan read them).
  const plan = planWeeks(phases)[week - 1];
  const workouts: Json[] = plan ? plan.days.flat().map((w) => ({ ...w, phase: plan.phase.title })) : [];
  const ids = workouts.map((w) => Number(w.id));
  const exercises = ids.length
    ? ((await db
        .selectFrom('workout_exercise as we')
        .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
        .select(['we.id', 'we.workout_id', 'we.exercise_id', 'e.name', 'we.measure', 'we.sets', 'we.reps', 'we.load_kind', 'we.load', 'we.progression', 'we.target_seconds', 'we.target_distance_m'])
        .where('we.workout_id', 'in', ids)
        .orderBy('we.workout_id')
        .orderBy('we.position')
        .orderBy('we.id')
        .execute()) as Json[])
    : [];
  const byWorkout = new Map<number, Json[]>();
  for (const e of exercises) byWorkout.set(Number(e.workout_id), [...(byWorkout.get(Number(e.workout_id)) ?? []), e]);

  // The athlete's maxes from every completed log of theirs (a max is theirs, whichever program they set it in).
  const logs = await db.selectFrom('workout_log').select(['workout_id', 'sets', 'completed']).where('athlete_id', '=', enrollment.athlete_id).where('completed', '=', 1).execute();
  const loggedWorkouts = [...new Set(logs.map((l) => Number(l.workout_id)))];
  const prescribed = new Map<number, { exerciseId: number; sets: number }[]>();
  if (loggedWorkouts.length) {
    const rows = await db.selectFrom('workout_exercise').select(['workout_id', 'exercise_id', 'sets']).where('workout_id', 'in', loggedWorkouts).orderBy('workout_id').orderBy('position').orderBy('id').execute();
    for (const r of rows) prescribed.set(Number(r.workout_id), [...(prescribed.get(Number(r.workout_id)) ?? []), { exerciseId: Number(r.exercise_id), sets: Number(r.sets) }]);
  }
  const maxes = oneRepMaxes(
    logs.map((l) => ({ workout_id: Number(l.workout_id), completed: Number(l.completed), sets: parsed<[]>(l.sets) ?? [] })),
    (workoutId) => prescribed.get(workoutId) ?? [],
  );
  const inProgram = new Set(exercises.map((e) => Number(e.exercise_id)));
  // The trainer's adjustments for this athlete (records table workout_override), by exercise of a workout.
  const adjustments = new Map<number, Adjustment[]>();
  for (const a of await db.selectFrom('workout_override').select(['id', 'workout_exercise_id', 'week', 'reps', 'load', 'note']).where('enrollment_id', '=', enrollment.id).execute()) {
    const key = Number(a.workout_exercise_id);
    adjustments.set(key, [...(adjustments.get(key) ?? []), { id: Number(a.id), week: a.week == null ? null : Number(a.week), reps: (a.reps as string | null) ?? null, load: a.load == null ? null : Number(a.load), note: (a.note as string | null) ?? null }]);
  }

  return {
    enrollment_id: enrollment.id,
    program_id: enrollment.program_id,
    week,
    current_week: calendar.week,
    total_weeks: calendar.totalWeeks,
    one_rep_max: [...maxes].filter(([id]) => inProgram.has(id)).map(([exercise_id, kg]) => ({ exercise_id, kg })),
    workouts: workouts.map((w) => ({
      workout_id: Number(w.id),
      split_id: Number(w.split_id),
      phase: String(w.phase),
      day: Number(w.day),
      title: String(w.title),
      exercises: (byWorkout.get(Number(w.id)) ?? []).map((e) => {
        const at = athleteWeek(
          { reps: String(e.reps ?? ''), load_kind: e.load_kind as string | null, load: e.load == null ? null : Number(e.load), progression: parsed<Progression>(e.progression) },
          week,
          adjustments.get(Number(e.id)) ?? [],
          maxes.get(Number(e.exercise_id)),
        );
        return {
          workout_exercise_id: Number(e.id),
          exercise_id: Number(e.exercise_id),
          exercise: (e.name as string | null) ?? null,
          measure: isMeasure(e.measure) ? e.measure : 'reps_load',
          sets: Number(e.sets),
          reps: at.reps,
          load_kind: at.loadKind,
          load: at.load,
          load_kg: at.loadKg,
          target_seconds: e.target_seconds == null ? null : Number(e.target_seconds),
          target_distance_m: e.target_distance_m == null ? null : Number(e.target_distance_m),
          override_id: at.adjustment?.id ?? null,
          note: at.adjustment?.note ?? null,
        };
      }),
    })),
  };
}
