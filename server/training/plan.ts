/**
 * Programs' phases with their workouts' days, as the calendar reads them (src/domain/program-calendar.ts): for the
 * week of an enrollment, the coach's view of its weeks and the trainer's list of athletes with their progress.
 */
import type { DB } from '../db';

export interface PlanPhase {
  id: number;
  program_id: number;
  position: number;
  weeks: number;
  title: string;
  workout: { id: number; split_id: number; day: number; title: string }[];
}

/** Each program's phases in their order (position, then id), read in two queries whatever the number of programs. */
export async function programPlans(db: DB, programIds: readonly number[]): Promise<Map<number, PlanPhase[]>> {
  const plans = new Map<number, PlanPhase[]>(programIds.map((id) => [id, []]));
  if (!programIds.length) return plans;
  const ids = [...new Set(programIds)];
  const [splits, workouts] = await Promise.all([
    db.selectFrom('split').select(['id', 'program_id', 'position', 'weeks', 'title']).where('program_id', 'in', ids).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('workout')
      .innerJoin('split', 'split.id', 'workout.split_id')
      .select(['workout.id', 'workout.day', 'workout.split_id', 'workout.title'])
      .where('split.program_id', 'in', ids)
      .execute(),
  ]);
  for (const s of splits) {
    plans.get(Number(s.program_id))?.push({
      id: Number(s.id),
      program_id: Number(s.program_id),
      position: Number(s.position),
      weeks: Number(s.weeks),
      title: String(s.title),
      workout: workouts.filter((w) => Number(w.split_id) === Number(s.id)).map((w) => ({ id: Number(w.id), split_id: Number(w.split_id), day: Number(w.day), title: String(w.title) })),
    });
  }
  return plans;
}

/** One program's phases in their order. */
export async function programPlan(db: DB, programId: number): Promise<PlanPhase[]> {
  return (await programPlans(db, [programId])).get(programId) ?? [];
}
