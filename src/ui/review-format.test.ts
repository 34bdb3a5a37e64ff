import { describe, expect, it } from 'vitest';
import { averageText, formatAverage, ratingLabel, reviewCount, reviewerName, REVIEW_WORDS, toRating } from './review-format';

describe('review words', () => {
  it('counts reviews in the singular and the plural', () => {
    expect(reviewCount(0)).toBe('0 reviews');
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(12)).toBe('12 reviews');
  });

  it('shows an average with one decimal', () => {
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(3.333)).toBe('3.3');
  });

  it('says the rating for a screen reader', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
  });

  it('gives the score line, or no reviews yet before the first review', () => {
    expect(averageText(4.5, 2)).toBe('4.5 · 2 reviews');
    expect(averageText(5, 1)).toBe('5.0 · 1 review');
    expect(averageText(null, 0)).toBe(REVIEW_WORDS.none);
    expect(averageText(4, 0)).toBe(REVIEW_WORDS.none);
    expect(averageText(undefined, undefined)).toBe(REVIEW_WORDS.none);
  });

  it('names the reviewer by the public name the API gives, or neutrally without one', () => {
    expect(reviewerName({ author_name: 'Alex K.' })).toBe('Alex K.');
    expect(reviewerName({ author_name: '  ' })).toBe(REVIEW_WORDS.someone);
    expect(reviewerName({ author_name: null })).toBe(REVIEW_WORDS.someone);
    expect(reviewerName({})).toBe(REVIEW_WORDS.someone);
  });

  it('takes only whole ratings from 1 to 5', () => {
    expect(toRating(1)).toBe(1);
    expect(toRating(5)).toBe(5);
    expect(toRating(0)).toBeNull();
    expect(toRating(6)).toBeNull();
    expect(toRating(2.5)).toBeNull();
    expect(toRating(null)).toBeNull();
  });
});
