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
  invalidCredentials: 'Invalid email or password',
  pendingVerification: 'Confirm your email address before signing in. We can send the link again.',
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not available; try again shortly',
} as const;
