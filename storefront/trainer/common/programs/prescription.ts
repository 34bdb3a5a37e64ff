/**
 * A workout exercise's prescription in one line, by its measure: "4 × 8-10" (reps), "3 × 0:45" (a time per set),
 * "1 × 5 km in 25:00" (a distance, with the time to cover it). A target left empty is named by what the athlete
 * logs ("3 × time"). Pure: the words are given.
 */
import { formatDistance, formatDuration, isMeasure } from '../../../../src/domain/measures';
import { viewProgramText } from './i18n/en';

type Words = typeof viewProgramText.en;

export interface Prescribed {
  sets?: number | null;
  measure?: string | null;
  reps?: string | null;
  target_seconds?: number | null;
  target_distance_m?: number | null;
}

/** The target of one set: "8-10", "0:45", "5 km in 25:00", "5 km". */
export function targetText(p: Prescribed, t: Words = viewProgramText.en): string {
  const measure = isMeasure(p.measure) ? p.measure : 'reps_load';
  const time = p.target_seconds == null ? null : formatDuration(p.target_seconds);
  if (measure === 'time') return time ?? t.anyTime;
  if (measure === 'distance') {
    const distance = p.target_distance_m == null ? t.anyDistance : formatDistance(p.target_distance_m);
    return time ? t.distanceIn(distance, time) : distance;
  }
  return p.reps || '—';
}

/** Sets times the target: "3 × 0:45". */
export const prescriptionText = (p: Prescribed, t: Words = viewProgramText.en) => `${p.sets ?? 1} × ${targetText(p, t)}`;
