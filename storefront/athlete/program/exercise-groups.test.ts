import { describe, expect, it } from 'vitest';
import { exercisesWithGroups } from './exercise-groups';
import { programFr } from './i18n/fr';

const ex = (name: string, group_label: string | null = null, sets = 3) => ({ name, group_label, sets });
const view = (rows: { we: { name: string }; group: string | null }[]) => rows.map(({ we, group }) => [we.name, group]);

describe('a workout’s exercises on the program page', () => {
  it('names each exercise’s group: two make a superset, three a circuit', () => {
    const rows = exercisesWithGroups([ex('Squat'), ex('Bench', 'A'), ex('Row', 'A'), ex('Burpee', 'B'), ex('Plank', 'B'), ex('Hollow hold', 'B')]);
    expect(view(rows)).toEqual([
      ['Squat', null],
      ['Bench', 'Superset A'],
      ['Row', 'Superset A'],
      ['Burpee', 'Circuit B'],
      ['Plank', 'Circuit B'],
      ['Hollow hold', 'Circuit B'],
    ]);
    expect(view(exercisesWithGroups([ex('Bench', 'A'), ex('Row', 'A')], programFr))).toEqual([
      ['Bench', 'Superset A'],
      ['Row', 'Superset A'],
    ]);
  });

  it('lists a group’s exercises together where its first stands, and a letter alone as straight sets', () => {
    const rows = exercisesWithGroups([ex('Bench', 'A'), ex('Squat'), ex('Row', 'A'), ex('Curl', 'C')]);
    expect(view(rows)).toEqual([
      ['Bench', 'Superset A'],
      ['Row', 'Superset A'],
      ['Squat', null],
      ['Curl', null],
    ]);
  });

  it('keeps the order of a workout without groups', () => {
    expect(view(exercisesWithGroups([ex('Squat'), ex('Bench'), ex('Row')]))).toEqual([
      ['Squat', null],
      ['Bench', null],
      ['Row', null],
    ]);
  });
});
