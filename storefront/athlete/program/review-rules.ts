/**
 * Reviews on the program page without React: who may write one (the server's rule: an athlete with an active
 * enrollment, one review per program), what a draft needs, the words (defined once) and the server's refusals in
 * words for people.
 */
import { isApiError } from '../../../src/api/errors';
import { RATING_MAX, toRating } from '../../../src/ui/review-format';

export const REVIEW = {
  /** The contract's longest review text. */
  maxBody: 5000,
} as const;

export const REVIEW_TEXT = {
  yourReview: 'Your review',
  writeTitle: 'Rate this program',
  editTitle: 'Edit your review',
  ratingLabel: 'Your rating',
  bodyLabel: 'Your review',
  bodyHelp: 'What worked for you, and who would you recommend it to?',
  post: 'Post review',
  save: 'Save changes',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete your review?',
  deleteBody: 'Your rating and text are removed from this program. You can write a new review afterwards.',
  posted: 'Thanks! Your review is posted.',
  saved: 'Your review is updated.',
  deleted: 'Your review is deleted.',
  ratingRequired: `Choose a rating from 1 to ${RATING_MAX} stars.`,
  bodyTooLong: `Keep the review under ${REVIEW.maxBody} characters.`,
  duplicate: 'You have already reviewed this program: edit your review instead.',
  reason: {
    signIn: 'Sign in with the athlete account that bought this program to review it.',
    athletesOnly: 'Only athletes who bought this program can review it.',
    buy: 'Only athletes enrolled in this program can review it. Buy it to share how it went.',
  },
  signIn: 'Sign in',
  seeReviews: 'See reviews',
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
export function eligibilityReason(eligibility: ReviewEligibility): string | null {
  switch (eligibility) {
    case 'sign-in':
      return REVIEW_TEXT.reason.signIn;
    case 'athletes-only':
      return REVIEW_TEXT.reason.athletesOnly;
    case 'buy':
      return REVIEW_TEXT.reason.buy;
    default:
      return null;
  }
}

export interface ReviewDraft {
  rating: number | null;
  body: string;
}

/** What is wrong with a draft, field by field (empty when it may be sent). */
export function draftProblems(draft: ReviewDraft): { rating?: string; body?: string } {
  const problems: { rating?: string; body?: string } = {};
  if (toRating(draft.rating) === null) problems.rating = REVIEW_TEXT.ratingRequired;
  if (draft.body.trim().length > REVIEW.maxBody) problems.body = REVIEW_TEXT.bodyTooLong;
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
export function reviewErrorText(err: unknown): string {
  if (isApiError(err)) {
    return err.status === 409 ? REVIEW_TEXT.duplicate : err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
