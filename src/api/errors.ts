/** The errors the API layer throws (requirements §5 and §8). */
import { MESSAGES } from '../config/messages';

/** A failed call. `status` is the HTTP status, 0 when no response was involved. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** Field -> message, when the server sent one (422 and some 400s). */
  readonly validation?: Record<string, string>;
  /** The response body: parsed JSON, else its text; undefined when there was none. */
  readonly body: unknown;
  /** The request's id as the server logged it (its X-Request-Id), when the server answered one. */
  readonly requestId?: string;

  constructor(status: number, message?: string, options: { validation?: Record<string, string>; body?: unknown; requestId?: string } = {}) {
    super(message || MESSAGES.defaultError);
    this.status = status;
    this.body = options.body;
    if (options.validation) this.validation = options.validation;
    if (options.requestId) this.requestId = options.requestId;
  }

  /** True when the server said the token has expired (the session must end). */
  get isTokenExpired(): boolean {
    return this.message === MESSAGES.tokenExpired;
  }

  /**
   * The error for a failed response: the server's `message`, else 'HTTP error! status: N' for a
   * non-OK status, else 'An error occurred'; a 5xx's words end with its request's reference.
   */
  static fromResponse(status: number, ok: boolean, body: unknown, requestId?: string | null): ApiError {
    const envelope = body && typeof body === 'object' ? (body as { message?: unknown; validation?: unknown }) : {};
    const serverMessage = typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : undefined;
    const validation =
      envelope.validation && typeof envelope.validation === 'object' && !Array.isArray(envelope.validation)
        ? (envelope.validation as Record<string, string>)
        : undefined;
    const said = serverMessage ?? (ok || !status ? MESSAGES.defaultError : MESSAGES.httpError(status));
    // A server error is the server's to explain: its words name the request, so a report of it finds the log lines.
    const message = status >= 500 && requestId ? MESSAGES.withReference(said, requestId) : said;
    return new ApiError(status, message, { validation, body, requestId: requestId ?? undefined });
  }
}

/** A call refused by the SDK itself before any request was sent (requirements §5). Status 0. */
export class ValidationError extends ApiError {
  override readonly name: string = 'ValidationError';
  constructor(message: string) {
    super(0, message);
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * requirements §8: the network-like errors (network error, fetch error, connection failed, timeout, no internet, offline),
 * and the words browsers and Node really use for them: Chromium 'Failed to fetch' (its console's
 * net::ERR_INTERNET_DISCONNECTED, ERR_CONNECTION_REFUSED...), Firefox 'NetworkError when attempting to fetch
 * resource.', Safari 'Load failed' and 'The Internet connection appears to be offline.', undici 'fetch failed' with
 * its cause (ECONNREFUSED, ECONNRESET, ENOTFOUND, ETIMEDOUT, EAI_AGAIN).
 */
const NETWORK_LIKE =
  /network|fetch|load failed|connection (?:failed|refused|reset|closed|lost)|timeout|timed out|internet|offline|ERR_CONNECTION|ERR_NAME_NOT_RESOLVED|ERR_ADDRESS_UNREACHABLE|ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN/i;

/**
 * A failure to reach the server, not an answer from it (an answer is final; these may be retried or queued): an
 * abort or a timeout (AbortError, TimeoutError), or an error whose message, or its cause's, is network-like.
 */
export function isNetworkLikeError(error: unknown): boolean {
  if (isApiError(error) || !(error instanceof Error)) return false;
  const looksLike = (e: Error) => e.name === 'AbortError' || e.name === 'TimeoutError' || NETWORK_LIKE.test(e.message);
  return looksLike(error) || (error.cause instanceof Error && !isApiError(error.cause) && looksLike(error.cause));
}
