/**
 * The shared UI parts' words beyond the shell (src/ui): program reviews as both sides of the marketplace show them
 * (the stars, the score line, a review's card; src/ui/review-format.ts, StarRating.tsx, ReviewCard.tsx).
 */
import { defineText } from '../../i18n/text';

export const reviewsText = defineText('app.reviews', {
  heading: 'Reviews',
  none: 'No reviews yet',
  /** A reviewer whose name the API does not show to the caller. */
  someone: 'An athlete',
  replyFrom: (trainer: string) => `Reply from ${trainer}`,
  trainerFallback: 'the trainer',
  loadMore: 'Show more reviews',
  /** "1 review", "3 reviews". */
  count: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  /** What a screen reader hears for a row of stars; `value` is already written ("4", "4.5"). */
  rated: (value: string, max: number) => `Rated ${value} out of ${max}`,
  /** A reviewer's choice, one radio button per number of stars. */
  stars: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`,
  reviewBy: (name: string) => `Review by ${name}`,
});

/** Words many screens share (buttons, states). Only what is truly the same everywhere lives here. */

export const commonText = defineText('common', {
  save: 'Save',
  /** A person's name fields (sign-up, your details, profile completion). */
  firstName: 'First name',
  lastName: 'Last name',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  close: 'Close',
  remove: 'Remove',
  add: 'Add',
  create: 'Create',
  confirm: 'Confirm',
  retry: 'Try again',
  search: 'Search',
  loading: 'Loading…',
  next: 'Next',
  previous: 'Previous',
  yes: 'Yes',
  no: 'No',
  optional: 'optional',
  required: 'required',
  showMore: 'Show more',
  showLess: 'Show less',
  /** A button of a list's pages, as a screen reader says it (src/ui/LightPagination.tsx; MUI's own words in English). */
  pageButton: (type: 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis', page: number | null, selected: boolean) =>
    type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`,
});
