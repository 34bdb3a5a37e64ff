import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * One library entry per thing an athlete saves (a program, an exercise, a video link), held by the database, so
 * two tabs saving at once leave one (the second gets 409). Copies saved before this are merged first.
 */
export const libraryUnique = {
  async up(db: AnyDb) {
    for (const column of ['program_id', 'exercise_id', 'url']) {
      await sql`delete from library_item where ${sql.ref(column)} is not null and id not in (
        select min(id) from library_item where ${sql.ref(column)} is not null group by athlete_id, kind, ${sql.ref(column)})`.execute(db);
    }
    await sql`create unique index library_one_program on library_item (athlete_id, kind, program_id) where program_id is not null`.execute(db);
    await sql`create unique index library_one_exercise on library_item (athlete_id, kind, exercise_id) where exercise_id is not null`.execute(db);
    await sql`create unique index library_one_link on library_item (athlete_id, kind, url) where url is not null and program_id is null and exercise_id is null`.execute(db);
  },
  async down(db: AnyDb) {
    for (const name of ['library_one_link', 'library_one_exercise', 'library_one_program']) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  },
};
