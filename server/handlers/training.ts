/**
 * An athlete's training beyond the records API: the export of their whole history (requirements: the athlete owns
 * their data), every workout they logged with its sets, as JSON or as CSV with one row per set. Only the caller's
 * own logs; the guard lets athletes only (x-access).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csvFile } from '../../src/domain/csv';
import type { components } from '../../src/generated/api';
import { handlerGroup } from '../routes';

type ExportedWorkout = components['schemas']['ExportedWorkout'];
type ExportedSet = components['schemas']['ExportedSet'];

/** The CSV's columns: one row per set, the workout's cells repeated. */
export const EXPORT_COLUMNS = ['performed_at', 'program', 'phase', 'day', 'workout', 'completed', 'set', 'exercise', 'reps', 'weight_kg', 'seconds', 'distance_m', 'rpe', 'set_notes', 'workout_notes'] as const;

type StoredSet = components['schemas']['WorkoutSet'];

function storedSets(value: unknown): StoredSet[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as StoredSet[]) : [];
}

const filename = (athleteId: number, ext: 'csv' | 'json') => `training-history-${athleteId}-${new Date().toISOString().slice(0, 10)}.${ext}`;

export function trainingHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  /** Every workout the athlete logged, oldest first, with its sets and their exercises' names. */
  async function history(athleteId: number): Promise<ExportedWorkout[]> {
    const logs = await db()
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
      .where('workout_log.athlete_id', '=', athleteId)
      .orderBy('workout_log.performed_at')
      .orderBy('workout_log.id')
      .execute();
    const exerciseIds = [...new Set(logs.flatMap((l) => storedSets(l.sets).map((s) => s.exercise_id)).filter((id): id is number => typeof id === 'number'))];
    const names = new Map<number, string>();
    if (exerciseIds.length) {
      for (const e of await db().selectFrom('exercise').select(['id', 'name']).where('id', 'in', exerciseIds).execute()) names.set(Number(e.id), String(e.name));
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

  return handlerGroup({
    async exportTrainingHistory(request, reply: FastifyReply) {
      const caller = await request.signedInCaller();
      const athleteId = caller.userId!;
      const workouts = await history(athleteId);
      if (request.query.format === 'csv') {
        const rows = workouts.flatMap((w) => {
          const head = [w.performed_at, w.program_title, w.phase, w.day, w.workout_title, w.completed ? 'yes' : 'no'];
          const sets = w.sets.length ? w.sets : [null];
          return sets.map((s) => [...head, s?.set ?? '', s?.exercise ?? '', s?.reps ?? '', s?.weight_kg ?? '', s?.seconds ?? '', s?.distance_m ?? '', s?.rpe ?? '', s?.notes ?? '', w.notes ?? '']);
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename(athleteId, 'csv')}"`)
          .send(csvFile(EXPORT_COLUMNS, rows));
      }
      reply.header('content-disposition', `attachment; filename="${filename(athleteId, 'json')}"`);
      return { exported_at: new Date().toISOString(), athlete_id: athleteId, weight_unit: 'kg' as const, workouts };
    },
  });
}
