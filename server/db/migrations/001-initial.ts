import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;

/** The first schema: every table of requirements §A4 that the records API serves. Times are ISO-8601 UTC text. */
export function initial(dialect: Dialect) {
  const id = idColumn(dialect);
  const create = (db: AnyDb, name: string, timestamps: 'both' | 'created' = 'both') => {
    let t: Table = db.schema.createTable(name).addColumn('id', id.type, id.build);
    const finish = (tb: Table) => {
      tb = tb.addColumn('created_at', 'text', (c) => c.notNull());
      if (timestamps === 'both') tb = tb.addColumn('updated_at', 'text', (c) => c.notNull());
      return tb;
    };
    return { t, finish, set: (next: Table) => (t = next) };
  };
  const fk = (table: string, onDelete: 'cascade' | 'restrict' | 'set null' = 'restrict') =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (c: any) => c.references(`${table}.id`).onDelete(onDelete);
  const real = 'double precision' as const;

  return {
    async up(db: AnyDb) {
      const tables: Array<[string, (t: Table) => Table, 'both' | 'created']> = [
        ['user', (t) => t
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('photo', 'text')
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('verify', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('profile_complete', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0)), 'both'],
        ['trainer_profile', (t) => t
          .addColumn('user_id', 'integer', (c) => fk('user', 'cascade')(c.notNull().unique()))
          .addColumn('headline', 'text').addColumn('bio', 'text').addColumn('specialties', 'text')
          .addColumn('certifications', 'text').addColumn('years_experience', 'integer'), 'both'],
        ['athlete_profile', (t) => t
          .addColumn('user_id', 'integer', (c) => fk('user', 'cascade')(c.notNull().unique()))
          .addColumn('goals', 'text').addColumn('level', 'text').addColumn('height_cm', 'integer')
          .addColumn('weight_kg', real).addColumn('birth_date', 'text'), 'both'],
        ['program', (t) => t
          .addColumn('trainer_id', 'integer', (c) => fk('user')(c.notNull()))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text').addColumn('sport', 'text')
          .addColumn('level', 'text', (c) => c.notNull().defaultTo('beginner'))
          .addColumn('duration_weeks', 'integer', (c) => c.notNull().defaultTo(4))
          .addColumn('price', 'integer', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
          .addColumn('pricing', 'text', (c) => c.notNull().defaultTo('one_time'))
          .addColumn('interval', 'text').addColumn('cover', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
          .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0)), 'both'],
        ['split', (t) => t
          .addColumn('program_id', 'integer', (c) => fk('program', 'cascade')(c.notNull()))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('description', 'text')
          .addColumn('is_preview', 'integer', (c) => c.notNull().defaultTo(0)), 'both'],
        ['workout', (t) => t
          .addColumn('split_id', 'integer', (c) => fk('split', 'cascade')(c.notNull()))
          .addColumn('day', 'integer', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull()), 'both'],
        ['content_library', (t) => t
          .addColumn('title', 'text', (c) => c.notNull()).addColumn('description', 'text')
          .addColumn('kind', 'text', (c) => c.notNull()), 'both'],
        ['exercise', (t) => t
          .addColumn('owner_id', 'integer', fk('user', 'cascade'))
          .addColumn('library_id', 'integer', fk('content_library', 'set null'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('muscle_group', 'text').addColumn('equipment', 'text')
          .addColumn('video_url', 'text').addColumn('description', 'text'), 'both'],
        ['workout_exercise', (t) => t
          .addColumn('workout_id', 'integer', (c) => fk('workout', 'cascade')(c.notNull()))
          .addColumn('exercise_id', 'integer', (c) => fk('exercise')(c.notNull()))
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sets', 'integer', (c) => c.notNull().defaultTo(3))
          .addColumn('reps', 'text', (c) => c.notNull().defaultTo('10'))
          .addColumn('rest_s', 'integer').addColumn('tempo', 'text').addColumn('notes', 'text'), 'both'],
        ['transaction', (t) => t
          .addColumn('athlete_id', 'integer', (c) => fk('user')(c.notNull()))
          .addColumn('trainer_id', 'integer', (c) => fk('user')(c.notNull()))
          .addColumn('program_id', 'integer', (c) => fk('program')(c.notNull()))
          .addColumn('amount', 'integer', (c) => c.notNull())
          .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
          .addColumn('provider_ref', 'text'), 'both'],
        ['enrollment', (t) => t
          .addColumn('program_id', 'integer', (c) => fk('program')(c.notNull()))
          .addColumn('athlete_id', 'integer', (c) => fk('user')(c.notNull()))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
          .addColumn('transaction_id', 'integer', fk('transaction', 'set null'))
          .addColumn('ends_at', 'text'), 'both'],
        ['workout_log', (t) => t
          .addColumn('enrollment_id', 'integer', (c) => fk('enrollment', 'cascade')(c.notNull()))
          .addColumn('workout_id', 'integer', (c) => fk('workout', 'cascade')(c.notNull()))
          .addColumn('athlete_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('performed_at', 'text', (c) => c.notNull())
          .addColumn('sets', 'text', (c) => c.notNull())
          .addColumn('notes', 'text')
          .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('client_id', 'text'), 'both'],
        ['refund', (t) => t
          .addColumn('transaction_id', 'integer', (c) => fk('transaction')(c.notNull()))
          .addColumn('athlete_id', 'integer', (c) => fk('user')(c.notNull()))
          .addColumn('amount', 'integer')
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
          .addColumn('admin_note', 'text')
          .addColumn('decided_by', 'integer', fk('user', 'set null'))
          .addColumn('decided_at', 'text'), 'both'],
        ['discount', (t) => t
          .addColumn('program_id', 'integer', (c) => fk('program', 'cascade')(c.notNull()))
          .addColumn('code', 'text')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('value', 'integer', (c) => c.notNull())
          .addColumn('starts_at', 'text', (c) => c.notNull())
          .addColumn('ends_at', 'text')
          .addColumn('max_redemptions', 'integer')
          .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)), 'both'],
        ['post', (t) => t
          .addColumn('author_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('program_id', 'integer', fk('program', 'set null'))
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('image', 'text')
          .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0)), 'both'],
        ['comment', (t) => t
          .addColumn('post_id', 'integer', (c) => fk('post', 'cascade')(c.notNull()))
          .addColumn('author_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('body', 'text', (c) => c.notNull()), 'both'],
        ['reaction', (t) => t
          .addColumn('post_id', 'integer', (c) => fk('post', 'cascade')(c.notNull()))
          .addColumn('user_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('like')), 'created'],
        ['follow', (t) => t
          .addColumn('follower_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('trainer_id', 'integer', (c) => fk('user', 'cascade')(c.notNull())), 'created'],
        ['notification', (t) => t
          .addColumn('user_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('message', 'text').addColumn('link', 'text').addColumn('read_at', 'text'), 'created'],
        ['library_item', (t) => t
          .addColumn('athlete_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('exercise_id', 'integer', fk('exercise', 'cascade'))
          .addColumn('program_id', 'integer', fk('program', 'cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('url', 'text'), 'created'],
        ['review', (t) => t
          .addColumn('program_id', 'integer', (c) => fk('program', 'cascade')(c.notNull()))
          .addColumn('athlete_id', 'integer', (c) => fk('user', 'cascade')(c.notNull()))
          .addColumn('rating', 'integer', (c) => c.notNull())
          .addColumn('body', 'text').addColumn('reply', 'text'), 'both'],
      ];
      for (const [name, columns, timestamps] of tables) {
        const b = create(db, name, timestamps);
        await b.finish(columns(b.t)).execute();
      }
      const indexes: Array<[string, string, string[], boolean?]> = [
        ['program_status_created', 'program', ['status', 'created_at']],
        ['program_trainer', 'program', ['trainer_id']],
        ['split_program', 'split', ['program_id', 'position']],
        ['workout_split', 'workout', ['split_id', 'day']],
        ['workout_exercise_workout', 'workout_exercise', ['workout_id', 'position']],
        ['exercise_owner', 'exercise', ['owner_id']],
        ['enrollment_athlete', 'enrollment', ['athlete_id', 'status']],
        ['enrollment_program', 'enrollment', ['program_id']],
        ['workout_log_enrollment', 'workout_log', ['enrollment_id']],
        ['workout_log_athlete', 'workout_log', ['athlete_id', 'performed_at']],
        ['workout_log_client', 'workout_log', ['athlete_id', 'client_id'], true],
        ['transaction_athlete', 'transaction', ['athlete_id']],
        ['transaction_trainer', 'transaction', ['trainer_id', 'created_at']],
        ['refund_transaction', 'refund', ['transaction_id']],
        ['discount_program', 'discount', ['program_id']],
        ['post_author', 'post', ['author_id', 'created_at']],
        ['comment_post', 'comment', ['post_id']],
        ['reaction_unique', 'reaction', ['post_id', 'user_id', 'kind'], true],
        ['follow_unique', 'follow', ['follower_id', 'trainer_id'], true],
        ['notification_user', 'notification', ['user_id', 'read_at']],
        ['library_item_athlete', 'library_item', ['athlete_id']],
        ['review_unique', 'review', ['program_id', 'athlete_id'], true],
      ];
      for (const [name, table, columns, unique] of indexes) {
        let ix = db.schema.createIndex(`ix_${name}`).on(table).columns(columns);
        if (unique) ix = ix.unique();
        await ix.execute();
      }
    },
    async down(db: AnyDb) {
      for (const t of ['review', 'library_item', 'notification', 'follow', 'reaction', 'comment', 'post',
        'discount', 'refund', 'workout_log', 'enrollment', 'transaction', 'workout_exercise', 'exercise',
        'content_library', 'workout', 'split', 'program', 'athlete_profile', 'trainer_profile', 'user']) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
