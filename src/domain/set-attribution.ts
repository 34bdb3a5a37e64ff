/**
 * Which exercise each logged set was done for: a set that names its exercise (`exercise_id`) is taken at its word; a
 * set saved before sets named it is matched to the workout's exercises in order, each taking its prescribed number of
 * sets, the last one any extra. Shared by the athlete's progress and the coach's view of a log. Pure.
 */

/** A workout's exercises in order with their prescribed number of sets. */
export interface Prescribed {
  exerciseId: number;
  sets: number;
}

/** Each set with the exercise it belongs to (null when the workout lists no exercises). */
export function attributeSets<S extends object>(sets: readonly S[], prescribed: readonly Prescribed[]): { set: S; exerciseId: number | null }[] {
  let ex = 0;
  let taken = 0;
  return sets.map((set) => {
    const named = (set as { exercise_id?: unknown }).exercise_id;
    if (typeof named === 'number') return { set, exerciseId: named };
    while (ex < prescribed.length - 1 && taken >= Math.max(0, prescribed[ex].sets)) {
      ex += 1;
      taken = 0;
    }
    taken += 1;
    return { set, exerciseId: prescribed[ex]?.exerciseId ?? null };
  });
}

