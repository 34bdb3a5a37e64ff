/**
 * The check of a workout exercise's load and progression on create and update (the `workout_exercise` policy's
 * `check`, ./policies.ts): the load is within its kind's range (a percentage of the one-rep max, an RPE, reps in
 * reserve, kilograms) and the progression has what its rule needs (src/domain/progression.ts). An update is checked
 * as the row will be, its stored fields with the sent ones.
 */
import { loadProblem, progressionProblem, type BasePrescription, type Progression } from '../../src/domain/progression';
import { unprocessable } from '../errors';
import type { Ctx } from './context';

const FIELDS = ['load_kind', 'load', 'progression'] as const;

const PROGRESSION_MESSAGES = {
  needsStep: 'An added-per-week progression moves the load or the reps: give load_step or reps_step',
  needsLoad: 'A load cannot move week by week without a load: give load_kind and load',
  needsPercents: 'A percentage progression needs the percentages of its weeks',
  needsWeeks: 'A week-by-week progression needs its weeks',
} as const;

export async function checkWorkoutExercise(ctx: Ctx, row: Record<string, unknown>, op: 'create' | 'update', id?: number): Promise<void> {
  if (op === 'update' && !FIELDS.some((f) => f in row)) return;
  const stored = op === 'update' && id ? await ctx.db.selectFrom('workout_exercise').select([...FIELDS]).where('id', '=', id).executeTakeFirst() : undefined;
  const pick = (f: (typeof FIELDS)[number]) => (f in row ? row[f] : stored?.[f]);
  const rawProgression = pick('progression');
  const p: BasePrescription = {
    load_kind: (pick('load_kind') as string | null) ?? null,
    load: pick('load') == null ? null : Number(pick('load')),
    progression: (typeof rawProgression === 'string' ? JSON.parse(rawProgression) : rawProgression) as Progression | null,
  };
  const load = loadProblem(p);
  if (load) throw unprocessable(`The load is out of range for ${p.load_kind}: ${load.min} to ${load.max}`, { load: `must be between ${load.min} and ${load.max}` });
  const problem = progressionProblem(p);
  if (problem) throw unprocessable(PROGRESSION_MESSAGES[problem], { progression: PROGRESSION_MESSAGES[problem] });
}
