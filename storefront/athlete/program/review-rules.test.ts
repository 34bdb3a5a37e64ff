import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { programReviewsText } from './i18n/en';
import { programReviewsFr } from './i18n/fr';
import { draftBody, draftProblems, eligibilityReason, reviewEligibility, reviewErrorText } from './review-rules';

const REVIEW_TEXT = programReviewsText.en;

describe('who may review a program', () => {
  it('is an athlete who owns it; everyone else learns why not', () => {
    expect(reviewEligibility({ signedIn: true, role: 'athlete', owned: true, checking: false })).toBe('can-review');
    expect(reviewEligibility({ signedIn: true, role: 'athlete', owned: false, checking: false })).toBe('buy');
    expect(reviewEligibility({ signedIn: true, role: 'athlete', owned: false, checking: true })).toBe('loading');
    expect(reviewEligibility({ signedIn: false, role: null, owned: false, checking: false })).toBe('sign-in');
    expect(reviewEligibility({ signedIn: true, role: 'trainer', owned: false, checking: false })).toBe('athletes-only');
    expect(eligibilityReason('buy')).toBe(REVIEW_TEXT.reason.buy);
    expect(eligibilityReason('can-review')).toBeNull();
    expect(eligibilityReason('loading')).toBeNull();
    expect(eligibilityReason('sign-in', programReviewsFr)).toBe('Connectez-vous avec le compte athlète qui a acheté ce programme pour donner votre avis.');
  });
});

describe('a review draft', () => {
  it('needs a rating of 1 to 5 stars; the text is optional but not endless', () => {
    expect(draftProblems({ rating: null, body: 'Great' })).toEqual({ rating: 'Choose a rating from 1 to 5 stars.' });
    expect(draftProblems({ rating: 4, body: '' })).toEqual({});
    expect(draftProblems({ rating: 5, body: 'x'.repeat(5001) })).toEqual({ body: 'Keep the review under 5000 characters.' });
    expect(draftProblems({ rating: null, body: '' }, programReviewsFr)).toEqual({ rating: 'Choisissez une note de 1 à 5 étoiles.' });
  });

  it('sends a trimmed text, or none', () => {
    expect(draftBody({ rating: 3, body: '  Solid plan.  ' })).toEqual({ rating: 3, body: 'Solid plan.' });
    expect(draftBody({ rating: 3, body: '   ' })).toEqual({ rating: 3, body: null });
  });
});

describe('the server’s refusals', () => {
  it('says to edit the first review when a second one is refused', () => {
    expect(reviewErrorText(new ApiError(409, 'A record with this program_id already exists'))).toBe(REVIEW_TEXT.duplicate);
  });

  it('shows the server’s own words for the enrollment rule and for validation', () => {
    expect(reviewErrorText(new ApiError(403, 'Only athletes enrolled in this program may do this'))).toBe('Only athletes enrolled in this program may do this');
    expect(reviewErrorText(new ApiError(422, 'rating must be <= 5', { validation: { rating: 'must be <= 5' } }))).toBe('rating must be <= 5');
    expect(reviewErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
