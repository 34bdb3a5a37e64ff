/** How the plan's parts are named on screen, in the words and the locale given. Pure. */
import { trainingText, type TrainingWords } from '../../../src/i18n/en/athlete/training';

type DayWords = Pick<TrainingWords, 'day' | 'dayTitled'>;

/**
 * "Day 3", or "Day 3: Upper body" when the workout has a title of its own. A workout still named by its day (the
 * builder's default, in English or in the reader's language) is named in the reader's language.
 */
export function workoutTitle(w: { day: number; title: string }, t: DayWords = trainingText.en): string {
  return w.title === t.day(w.day) || w.title === trainingText.en.day(w.day) ? t.day(w.day) : t.dayTitled(w.day, w.title);
}

/** "Phase 1 · Day 3". */
export function workoutLabel(split: { title: string } | undefined, w: { day: number; title: string }, t: DayWords = trainingText.en): string {
  return split ? `${split.title} · ${workoutTitle(w, t)}` : workoutTitle(w, t);
}

/** A moment for people: "Jun 3, 2026, 8:05 AM" / "3 juin 2026, 08:05". */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A short day for an axis: "Jun 3" / "3 juin". */
export function formatShortDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}
