/**
 * Reviews on the program page without React: who may write one (the server's rule: an athlete with an active
 * enrollment, one review per program), what a draft needs, and the server's refusals in words for people (the words:
 * storefront/athlete/program/i18n/en.ts, in the language of the `t` passed, English by default).
 */
import { isApiError } from '../../../src/api/errors';
import { programReviewsText } from './i18n/en';
import { RATING_MAX, toRating } from '../../../src/ui/review-format';

export const REVIEW = {
  /** The contract's longest review text. */
  maxBody: 5000,
} as const;


/** Why the visitor may or may not write a review here. */
export type ReviewEligibility = 'loading' | 'can-review' | 'sign-in' | 'athletes-only' | 'buy';

export function reviewEligibility(who: { signedIn: boolean; role: string | null; owned: boolean; checking: boolean }): ReviewEligibility {
  if (!who.signedIn) return 'sign-in';
  if (who.role !== 'athlete') return 'athletes-only';
  if (who.checking) return 'loading';
  return who.owned ? 'can-review' : 'buy';
}

/** The reason shown to someone who may not review (null when they may). */
type ReviewWords = typeof programReviewsText.en;

export function eligibilityReason(eligibility: ReviewEligibility, t: ReviewWords = programReviewsText.en): string | null {
  switch (eligibility) {
    case 'sign-in':
      return t.reason.signIn;
    case 'athletes-only':
      return t.reason.athletesOnly;
    case 'buy':
      return t.reason.buy;
    default:
      return null;
  }
}

export interface ReviewDraft {
  rating: number | null;
  body: string;
}

/** What is wrong with a draft, field by field (empty when it may be sent). */
export function draftProblems(draft: ReviewDraft, t: ReviewWords = programReviewsText.en): { rating?: string; body?: string } {
  const problems: { rating?: string; body?: string } = {};
  if (toRating(draft.rating) === null) problems.rating = t.ratingRequired(RATING_MAX);
  if (draft.body.trim().length > REVIEW.maxBody) problems.body = t.bodyTooLong(REVIEW.maxBody);
  return problems;
}

/** The fields a draft sends (a blank text is no text). */
export function draftBody(draft: ReviewDraft): { rating: number; body: string | null } {
  const body = draft.body.trim();
  return { rating: toRating(draft.rating)!, body: body ? body : null };
}

/**
 * A refused write in words for people: a second review (the one-per-program unique index, 409) says to edit the
 * first; the rest (403 "Only athletes enrolled in this program may do this", 422 validation) say the server's words.
 */
export function reviewErrorText(err: unknown, t: ReviewWords = programReviewsText.en): string {
  if (isApiError(err)) {
    return err.status === 409 ? t.duplicate : err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
