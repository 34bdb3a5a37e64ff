import { describe, expect, it } from 'vitest';
import { newRow, parseNumber, prefillRows, rowToSet, setsToSave, targetReps, validateRow, videoKind, type SetRow } from './set-log';
import { trainingText } from './i18n/en';
import { trainingFr } from './i18n/fr';
import { SET_LIMITS } from './training-config';

const M = trainingText.en.messages;

const row = (over: Partial<SetRow>): SetRow => ({ ...newRow(), ...over });

describe('prefill', () => {
  it('reads the reps to prefill from a prescription', () => {
    expect(targetReps('10')).toBe(10);
    expect(targetReps('8-10')).toBe(8);
    expect(targetReps(' 12 reps')).toBe(12);
    expect(targetReps('30s')).toBeNull();
    expect(targetReps('AMRAP')).toBeNull();
    expect(targetReps(null)).toBeNull();
  });
  it('makes one row per prescribed set, with last session’s weights', () => {
    const rows = prefillRows({ sets: 3, reps: '8-10' }, [{ reps: 10, weight: 40 }, { reps: 8, weight: 42.5 }]);
    expect(rows.map((r) => [r.reps, r.weight, r.done])).toEqual([['8', '40', false], ['8', '42.5', false], ['8', '42.5', false]]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(prefillRows({ sets: 2, reps: '30s' }).map((r) => [r.reps, r.weight])).toEqual([['', ''], ['', '']]);
    expect(prefillRows({ sets: null, reps: '5' })).toHaveLength(1);
  });
});

describe('a set row', () => {
  it('parses numbers as people type them', () => {
    expect(parseNumber(' 42,5 ')).toBe(42.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-3')).toBeNaN();
    expect(parseNumber('ten')).toBeNaN();
  });
  it('is checked like the contract checks a logged set', () => {
    expect(validateRow(row({ reps: '10', weight: '40', rpe: '8' }))).toEqual({});
    expect(validateRow(row({ reps: '' }))).toEqual({ reps: M.repsRequired });
    expect(validateRow(row({ reps: '7.5' }))).toEqual({ reps: M.repsInvalid(SET_LIMITS.maxReps) });
    expect(validateRow(row({ reps: '5', weight: '2500', rpe: '11', notes: 'x'.repeat(501) }))).toEqual({ weight: 'Weight is a number from 0 to 2000', rpe: 'RPE is from 1 to 10', notes: 'Notes are at most 500 characters' });
    expect(validateRow(row({ reps: '5', rpe: '0.5' }))).toEqual({ rpe: M.rpeInvalid(1, 10) });
  });
  it('says what is wrong in the language it is given', () => {
    expect(validateRow(row({ reps: '' }), trainingFr.messages)).toEqual({ reps: 'Saisissez les répétitions' });
    expect(validateRow(row({ reps: '5', rpe: '11' }), trainingFr.messages)).toEqual({ rpe: 'Le RPE va de 1 à 10' });
    expect(setsToSave([[row({ reps: '10' })]], [], trainingFr.messages)).toEqual({ error: trainingFr.messages.noSetsDone });
  });
  it('becomes a logged set, blanks as null', () => {
    expect(rowToSet(row({ reps: '10', weight: '42,5', rpe: '8.5', notes: ' easy ' }))).toEqual({ reps: 10, weight: 42.5, rpe: 8.5, notes: 'easy' });
    expect(rowToSet(row({ reps: '12' }))).toEqual({ reps: 12, weight: null, rpe: null, notes: null });
  });
});

describe('setsToSave', () => {
  it('saves the ticked rows in the workout’s order', () => {
    const a = [row({ reps: '10', weight: '40', done: true }), row({ reps: '10', weight: '40', done: false })];
    const b = [row({ reps: '8', weight: '20', rpe: '9', done: true })];
    expect(setsToSave([a, b])).toEqual({ sets: [{ reps: 10, weight: 40, rpe: null, notes: null }, { reps: 8, weight: 20, rpe: 9, notes: null }] });
  });
  it('names each set’s exercise when the workout’s exercise ids are given', () => {
    const a = [row({ reps: '10', weight: '40', done: true })];
    const b = [row({ reps: '8', done: true }), row({ reps: '8', done: true })];
    expect(setsToSave([a, b], [11, 12])).toEqual({
      sets: [
        { exercise_id: 11, reps: 10, weight: 40, rpe: null, notes: null },
        { exercise_id: 12, reps: 8, weight: null, rpe: null, notes: null },
        { exercise_id: 12, reps: 8, weight: null, rpe: null, notes: null },
      ],
    });
  });
  it('says why nothing can be saved', () => {
    expect(setsToSave([[row({ reps: '10' })]])).toEqual({ error: M.noSetsDone });
    expect(setsToSave([[row({ reps: '', done: true })]])).toEqual({ error: M.fixSets });
    expect(setsToSave([Array.from({ length: 101 }, () => row({ reps: '1', done: true }))])).toEqual({ error: 'A workout log holds at most 100 sets.' });
  });
});

describe('videoKind', () => {
  it('plays files, links pages and refuses other schemes', () => {
    expect(videoKind('https://cdn.example.com/squat.mp4')).toBe('file');
    expect(videoKind('/uploads/abc/squat.webm?x=1')).toBe('file');
    expect(videoKind('https://www.youtube.com/watch?v=abc')).toBe('link');
    expect(videoKind('javascript:alert(1)')).toBeNull();
    expect(videoKind('/\\evil.test/squat.mp4')).toBeNull();
    expect(videoKind('//evil.test/squat')).toBeNull();
    expect(videoKind(null)).toBeNull();
  });
});

describe('a set by its exercise’s measure', () => {
  it('prefills the target: a time as a clock, a distance in kilometres with its time', () => {
    expect(prefillRows({ sets: 2, reps: '45s', measure: 'time', target_seconds: 45 }).map((r) => [r.reps, r.time, r.distance])).toEqual([
      ['', '0:45', ''],
      ['', '0:45', ''],
    ]);
    expect(prefillRows({ sets: 1, reps: '5 km', measure: 'distance', target_seconds: 1500, target_distance_m: 5000 }).map((r) => [r.time, r.distance])).toEqual([['25:00', '5']]);
    // A bodyweight exercise carries no weight over from the last session.
    expect(prefillRows({ sets: 1, reps: '12', measure: 'reps' }, [{ reps: 12, weight: 10 }]).map((r) => [r.reps, r.weight])).toEqual([['12', '']]);
  });

  it('asks for what the measure records, and checks it', () => {
    expect(validateRow(row({ time: '' }), M, 'kg', 'time')).toEqual({ time: M.timeRequired });
    expect(validateRow(row({ time: '1:75' }), M, 'kg', 'time')).toEqual({ time: M.timeInvalid });
    expect(validateRow(row({ time: '0:50', reps: '' }), M, 'kg', 'time')).toEqual({});
    expect(validateRow(row({ distance: '' }), M, 'kg', 'distance')).toEqual({ distance: M.distanceRequired });
    expect(validateRow(row({ distance: 'far' }), M, 'kg', 'distance')).toEqual({ distance: M.distanceInvalid(SET_LIMITS.maxDistanceM / 1000) });
    expect(validateRow(row({ distance: '5', time: '' }), M, 'kg', 'distance')).toEqual({});
    expect(validateRow(row({ reps: '', weight: 'x' }), M, 'kg', 'reps')).toEqual({ reps: M.repsRequired });
  });

  it('keeps only the measure’s fields: seconds, metres, reps', () => {
    expect(rowToSet(row({ time: '1:05', rpe: '8', reps: '3' }), 'kg', 'time')).toEqual({ seconds: 65, rpe: 8, notes: null });
    expect(rowToSet(row({ distance: '5.2', time: '26:00' }), 'kg', 'distance')).toEqual({ distance_m: 5200, seconds: 1560, rpe: null, notes: null });
    expect(rowToSet(row({ distance: '3', time: '' }), 'kg', 'distance')).toEqual({ distance_m: 3000, seconds: null, rpe: null, notes: null });
    expect(rowToSet(row({ reps: '12', weight: '20' }), 'kg', 'reps')).toEqual({ reps: 12, rpe: null, notes: null });
    const saved = setsToSave(
      [[row({ time: '0:45', done: true })], [row({ reps: '10', weight: '100', done: true })]],
      [7, 8],
      M,
      'lb',
      ['time', 'reps_load'],
    );
    expect(saved).toEqual({ sets: [{ exercise_id: 7, seconds: 45, rpe: null, notes: null }, { exercise_id: 8, reps: 10, weight: 45.36, rpe: null, notes: null }] });
    expect(setsToSave([[row({ time: '', done: true })]], [7], M, 'kg', ['time'])).toEqual({ error: M.fixSets });
  });
});
