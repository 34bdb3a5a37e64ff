/**
 * Every user-facing message of the product spec, defined once. Shared by the web app and the server
 * (this file imports only the plural helper, which imports nothing, so the server may import it too).
 */
import { count } from '../i18n/plural';

export const MESSAGES = {
  // §5 validation (records SDK, thrown before any request is sent)
  tableIdRequired: 'table, id is required.',
  tableRequired: 'table is required.',
  tableFilterRequired: 'table and filter is required.',
  conditionRequired: 'condition is required.',
  endpointRequired: 'options.endpoint is a required field',
  queueFull: 'Request queue is full',
  // §8 errors
  httpError: (status: number) => `HTTP error! status: ${status}`,
  defaultError: 'An error occurred',
  /** A server error's words with the start of its request's id (the server's log lines carry the whole id). */
  withReference: (message: string, requestId: string) => `${message} (reference ${requestId.slice(0, 8)})`,
  tokenExpired: 'TOKEN_EXPIRED',
  // §6 account state
  accountDeactivated:
    'Your account has been deactivated by admin. You can view content but cannot perform actions.',
  // §4 / §8 session
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredBody: 'Your current login session has expired. Redirecting to login page shortly.',
  sessionExpiredButton: 'Got it, thanks!',
  // §8 generic fallback screen (the error boundary)
  errorFallbackTitle: 'Oops! Something went wrong.',
  errorFallbackBody: 'We encountered an unexpected error. Please try again.',
  errorFallbackRetry: 'Try Again',
  // §8 connectivity bar (the spec's wording, with the count in words by English plural rules: "1 change")
  connectivityOffline: (n: number) => `You're offline. ${count('en', n, { one: '# change', other: '# changes' })} will sync when connection returns`,
  connectivityPending: (n: number) => `${count('en', n, { one: '# change', other: '# changes' })} pending sync`,
  connectivitySyncing: 'Syncing your changes...',
  connectivitySynced: 'All changes synced',
  connectivitySyncErrors: (n: number) => count('en', n, { one: '# sync error', other: '# sync errors' }),
  syncNow: 'Sync Now',
  retryFailed: 'Retry Failed',
  // §8 connectivity notices (toasts); "Offline Mode: You are now offline. ..." is a title and a message
  backOnline: 'Back Online',
  offlineModeTitle: 'Offline Mode',
  offlineModeBody: 'You are now offline. Changes will be saved locally.',
  // §8 the offline queue's notices (a change made without a connection) and the sync's
  requestQueued: 'Request queued for sync when online',
  savedLocally: (operation: 'create' | 'update' | 'delete') =>
    `${{ create: 'Created', update: 'Updated', delete: 'Deleted' }[operation]} locally, will sync when online`,
  syncCompleteTitle: 'Sync Complete',
  syncCompleteBody: (n: number) => `${count('en', n, { one: '# change', other: '# changes' })} synced successfully.`,
  syncFailed: 'Sync Failed',
  offlineServiceError: 'Offline Service Error',
  cachedDataOffline: 'Showing cached data (offline)',
  // §9 copy confirmation (the spec gives its 2 s, TOASTS.copyConfirmationMs; the words are ours)
  copiedToClipboard: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard: select the text and copy it by hand',
} as const;

/** Server-side messages that are not in the spec but are part of the API's contract with its clients. */
export const API_MESSAGES = {
  notFound: 'Not found',
  /** The router's own refusals (server/app.ts frameworkErrors): a path part too long, a path that is not a URL. */
  pathTooLong: 'The address is too long',
  badUrl: 'The address is not a valid URL',
  recordNotFound: (table: string) => `No such ${table} record`,
  /** lambda role create/delete: custom roles are not offered (the contract says so, openapi/paths/lambda/role-create.yaml). */
  customRolesNotOffered: 'Custom roles are not offered: admins have the admin role, and super admins also manage admins',
  unknownProject: (project: string) => `Unknown project: ${project}`,
  signInRequired: 'Sign in to do this',
  invalidToken: 'Invalid token',
  roleMismatch: (role: string) => `Your role may not call the ${role} API`,
  superAdminOnly: 'Only a super admin may do this',
  notAllowed: (op: string, table: string) => `You may not ${op} ${table} records`,
  /** A field set when the record is created and never changed after (an owner, a parent: server/records/policy.ts fixedFields). */
  fixedField: (field: string, table: string) => `${field} cannot change once the ${table} record exists`,
  fixedFieldShort: 'cannot change after the record is created',
  /** An edit form saved over a change someone made since it was opened (the admin's simple-REST face). */
  editConflict: (table: string, fields: readonly string[]) =>
    `Someone changed this ${table} record after you opened it (${fields.join(', ')} no longer match what you saw). Reload it to see their change, then make yours again.`,
  adminAreaOnly: 'The admin area is for admins and super admins. Sign in with an admin account.',
  programNeedsReview: "A program goes live after an admin's review: submit it for review (status pending_review)",
  invalidCredentials: 'Invalid email or password',
  pendingVerification: 'Confirm your email address before signing in. We can send the link again.',
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not available; try again shortly',
  limiterUnavailable: 'Attempts cannot be counted right now, so none is accepted; try again shortly',
  shuttingDown: 'This server is restarting; try again shortly',
  metricsLocalOnly: 'Metrics are read on this machine only; set METRICS_TOKEN to read them from elsewhere',
  metricsTokenRequired: 'Metrics need the operator token (Authorization: Bearer METRICS_TOKEN)',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being handled; try again in a moment',
  idempotencyMismatch: 'This Idempotency-Key was used for a different request; use a new key for a new request',
} as const;

/**
 * The trainer studio's program rules (src/domain/program-rules.ts): the program builder shows them at the
 * fields, and the API answers with the same words when it refuses (server/records/policies.ts, lambda trainer).
 */
export const PROGRAM_MESSAGES = {
  titleLength: (min: number, max: number) => `Give the program a title of ${min} to ${max} characters`,
  priceInvalid: 'Enter a price of 0 or more, with at most two decimals',
  priceTooHigh: (max: string) => `The price can be at most ${max}`,
  currencyInvalid: 'Use a three-letter currency code, such as USD',
  durationInvalid: (min: number, max: number) => `The duration is a whole number of weeks, ${min} to ${max}`,
  intervalRequired: 'A subscription needs a billing interval: monthly or yearly',
  needsSplit: 'Add at least one split before submitting the program for review',
  needsWorkout: 'Add a workout to a split before submitting the program for review',
  needsExercise: 'Add an exercise to a workout before submitting the program for review',
  duplicateOwnOnly: 'You can duplicate only your own programs',
  copyTitle: (title: string) => `Copy of ${title}`,
  lengthFromPhases: (weeks: number) => `This program lasts its phases' weeks (${weeks}): change a phase's weeks instead`,
  phasesTooLong: (max: number, left: number) => `A program lasts at most ${max} weeks: this phase can have at most ${left}`,
  phaseNotFound: 'Phase not found',
  deloadTitle: 'Deload',
  copyOfWeek: (title: string) => `${title} (copy)`,
} as const;

/**
 * Profile completion (pending mode, requirements §6; rules in src/domain/profile-completion.ts): the forms show
 * these at the fields, and lambda `profile/complete` answers with the same words when it refuses.
 */
export const PROFILE_MESSAGES = {
  bioRequired: 'Write a short bio: athletes read it before they buy',
  specialtiesRequired: 'Add at least one specialty',
  goalsRequired: 'Tell us what you want to achieve',
  levelRequired: 'Choose your level',
  levelInvalid: 'Choose beginner, intermediate or advanced',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  badCharacter: (label: string) => `${label} contains a character that is not allowed`,
  yearsExperienceRange: (min: number, max: number) => `Years of experience is a whole number from ${min} to ${max}`,
  heightRange: (min: number, max: number) => `Height is a whole number of centimetres from ${min} to ${max}`,
  weightRange: (min: number, max: number) => `Weight is a number of kilograms from ${min} to ${max}`,
  birthDateInvalid: 'Enter the birth date as a real date (YYYY-MM-DD)',
  birthDateFuture: 'The birth date cannot be in the future',
  birthDateTooOld: (years: number) => `The birth date cannot be more than ${years} years ago`,
  photoInvalid: 'Upload the photo as an image (JPEG, PNG, WebP or GIF)',
  photoNotImage: 'The photo must be an image (JPEG, PNG, WebP or GIF)',
  otherRoleField: (field: string, role: string) => `${field} is not part of a ${role} profile`,
  checkFields: (messages: readonly string[]) => `Check the profile: ${messages.join('; ')}`,
  adminHasNoProfile: 'Admin accounts have no profile to complete',
  completeBeforeReview: 'Complete your profile before submitting a program for review: athletes read it before they buy',
  completed: 'Your profile is complete. Welcome to Sportlink!',
  saved: 'Your profile was saved',
} as const;

/** Project-management workspaces (lambda pm/...). */
export const WORKSPACE_MESSAGES = {
  adminsOnly: 'Workspaces are for admins and super admins',
  workspaceNotFound: 'No such workspace',
  boardNotFound: 'No such board',
  columnNotFound: 'No such column on this board',
  cardNotFound: 'No such card on this board',
  columnNotOnBoard: 'Choose a column of this board',
  tooManyColumns: (max: number) => `A board has at most ${max} columns`,
  nameRequired: 'Give it a name',
  titleRequired: 'Give the card a title',
} as const;

/** Scheduling a session (lambda scheduling/...). */
export const SCHEDULING_MESSAGES = {
  notConfigured: 'Scheduling with Google Calendar is not configured on this server; download the session as an .ics file instead',
  whoMaySchedule: 'Trainers and admins schedule sessions',
  titleRequired: 'Give the session a title',
  startInvalid: 'Enter when the session starts',
  endInvalid: 'Enter when the session ends',
  endBeforeStart: 'The session must end after it starts',
  tooLong: (hours: number) => `A session lasts at most ${hours} hours`,
  notYourAthletes: 'Invite only athletes enrolled in your programs',
  unknownAttendees: 'Invite only active accounts',
  calendarRefused: (reason: string) => `Google Calendar refused the event: ${reason}`,
  calendarUnreachable: 'Google Calendar did not answer; try again shortly',
  calendarAuthFailed: 'Google Calendar refused the configured credentials; an admin must check the server configuration',
} as const;
