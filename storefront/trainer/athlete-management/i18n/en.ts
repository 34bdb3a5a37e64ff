/** The trainer's athletes (/trainer/athlete-management) and the "Schedule a session" dialog. */
import { SCHEDULING_MESSAGES as S } from '../../../../src/config/messages';
import { defineText } from '../../../../src/i18n/text';

export const athletesText = defineText('trainer.athletes', {
  heading: 'Your athletes',
  schedule: 'Schedule a session',
  program: 'Program',
  allPrograms: 'All programs',
  loading: 'Loading your athletes',
  table: 'Athletes',
  columns: { athlete: 'Athlete', program: 'Program', enrolled: 'Enrolled', lastActivity: 'Last activity', progress: 'Progress', access: 'Access', actions: 'Actions' },
  noWorkoutYet: 'No workout yet',
  progressLabel: (done: number, total: number) => `${done} of ${total} workouts completed`,
  progress: (done: number, total: number) => `${done} / ${total} workouts`,
  status: { active: 'Active', refunded: 'Refunded', cancelled: 'Cancelled' },
  scheduleWith: (name: string) => `Schedule a session with ${name}`,
  scheduleShort: 'Schedule',
  removeAccess: 'Remove access',
  empty: 'No athletes enrolled yet.',
  removeTitle: (name: string) => `Remove ${name}’s access?`,
  removeBody: (program: string) => `They lose access to ${program} now and are notified. Their workout history is kept. This does not refund the purchase.`,
  reason: 'Message to the athlete (optional)',
  removed: (name: string, program: string) => `${name} no longer has access to ${program}`,
});

export const scheduleText = defineText('trainer.schedule', {
  title: 'Schedule a session',
  defaultTitle: 'Coaching session',
  created: (title: string) => `${title} is in the calendar; invitations are on their way`,
  icsDownloaded: 'session.ics downloaded: open it to add the session to your calendar',
  added: (title: string, people: number) => `${title} was added to Google Calendar for ${people} people.`,
  openEvent: 'Open the event',
  downloadIcs: 'Download .ics',
  sessionTitle: 'Title',
  starts: 'Starts',
  localTime: 'Your local time',
  duration: 'Duration',
  minutes: (m: number) => (m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`),
  athletes: 'Athletes',
  invited: 'They are invited by mail; you are invited too.',
  where: 'Where (optional)',
  wherePlaceholder: 'Gym, or a video-call link',
  notes: 'Notes (optional)',
  submit: 'Add to Google Calendar',
  /** The session rule's messages (src/domain/scheduling.ts; the server says them in English). */
  rules: { titleRequired: S.titleRequired, startInvalid: S.startInvalid, endInvalid: S.endInvalid, endBeforeStart: S.endBeforeStart, tooLong: S.tooLong },
});

/** The coach's view of one athlete in one program (the "Training" button of a row). */
export const athleteTrainingText = defineText('trainer.athleteTraining', {
  open: 'Training',
  openFor: (name: string) => `Training of ${name}`,
  title: (name: string, program: string) => `${name} · ${program}`,
  loading: 'Loading the training',
  close: 'Close',
  compliance: 'Workouts per week',
  complianceSummary: (done: number, planned: number, weeks: number) => `${done} of ${planned} planned workouts done in the last ${weeks} weeks`,
  week: (week: string, done: number, planned: number) => `Week of ${week}: ${done} done, ${planned} planned`,
  weekBar: (done: number, planned: number) => `${done}/${planned}`,
  workouts: 'Logged workouts',
  noLogs: 'No workout logged yet.',
  workoutOf: (phase: string, workout: string) => `${phase} · ${workout}`,
  notFinished: 'Not finished',
  completed: 'Completed',
  prescribed: 'Prescribed',
  logged: 'Logged',
  nothingLogged: 'Not logged',
  notPrescribed: 'Not in the workout',
  reps: (n: number) => (n === 1 ? '1 rep' : `${n} reps`),
  note: 'Athlete’s note',
});

/** The coach adjusts one athlete's upcoming workouts (records `workout_override`), in the coach's view of the athlete. */
export const adjustText = defineText('trainer.athleteAdjust', {
  heading: 'Adjust upcoming workouts',
  intro: 'Change this athlete’s reps or load for one exercise. Your other athletes keep the program as it is.',
  weekOf: (week: number, total: number) => `Week ${week} of ${total}`,
  loading: 'Loading the week',
  noWorkouts: 'The program has no workouts yet.',
  noExercises: 'No exercises in this workout.',
  /** A workout's name (src/ui/workout-title.ts): "Day 3", "Day 3: Upper body". */
  day: (day: number) => `Day ${day}`,
  dayTitled: (day: number, title: string) => `Day ${day}: ${title}`,
  workoutOf: (phase: string, workout: string) => `${phase} · ${workout}`,
  /** The week's load as the trainer wrote it, numbers already written: "55 kg", "80% 1RM · 55 kg", "RPE 8", "RIR 2". */
  load: {
    kg: (weight: string) => `${weight} kg`,
    percent: (percent: string, kg: string | null) => (kg ? `${percent}% 1RM · ${kg} kg` : `${percent}% 1RM`),
    rpe: (rpe: string) => `RPE ${rpe}`,
    rir: (rir: string) => `RIR ${rir}`,
  },
  adjusted: 'Adjusted',
  /** An adjustment saved offline, not yet on the server (the athlete sees it once it is). */
  waiting: 'Saved on this device: sent when you are back online',
  adjust: 'Adjust',
  adjustExercise: (exercise: string) => `Adjust ${exercise}`,
  remove: 'Remove adjustment',
  removeOf: (exercise: string) => `Remove adjustment of ${exercise}`,
  removed: (exercise: string) => `The adjustment of ${exercise} is removed`,
  saved: (exercise: string, athlete: string) => `${exercise} is adjusted for ${athlete}`,
  unnamed: 'Exercise',
  /** The load kinds' units, in a field's label and a range's message. */
  unit: { kg: 'kg', percent_1rm: '% 1RM', rpe: 'RPE', rir: 'RIR' },
  form: {
    title: (exercise: string, athlete: string) => `Adjust ${exercise} for ${athlete}`,
    week: 'Week',
    everyWeek: 'Every week',
    weekN: (week: number) => `Week ${week}`,
    reps: 'Reps',
    load: (unit: string) => `Load (${unit})`,
    note: 'Note',
    /** The week's numbers beside a field. */
    now: (value: string) => `This week: ${value}`,
    keep: 'Leave empty to keep the program’s',
    noteHelp: (length: number, max: number) => `The athlete reads it beside the exercise. (${length}/${max})`,
    save: 'Save',
    cancel: 'Cancel',
  },
  problems: {
    repsOrLoad: 'Give the reps or the load',
    tooLong: (max: number) => `At most ${max} characters`,
    loadNotNumber: 'Give the load as a number',
    loadRange: (min: string, max: string, unit: string) => `The load must be between ${min} and ${max} (${unit})`,
  },
});
