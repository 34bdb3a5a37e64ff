/**
 * Who may do what, table by table: the single place to read the records API's access rules.
 * tests/api/access-matrix.test.ts walks this table for every caller and operation.
 */
import { hashPassword } from '../auth/password';
import { forbidden, unprocessable } from '../errors';
import { API_MESSAGES } from '../../src/config/messages';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { accessNotEnded } from '../payments/access';
import { refreshProgramStats } from './program-stats';
import { pricingProblem, structureProblem, type StructureSummary } from '../../src/domain/program-rules';
import type { Ctx } from './context';
import { allOf, anyOf, eq, inQuery, own, registerPolicies, via, type TablePolicy, type Where } from './policy';

const published = eq('status', 'published');

/** Programs an athlete holds an active enrollment on. */
const enrolledPrograms = (ctx: Ctx) =>
  ctx.db
    .selectFrom('enrollment')
    .select('enrollment.program_id')
    .where('athlete_id', '=', ctx.caller.userId ?? -1)
    .where('status', '=', 'active')
    .where(accessNotEnded('ends_at'));

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

/** How many exercises each workout of each split of a program has (none for a program not yet created). */
async function programStructure(ctx: Ctx, programId: number | undefined): Promise<StructureSummary> {
  if (programId === undefined) return { splits: [] };
  const rows = await ctx.db
    .selectFrom('split as s')
    .leftJoin('workout as w', 'w.split_id', 's.id')
    .leftJoin('workout_exercise as we', 'we.workout_id', 'w.id')
    .select(['s.id as split_id', 'w.id as workout_id', (eb) => eb.fn.count('we.id').as('exercises')])
    .where('s.program_id', '=', programId)
    .groupBy(['s.id', 'w.id'])
    .execute();
  const splits = new Map<number, { exercises: number }[]>();
  for (const r of rows) {
    const workouts = splits.get(Number(r.split_id)) ?? splits.set(Number(r.split_id), []).get(Number(r.split_id))!;
    if (r.workout_id != null) workouts.push({ exercises: Number(r.exercises) });
  }
  return { splits: [...splits.values()].map((workouts) => ({ workouts })) };
}

/** Users who wrote a comment: their public fields show beside it. */
const commenters = inQuery('id', (ctx) => ctx.db.selectFrom('comment').select('comment.author_id'));
/** Users who reviewed a program (reviews are public): their public fields show beside the review. */
const reviewers = inQuery('id', (ctx) => ctx.db.selectFrom('review').select('review.athlete_id'));

export const POLICIES: Record<string, TablePolicy> = {
  user: {
    owner: 'id',
    // Active trainers are public; so is the name of whoever commented on a (public) post or reviewed a program. Other people's
    // rows carry the public fields only.
    read: {
      anonymous: anyOf(allOf(eq('role', 'trainer'), eq('status', 1)), commenters, reviewers),
      athlete: anyOf(own('id'), allOf(eq('role', 'trainer'), eq('status', 1)), commenters, reviewers),
      trainer: anyOf(own('id'), allOf(eq('role', 'trainer'), eq('status', 1)), commenters, reviewers),
      admin: true,
    },
    publicFields: ['id', 'first_name', 'last_name', 'photo', 'role'],
    create: { admin: true },
    update: { athlete: own('id'), trainer: own('id'), admin: true },
    delete: { admin: true },
    write: { athlete: ['first_name', 'last_name', 'photo'], trainer: ['first_name', 'last_name', 'photo'] },
    async check(ctx, row) {
      const role = row.role as string | undefined;
      if ((role === 'admin' || role === 'super_admin') && ctx.caller.role !== 'super_admin') {
        throw forbidden('Only a super admin may create or promote admins');
      }
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
    read: { anonymous: published, athlete: published, trainer: anyOf(published, own('trainer_id')), admin: true },
    create: { trainer: true, admin: true },
    update: { trainer: own('trainer_id'), admin: true },
    delete: { trainer: own('trainer_id'), admin: true },
    write: {
      trainer: ['title', 'description', 'sport', 'level', 'duration_weeks', 'price', 'currency', 'pricing', 'interval', 'cover', 'status'],
    },
    /**
     * A trainer submits for review; only an admin publishes (approves). A published program stays published through edits.
     * The rules of src/domain/program-rules.ts on the program as it will be (a change merged with the stored row):
     * a subscription needs a billing interval (everyone); a trainer's submission for review (status pending_review)
     * needs a split with a workout with an exercise, counted here in the same transaction as the change.
     */
    async check(ctx, row, op, id) {
      const stored = op === 'update' && id !== undefined ? await ctx.db.selectFrom('program').select(['status', 'pricing', 'interval']).where('id', '=', id).executeTakeFirst() : undefined;
      const pricing = pricingProblem({ pricing: (row.pricing ?? stored?.pricing) as string, interval: (row.interval === undefined ? stored?.interval : row.interval) as string | null });
      if (pricing) throw unprocessable(pricing, { interval: pricing });
      if (ctx.caller.kind !== 'trainer') return;
      if (row.status === 'published' && stored?.status !== 'published') throw forbidden(API_MESSAGES.programNeedsReview);
      if (row.status === 'pending_review') {
        const missing = structureProblem(await programStructure(ctx, id));
        if (missing) throw unprocessable(missing, { status: missing });
      }
    },
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
    read: { athlete: own('athlete_id'), trainer: via('program_id', 'program', 'update'), admin: true },
    create: { admin: true },
    update: { admin: true },
    delete: { admin: true },
    /** A program's popularity counts its enrolled athletes. */
    async after(ctx, _row, _op, id) {
      const enrollment = await ctx.db.selectFrom('enrollment').select('program_id').where('id', '=', id).executeTakeFirst();
      await refreshProgramStats(ctx.db, [enrollment?.program_id]);
    },
    async afterDelete(ctx, deleted) {
      await refreshProgramStats(ctx.db, deleted.map((r) => r.program_id));
    },
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
    async check(ctx, row, op, id) {
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
    },
  },
  transaction: {
    read: { athlete: own('athlete_id'), trainer: own('trainer_id'), admin: true },
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
    async check(ctx, row) {
      const tx = await ctx.db
        .selectFrom('transaction')
        .select(['status', 'amount', 'created_at'])
        .where('id', '=', Number(row.transaction_id))
        .where('athlete_id', '=', ctx.caller.userId ?? -1)
        .executeTakeFirst();
      if (!tx || tx.status !== 'succeeded' || Number(tx.amount) < 1) {
        throw unprocessable('Only a succeeded purchase of yours can be refunded', { transaction_id: 'is not a succeeded purchase of yours' });
      }
      const days = ctx.settings.refundWindowDays;
      if (Date.parse(String(tx.created_at)) + days * 86_400_000 < Date.now()) {
        throw unprocessable(PAYMENT_MESSAGES.refundWindow(days), { transaction_id: `was bought more than ${days} days ago` });
      }
      if (row.amount != null && Number(row.amount) > Number(tx.amount)) {
        throw unprocessable('The refund cannot exceed the amount paid', { amount: 'exceeds the amount paid' });
      }
      const open = await ctx.db
        .selectFrom('refund')
        .select('id')
        .where('transaction_id', '=', Number(row.transaction_id))
        .where('status', 'in', ['requested', 'approved'])
        .executeTakeFirst();
      if (open) throw unprocessable(PAYMENT_MESSAGES.refundOpen, { transaction_id: 'already has an open refund' });
    },
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
    /** One pinned post per author: pinning one unpins the others. */
    async after(ctx, row, _op, id) {
      if (Number(row.pinned) !== 1) return;
      const post = await ctx.db.selectFrom('post').select('author_id').where('id', '=', id).executeTakeFirstOrThrow();
      await ctx.db.updateTable('post').set({ pinned: 0 }).where('author_id', '=', post.author_id).where('id', '<>', id).where('pinned', '=', 1).execute();
    },
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
    create: { athlete: true },
    update: { athlete: own('athlete_id'), trainer: via('program_id', 'program', 'update') },
    delete: { athlete: own('athlete_id'), admin: true },
    write: { athlete: ['program_id', 'rating', 'body'], trainer: ['reply'] },
    async check(ctx, row, op) {
      if (op === 'create' && ctx.caller.kind === 'athlete') await requireActiveEnrollment(ctx, row.program_id);
    },
    /** The program's rating follows its reviews. */
    async after(ctx, _row, _op, id) {
      const review = await ctx.db.selectFrom('review').select('program_id').where('id', '=', id).executeTakeFirst();
      await refreshProgramStats(ctx.db, [review?.program_id]);
    },
    async afterDelete(ctx, deleted) {
      await refreshProgramStats(ctx.db, deleted.map((r) => r.program_id));
    },
  },
};

registerPolicies(POLICIES);
