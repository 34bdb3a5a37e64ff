/**
 * The check of a workout log on create and update (the `workout_log` policy's `check`, ./policies.ts): the log names a
 * workout of a program the athlete holds an active enrollment on, through that enrollment, and a set that names its
 * exercise names one of that workout's.
 */
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
  // A set that names its exercise names one of this workout's exercises.
  const named = Array.isArray(row.sets) ? (row.sets as Array<{ exercise_id?: unknown }>).map((set) => set?.exercise_id).filter((x) => x != null).map(Number) : [];
  if (named.length) {
    const rows = await ctx.db.selectFrom('workout_exercise').select('exercise_id').where('workout_id', '=', Number(workoutId)).execute();
    const allowed = new Set(rows.map((r) => Number(r.exercise_id)));
    if (named.some((exerciseId) => !allowed.has(exerciseId))) {
      throw unprocessable('A logged set names an exercise that is not part of this workout', { sets: 'name an exercise that is not part of this workout' });
    }
  }
}
