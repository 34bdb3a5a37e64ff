import type { Kysely } from 'kysely';
import { refreshProgramStats } from '../../records/program-stats';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A program's rating and popularity on its row (server/records/program-stats.ts), indexed for the storefront's sorts. */
export const programStats = {
  async up(db: AnyDb) {
    await db.schema.alterTable('program').addColumn('rating_avg', 'double precision').execute();
    await db.schema.alterTable('program').addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('program').addColumn('enrollment_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('ix_program_status_rating').on('program').columns(['status', 'rating_avg']).execute();
    await db.schema.createIndex('ix_program_status_popularity').on('program').columns(['status', 'enrollment_count']).execute();
    const ids = await db.selectFrom('program').select('id').execute();
    for (let i = 0; i < ids.length; i += 500) await refreshProgramStats(db, ids.slice(i, i + 500).map((r) => r.id));
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('ix_program_status_popularity').execute();
    await db.schema.dropIndex('ix_program_status_rating').execute();
    for (const c of ['enrollment_count', 'rating_count', 'rating_avg']) await db.schema.alterTable('program').dropColumn(c).execute();
  },
};
