/**
 * The program page's structure: a workout's exercises in the order they are done (src/domain/exercise-groups.ts: a
 * superset's or circuit's exercises together, where its first one stands), each with its group's name ("Superset A",
 * "Circuit B") when it has one. Pure.
 */
import { blockOrder, exerciseBlocks, type GroupedExercise } from '../../../src/domain/exercise-groups';
import { programText } from './i18n/en';

export function exercisesWithGroups<E extends GroupedExercise>(list: readonly E[], t: Pick<typeof programText.en, 'superset' | 'circuit'> = programText.en): { we: E; group: string | null }[] {
  const blocks = exerciseBlocks(list);
  const groups = new Map<number, string>();
  for (const { kind, label, members } of blocks) if (kind !== 'single' && label) for (const i of members) groups.set(i, kind === 'circuit' ? t.circuit(label) : t.superset(label));
  return blockOrder(blocks).map((i) => ({ we: list[i], group: groups.get(i) ?? null }));
}
