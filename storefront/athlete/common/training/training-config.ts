/** The training screens' constants, defined once (their words: storefront/athlete/common/training/i18n/en.ts). */

/** A rest used when an exercise prescribes none (seconds). */
export const DEFAULT_REST_S = 90;
/** What "+" adds to a running rest (seconds). */
export const REST_EXTEND_S = 15;
/** How often the rest timer's clock redraws (ms). */
export const REST_TICK_MS = 250;

/** The limits of a logged set (openapi WorkoutSet and WorkoutLog). */
export const SET_LIMITS = { maxReps: 1000, maxWeight: 2000, maxSeconds: 86_400, maxDistanceM: 1_000_000, minRpe: 1, maxRpe: 10, maxSetNotes: 500, maxSets: 100, maxLogNotes: 2000 } as const;

/** Where an in-progress workout is kept in browser storage until it is marked complete. */
export const DRAFT_STORAGE_PREFIX = 'training-draft';

export const TRAINING_PATH = '/athlete/programs/enrolled/access';
/** The training screen of one program (optionally opening one split). */
export const trainingPath = (programId: number, splitId?: number) => `${TRAINING_PATH}?programId=${programId}${splitId ? `&splitId=${splitId}` : ''}`;
export const splitPreviewPath = (splitId: number) => `/athlete/program-preview/${splitId}`;
