/**
 * The check of a trainer's adjustment for one athlete (the `workout_override` policy's `check`, ./policies.ts): the
 * exercise is one of the enrollment's program (the policy's parents already make both the trainer's), the adjustment
 * changes something (reps or load), and its load is within the range of the exercise's load kind (kilograms when it
 * has none: src/domain/progression.ts), and it is the only one of that exercise for that week (or for every week):
 * a second one is refused, the first is the one to change. An update is checked as the row will be.
 */
import { LOAD_LIMITS, isLoadKind } from '../../src/domain/progression';
import { conflict, unprocessable } from '../errors';
import type { Ctx } from './context';

const FIELDS = ['enrollment_id', 'workout_exercise_id', 'week', 'reps', 'load'] as const;

export async function checkWorkoutOverride(ctx: Ctx, row: Record<string, unknown>, op: 'create' | 'update', id?: number): Promise<void> {
  const stored = op === 'update' && id ? await ctx.db.selectFrom('workout_override').select([...FIELDS]).where('id', '=', id).executeTakeFirst() : undefined;
  const pick = (f: (typeof FIELDS)[number]) => (f in row ? row[f] : stored?.[f]);
  const exercise = await ctx.db
    .selectFrom('workout_exercise as we')
    .innerJoin('workout as w', 'w.id', 'we.workout_id')
    .innerJoin('split as s', 's.id', 'w.split_id')
    .innerJoin('enrollment as e', 'e.program_id', 's.program_id')
    .select(['we.load_kind'])
    .where('we.id', '=', Number(pick('workout_exercise_id')))
    .where('e.id', '=', Number(pick('enrollment_id')))
    .executeTakeFirst();
  if (!exercise) {
    throw unprocessable('Adjust an exercise of the program the athlete is enrolled in', { workout_exercise_id: 'is not part of this enrollment’s program' });
  }
  const reps = pick('reps');
  const load = pick('load');
  if ((reps == null || String(reps).trim() === '') && load == null) {
    throw unprocessable('An adjustment changes the reps or the load: give one', { reps: 'or load is required' });
  }
  if (load != null) {
    const limits = LOAD_LIMITS[isLoadKind(exercise.load_kind) ? exercise.load_kind : 'kg'];
    if (Number(load) < limits.min || Number(load) > limits.max) {
      throw unprocessable(`The load is out of range for this exercise: ${limits.min} to ${limits.max}`, { load: `must be between ${limits.min} and ${limits.max}` });
    }
  }
  // One adjustment per exercise and week (every week counting as one), so what applies is never a matter of order.
  const week = pick('week');
  let same = ctx.db
    .selectFrom('workout_override')
    .select('id')
    .where('enrollment_id', '=', Number(pick('enrollment_id')))
    .where('workout_exercise_id', '=', Number(pick('workout_exercise_id')))
    .where('week', week == null ? 'is' : '=', week == null ? null : Number(week));
  if (id !== undefined) same = same.where('id', '<>', id);
  if (await same.executeTakeFirst()) {
    throw conflict(week == null ? 'This exercise already has an adjustment for every week: change that one' : `This exercise already has an adjustment for week ${week}: change that one`);
  }
}
