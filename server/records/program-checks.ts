/**
 * The check of a program on create and update (the `program` policy's `check`, ./policies.ts), with the count of its
 * structure it needs.
 */
import { API_MESSAGES, PROFILE_MESSAGES } from '../../src/config/messages';
import { pricingProblem, structureProblem, type StructureSummary } from '../../src/domain/program-rules';
import { requireCompleteProfile } from '../auth/pending';
import { forbidden, unprocessable } from '../errors';
import type { Ctx } from './context';
import { checkProgramLength } from './program-calendar';

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

/**
 * A trainer submits for review; only an admin publishes (approves). A published program stays published through edits.
 * The rules of src/domain/program-rules.ts on the program as it will be (a change merged with the stored row):
 * a subscription needs a billing interval (everyone); a trainer's submission for review (status pending_review)
 * needs a split with a workout with an exercise, counted here in the same transaction as the change, and the
 * trainer's completed profile (athletes read it before they buy; pending mode, ADR 018).
 */
export async function checkProgram(ctx: Ctx, row: Record<string, unknown>, op: 'create' | 'update', id?: number): Promise<void> {
  const stored = op === 'update' && id !== undefined ? await ctx.db.selectFrom('program').select(['status', 'pricing', 'interval']).where('id', '=', id).executeTakeFirst() : undefined;
  const pricing = pricingProblem({ pricing: (row.pricing ?? stored?.pricing) as string, interval: (row.interval === undefined ? stored?.interval : row.interval) as string | null });
  if (pricing) throw unprocessable(pricing, { interval: pricing });
  await checkProgramLength(ctx, row, id);
  if (ctx.caller.kind !== 'trainer') return;
  if (row.status === 'published' && stored?.status !== 'published') throw forbidden(API_MESSAGES.programNeedsReview);
  if (row.status === 'pending_review') {
    await requireCompleteProfile(ctx.db, ctx.caller.userId, PROFILE_MESSAGES.completeBeforeReview);
    const missing = structureProblem(await programStructure(ctx, id));
    if (missing) throw unprocessable(missing, { status: missing });
  }
}
