/**
 * Supersets and circuits in the athlete's logger (the rules are src/domain/exercise-groups.ts): a group's header
 * ("Superset A · 3 rounds") and what ticking a set does to the rest timer: nothing at an exercise of a group before
 * its last, the rest after the round at the group's last exercise ("After round 2 of Superset A"), the rest after
 * the exercise for straight sets ("After Back squat"), as before groups. Pure.
 */
import { restsAfter, type ExerciseBlock } from '../../../../src/domain/exercise-groups';
import { trainingText, type TrainingWords } from './i18n/en';

/** A block of exercises done together (a superset or a circuit), with its letter. */
export type GroupBlock = ExerciseBlock & { kind: 'superset' | 'circuit'; label: string };

export const isGroupBlock = (block: ExerciseBlock): block is GroupBlock => block.kind !== 'single' && block.label !== null;

/** The group the exercise at `index` is in; none when it is done on its own. */
export function groupOf(blocks: readonly ExerciseBlock[], index: number): GroupBlock | null {
  const block = blocks.find((b) => b.members.includes(index));
  return block && isGroupBlock(block) ? block : null;
}

/** A group's name: "Superset A", "Circuit B". */
export function groupName(block: GroupBlock, t: Pick<TrainingWords, 'groups'> = trainingText.en): string {
  return block.kind === 'circuit' ? t.groups.circuit(block.label) : t.groups.superset(block.label);
}

/** A group's header: "Superset A · 3 rounds". */
export function blockTitle(block: GroupBlock, t: Pick<TrainingWords, 'groups'> = trainingText.en): string {
  return `${groupName(block, t)} · ${t.groups.rounds(block.rounds)}`;
}

/**
 * What ticking set `setIndex` (from 0) of the exercise at `index`, named `exercise`, starts: null for no rest (an
 * exercise of a group before its last: the next exercise of the round follows at once), else the rest timer's line:
 * the round of the group at its last exercise ("After round 2 of Superset A"), the exercise on its own ("After Back
 * squat").
 */
export function restAfterTick(blocks: readonly ExerciseBlock[], index: number, setIndex: number, exercise: string, t: Pick<TrainingWords, 'groups' | 'logger'> = trainingText.en): string | null {
  if (!restsAfter(blocks, index)) return null;
  const group = groupOf(blocks, index);
  return group ? t.groups.restAfterRound(Math.max(0, setIndex) + 1, groupName(group, t)) : t.logger.restAfter(exercise);
}
