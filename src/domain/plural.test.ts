import { describe, expect, it } from 'vitest';
import { count } from './plural';

describe('count', () => {
  const changes = { one: '# change', other: '# changes' };

  it('uses English plural rules: one for 1 only', () => {
    expect([0, 1, 2, 21].map((n) => count('en', n, changes))).toEqual(['0 changes', '1 change', '2 changes', '21 changes']);
  });

  it('uses French plural rules: one for 0 and 1', () => {
    const fr = { one: '# modification', other: '# modifications' };
    expect([0, 1, 2].map((n) => count('fr', n, fr))).toEqual(['0 modification', '1 modification', '2 modifications']);
  });

  it('falls back to other when the language picks a form not given', () => {
    expect(count('en', 1, { other: '# items' })).toBe('1 items');
  });
});
