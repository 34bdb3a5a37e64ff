import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A prescription's load and its progression across the program's weeks (src/domain/progression.ts): how the load is
 * prescribed (`load_kind`: kg, percent of the one-rep max, RPE, RIR), its week-1 value (`load`) and the rule that
 * moves it (`progression`, JSON). Existing exercises have none: every week asks what they asked before.
 */
export const progression = {
  async up(db: AnyDb) {
    await db.schema.alterTable('workout_exercise').addColumn('load_kind', 'text').execute();
    await db.schema.alterTable('workout_exercise').addColumn('load', 'double precision').execute();
    await db.schema.alterTable('workout_exercise').addColumn('progression', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('workout_exercise').dropColumn('progression').execute();
    await db.schema.alterTable('workout_exercise').dropColumn('load').execute();
    await db.schema.alterTable('workout_exercise').dropColumn('load_kind').execute();
  },
};
