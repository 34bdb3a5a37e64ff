/** How the plan's parts are named on screen. Pure. */

/** "Day 3", or "Day 3: Upper body" when the workout has a title of its own. */
export function workoutTitle(w: { day: number; title: string }): string {
  return w.title === `Day ${w.day}` ? w.title : `Day ${w.day}: ${w.title}`;
}

/** "Phase 1 · Day 3". */
export function workoutLabel(split: { title: string } | undefined, w: { day: number; title: string }): string {
  return split ? `${split.title} · ${workoutTitle(w)}` : workoutTitle(w);
}

/** A moment for people: "Jun 3, 2026, 8:05 AM". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A short day for an axis: "Jun 3". */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}
