/**
 * An athlete's logged workouts as people read them: each log with its program, phase (split), workout and sets, the
 * sets' exercises named. One query shape for the athlete's export (lambda `training/export`) and the coach's view of
 * an enrollment (lambda `athletes/enrollments/{id}/training`).
 */
import type { components } from '../../src/generated/api';
import type { DB } from '../db';

type ExportedWorkout = components['schemas']['ExportedWorkout'];
type ExportedSet = components['schemas']['ExportedSet'];
type StoredSet = components['schemas']['WorkoutSet'];
type Prescribed = components['schemas']['Prescribed'];

function storedSets(value: unknown): StoredSet[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as StoredSet[]) : [];
}

export interface HistoryFilter {
  athleteId: number;
  /** Only the logs of this enrollment. */
  enrollmentId?: number;
  /** Newest first, at most this many (the export: every log, oldest first). */
  newest?: number;
}

/** The athlete's logs (of one enrollment when given), with their sets and the exercises' names. */
export async function trainingHistory(db: DB, filter: HistoryFilter): Promise<ExportedWorkout[]> {
  let query = db
    .selectFrom('workout_log')
    .innerJoin('workout', 'workout.id', 'workout_log.workout_id')
    .innerJoin('split', 'split.id', 'workout.split_id')
    .innerJoin('program', 'program.id', 'split.program_id')
    .select([
      'workout_log.id as log_id',
      'workout_log.performed_at',
      'workout_log.sets',
      'workout_log.notes',
      'workout_log.completed',
      'workout.id as workout_id',
      'workout.title as workout_title',
      'workout.day',
      'split.title as phase',
      'program.id as program_id',
      'program.title as program_title',
    ])
    .where('workout_log.athlete_id', '=', filter.athleteId);
  if (filter.enrollmentId !== undefined) query = query.where('workout_log.enrollment_id', '=', filter.enrollmentId);
  query = filter.newest !== undefined ? query.orderBy('workout_log.performed_at', 'desc').orderBy('workout_log.id', 'desc').limit(filter.newest) : query.orderBy('workout_log.performed_at').orderBy('workout_log.id');
  const logs = await query.execute();
  const exerciseIds = [...new Set(logs.flatMap((l) => storedSets(l.sets).map((s) => s.exercise_id)).filter((id): id is number => typeof id === 'number'))];
  const names = new Map<number, string>();
  if (exerciseIds.length) {
    for (const e of await db.selectFrom('exercise').select(['id', 'name']).where('id', 'in', exerciseIds).execute()) names.set(Number(e.id), String(e.name));
  }
  return logs.map((l) => ({
    log_id: Number(l.log_id),
    performed_at: String(l.performed_at),
    program_id: Number(l.program_id),
    program_title: String(l.program_title),
    phase: String(l.phase),
    workout_id: Number(l.workout_id),
    workout_title: String(l.workout_title),
    day: Number(l.day),
    completed: Number(l.completed) === 1,
    notes: (l.notes as string | null) ?? null,
    sets: storedSets(l.sets).map(
      (s, i): ExportedSet => ({
        set: i + 1,
        exercise_id: s.exercise_id ?? null,
        exercise: s.exercise_id ? (names.get(s.exercise_id) ?? null) : null,
        reps: s.reps ?? null,
        weight_kg: s.weight ?? null,
        seconds: s.seconds ?? null,
        distance_m: s.distance_m ?? null,
        rpe: s.rpe ?? null,
        notes: s.notes ?? null,
      }),
    ),
  }));
}

/** Each workout's exercises in order, as prescribed, by workout id. */
export async function prescriptionsOf(db: DB, workoutIds: readonly number[]): Promise<Map<number, Prescribed[]>> {
  const out = new Map<number, Prescribed[]>();
  if (!workoutIds.length) return out;
  const rows = await db
    .selectFrom('workout_exercise as we')
    .innerJoin('exercise as e', 'e.id', 'we.exercise_id')
    .select(['we.workout_id', 'we.exercise_id', 'e.name', 'we.measure', 'we.sets', 'we.reps', 'we.target_seconds', 'we.target_distance_m'])
    .where('we.workout_id', 'in', [...new Set(workoutIds)])
    .orderBy('we.workout_id')
    .orderBy('we.position')
    .orderBy('we.id')
    .execute();
  for (const r of rows) {
    const list = out.get(Number(r.workout_id)) ?? [];
    list.push({
      exercise_id: Number(r.exercise_id),
      exercise: (r.name as string | null) ?? null,
      measure: r.measure as Prescribed['measure'],
      sets: Number(r.sets),
      reps: String(r.reps ?? ''),
      target_seconds: r.target_seconds == null ? null : Number(r.target_seconds),
      target_distance_m: r.target_distance_m == null ? null : Number(r.target_distance_m),
    });
    out.set(Number(r.workout_id), list);
  }
  return out;
}
