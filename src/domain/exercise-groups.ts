/**
 * Supersets and circuits (the contract's WorkoutExercise `group_label`): exercises of a workout sharing a letter are
 * done together, one set of each in turn. Two make a superset, three or more a circuit; a letter on one exercise
 * alone is straight sets. A group's rounds are the most sets among its exercises, and the rest comes after each round
 * (after a set of its last exercise), not between its exercises. Read by the builder (its labels), the athlete's
 * logger (the blocks it shows and when the rest timer starts) and the storefront's program page. Pure.
 */

export const GROUP_LABELS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type GroupLabel = (typeof GROUP_LABELS)[number];
export type BlockKind = 'single' | 'superset' | 'circuit';

export interface GroupedExercise {
  group_label?: string | null;
  sets?: number | null;
}

/** One block of a workout: an exercise on its own, or a group's exercises (indexes into the workout's list). */
export interface ExerciseBlock {
  kind: BlockKind;
  /** The group's letter; null for an exercise on its own. */
  label: string | null;
  /** The indexes of its exercises, in the workout's order. */
  members: number[];
  /** Rounds of a group (its exercises' most sets); an exercise on its own: its sets. */
  rounds: number;
}

export const isGroupLabel = (value: unknown): value is GroupLabel => typeof value === 'string' && (GROUP_LABELS as readonly string[]).includes(value);

/**
 * The workout's blocks in order (`exercises` in the workout's order): a group stands where its first exercise is and
 * gathers the later ones with its letter; an exercise without a letter, or alone with its letter, is a block of its own.
 */
export function exerciseBlocks(exercises: readonly GroupedExercise[]): ExerciseBlock[] {
  const count = new Map<string, number>();
  for (const e of exercises) if (isGroupLabel(e.group_label)) count.set(e.group_label, (count.get(e.group_label) ?? 0) + 1);
  const blocks: ExerciseBlock[] = [];
  const open = new Map<string, ExerciseBlock>();
  exercises.forEach((e, i) => {
    const sets = Math.max(1, Math.floor(Number(e.sets ?? 1)) || 1);
    const label = isGroupLabel(e.group_label) && (count.get(e.group_label) ?? 0) > 1 ? e.group_label : null;
    if (!label) {
      blocks.push({ kind: 'single', label: null, members: [i], rounds: sets });
      return;
    }
    const block = open.get(label);
    if (block) {
      block.members.push(i);
      block.rounds = Math.max(block.rounds, sets);
      block.kind = block.members.length > 2 ? 'circuit' : 'superset';
      return;
    }
    const created: ExerciseBlock = { kind: 'superset', label, members: [i], rounds: sets };
    open.set(label, created);
    blocks.push(created);
  });
  return blocks;
}

/** Whether a set of the exercise at `index` is followed by the rest: on its own always, in a group after its last exercise. */
export function restsAfter(blocks: readonly ExerciseBlock[], index: number): boolean {
  const block = blocks.find((b) => b.members.includes(index));
  return !block || block.kind === 'single' || block.members[block.members.length - 1] === index;
}

/** The exercises in the order the athlete does them: each block's exercises together, blocks in order. */
export function blockOrder(blocks: readonly ExerciseBlock[]): number[] {
  return blocks.flatMap((b) => b.members);
}
