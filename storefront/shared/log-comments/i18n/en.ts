/** The thread of a logged workout: the coach's feedback and the athlete's answers (storefront/shared/log-comments). */
import { defineText } from '../../../../src/i18n/text';

export const logCommentsText = defineText('app.logComments', {
  heading: 'Comments',
  empty: 'No comments yet.',
  you: 'You',
  coach: 'Your coach',
  label: 'Add a comment',
  placeholderAthlete: 'Ask your coach or say how it went',
  placeholderCoach: 'Feedback for your athlete',
  send: 'Comment',
  sent: 'Comment sent.',
  /** A comment written offline, waiting in the offline queue. */
  waiting: 'Not sent yet: it goes when you are back online',
  required: 'Write a comment first',
  tooLong: (max: number) => `At most ${max} characters`,
  thread: (workout: string) => `Comments on ${workout}`,
});
