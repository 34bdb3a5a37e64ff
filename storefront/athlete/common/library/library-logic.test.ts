import { describe, expect, it } from 'vitest';
import { countByKind, createBody, destinationOf, libraryFilters, parseKind, savedMatches, sameTarget, targetOf } from './library-logic';

const item = (over: Partial<{ kind: 'program' | 'exercise' | 'video'; program_id: number | null; exercise_id: number | null; url: string | null; title: string }>) => ({
  kind: 'program' as const,
  program_id: null,
  exercise_id: null,
  url: null,
  title: 'Something',
  ...over,
});

describe('what a saved item is', () => {
  it('matches a program, an exercise or a video address, and nothing of another kind', () => {
    expect(sameTarget(item({ kind: 'program', program_id: 4 }), { kind: 'program', program_id: 4, title: 'x' })).toBe(true);
    expect(sameTarget(item({ kind: 'program', program_id: 4 }), { kind: 'program', program_id: 5, title: 'x' })).toBe(false);
    expect(sameTarget(item({ kind: 'exercise', exercise_id: 7 }), { kind: 'exercise', exercise_id: 7, title: 'x' })).toBe(true);
    expect(sameTarget(item({ kind: 'exercise', exercise_id: 7 }), { kind: 'program', program_id: 7, title: 'x' })).toBe(false);
    expect(sameTarget(item({ kind: 'video', url: '/uploads/a.mp4' }), { kind: 'video', url: '/uploads/a.mp4', title: 'x' })).toBe(true);
    expect(sameTarget(item({ kind: 'video', url: '/uploads/a.mp4' }), { kind: 'video', url: '/uploads/b.mp4', title: 'x' })).toBe(false);
  });

  it('finds every copy of a target saved twice, and none without a library yet', () => {
    const items = [item({ kind: 'program', program_id: 1 }), item({ kind: 'exercise', exercise_id: 1 }), item({ kind: 'program', program_id: 1 })];
    expect(savedMatches(items, { kind: 'program', program_id: 1, title: 'x' })).toHaveLength(2);
    expect(savedMatches(undefined, { kind: 'program', program_id: 1, title: 'x' })).toEqual([]);
  });

  it('builds the body that saves a target, its title trimmed to the contract', () => {
    expect(createBody({ kind: 'program', program_id: 4, title: ' 10K Run Builder ' })).toEqual({ kind: 'program', program_id: 4, exercise_id: null, url: null, title: '10K Run Builder' });
    expect(createBody({ kind: 'exercise', exercise_id: 2, title: 'Romanian deadlift' })).toMatchObject({ kind: 'exercise', exercise_id: 2, program_id: null });
    expect(createBody({ kind: 'video', url: '/uploads/x.mp4', title: 'Squat (video)', exercise_id: 1 })).toMatchObject({ kind: 'video', url: '/uploads/x.mp4', exercise_id: 1 });
    expect(createBody({ kind: 'program', program_id: 1, title: 'x'.repeat(300) }).title).toHaveLength(200);
  });

  it('turns a saved item back into what it saves (for undo), or null when it lost its target', () => {
    expect(targetOf(item({ kind: 'program', program_id: 3, title: 'Burn' }))).toEqual({ kind: 'program', program_id: 3, title: 'Burn' });
    expect(targetOf(item({ kind: 'exercise', exercise_id: 9, title: 'Row' }))).toEqual({ kind: 'exercise', exercise_id: 9, title: 'Row' });
    expect(targetOf(item({ kind: 'program', program_id: null }))).toBeNull();
  });
});

describe('the library page', () => {
  it('counts items per kind', () => {
    const counts = countByKind([{ kind: 'program' }, { kind: 'exercise' }, { kind: 'exercise' }]);
    expect(counts).toEqual({ all: 3, program: 1, exercise: 2, video: 0 });
    expect(countByKind(undefined).all).toBe(0);
  });

  it('filters by kind and searches the title with the contains operator', () => {
    expect(libraryFilters('all', '')).toEqual([]);
    expect(libraryFilters('all', '   ')).toEqual([]);
    expect(libraryFilters('exercise', '')).toEqual([{ field: 'kind', op: 'eq', value: 'exercise' }]);
    expect(libraryFilters('program', ' run, 10k ')).toEqual([
      { field: 'kind', op: 'eq', value: 'program' },
      { field: 'title', op: 'cs', value: 'run, 10k' },
    ]);
  });

  it('reads the tab from the address', () => {
    expect(parseKind('video')).toBe('video');
    expect(parseKind('programs')).toBe('all');
    expect(parseKind(null)).toBe('all');
  });

  it('opens a program on its page, an exercise in its details and a video at its address', () => {
    expect(destinationOf(item({ kind: 'program', program_id: 4 }))).toEqual({ kind: 'route', to: '/athlete/program/4' });
    expect(destinationOf(item({ kind: 'exercise', exercise_id: 2 }))).toEqual({ kind: 'exercise', exerciseId: 2 });
    expect(destinationOf(item({ kind: 'video', url: 'https://videos.example/squat' }))).toEqual({ kind: 'external', href: 'https://videos.example/squat' });
    expect(destinationOf(item({ kind: 'video', url: '/uploads/2026/01/a.mp4' }))).toEqual({ kind: 'external', href: '/uploads/2026/01/a.mp4' });
    expect(destinationOf(item({ kind: 'program', program_id: null }))).toBeNull();
  });

  it('never opens a script or data address', () => {
    // Where a saved link may go is the URL policy's (src/domain/url-policy.ts).
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '//elsewhere.example/x', '/\\elsewhere.example/x', '']) {
      expect(destinationOf(item({ kind: 'video', url })), url).toBeNull();
    }
  });
});
