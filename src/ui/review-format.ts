/**
 * Program reviews as people read them, shared by the storefront's program page and the trainer studio: the words
 * (the catalogue's section `app.reviews`, src/ui/i18n/en.ts), the reviewer's name, the average and the count, in
 * the language of the moment they are read.
 */
import { localeStore } from '../i18n/locale';
import { reviewsText } from './i18n/en';
import { textOf } from '../i18n/text';

type ReviewWords = typeof reviewsText.en;

/**
 * The words about reviews both sides of the marketplace show, each read in the current language when it is used (a
 * screen that must follow a change of language while shown reads `useText(reviewsText)`, or re-renders with one).
 */
export const REVIEW_WORDS: ReviewWords = new Proxy(reviewsText.en, {
  get: (_english, key) => textOf(reviewsText)[key as keyof ReviewWords],
});

/** The highest rating; ratings are whole stars from 1. */
export const RATING_MAX = 5;

/** "1 review", "3 reviews". */
export function reviewCount(count: number): string {
  return textOf(reviewsText).count(count);
}

/** An average as shown beside stars: one decimal, written the way of the app's language ("4.5", "4,5"). */
export function formatAverage(avg: number): string {
  return new Intl.NumberFormat(localeStore.getState().locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(avg);
}

/** What a screen reader hears for a row of stars: "Rated 4 out of 5", "Rated 4.5 out of 5". */
export function ratingLabel(value: number): string {
  const shown = Number.isInteger(value) ? String(value) : formatAverage(value);
  return textOf(reviewsText).rated(shown, RATING_MAX);
}

/** A program's score line: "4.5 · 2 reviews", or "No reviews yet" before the first (or without an average). */
export function averageText(avg: number | null | undefined, count: number | null | undefined): string {
  if (avg == null || !count) return REVIEW_WORDS.none;
  return `${formatAverage(avg)} · ${reviewCount(count)}`;
}

/** The reviewer as the API shows them to everyone ("Alex K."), or a neutral word without a name. */
export function reviewerName(review: { author_name?: string | null }): string {
  return review.author_name?.trim() || REVIEW_WORDS.someone;
}

/** A star input's choice as a rating (1 to 5), or null for none or anything else. */
export function toRating(value: number | null | undefined): number | null {
  if (value == null || !Number.isInteger(value)) return null;
  return value >= 1 && value <= RATING_MAX ? value : null;
}
