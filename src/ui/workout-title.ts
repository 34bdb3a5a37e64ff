/**
 * A workout's name on screen: "Day 3", or "Day 3: Upper body" when it has a title of its own. A workout still named by
 * its day (the builder's default "Day 3", in English or in the reader's language) is its day alone, never
 * "Day 3: Day 3". One rule for the athlete's training and program pages and the trainer's view of a program; each
 * screen gives its words.
 */
export interface WorkoutTitleWords {
  day: (day: number) => string;
  titled: (day: number, title: string) => string;
}

/** The builder's default title in English: "Day 3" (what the demo data and a new workout are called). */
const defaultTitle = (day: number) => `Day ${day}`;

export function workoutTitle(w: { day: number; title: string }, t: WorkoutTitleWords): string {
  const title = w.title.trim();
  return title === '' || title === t.day(w.day) || title === defaultTitle(w.day) ? t.day(w.day) : t.titled(w.day, title);
}
