/** The program page (/athlete/program/{programId}) and its reviews. */
import { defineText } from '../../../../src/i18n/text';

export const programText = defineText('athlete.program', {
  coverOf: (title: string) => `Cover of ${title}`,
  /** The cover's word when the program names no sport. */
  coverFallback: 'Training program',
  exerciseNumber: (id: number) => `Exercise #${id}`,
  freePreview: 'Free preview',
  openSplit: 'Open split',
  openPreview: 'Open preview',
  /** A workout named after its day ("Day 3"), and one with a name of its own. */
  day: (day: number) => `Day ${day}`,
  dayWithTitle: (day: number, title: string) => `Day ${day}: ${title}`,
  exercisesOf: (workout: string) => `Exercises of ${workout}`,
  /** An exercise's group (src/domain/exercise-groups.ts): done together with the others of its letter. */
  superset: (label: string) => `Superset ${label}`,
  circuit: (label: string) => `Circuit ${label}`,
  noWorkouts: 'No workouts yet.',
  locked: 'The workouts open when you buy the program.',
  yourTrainer: 'Your trainer',
  specialties: (specialties: string) => `Specialties: ${specialties}`,
  notFound: 'This program does not exist or is not for sale.',
  /** `interval`: the program's billing interval (`month` or `year`). */
  subscription: (interval: string) => `Subscription, billed per ${interval}`,
  reviewsLink: (summary: string) => `Reviews: ${summary}`,
  /** The program's weeks by day. */
  calendar: 'Calendar',
  structure: 'Structure',
  noParts: 'The trainer has not added the program’s parts yet.',
  ownedUntil: (date: string) => `You own this program until ${date}`,
  owned: 'You own this program',
  athletesOnly: 'Only athletes buy programs. Sign in with an athlete account to buy this one.',
  buy: 'Buy',
  billedEvery: (interval: string) => `Billed every ${interval} until you cancel.`,
  onePayment: 'One payment, and the program is yours.',
  refundable: 'A purchase can be refunded on request.',
});

/** The reviews on the program page: the athlete's own review, the form, and why someone may not review. */
export const programReviewsText = defineText('athlete.programReviews', {
  yourReview: 'Your review',
  writeTitle: 'Rate this program',
  editTitle: 'Edit your review',
  ratingLabel: 'Your rating',
  bodyLabel: 'Your review',
  bodyHelp: (length: number, max: number) => `What worked for you, and who would you recommend it to? (${length}/${max})`,
  post: 'Post review',
  save: 'Save changes',
  deleteTitle: 'Delete your review?',
  deleteBody: 'Your rating and text are removed from this program. You can write a new review afterwards.',
  posted: 'Thanks! Your review is posted.',
  saved: 'Your review is updated.',
  deleted: 'Your review is deleted.',
  ratingRequired: (max: number) => `Choose a rating from 1 to ${max} stars.`,
  bodyTooLong: (max: number) => `Keep the review under ${max} characters.`,
  duplicate: 'You have already reviewed this program: edit your review instead.',
  reason: {
    signIn: 'Sign in with the athlete account that bought this program to review it.',
    athletesOnly: 'Only athletes who bought this program can review it.',
    buy: 'Only athletes enrolled in this program can review it. Buy it to share how it went.',
  },
  signIn: 'Sign in',
});
