import { describe, expect, it } from 'vitest';
import { blockOrder, exerciseBlocks, restsAfter } from './exercise-groups';

const ex = (group_label: string | null, sets = 3) => ({ group_label, sets });

describe('exerciseBlocks', () => {
  it('keeps straight sets as blocks of their own', () => {
    expect(exerciseBlocks([ex(null), ex(null, 4)])).toEqual([
      { kind: 'single', label: null, members: [0], rounds: 3 },
      { kind: 'single', label: null, members: [1], rounds: 4 },
    ]);
  });

  it('makes two exercises with a letter a superset and three a circuit, with the most sets as rounds', () => {
    const blocks = exerciseBlocks([ex('A', 3), ex('A', 4), ex(null), ex('B', 2), ex('B', 3), ex('B', 3)]);
    expect(blocks).toEqual([
      { kind: 'superset', label: 'A', members: [0, 1], rounds: 4 },
      { kind: 'single', label: null, members: [2], rounds: 3 },
      { kind: 'circuit', label: 'B', members: [3, 4, 5], rounds: 3 },
    ]);
  });

  it('gathers a group where its first exercise stands, and treats a letter alone or unknown as straight sets', () => {
    const blocks = exerciseBlocks([ex('A'), ex(null), ex('A'), ex('C'), ex('Z')]);
    expect(blocks.map((b) => [b.kind, b.label, b.members])).toEqual([
      ['superset', 'A', [0, 2]],
      ['single', null, [1]],
      ['single', null, [3]],
      ['single', null, [4]],
    ]);
    expect(blockOrder(blocks)).toEqual([0, 2, 1, 3, 4]);
  });
});

describe('restsAfter', () => {
  const blocks = exerciseBlocks([ex('A'), ex('A'), ex(null), ex('B'), ex('B'), ex('B')]);
  it('rests after each round of a group (its last exercise), and after every set on its own', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => restsAfter(blocks, i))).toEqual([false, true, true, false, false, true]);
  });
});
