import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Supersets and circuits (src/domain/exercise-groups.ts): a workout exercise may carry a group letter shared with
 * the exercises done together with it. Existing exercises have none: straight sets, as before.
 */
export const exerciseGroups = {
  async up(db: AnyDb) {
    await db.schema.alterTable('workout_exercise').addColumn('group_label', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('workout_exercise').dropColumn('group_label').execute();
  },
};
