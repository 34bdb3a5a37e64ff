import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Prescriptions by measure (src/domain/measures.ts): each workout exercise says what its sets record (`measure`: reps,
 * reps with a load, a time, a distance) with a target time and distance. Existing exercises keep working as before:
 * reps with a load, except a prescription that was a time in words ("30s", "45 sec"), which becomes a `time`
 * measure of that many seconds. Logged sets are JSON and keep their reps and weights; nothing else changes.
 */
export const measures = {
  async up(db: AnyDb) {
    await db.schema.alterTable('workout_exercise').addColumn('measure', 'text', (c) => c.notNull().defaultTo('reps_load')).execute();
    await db.schema.alterTable('workout_exercise').addColumn('target_seconds', 'integer').execute();
    await db.schema.alterTable('workout_exercise').addColumn('target_distance_m', 'integer').execute();
    const timed = await db.selectFrom('workout_exercise').select(['id', 'reps']).execute();
    for (const row of timed) {
      const m = /^\s*(\d{1,5})\s*(?:s|sec|secs|seconds?)\s*$/i.exec(String(row.reps ?? ''));
      if (m && Number(m[1]) >= 1 && Number(m[1]) <= 86_400) {
        await db.updateTable('workout_exercise').set({ measure: 'time', target_seconds: Number(m[1]) }).where('id', '=', row.id).execute();
      }
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('workout_exercise').dropColumn('target_distance_m').execute();
    await db.schema.alterTable('workout_exercise').dropColumn('target_seconds').execute();
    await db.schema.alterTable('workout_exercise').dropColumn('measure').execute();
  },
};
