import { describe, expect, it } from 'vitest';
import { trainingFr } from './i18n/fr';
import { formatDateTime, formatShortDate } from '../../../../src/ui/format';
import { workoutLabel, workoutTitle } from './plan-labels';

describe('workout names', () => {
  it('names a workout by its day, with its own title when it has one', () => {
    expect(workoutTitle({ day: 3, title: 'Day 3' })).toBe('Day 3');
    expect(workoutTitle({ day: 3, title: 'Upper body' })).toBe('Day 3: Upper body');
    expect(workoutLabel({ title: 'Phase 1' }, { day: 1, title: 'Day 1' })).toBe('Phase 1 · Day 1');
    expect(workoutLabel(undefined, { day: 5, title: 'Long run' })).toBe('Day 5: Long run');
  });

  it('names a workout still called by its day in the reader’s language', () => {
    expect(workoutTitle({ day: 3, title: 'Day 3' }, trainingFr)).toBe('Jour 3');
    expect(workoutTitle({ day: 3, title: 'Jour 3' }, trainingFr)).toBe('Jour 3');
    expect(workoutLabel({ title: 'Phase 1' }, { day: 1, title: 'Haut du corps' }, trainingFr)).toBe('Phase 1 · Jour 1 : Haut du corps');
  });

  it('writes moments in the language given', () => {
    const iso = '2026-06-03T08:05:00Z';
    expect(formatShortDate(iso, 'en')).toMatch(/^Jun \d$/);
    expect(formatShortDate(iso, 'fr')).toMatch(/^\d juin$/);
    expect(formatDateTime(iso, 'fr')).toMatch(/^\d juin 2026/);
  });
});
