/** The errors the API layer throws (spec §5 and §8). */
import { MESSAGES } from '../config/messages';

/** A failed call. `status` is the HTTP status, 0 when no response was involved. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** Field -> message, when the server sent one (422 and some 400s). */
  readonly validation?: Record<string, string>;
  /** The response body: parsed JSON, else its text; undefined when there was none. */
  readonly body: unknown;

  constructor(status: number, message?: string, options: { validation?: Record<string, string>; body?: unknown } = {}) {
    super(message || MESSAGES.defaultError);
    this.status = status;
    this.body = options.body;
    if (options.validation) this.validation = options.validation;
  }

  /** True when the server said the token has expired (the session must end). */
  get isTokenExpired(): boolean {
    return this.message === MESSAGES.tokenExpired;
  }

  /**
   * The error for a failed response: the server's `message`, else 'HTTP error! status: N' for a
   * non-OK status, else 'An error occurred'.
   */
  static fromResponse(status: number, ok: boolean, body: unknown): ApiError {
    const envelope = body && typeof body === 'object' ? (body as { message?: unknown; validation?: unknown }) : {};
    const serverMessage = typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : undefined;
    const validation =
      envelope.validation && typeof envelope.validation === 'object' && !Array.isArray(envelope.validation)
        ? (envelope.validation as Record<string, string>)
        : undefined;
    const message = serverMessage ?? (ok || !status ? MESSAGES.defaultError : MESSAGES.httpError(status));
    return new ApiError(status, message, { validation, body });
  }
}

/** A call refused by the SDK itself before any request was sent (spec §5). Status 0. */
export class ValidationError extends ApiError {
  override readonly name: string = 'ValidationError';
  constructor(message: string) {
    super(0, message);
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** Spec §8: the network-like errors (network error, fetch error, connection failed, timeout, no internet, offline). */
const NETWORK_LIKE = /network|fetch|connection failed|timeout|timed out|no internet|offline/i;

/** A failure to reach the server, not an answer from it (an answer is final; these may be retried or queued). */
export function isNetworkLikeError(error: unknown): boolean {
  if (isApiError(error)) return false;
  if (error instanceof Error) return error.name === 'AbortError' || error.name === 'TimeoutError' || NETWORK_LIKE.test(error.message);
  return false;
}
