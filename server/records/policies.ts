/**
 * Who may do what, table by table: the single place to read the records API's access rules.
 * tests/api/access-matrix.test.ts walks this table for every caller and operation. Handed to the records service
 * (server/app.ts) with the tables' hooks (./table-hooks.ts): what a write implies for other rows is not said here.
 */
import { hashPassword } from '../auth/password';
import { checkNewPassword } from '../auth/password-policy';
import { manageableAccounts } from './account-hierarchy';
import { conflict, forbidden, unprocessable } from '../errors';
import { CMS_MESSAGES } from '../../src/config/cms';
import { cmsValueProblem } from '../../src/domain/cms';
import { accessNotEnded } from '../payments/access';
import { checkBlogPost, termSlug, tidyBlogPost } from './blog';
import { checkProgram } from './program-checks';
import { checkSplit } from './program-calendar';
import { checkRefund } from './refund-checks';
import { checkWorkoutLog } from './workout-log-checks';
import { checkWorkoutExercise } from './workout-exercise-checks';
import { checkWorkoutOverride } from './workout-override-checks';
import type { Ctx } from './context';
import { allOf, anyOf, eq, inQuery, own, via, type TablePolicy, type Where } from './policy';

const published = eq('status', 'published');

/** Programs an athlete holds an active enrollment on. */
const enrolledPrograms = (ctx: Ctx) =>
  ctx.db
    .selectFrom('enrollment')
    .select('enrollment.program_id')
    .where('athlete_id', '=', ctx.caller.userId ?? -1)
    .where('status', '=', 'active')
    .where(accessNotEnded('ends_at'));

/**
 * Programs an athlete bought, whatever became of them since (archived, back in draft, refunded): the athlete keeps
 * reading the program itself (its page, their purchase history, their training), never its content beyond what the
 * split and workout rules open (an active enrollment).
 */
const boughtPrograms = inQuery('id', (ctx) => ctx.db.selectFrom('enrollment').select('enrollment.program_id').where('athlete_id', '=', ctx.caller.userId ?? -1));

/** Splits whose workouts the caller may open: free previews of published programs, bought or own programs. */
const openSplits =
  (kind: 'anonymous' | 'athlete' | 'trainer'): Where =>
  (eb, ctx) => {
    const previews = ctx.db
      .selectFrom('split')
      .select('split.id')
      .where('is_preview', '=', 1)
      .where('program_id', 'in', ctx.db.selectFrom('program').select('program.id').where('status', '=', 'published'));
    if (kind === 'anonymous') return eb('split_id', 'in', previews);
    const mine =
      kind === 'athlete'
        ? ctx.db.selectFrom('split').select('split.id').where('program_id', 'in', enrolledPrograms(ctx))
        : ctx.db
            .selectFrom('split')
            .select('split.id')
            .where('program_id', 'in', ctx.db.selectFrom('program').select('program.id').where('trainer_id', '=', ctx.caller.userId ?? -1));
    return eb.or([eb('split_id', 'in', previews), eb('split_id', 'in', mine)]);
  };

async function requireActiveEnrollment(ctx: Ctx, programId: unknown) {
  const row = await ctx.db
    .selectFrom('enrollment')
    .select('id')
    .where('program_id', '=', Number(programId))
    .where('athlete_id', '=', ctx.caller.userId ?? -1)
    .where('status', '=', 'active')
    .where(accessNotEnded('ends_at'))
    .executeTakeFirst();
  if (!row) throw forbidden('Only athletes enrolled in this program may do this');
}

/** A link of a post (to a category or a tag): seen with its post, made and removed by whoever may change the post. */
const postLink = (field: 'category_id' | 'tag_id', table: 'blog_category' | 'blog_tag'): TablePolicy => ({
  parents: [
    { field: 'post_id', table: 'blog_post', need: 'update' },
    { field, table, need: 'read' },
  ],
  read: {
    anonymous: via('post_id', 'blog_post', 'read'),
    athlete: via('post_id', 'blog_post', 'read'),
    trainer: via('post_id', 'blog_post', 'read'),
    admin: true,
  },
  create: { trainer: true, admin: true },
  delete: { trainer: via('post_id', 'blog_post', 'update'), admin: true },
});

/** Trainers whose account is active: they sell in public, so everyone may read their public fields. */
const activeTrainers = allOf(eq('role', 'trainer'), eq('status', 1));
/** The enrollments in the calling trainer's programs. */
const trainersEnrollments = (ctx: Ctx) =>
  ctx.db.selectFrom('enrollment').select('enrollment.id').where('program_id', 'in', ctx.db.selectFrom('program').select('program.id').where('trainer_id', '=', ctx.caller.userId ?? -1));

export const POLICIES: Record<string, TablePolicy> = {
  user: {
    owner: 'id',
    // Active trainers are public, other people's rows with the public fields only. Athletes are nobody's to list: where
    // they show in public (a review, a comment) the row carries their public name (server/records/computed.ts).
    read: {
      anonymous: activeTrainers,
      athlete: anyOf(own('id'), activeTrainers),
      trainer: anyOf(own('id'), activeTrainers),
      admin: true,
    },
    publicFields: ['id', 'first_name', 'last_name', 'photo', 'role'],
    create: { admin: true },
    // The admin hierarchy (./account-hierarchy.ts): admins act on athletes and trainers, a super admin on everyone.
    update: { athlete: own('id'), trainer: own('id'), admin: manageableAccounts },
    delete: { admin: manageableAccounts },
    write: { athlete: ['first_name', 'last_name', 'photo'], trainer: ['first_name', 'last_name', 'photo'] },
    async check(ctx, row) {
      const role = row.role as string | undefined;
      if ((role === 'admin' || role === 'super_admin') && ctx.caller.role !== 'super_admin') {
        throw forbidden('Only a super admin may create or promote admins');
      }
      // One password rule for every way a password is set (sign-up, reset, change, an admin's).
      if (typeof row.password === 'string') checkNewPassword(row.password);
    },
    async transform(row) {
      const { password, ...rest } = row;
      if (typeof rest.email === 'string') rest.email = rest.email.trim().toLowerCase();
      if (typeof password === 'string') rest.password_hash = await hashPassword(password);
      return rest;
    },
  },
  trainer_profile: {
    owner: 'user_id',
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: own('user_id'), admin: true },
    delete: { admin: true },
  },
  athlete_profile: {
    owner: 'user_id',
    read: { athlete: own('user_id'), admin: true },
    create: { athlete: true, admin: true },
    update: { athlete: own('user_id'), admin: true },
    delete: { admin: true },
  },
  program: {
    owner: 'trainer_id',
    read: { anonymous: published, athlete: anyOf(published, boughtPrograms), trainer: anyOf(published, own('trainer_id')), admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: own('trainer_id'), admin: true },
    delete: { trainer: own('trainer_id'), admin: true },
    write: {
      trainer: ['title', 'description', 'sport', 'level', 'duration_weeks', 'price', 'currency', 'pricing', 'interval', 'cover', 'status'],
    },
    /** A trainer submits for review, an admin publishes; pricing and the structure a submission needs (./program-checks.ts). */
    check: checkProgram,
  },
  split: {
    parents: [{ field: 'program_id', table: 'program', need: 'update' }],
    read: {
      anonymous: via('program_id', 'program', 'read'),
      athlete: via('program_id', 'program', 'read'),
      trainer: via('program_id', 'program', 'read'),
      admin: true,
    },
    create: { trainer: true, admin: true },
    update: { trainer: via('program_id', 'program', 'update'), admin: true },
    delete: { trainer: via('program_id', 'program', 'update'), admin: true },
    /** A program lasts at most the contract's longest (./program-calendar.ts; its hooks keep the program's length). */
    check: checkSplit,
  },
  workout: {
    parents: [{ field: 'split_id', table: 'split', need: 'update' }],
    read: { anonymous: openSplits('anonymous'), athlete: openSplits('athlete'), trainer: openSplits('trainer'), admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: via('split_id', 'split', 'update'), admin: true },
    delete: { trainer: via('split_id', 'split', 'update'), admin: true },
  },
  workout_exercise: {
    parents: [
      { field: 'workout_id', table: 'workout', need: 'update' },
      { field: 'exercise_id', table: 'exercise', need: 'read' },
    ],
    read: {
      anonymous: via('workout_id', 'workout', 'read'),
      athlete: via('workout_id', 'workout', 'read'),
      trainer: via('workout_id', 'workout', 'read'),
      admin: true,
    },
    create: { trainer: true, admin: true },
    update: { trainer: via('workout_id', 'workout', 'update'), admin: true },
    delete: { trainer: via('workout_id', 'workout', 'update'), admin: true },
    /** The load within its kind's range and a progression with what its rule needs (./workout-exercise-checks.ts). */
    check: checkWorkoutExercise,
  },
  exercise: {
    owner: 'owner_id',
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: own('owner_id'), admin: true },
    delete: { trainer: own('owner_id'), admin: true },
    write: { trainer: ['name', 'muscle_group', 'equipment', 'video_url', 'description'] },
  },
  content_library: {
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { admin: true },
    update: { admin: true },
    delete: { admin: true },
  },
  enrollment: {
    owner: 'athlete_id',
    // An enrollment is one athlete's access to one program, bought with one payment.
    fixed: ['program_id', 'transaction_id'],
    read: { athlete: own('athlete_id'), trainer: via('program_id', 'program', 'update'), admin: true },
    create: { admin: true },
    update: { admin: true },
    delete: { admin: true },
  },
  workout_log: {
    owner: 'athlete_id',
    parents: [
      { field: 'enrollment_id', table: 'enrollment', need: 'read' },
      { field: 'workout_id', table: 'workout', need: 'read' },
    ],
    read: {
      athlete: own('athlete_id'),
      trainer: inQuery('enrollment_id', (ctx) =>
        ctx.db
          .selectFrom('enrollment')
          .select('enrollment.id')
          .where('program_id', 'in', ctx.db.selectFrom('program').select('program.id').where('trainer_id', '=', ctx.caller.userId ?? -1)),
      ),
      admin: true,
    },
    create: { athlete: true },
    update: { athlete: own('athlete_id') },
    delete: { athlete: own('athlete_id'), admin: true },
    write: { athlete: ['enrollment_id', 'workout_id', 'performed_at', 'sets', 'notes', 'completed', 'client_id'] },
    /** A log names a workout of an active enrollment of the caller's, its sets that workout's exercises (./workout-log-checks.ts). */
    check: checkWorkoutLog,
  },
  /** A logged workout's thread: the athlete who logged it and the trainer of its program (ADR 022). */
  log_comment: {
    owner: 'author_id',
    parents: [{ field: 'log_id', table: 'workout_log', need: 'read' }],
    read: {
      athlete: inQuery('log_id', (ctx) => ctx.db.selectFrom('workout_log').select('workout_log.id').where('athlete_id', '=', ctx.caller.userId ?? -1)),
      trainer: inQuery('log_id', (ctx) =>
        ctx.db
          .selectFrom('workout_log')
          .innerJoin('enrollment', 'enrollment.id', 'workout_log.enrollment_id')
          .innerJoin('program', 'program.id', 'enrollment.program_id')
          .select('workout_log.id')
          .where('program.trainer_id', '=', ctx.caller.userId ?? -1),
      ),
      admin: true,
    },
    create: { athlete: true, trainer: true },
    delete: { athlete: own('author_id'), trainer: own('author_id'), admin: true },
    write: { athlete: ['log_id', 'body'], trainer: ['log_id', 'body'] },
  },
  /**
   * A trainer's adjustment of one exercise for one enrolled athlete (ADR 023): written by the trainer of the program,
   * read by them and the athlete of the enrollment; the exercise is one of that program's (./workout-override-checks.ts).
   */
  workout_override: {
    parents: [
      { field: 'enrollment_id', table: 'enrollment', need: 'read' },
      { field: 'workout_exercise_id', table: 'workout_exercise', need: 'update' },
    ],
    read: {
      athlete: inQuery('enrollment_id', (ctx) => ctx.db.selectFrom('enrollment').select('enrollment.id').where('athlete_id', '=', ctx.caller.userId ?? -1)),
      trainer: inQuery('enrollment_id', trainersEnrollments),
      admin: true,
    },
    create: { trainer: true },
    update: { trainer: inQuery('enrollment_id', trainersEnrollments) },
    delete: { trainer: inQuery('enrollment_id', trainersEnrollments), admin: true },
    write: { trainer: ['enrollment_id', 'workout_exercise_id', 'week', 'reps', 'load', 'note'] },
    fixed: ['enrollment_id', 'workout_exercise_id'],
    check: checkWorkoutOverride,
  },
  transaction: {
    read: { athlete: own('athlete_id'), trainer: own('trainer_id'), admin: true },
  },
  /** The earnings ledger (ADR 026): read only, by its trainer and admins; the payment flow alone adds rows. */
  earning: {
    read: { trainer: own('trainer_id'), admin: true },
  },
  /** Payouts (ADR 027): read only, by their trainer and admins; the payout flow alone writes them. */
  payout: {
    read: { trainer: own('trainer_id'), admin: true },
  },
  refund: {
    owner: 'athlete_id',
    parents: [{ field: 'transaction_id', table: 'transaction', need: 'read' }],
    read: {
      athlete: own('athlete_id'),
      trainer: inQuery('transaction_id', (ctx) =>
        ctx.db.selectFrom('transaction').select('transaction.id').where('trainer_id', '=', ctx.caller.userId ?? -1),
      ),
      admin: true,
    },
    create: { athlete: true },
    delete: { athlete: allOf(own('athlete_id'), eq('status', 'requested')) },
    /** Of a succeeded purchase of the caller's, in the refund window, at most what was paid, one open at a time (./refund-checks.ts). */
    check: checkRefund,
  },
  discount: {
    parents: [{ field: 'program_id', table: 'program', need: 'update' }],
    read: {
      anonymous: allOf(eq('active', 1), eq('code', null), via('program_id', 'program', 'read')),
      athlete: allOf(eq('active', 1), eq('code', null), via('program_id', 'program', 'read')),
      trainer: anyOf(via('program_id', 'program', 'update'), allOf(eq('active', 1), eq('code', null), via('program_id', 'program', 'read'))),
      admin: true,
    },
    create: { trainer: true, admin: true },
    update: { trainer: via('program_id', 'program', 'update'), admin: true },
    delete: { trainer: via('program_id', 'program', 'update'), admin: true },
    /** Checked on the discount as it will be (a change is merged with the stored row first). */
    async check(ctx, row, op, id) {
      const stored = op === 'update' && id !== undefined ? await ctx.db.selectFrom('discount').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
      const d = { ...(stored ?? {}), ...row } as Record<string, unknown>;
      if (d.kind === 'percent' && d.value != null && Number(d.value) > 100) {
        throw unprocessable('A percentage discount is at most 100', { value: 'must be at most 100 for a percentage' });
      }
      if (d.starts_at && d.ends_at && Date.parse(String(d.ends_at)) <= Date.parse(String(d.starts_at))) {
        throw unprocessable('The discount must end after it starts', { ends_at: 'must be after starts_at' });
      }
    },
  },
  post: {
    owner: 'author_id',
    parents: [{ field: 'program_id', table: 'program', need: 'update' }],
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: own('author_id'), admin: own('author_id') },
    delete: { trainer: own('author_id'), admin: true },
  },
  comment: {
    owner: 'author_id',
    parents: [{ field: 'post_id', table: 'post', need: 'read' }],
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { athlete: true, trainer: true, admin: true },
    update: { athlete: own('author_id'), trainer: own('author_id'), admin: own('author_id') },
    delete: {
      athlete: own('author_id'),
      trainer: anyOf(own('author_id'), inQuery('post_id', (ctx) => ctx.db.selectFrom('post').select('post.id').where('author_id', '=', ctx.caller.userId ?? -1))),
      admin: true,
    },
    write: { athlete: ['post_id', 'body'], trainer: ['post_id', 'body'] },
  },
  reaction: {
    owner: 'user_id',
    parents: [{ field: 'post_id', table: 'post', need: 'read' }],
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { athlete: true, trainer: true },
    delete: { athlete: own('user_id'), trainer: own('user_id'), admin: true },
  },
  follow: {
    owner: 'follower_id',
    read: { athlete: own('follower_id'), trainer: anyOf(own('follower_id'), own('trainer_id')), admin: true },
    create: { athlete: true, trainer: true },
    delete: { athlete: own('follower_id'), trainer: own('follower_id'), admin: true },
    async check(ctx, row) {
      const t = await ctx.db.selectFrom('user').select('id').where('id', '=', Number(row.trainer_id)).where('role', '=', 'trainer').executeTakeFirst();
      if (!t) throw unprocessable('You can follow trainers only', { trainer_id: 'is not a trainer' });
      if (Number(row.trainer_id) === ctx.caller.userId) throw unprocessable('You cannot follow yourself', { trainer_id: 'is you' });
    },
  },
  notification: {
    owner: 'user_id',
    read: { athlete: own('user_id'), trainer: own('user_id'), admin: own('user_id') },
    create: { admin: true },
    update: { athlete: own('user_id'), trainer: own('user_id'), admin: own('user_id') },
    delete: { athlete: own('user_id'), trainer: own('user_id'), admin: own('user_id') },
    write: { athlete: ['read_at'], trainer: ['read_at'] },
  },
  library_item: {
    owner: 'athlete_id',
    parents: [
      { field: 'exercise_id', table: 'exercise', need: 'read' },
      { field: 'program_id', table: 'program', need: 'read' },
    ],
    read: { athlete: own('athlete_id'), admin: true },
    create: { athlete: true },
    update: { athlete: own('athlete_id') },
    delete: { athlete: own('athlete_id'), admin: true },
  },
  review: {
    owner: 'athlete_id',
    parents: [{ field: 'program_id', table: 'program', need: 'read' }],
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    // Reviews are public, their authors are not: other people see the public name (author_name), never who it is.
    publicFields: ['id', 'program_id', 'rating', 'body', 'reply', 'author_name', 'created_at', 'updated_at'],
    create: { athlete: true },
    update: { athlete: own('athlete_id'), trainer: via('program_id', 'program', 'update') },
    delete: { athlete: own('athlete_id'), admin: true },
    write: { athlete: ['program_id', 'rating', 'body'], trainer: ['reply'] },
    async check(ctx, row, op) {
      if (op === 'create' && ctx.caller.kind === 'athlete') await requireActiveEnrollment(ctx, row.program_id);
    },
  },
  // Project-management workspaces: the admin team's tool. Admins read them here; every change goes through the pm
  // lambdas (server/handlers/workspaces.ts), which keep positions dense and cards on their own board's columns.
  workspace: { read: { admin: true } },
  board: { read: { admin: true } },
  board_column: { read: { admin: true } },
  board_card: { read: { admin: true } },
  blog_post: {
    owner: 'author_id',
    // Drafts are their author's (and admins'); published posts are everyone's.
    read: { anonymous: published, athlete: published, trainer: anyOf(published, own('author_id')), admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: own('author_id'), admin: true },
    delete: { trainer: own('author_id'), admin: true },
    check: checkBlogPost,
    transform: tidyBlogPost,
  },
  blog_category: {
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    // Trainers add categories as they write (an admin tidies them).
    create: { trainer: true, admin: true },
    update: { admin: true },
    delete: { admin: true },
    transform: termSlug('category'),
  },
  blog_tag: {
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { trainer: true, admin: true },
    update: { admin: true },
    delete: { admin: true },
    transform: termSlug('tag'),
  },
  blog_post_category: postLink('category_id', 'blog_category'),
  blog_post_tag: postLink('tag_id', 'blog_tag'),
  cms: {
    // The site's texts: everyone reads them, admins write them.
    read: { anonymous: true, athlete: true, trainer: true, admin: true },
    create: { admin: true },
    update: { admin: true },
    delete: { admin: true },
    /** Checked on the entry as it will be: its value reads as its type; one entry per page and key. */
    async check(ctx, row, op, id) {
      const stored = op === 'update' && id !== undefined ? await ctx.db.selectFrom('cms').select(['page', 'key', 'type', 'value']).where('id', '=', id).executeTakeFirst() : undefined;
      const e = { ...(stored ?? {}), ...row } as { page?: string; key?: string; type?: string; value?: string };
      const problem = cmsValueProblem(e.type ?? 'text', e.value);
      if (problem) throw unprocessable(problem, { value: problem });
      if (op === 'create' || 'page' in row || 'key' in row) {
        const twin = await ctx.db.selectFrom('cms').select('id').where('page', '=', String(e.page)).where('key', '=', String(e.key)).where('id', '<>', id ?? -1).executeTakeFirst();
        if (twin) throw conflict(CMS_MESSAGES.duplicate(String(e.page), String(e.key)));
      }
    },
  },
};
