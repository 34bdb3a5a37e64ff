/** The training screens' constants and messages, defined once. */

/** The unit weights are logged in (the log stores plain numbers). */
export const WEIGHT_UNIT = 'kg';

/** A rest used when an exercise prescribes none (seconds). */
export const DEFAULT_REST_S = 90;
/** What "+" adds to a running rest (seconds). */
export const REST_EXTEND_S = 15;
/** How often the rest timer's clock redraws (ms). */
export const REST_TICK_MS = 250;

/** The limits of a logged set (openapi WorkoutSet and WorkoutLog). */
export const SET_LIMITS = { maxReps: 1000, maxWeight: 2000, minRpe: 1, maxRpe: 10, maxSetNotes: 500, maxSets: 100, maxLogNotes: 2000 } as const;

/** Where an in-progress workout is kept in browser storage until it is marked complete. */
export const DRAFT_STORAGE_PREFIX = 'training-draft';

export const TRAINING_PATH = '/athlete/programs/enrolled/access';
/** The training screen of one program (optionally opening one split). */
export const trainingPath = (programId: number, splitId?: number) => `${TRAINING_PATH}?programId=${programId}${splitId ? `&splitId=${splitId}` : ''}`;
export const programPath = (programId: number) => `/athlete/program/${programId}`;
export const splitPreviewPath = (splitId: number) => `/athlete/program-preview/${splitId}`;

export const TRAINING_MESSAGES = {
  repsRequired: 'Enter the reps',
  repsInvalid: `Reps are a whole number from 0 to ${SET_LIMITS.maxReps}`,
  weightInvalid: `Weight is a number from 0 to ${SET_LIMITS.maxWeight}`,
  rpeInvalid: `RPE is from ${SET_LIMITS.minRpe} to ${SET_LIMITS.maxRpe}`,
  notesTooLong: `Notes are at most ${SET_LIMITS.maxSetNotes} characters`,
  fixSets: 'Fix the highlighted sets first.',
  noSetsDone: 'Tick the sets you did (at least one) before marking the workout complete.',
  tooManySets: `A workout log holds at most ${SET_LIMITS.maxSets} sets.`,
  saved: 'Workout saved. Nice work!',
  notOwned: 'You don’t own this program, or your access has ended.',
  noWorkouts: 'The trainer has not added workouts to this program yet.',
  programDone: 'You have completed every workout of this program. Pick any workout to do it again.',
  restOver: 'Rest over: time for the next set.',
  noEnrollments: 'You are not enrolled in any program yet.',
  attribution: 'Sets logged without their exercise are matched to exercises in the order the workout lists them.',
} as const;
