import { describe, expect, it } from 'vitest';
import fr from '../../../src/app/generated/translations-fr';
import { exerciseBlocks } from '../../../src/domain/exercise-groups';
import { addTranslations, textIn } from '../../../src/i18n/text';
import { builderText } from './i18n/en';
import { blockCaption, exerciseGroupings, NO_GROUPING } from './group-form';

const en = builderText.en.exercise.groups;
const ex = (group_label: string | null, sets = 3) => ({ group_label, sets });

describe("a group's caption", () => {
  it('names a superset or a circuit by its letter and its rounds (the most sets among its exercises)', () => {
    const blocks = exerciseBlocks([ex('A', 4), ex('A', 3), ex('B'), ex('B', 2), ex('B'), ex(null)]);
    expect(blocks.map((b) => blockCaption(b, en))).toEqual(['Superset A · 4 rounds', 'Circuit B · 3 rounds', null]);
  });

  it('says one round in the singular', () => {
    expect(blockCaption(exerciseBlocks([ex('C', 1), ex('C', 1)])[0], en)).toBe('Superset C · 1 round');
  });

  it('says when the exercises done together are apart in the list', () => {
    expect(blockCaption(exerciseBlocks([ex('A', 4), ex(null), ex('A', 3)])[0], en)).toBe('Superset A · 4 rounds · done together, though apart in the list');
  });

  it('is in French with the French words', () => {
    addTranslations('fr', fr);
    const words = textIn(builderText, 'fr').exercise.groups;
    const blocks = exerciseBlocks([ex('A', 4), ex('A', 4), ex('B'), ex('B'), ex('B')]);
    expect(blocks.map((b) => blockCaption(b, words))).toEqual(['Superset A · 4 tours', 'Circuit B · 3 tours']);
    expect(blockCaption(exerciseBlocks([ex('A', 1), ex(null), ex('A', 1)])[0], words)).toBe('Superset A · 1 tour · faits ensemble, bien que séparés dans la liste');
  });
});

describe("each exercise's grouping", () => {
  it('keeps the order; the caption on the first exercise of a group; a letter alone is a hint, not a group', () => {
    expect(exerciseGroupings([ex(null), ex('A', 4), ex('B'), ex('A', 2), ex('F')], en)).toEqual([
      NO_GROUPING,
      { label: 'A', kind: 'superset', caption: 'Superset A · 4 rounds · done together, though apart in the list', alone: null },
      { ...NO_GROUPING, alone: 'B' },
      { label: 'A', kind: 'superset', caption: null, alone: null },
      { ...NO_GROUPING, alone: 'F' },
    ]);
  });

  it('makes a circuit of three exercises or more; a letter outside A-F is no group', () => {
    const groupings = exerciseGroupings([ex('C'), ex('C'), ex('C', 5), ex('Z'), ex('Z')], en);
    expect(groupings.map((g) => [g.label, g.kind, g.caption])).toEqual([
      ['C', 'circuit', 'Circuit C · 5 rounds'],
      ['C', 'circuit', null],
      ['C', 'circuit', null],
      [null, 'single', null],
      [null, 'single', null],
    ]);
    expect(groupings[3].alone).toBeNull();
  });
});
