/**
 * The program rules' messages (src/config/messages.ts PROGRAM_MESSAGES, src/domain/program-rules.ts) as the builder
 * shows them at the fields. The server answers with the English ones; the screens say them in the user's language.
 */
import { PROGRAM_MESSAGES } from '../../../../../src/config/messages';
import { defineText } from '../../../../../src/i18n/text';

export const programRulesText = defineText('trainer.programRules', PROGRAM_MESSAGES);

/** The trainer's programs: the list (/trainer/programs), a program's status and its actions menu, how a program is summed up. */

export const programsText = defineText('trainer.programs', {
  title: 'Your programs',
  intro: 'Drafts save as you type. Submit a program for review and an admin publishes it.',
  newProgram: 'New program',
  statusFilter: 'Status',
  all: 'All',
  search: 'Search programs',
  statsUnavailable: (why: string) => `Sales figures are not available right now: ${why}`,
  loading: 'Loading programs',
  table: 'Your programs',
  columns: { program: 'Program', status: 'Status', price: 'Price', sales: 'Sales', revenue: 'Revenue', updated: 'Updated', actions: 'Actions' },
  edit: 'Edit',
  view: 'View',
  editProgram: (title: string) => `Edit ${title}`,
  viewProgram: (title: string) => `View ${title}`,
  noMatch: 'No program matches the filter.',
  empty: 'No programs yet. Start one with "New program".',
  rowsPerPage: 'Rows per page:',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} of ${count}`,
  /** A program's status, as its chip and the filter say it. */
  status: { draft: 'Draft', pending_review: 'Pending review', published: 'Published', archived: 'Archived' },
  /** The status changes a trainer asks for: the button or menu item, and the toast once done. */
  actions: {
    submit: { label: 'Submit for review', done: 'Submitted for review: an admin will publish it' },
    withdraw: { label: 'Withdraw from review', done: 'Withdrawn from review: the program is a draft again' },
    unpublish: { label: 'Unpublish', done: 'Unpublished: the program is a draft again' },
    archive: { label: 'Archive', done: 'Archived' },
    restore: { label: 'Restore as draft', done: 'Restored as a draft' },
  },
  moreActions: (title: string) => `More actions for ${title}`,
  duplicate: 'Duplicate',
  duplicated: (copyTitle: string) => `Copied as a new draft: ${copyTitle}`,
  level: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
  interval: { month: 'month', year: 'year' },
});

/** A program read on its own page (/trainer/view-program/{id}): its structure and its reviews with the trainer's replies. */
export const viewProgramText = defineText('trainer.viewProgram', {
  notFound: 'No such program among yours.',
  loading: 'Loading the program',
  cover: 'Cover image',
  edit: 'Edit',
  openInAdmin: 'Open in admin',
  structure: 'Structure',
  noSplits: 'No splits yet.',
  noWorkouts: 'No workouts yet.',
  noExercises: 'No exercises yet.',
  freePreview: 'Free preview',
  day: (day: number, title: string) => `Day ${day}: ${title}`,
  dayAlone: (day: number) => `Day ${day}`,
  exercisesOf: (title: string) => `Exercises of ${title}`,
  exercise: 'Exercise',
  columns: { exercise: 'Exercise', setsReps: 'Sets × target', rest: 'Rest', tempo: 'Tempo', notes: 'Notes' },
  /** A time or distance prescription: "5 km in 25:00"; a time or distance left for the athlete to log. */
  distanceIn: (distance: string, time: string) => `${distance} in ${time}`,
  anyTime: 'time',
  anyDistance: 'distance',
  seconds: (s: number) => `${s} s`,
  video: 'video',
  videoOf: (name: string) => `Video of ${name}`,
  reply: {
    reply: 'Reply',
    editReply: 'Edit reply',
    label: 'Your reply',
    help: (length: number, max: number) => `Athletes see it under the review on the program page. (${length}/${max})`,
    save: 'Save reply',
    remove: 'Remove reply',
    saved: 'Your reply is saved.',
    removed: 'Your reply is removed.',
    yourReply: 'Your reply',
    form: (id: number) => `Reply to the review ${id}`,
    empty: 'No reviews yet. Athletes who bought the program can review it on its page.',
    loading: 'Loading the reviews',
  },
});
