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

/** The training screen's address (the page table's, shared with the server's notices). */
export { TRAINING_PATH, trainingPath } from '../../../../src/config/pages';
export const splitPreviewPath = (splitId: number) => `/athlete/program-preview/${splitId}`;
