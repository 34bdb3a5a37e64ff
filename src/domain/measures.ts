/**
 * What an exercise's sets record (its `measure`, the contract's WorkoutExercise): bodyweight reps, reps with a load,
 * a time (a plank held, an interval worked) or a distance with the time it took (a run). One place for what each
 * measure requires of a logged set, shared by the server's check of a log and by the athlete's logger; and how a
 * time and a distance are typed and shown. Pure.
 */
export const MEASURES = ['reps', 'reps_load', 'time', 'distance'] as const;
export type Measure = (typeof MEASURES)[number];

/** A logged set's fields a measure reads (the contract's WorkoutSet). */
export type SetField = 'reps' | 'weight' | 'seconds' | 'distance_m' | 'rpe';

/** Each measure's fields, in the order the logger shows them; the first is required. */
export const MEASURE_FIELDS: Readonly<Record<Measure, readonly SetField[]>> = {
  reps: ['reps', 'rpe'],
  reps_load: ['reps', 'weight', 'rpe'],
  time: ['seconds', 'rpe'],
  distance: ['distance_m', 'seconds', 'rpe'],
};

/** What a set must carry for its measure (a set naming no exercise counts as reps, as logs did before measures). */
export const requiredField = (measure: Measure | null | undefined): SetField => MEASURE_FIELDS[measure ?? 'reps_load'][0];

export const isMeasure = (value: unknown): value is Measure => typeof value === 'string' && (MEASURES as readonly string[]).includes(value);

/** The field a set lacks for its measure, or null when it has what the measure records. */
export function missingField(set: Partial<Record<SetField, unknown>>, measure: Measure | null | undefined): SetField | null {
  const field = requiredField(measure);
  return set[field] === null || set[field] === undefined ? field : null;
}

/** A prescription's words for a time: "0:45", "1:30", "1:00:00" (seconds as the clock shows them). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * A time as people type it: "45" (seconds), "1:30" (minutes and seconds), "1:02:03" (hours too); blank is null,
 * anything else NaN.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d{1,5}$/.test(t)) return Number(t);
  const m = /^(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d)$/.exec(t);
  if (!m) return NaN;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** A distance in metres as shown: "800 m" below a kilometre, "5 km", "10.5 km" above. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${Math.round(metres / 10) / 100} km`;
}

/** A pace (time per kilometre) as the clock shows it: "5:30 /km"; null without a distance or a time. */
export function pacePerKm(metres: number | null | undefined, seconds: number | null | undefined): string | null {
  if (!metres || metres <= 0 || !seconds || seconds <= 0) return null;
  return `${formatDuration((seconds * 1000) / metres)} /km`;
}
