import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A trainer's adjustment of one exercise for one enrolled athlete (records table `workout_override`, ADR 023): that
 * athlete's reps and load in a week of the program (or every week), over what the program prescribes. Gone with the
 * enrollment or the exercise of the workout.
 */
export function workoutOverrides(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('workout_override')
        .addColumn('id', id.type, id.build)
        .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('enrollment.id').onDelete('cascade'))
        .addColumn('workout_exercise_id', 'integer', (c) => c.notNull().references('workout_exercise.id').onDelete('cascade'))
        .addColumn('week', 'integer')
        .addColumn('reps', 'text')
        .addColumn('load', 'double precision')
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_workout_override_enrollment').on('workout_override').columns(['enrollment_id', 'workout_exercise_id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('workout_override').ifExists().execute();
    },
  };
}
