/** The athlete's owned programs (/athlete/owned-programs), with cancelling a subscription. */
import { defineText } from '../../../../src/i18n/text';

export const ownedProgramsText = defineText('athlete.ownedPrograms', {
  heading: 'My programs',
  intro: 'The programs you own. Open one to see its plan, or pick up your training where you left off.',
  empty: 'You don’t own any programs yet.',
  emptyHelp: 'Find one that fits your goal and start training today.',
  active: 'Active',
  activeUntilEnd: 'Active until end of period',
  subscription: 'Subscription',
  since: (date: string) => `Since ${date}`,
  accessEnds: (date: string) => `Access ends ${date}`,
  progressOf: (program: string) => `Completed workouts of ${program}`,
  progress: (completed: number, total: number) => `${completed} of ${total} workouts completed`,
  start: 'Start training',
  /** The training button's name: "Continue: 10K Run Builder". */
  train: (action: string, program: string) => `${action}: ${program}`,
  cancel: {
    button: 'Cancel subscription',
    title: (program: string) => `Cancel your subscription to ${program}?`,
    body: 'You keep access until the end of the period you paid for; nothing more is charged.',
    keep: 'Keep it',
    confirm: 'Cancel subscription',
    done: 'Subscription cancelled',
    doneUntil: (date: string) => `Subscription cancelled: access until ${date}`,
  },
});
