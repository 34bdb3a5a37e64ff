import { describe, expect, it } from 'vitest';
import fr from '../../../../src/app/generated/translations-fr';
import { addTranslations, textIn } from '../../../../src/i18n/text';
import { viewProgramText } from './i18n/en';
import { prescriptionText, targetText } from './prescription';

describe('a prescription in one line', () => {
  it('gives sets times reps for the rep measures, and for a row made before measures', () => {
    expect(prescriptionText({ sets: 4, measure: 'reps_load', reps: '8-10' })).toBe('4 × 8-10');
    expect(prescriptionText({ sets: 3, measure: 'reps', reps: 'AMRAP', target_seconds: 30 })).toBe('3 × AMRAP');
    expect(prescriptionText({ sets: 3, reps: '10' })).toBe('3 × 10');
  });

  it('gives a time per set as the clock shows it', () => {
    expect(prescriptionText({ sets: 3, measure: 'time', reps: '10', target_seconds: 45 })).toBe('3 × 0:45');
    expect(prescriptionText({ sets: 2, measure: 'time', target_seconds: 3723 })).toBe('2 × 1:02:03');
  });

  it('gives a distance with the time to cover it, when there is one', () => {
    expect(prescriptionText({ sets: 1, measure: 'distance', target_distance_m: 5000, target_seconds: 1500 })).toBe('1 × 5 km in 25:00');
    expect(prescriptionText({ sets: 6, measure: 'distance', target_distance_m: 400, target_seconds: null })).toBe('6 × 400 m');
  });

  it('names what the athlete logs when the target is left empty', () => {
    expect(targetText({ measure: 'time', target_seconds: null })).toBe('time');
    expect(targetText({ measure: 'distance', target_distance_m: null, target_seconds: 600 })).toBe('distance in 10:00');
  });

  it('says it in French', () => {
    addTranslations('fr', fr);
    const t = textIn(viewProgramText, 'fr');
    expect(prescriptionText({ sets: 1, measure: 'distance', target_distance_m: 5000, target_seconds: 1500 }, t)).toBe('1 × 5 km en 25:00');
    expect(targetText({ measure: 'time' }, t)).toBe('durée');
  });
});
