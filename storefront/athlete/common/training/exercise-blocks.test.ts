import { describe, expect, it } from 'vitest';
import { exerciseBlocks } from '../../../../src/domain/exercise-groups';
import { blockTitle, groupName, groupOf, isGroupBlock, restAfterTick, type GroupBlock } from './exercise-blocks';
import { trainingText } from './i18n/en';
import { trainingFr } from './i18n/fr';

const ex = (group_label: string | null, sets = 3) => ({ group_label, sets });
const FR = trainingFr;

// A superset (0, 1), straight sets (2), a circuit (3, 4, 5), and a letter alone (6: straight sets).
const blocks = exerciseBlocks([ex('A', 3), ex('A', 3), ex(null, 5), ex('B', 4), ex('B', 2), ex('B', 4), ex('C')]);

describe('a workout’s groups in the logger', () => {
  it('tells the groups from the exercises done on their own', () => {
    expect(blocks.map(isGroupBlock)).toEqual([true, false, true, false]);
    expect(groupOf(blocks, 1)?.label).toBe('A');
    expect(groupOf(blocks, 4)?.kind).toBe('circuit');
    expect(groupOf(blocks, 2)).toBeNull();
    expect(groupOf(blocks, 6)).toBeNull();
    expect(groupOf(blocks, 99)).toBeNull();
  });

  it('heads a group with its kind, its letter and its rounds, in English and French', () => {
    const [superset, , circuit] = blocks as GroupBlock[];
    expect(blockTitle(superset)).toBe('Superset A · 3 rounds');
    expect(blockTitle(circuit)).toBe('Circuit B · 4 rounds');
    expect(blockTitle({ ...superset, rounds: 1 })).toBe('Superset A · 1 round');
    expect(blockTitle(superset, FR)).toBe('Superset A · 3 tours');
    expect(blockTitle(circuit, FR)).toBe('Circuit B · 4 tours');
    expect(blockTitle({ ...circuit, rounds: 1 }, FR)).toBe('Circuit B · 1 tour');
    expect(groupName(circuit)).toBe('Circuit B');
    expect(trainingText.en.groups.inTurn).toBe('One set of each in turn, then rest');
  });
});

describe('the rest after a ticked set', () => {
  it('starts no rest between the exercises of a group', () => {
    expect(restAfterTick(blocks, 0, 0, 'Push-up')).toBeNull();
    expect(restAfterTick(blocks, 3, 1, 'Burpee')).toBeNull();
    expect(restAfterTick(blocks, 4, 1, 'Plank')).toBeNull();
  });

  it('rests after a round at the group’s last exercise, said as the round', () => {
    expect(restAfterTick(blocks, 1, 1, 'Row')).toBe('After round 2 of Superset A');
    expect(restAfterTick(blocks, 5, 0, 'Hollow hold')).toBe('After round 1 of Circuit B');
    expect(restAfterTick(blocks, 5, 3, 'Hollow hold', FR)).toBe('Après le tour 4 du Circuit B');
  });

  it('rests after every set of an exercise on its own, said as the exercise (as before groups)', () => {
    expect(restAfterTick(blocks, 2, 4, 'Back squat')).toBe('After Back squat');
    expect(restAfterTick(blocks, 6, 0, 'Lunge')).toBe('After Lunge');
    expect(restAfterTick(blocks, 2, 0, 'Pull-up', FR)).toBe('Après Pull-up');
    expect(restAfterTick(exerciseBlocks([ex(null)]), 0, 0, 'Back squat')).toBe('After Back squat');
  });
});
