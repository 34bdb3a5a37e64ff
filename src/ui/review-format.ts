/**
 * Program reviews as people read them, shared by the storefront's program page and the trainer studio: the words
 * (defined once), the reviewer's name, the average and the count.
 */

/** The words about reviews both sides of the marketplace show. */
export const REVIEW_WORDS = {
  heading: 'Reviews',
  none: 'No reviews yet',
  /** A reviewer whose name the API does not show to the caller. */
  someone: 'An athlete',
  replyFrom: (trainer: string) => `Reply from ${trainer}`,
  trainerFallback: 'the trainer',
  loadMore: 'Show more reviews',
} as const;

/** The highest rating; ratings are whole stars from 1. */
export const RATING_MAX = 5;

/** "1 review", "3 reviews". */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** An average as shown beside stars: one decimal ("4.5"). */
export function formatAverage(avg: number): string {
  return (Math.round(avg * 10) / 10).toFixed(1);
}

/** What a screen reader hears for a row of stars: "Rated 4 out of 5", "Rated 4.5 out of 5". */
export function ratingLabel(value: number): string {
  const shown = Number.isInteger(value) ? String(value) : formatAverage(value);
  return `Rated ${shown} out of ${RATING_MAX}`;
}

/** A program's score line: "4.5 · 2 reviews", or "No reviews yet" before the first (or without an average). */
export function averageText(avg: number | null | undefined, count: number | null | undefined): string {
  if (avg == null || !count) return REVIEW_WORDS.none;
  return `${formatAverage(avg)} · ${reviewCount(count)}`;
}

/** The reviewer's first name, or a neutral word when the API keeps the name private. */
export function reviewerName(athlete: { first_name?: string | null } | null | undefined): string {
  return athlete?.first_name?.trim() || REVIEW_WORDS.someone;
}

/** A star input's choice as a rating (1 to 5), or null for none or anything else. */
export function toRating(value: number | null | undefined): number | null {
  if (value == null || !Number.isInteger(value)) return null;
  return value >= 1 && value <= RATING_MAX ? value : null;
}
