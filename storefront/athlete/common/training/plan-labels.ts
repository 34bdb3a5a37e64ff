/** How the plan's parts are named on screen, in the words and the locale given. Pure. */
import { trainingText, type TrainingWords } from './i18n/en';
import { workoutTitle as titleOf } from '../../../../src/ui/workout-title';

type DayWords = Pick<TrainingWords, 'day' | 'dayTitled'>;

/**
 * "Day 3", or "Day 3: Upper body" when the workout has a title of its own. A workout still named by its day (the
 * builder's default, in English or in the reader's language) is named in the reader's language.
 */
export function workoutTitle(w: { day: number; title: string }, t: DayWords = trainingText.en): string {
  return titleOf(w, { day: t.day, titled: t.dayTitled });
}

/** "Phase 1 · Day 3". */
export function workoutLabel(split: { title: string } | undefined, w: { day: number; title: string }, t: DayWords = trainingText.en): string {
  return split ? `${split.title} · ${workoutTitle(w, t)}` : workoutTitle(w, t);
}

