/** How the plan's parts, today's plan and when a workout falls are named on screen, in the words given. Pure. */
import { trainingText, type TrainingWords } from './i18n/en';
import { workoutTitle as titleOf } from '../../../../src/ui/workout-title';
import type { NextWhen, TodayPlan } from './current-position';

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

/** Today's plan: its workouts ("Day 1", "Day 3, Day 3: Run"), "Rest day", or "Program complete". */
export function todayText(today: TodayPlan<{ day: number; title: string }>, t: DayWords & Pick<TrainingWords, 'restDay' | 'programComplete'> = trainingText.en): string {
  if (today.kind === 'complete') return t.programComplete;
  if (today.kind === 'rest') return t.restDay;
  return today.workouts.map((w) => workoutTitle(w, t)).join(', ');
}

/** When the workout up next falls: "Today", "Tomorrow", "Day 2 of this week, still to do", "Day 5 of week 3". */
export function whenText(when: NextWhen, t: Pick<TrainingWords, 'when'> = trainingText.en): string {
  switch (when.kind) {
    case 'today':
      return t.when.today;
    case 'tomorrow':
      return t.when.tomorrow;
    case 'missed':
      return t.when.missed(when.day);
    default:
      return t.when.on(when.day, when.week);
  }
}
