/**
 * Who may do what, table by table: the single place to read the records API's access rules.
 * tests/api/access-matrix.test.ts walks this table for every caller and operation.
 */
import { hashPassword } from '../auth/password';
import { checkNewPassword } from '../auth/password-policy';
import { requireCompleteProfile } from '../auth/pending';
import { revokeAllSessions } from '../auth/sessions';
import { assertSuperAdminLeft, manageableAccounts } from './account-hierarchy';
import { conflict, forbidden, unprocessable } from '../errors';
import { API_MESSAGES, PROFILE_MESSAGES } from '../../src/config/messages';
import { BLOG_MESSAGES } from '../../src/config/blog';
import { CMS_MESSAGES } from '../../src/config/cms';
import { coverProblem, slugify } from '../../src/domain/blog';
import { cmsValueProblem } from '../../src/domain/cms';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { accessNotEnded } from '../payments/access';
import { refreshProgramStats } from './program-stats';
import { pricingProblem, structureProblem, type StructureSummary } from '../../src/domain/program-rules';
import type { Ctx } from './context';
import type { Notice } from '../notifications/notifier';
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

/** A post's slug: from its title, made unique with the post's id (then a counter) when another post has it. */
async function uniquePostSlug(ctx: Ctx, title: string, id: number): Promise<string> {
  const base = slugify(title, 180) || 'post';
  for (const candidate of [base, `${base}-${id}`, ...Array.from({ length: 20 }, (_, i) => `${base}-${id}-${i + 2}`)]) {
    const taken = await ctx.db.selectFrom('blog_post').select('id').where('slug', '=', candidate).where('id', '<>', id).executeTakeFirst();
    if (!taken) return candidate;
  }
  return `${base}-${id}-${Date.now()}`;
}

/** A category's or tag's slug comes from its name; a name without a letter or digit is refused. */
const termSlug = (what: 'category' | 'tag') => async (row: Record<string, unknown>) => {
  if (typeof row.name !== 'string') return row;
  const name = row.name.trim().replace(/\s+/g, ' ');
  const slug = slugify(name, 80);
  if (!slug) throw unprocessable(BLOG_MESSAGES.termNameInvalid(what), { name: BLOG_MESSAGES.termNameInvalid(what) });
  return { ...row, name, slug };
};

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
    /** A password set by an admin signs the account out everywhere; a super admin changed leaves one active. */
    async after(ctx, row, op, id, before) {
      if (op !== 'update') return;
      if (typeof row.password === 'string') await revokeAllSessions(ctx.db, id, 'password set by admin');
      if (before?.role === 'super_admin') await assertSuperAdminLeft(ctx.db, ctx.dialect);
    },
    async afterDelete(ctx, deleted) {
      if (deleted.some((u) => u.role === 'super_admin')) await assertSuperAdminLeft(ctx.db, ctx.dialect);
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
    /**
     * A trainer submits for review; only an admin publishes (approves). A published program stays published through edits.
     * The rules of src/domain/program-rules.ts on the program as it will be (a change merged with the stored row):
     * a subscription needs a billing interval (everyone); a trainer's submission for review (status pending_review)
     * needs a split with a workout with an exercise, counted here in the same transaction as the change, and the
     * trainer's completed profile (athletes read it before they buy; pending mode, ADR 018).
     */
    async check(ctx, row, op, id) {
      const stored = op === 'update' && id !== undefined ? await ctx.db.selectFrom('program').select(['status', 'pricing', 'interval']).where('id', '=', id).executeTakeFirst() : undefined;
      const pricing = pricingProblem({ pricing: (row.pricing ?? stored?.pricing) as string, interval: (row.interval === undefined ? stored?.interval : row.interval) as string | null });
      if (pricing) throw unprocessable(pricing, { interval: pricing });
      if (ctx.caller.kind !== 'trainer') return;
      if (row.status === 'published' && stored?.status !== 'published') throw forbidden(API_MESSAGES.programNeedsReview);
      if (row.status === 'pending_review') {
        await requireCompleteProfile(ctx.db, ctx.caller.userId, PROFILE_MESSAGES.completeBeforeReview);
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
    // An enrollment is one athlete's access to one program, bought with one payment.
    fixed: ['program_id', 'transaction_id'],
    read: { athlete: own('athlete_id'), trainer: via('program_id', 'program', 'update'), admin: true },
    create: { admin: true },
    update: { admin: true },
    delete: { admin: true },
    /** A program's popularity counts its enrolled athletes. */
    async after(ctx, _row, _op, id, before) {
      const enrollment = await ctx.db.selectFrom('enrollment').select('program_id').where('id', '=', id).executeTakeFirst();
      await refreshProgramStats(ctx.db, [enrollment?.program_id, before?.program_id]);
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
    /** One pinned post per author: pinning one unpins the others. A new post tells the author's followers and the athletes of its program. */
    async after(ctx, row, op, id) {
      const post = await ctx.db.selectFrom('post').select(['author_id', 'program_id', 'body']).where('id', '=', id).executeTakeFirstOrThrow();
      if (Number(row.pinned) === 1) {
        await ctx.db.updateTable('post').set({ pinned: 0 }).where('author_id', '=', post.author_id).where('id', '<>', id).where('pinned', '=', 1).execute();
      }
      if (op === 'create') await ctx.notify(await newPostNotices(ctx, Number(post.author_id), post.program_id == null ? null : Number(post.program_id), String(post.body ?? '')));
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
    /** A comment tells the post's author (not when they comment themselves). */
    async after(ctx, row, op, id) {
      if (op !== 'create') return;
      const c = await ctx.db
        .selectFrom('comment as c')
        .innerJoin('post as p', 'p.id', 'c.post_id')
        .innerJoin('user as u', 'u.id', 'c.author_id')
        .innerJoin('user as a', 'a.id', 'p.author_id')
        .select(['c.author_id', 'c.body', 'p.author_id as post_author', 'a.role as post_author_role', 'u.first_name', 'u.last_name'])
        .where('c.id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(c.post_author) === Number(c.author_id)) return;
      await ctx.notify([
        {
          user_id: Number(c.post_author),
          type: 'comment',
          title: NOTICE_TEXT.commentTitle(`${c.first_name ?? ''} ${c.last_name ?? ''}`.trim() || 'Someone'),
          message: clip(String(c.body ?? row.body ?? '')),
          link: c.post_author_role === 'trainer' ? '/trainer/feed' : '/athlete/feed',
        },
      ]);
    },
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
    /** The program's rating follows its reviews (every program the write touched). */
    async after(ctx, _row, _op, id, before) {
      const review = await ctx.db.selectFrom('review').select('program_id').where('id', '=', id).executeTakeFirst();
      await refreshProgramStats(ctx.db, [review?.program_id, before?.program_id]);
    },
    async afterDelete(ctx, deleted) {
      await refreshProgramStats(ctx.db, deleted.map((r) => r.program_id));
    },
  },
  // Project-management workspaces: the admin team's tool. Admins read them here; every change goes through the pm
  // lambdas (server/lambda/workspaces.ts), which keep positions dense and cards on their own board's columns.
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
    async check(_ctx, row) {
      if (typeof row.title === 'string' && !row.title.trim()) throw unprocessable(BLOG_MESSAGES.titleRequired, { title: BLOG_MESSAGES.titleRequired });
      if (typeof row.body === 'string' && !row.body.trim()) throw unprocessable(BLOG_MESSAGES.bodyRequired, { body: BLOG_MESSAGES.bodyRequired });
      const cover = coverProblem(row.cover);
      if (cover) throw unprocessable(cover, { cover });
    },
    async transform(row) {
      const out = { ...row };
      if (typeof out.title === 'string') out.title = out.title.trim();
      for (const f of ['excerpt', 'cover']) if (typeof out[f] === 'string') out[f] = (out[f] as string).trim() || null;
      return out;
    },
    /** The slug follows the title until the post is first published; the first publication is dated. */
    async after(ctx, row, _op, id) {
      const post = await ctx.db.selectFrom('blog_post').select(['title', 'slug', 'status', 'published_at']).where('id', '=', id).executeTakeFirstOrThrow();
      const set: Record<string, unknown> = {};
      if (post.slug == null || ('title' in row && post.published_at == null)) set.slug = await uniquePostSlug(ctx, String(post.title), id);
      if (post.status === 'published' && post.published_at == null) set.published_at = new Date().toISOString();
      if (set.slug === post.slug) delete set.slug;
      if (Object.keys(set).length) await ctx.db.updateTable('blog_post').set(set).where('id', '=', id).execute();
    },
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

registerPolicies(POLICIES);

// ---------- notices of the feed (server/notifications) ----------

const NOTICE_TEXT = {
  postTitle: (name: string) => `${name} posted`,
  commentTitle: (name: string) => `${name} commented on your post`,
} as const;

const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A new post: its author's followers, and the athletes whose access to its program has not ended, once each. */
async function newPostNotices(ctx: Ctx, authorId: number, programId: number | null, body: string): Promise<Notice[]> {
  const author = await ctx.db.selectFrom('user').select(['first_name', 'last_name']).where('id', '=', authorId).executeTakeFirst();
  const followers = await ctx.db.selectFrom('follow').select('follower_id as id').where('trainer_id', '=', authorId).execute();
  const holders = programId
    ? await ctx.db.selectFrom('enrollment').select('athlete_id as id').where('program_id', '=', programId).where('status', '=', 'active').where(accessNotEnded('ends_at')).execute()
    : [];
  const ids = [...new Set([...followers, ...holders].map((r) => Number(r.id)))].filter((id) => id !== authorId);
  const title = NOTICE_TEXT.postTitle(`${author?.first_name ?? ''} ${author?.last_name ?? ''}`.trim() || 'A trainer');
  return ids.map((user_id) => ({ user_id, type: 'post' as const, title, message: clip(body), link: '/athlete/feed' }));
}
