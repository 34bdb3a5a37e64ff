/**
 * A program's phases with their workouts' days, as the calendar reads them (src/domain/program-calendar.ts): for
 * the week of an enrollment and the coach's view of its weeks.
 */
import type { DB } from '../db';

export interface PlanPhase {
  id: number;
  position: number;
  weeks: number;
  title: string;
  workout: { id: number; split_id: number; day: number; title: string }[];
}

export async function programPlan(db: DB, programId: number): Promise<PlanPhase[]> {
  const [splits, workouts] = await Promise.all([
    db.selectFrom('split').select(['id', 'position', 'weeks', 'title']).where('program_id', '=', programId).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('workout')
      .innerJoin('split', 'split.id', 'workout.split_id')
      .select(['workout.id', 'workout.day', 'workout.split_id', 'workout.title'])
      .where('split.program_id', '=', programId)
      .execute(),
  ]);
  return splits.map((s) => ({
    id: Number(s.id),
    position: Number(s.position),
    weeks: Number(s.weeks),
    title: String(s.title),
    workout: workouts.filter((w) => Number(w.split_id) === Number(s.id)).map((w) => ({ id: Number(w.id), split_id: Number(w.split_id), day: Number(w.day), title: String(w.title) })),
  }));
}
