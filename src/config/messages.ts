/**
 * Every user-facing message of the product spec, defined once. Shared by the web app and the server
 * (this file imports nothing, so the server may import it too).
 */
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
  // §8 connectivity bar ({n} replaced verbatim, "1 changes" included: the spec's own wording)
  connectivityOffline: (n: number) => `You're offline. ${n} changes will sync when connection returns`,
  connectivityPending: (n: number) => `${n} changes pending sync`,
  connectivitySyncing: 'Syncing your changes...',
  connectivitySynced: 'All changes synced',
  connectivitySyncErrors: (n: number) => `${n} sync errors`,
  syncNow: 'Sync Now',
  retryFailed: 'Retry Failed',
  // §8 connectivity notices (toasts); "Offline Mode: You are now offline. ..." is a title and a message
  backOnline: 'Back Online',
  offlineModeTitle: 'Offline Mode',
  offlineModeBody: 'You are now offline. Changes will be saved locally.',
  // §9 copy confirmation (the spec gives its 2 s, TOASTS.copyConfirmationMs; the words are ours)
  copiedToClipboard: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard: select the text and copy it by hand',
} as const;

/** Server-side messages that are not in the spec but are part of the API's contract with its clients. */
export const API_MESSAGES = {
  notFound: 'Not found',
  recordNotFound: (table: string) => `No such ${table} record`,
  unknownProject: (project: string) => `Unknown project: ${project}`,
  signInRequired: 'Sign in to do this',
  invalidToken: 'Invalid token',
  roleMismatch: (role: string) => `Your role may not call the ${role} API`,
  notAllowed: (op: string, table: string) => `You may not ${op} ${table} records`,
  adminAreaOnly: 'The admin area is for admins and super admins. Sign in with an admin account.',
  programNeedsReview: "A program goes live after an admin's review: submit it for review (status pending_review)",
  invalidCredentials: 'Invalid email or password',
  pendingVerification: 'Confirm your email address before signing in. We can send the link again.',
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not available; try again shortly',
} as const;
