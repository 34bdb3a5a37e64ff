/**
 * Supersets and circuits in the builder (the contract's WorkoutExercise `group_label`, src/domain/exercise-groups.ts):
 * how each exercise of a workout shows its group — the group's letter and colour band, the caption its first exercise
 * carries ("Superset A · 4 rounds"), and the hint of a letter no other exercise has. The rows keep the workout's order;
 * a group whose exercises are apart says so in its caption. Pure.
 */
import { exerciseBlocks, isGroupLabel, type BlockKind, type ExerciseBlock, type GroupedExercise, type GroupLabel } from '../../../src/domain/exercise-groups';
import type { builderText } from './i18n/en';

type GroupWords = Pick<(typeof builderText.en)['exercise']['groups'], 'superset' | 'circuit' | 'rounds' | 'apart'>;

/** How one exercise of the workout shows its group. */
export interface ExerciseGrouping {
  /** The letter of its group (two exercises or more); null on its own. */
  label: GroupLabel | null;
  kind: BlockKind;
  /** Its group's caption, on the group's first exercise only. */
  caption: string | null;
  /** A letter it has and no other exercise of the workout has (straight sets until a second one gets it). */
  alone: GroupLabel | null;
}

export const NO_GROUPING: ExerciseGrouping = { label: null, kind: 'single', caption: null, alone: null };

/** Each letter's band colour (mid shades, read in light and dark modes; the letter and caption say it in words too). */
export const GROUP_COLOURS: Record<GroupLabel, string> = {
  A: '#5c6bc0',
  B: '#ff7043',
  C: '#26a69a',
  D: '#ab47bc',
  E: '#ffa000',
  F: '#78909c',
};

/** Whether a group's exercises are not one after another in the list. */
export const isApart = (block: ExerciseBlock) => block.members.some((m, i) => i > 0 && m !== block.members[i - 1] + 1);

/** "Superset A · 4 rounds", "Circuit B · 3 rounds · done together, though apart in the list"; null for an exercise on its own. */
export function blockCaption(block: ExerciseBlock, words: GroupWords): string | null {
  if (block.kind === 'single' || !block.label) return null;
  const parts = [block.kind === 'circuit' ? words.circuit(block.label) : words.superset(block.label), words.rounds(block.rounds)];
  if (isApart(block)) parts.push(words.apart);
  return parts.join(' · ');
}

/** How each exercise shows its group (`exercises` in the workout's order, the result in the same order). */
export function exerciseGroupings(exercises: readonly GroupedExercise[], words: GroupWords): ExerciseGrouping[] {
  const out: ExerciseGrouping[] = exercises.map((e) => ({ ...NO_GROUPING, alone: isGroupLabel(e.group_label) ? e.group_label : null }));
  for (const block of exerciseBlocks(exercises)) {
    const { label, kind } = block;
    if (kind === 'single' || !isGroupLabel(label)) continue;
    const caption = blockCaption(block, words);
    block.members.forEach((m, i) => {
      out[m] = { label, kind, caption: i === 0 ? caption : null, alone: null };
    });
  }
  return out;
}
