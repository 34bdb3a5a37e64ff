import { describe, expect, it } from 'vitest';
import { trainingFr } from './i18n/fr';
import { formatDateTime, formatShortDate } from '../../../../src/ui/format';
import { todayText, whenText, workoutLabel, workoutTitle } from './plan-labels';

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

describe('what the header says', () => {
  it('says today’s plan: its workouts, a rest day, or the program complete', () => {
    expect(todayText({ kind: 'train', workouts: [{ day: 1, title: 'Day 1' }] })).toBe('Day 1');
    expect(todayText({ kind: 'train', workouts: [{ day: 3, title: 'Day 3' }, { day: 3, title: 'Easy run' }] })).toBe('Day 3, Day 3: Easy run');
    expect(todayText({ kind: 'rest' })).toBe('Rest day');
    expect(todayText({ kind: 'complete' })).toBe('Program complete');
    expect(todayText({ kind: 'rest' }, trainingFr)).toBe('Jour de repos');
    expect(todayText({ kind: 'train', workouts: [{ day: 2, title: 'Day 2' }] }, trainingFr)).toBe('Jour 2');
  });

  it('says when the workout up next falls', () => {
    expect(whenText({ kind: 'today' })).toBe('Today');
    expect(whenText({ kind: 'tomorrow' })).toBe('Tomorrow');
    expect(whenText({ kind: 'missed', day: 2 })).toBe('Day 2 of this week, still to do');
    expect(whenText({ kind: 'on', week: 3, day: 5 })).toBe('Day 5 of week 3');
    expect(whenText({ kind: 'on', week: 3, day: 5 }, trainingFr)).toBe('Jour 5 de la semaine 3');
    expect(whenText({ kind: 'today' }, trainingFr)).toBe('Aujourd’hui');
  });
});
