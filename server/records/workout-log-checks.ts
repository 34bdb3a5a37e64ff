/**
 * The check of a workout log on create and update (the `workout_log` policy's `check`, ./policies.ts): the log names a
 * workout of a program the athlete holds an active enrollment on, through that enrollment, a set that names its
 * exercise names one of that workout's, and each set carries what its exercise's measure records (seconds for a
 * time, metres for a distance, reps otherwise: src/domain/measures.ts).
 */
import { isMeasure, missingField, type Measure, type SetField } from '../../src/domain/measures';
import { unprocessable } from '../errors';
import { accessNotEnded } from '../payments/access';
import type { Ctx } from './context';

export async function checkWorkoutLog(ctx: Ctx, row: Record<string, unknown>, op: 'create' | 'update', id?: number): Promise<void> {
  const enrollmentId = row.enrollment_id ?? (id && (await ctx.db.selectFrom('workout_log').select('enrollment_id').where('id', '=', id).executeTakeFirst())?.enrollment_id);
  const workoutId = row.workout_id ?? (id && (await ctx.db.selectFrom('workout_log').select('workout_id').where('id', '=', id).executeTakeFirst())?.workout_id);
  const match = await ctx.db
    .selectFrom('enrollment as e')
    .innerJoin('split as s', 's.program_id', 'e.program_id')
    .innerJoin('workout as w', 'w.split_id', 's.id')
    .select('e.id')
    .where('e.id', '=', Number(enrollmentId))
    .where('e.athlete_id', '=', ctx.caller.userId ?? -1)
    .where('e.status', '=', 'active')
    .where(accessNotEnded('e.ends_at'))
    .where('w.id', '=', Number(workoutId))
    .executeTakeFirst();
  if (!match) {
    throw unprocessable(op === 'create' ? 'Log workouts of a program you are enrolled in' : 'That workout is not part of this enrollment', {
      workout_id: 'is not part of an active enrollment of yours',
    });
  }
  if (!Array.isArray(row.sets) || row.sets.length === 0) return;
  const sets = row.sets as Array<Partial<Record<SetField | 'exercise_id', unknown>>>;
  const rows = await ctx.db.selectFrom('workout_exercise').select(['exercise_id', 'measure']).where('workout_id', '=', Number(workoutId)).execute();
  const measureOf = new Map<number, Measure>(rows.map((r) => [Number(r.exercise_id), isMeasure(r.measure) ? r.measure : 'reps_load']));
  // A set that names its exercise names one of this workout's exercises.
  if (sets.some((set) => set?.exercise_id != null && !measureOf.has(Number(set.exercise_id)))) {
    throw unprocessable('A logged set names an exercise that is not part of this workout', { sets: 'name an exercise that is not part of this workout' });
  }
  // Each set carries what its exercise measures (a set naming none logs reps, as before measures).
  const lacking = sets.map((set, i) => ({ i, field: missingField(set, set?.exercise_id != null ? measureOf.get(Number(set.exercise_id)) : null) })).find((x) => x.field);
  if (lacking) {
    throw unprocessable('A logged set lacks what its exercise measures', { sets: `set ${lacking.i + 1} needs ${lacking.field}` });
  }
}
