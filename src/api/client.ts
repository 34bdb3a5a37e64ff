/**
 * The one typed API client (requirements §A6): openapi-fetch over the generated `paths`, with middleware
 * that adds the project header and the bearer token, and that turns every non-OK response into a
 * thrown `ApiError` (requirements §8), telling the token-expired listeners when the server says TOKEN_EXPIRED.
 *
 * Because non-OK responses throw, `{ error }` is never returned by `api`; `unwrap()` takes the `data`
 * of a call, typed without `undefined`, and also refuses a 2xx envelope that says `error: true`.
 * Network failures (fetch rejecting) of a change that may wait are answered by the offline queue (202, queued);
 * any other is passed through untouched.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { MESSAGES } from '../config/messages';
import type { paths } from '../generated/api';
import { isMutation, newId } from '../offline/request-info';
import { apiConfig, getToken } from './config';
import { ApiError } from './errors';

export { configureApi, setRoleGetter, setTokenGetter } from './config';

type TokenExpiredListener = (error: ApiError) => void;
const tokenExpiredListeners = new Set<TokenExpiredListener>();

/** Be told when a response says the token has expired. Returns the unsubscribe. */
export function onTokenExpired(fn: TokenExpiredListener): () => void {
  tokenExpiredListeners.add(fn);
  return () => {
    tokenExpiredListeners.delete(fn);
  };
}

/** Tells the listeners when `error` is a token expiry; returns `error` for throwing. */
export function notifyIfTokenExpired(error: ApiError): ApiError {
  if (error.message === MESSAGES.tokenExpired) {
    for (const fn of [...tokenExpiredListeners]) {
      try {
        fn(error);
      } catch (listenerError) {
        console.error(listenerError); // a broken listener must not hide the API error
      }
    }
  }
  return error;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Resolves request URLs against `apiConfig.baseUrl` at request time (so it may change after start-up). */
class ApiRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const base = apiConfig.baseUrl.replace(/\/+$/, '');
    super(typeof input === 'string' && base && input.startsWith('/') ? `${base}${input}` : input, init);
  }
}

/**
 * Project header, a request id, bearer token, an Idempotency-Key on every change (so the offline queue may send it again: the
 * server applies it once), and requirements §8 errors. Registered on `api`; exported for tests.
 */
export const apiMiddleware: Middleware = {
  async onRequest({ request }) {
    if (!request.headers.has('x-project')) request.headers.set('x-project', apiConfig.projectId);
    // The server logs the request under this id and answers it: a server error quotes it (ApiError.requestId).
    if (!request.headers.has('x-request-id')) request.headers.set('x-request-id', newId());
    if (isMutation(request.method) && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', newId());
    if (!request.headers.has('authorization')) {
      const token = await getToken(request);
      if (token) request.headers.set('authorization', `Bearer ${token}`);
    }
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return undefined;
    throw notifyIfTokenExpired(ApiError.fromResponse(response.status, false, await readBody(response), response.headers.get('x-request-id')));
  },
};

type Transport = (request: Request) => Promise<Response>;
/** `globalThis.fetch`, looked up per call (so test doubles are used), until the composition root plugs another. */
let transport: Transport = (request) => globalThis.fetch(request);

/**
 * What sends the client's requests. The composition root (src/main.tsx) plugs the offline layer's fetch
 * (src/offline/offline-fetch.ts: a change that cannot reach the server waits in the offline queue), so the client
 * does not import the offline layer, which uses the client.
 */
export function setTransport(next: Transport | null): void {
  transport = next ?? ((request) => globalThis.fetch(request));
}

/** The API client: every call on the contract's paths, typed by them (the records SDK is built on it). */
export const api = createClient<paths>({ Request: ApiRequest, fetch: (request) => transport(request) });
api.use(apiMiddleware);

type Result<D> = { data?: D; error?: unknown; response: Response };

/**
 * The data of a call, or a thrown `ApiError`: for an error result (only when a call bypassed the
 * middleware), for a body whose envelope says `error: true`, and for an empty body.
 */
export async function unwrap<D>(call: Promise<Result<D>> | Result<D>): Promise<Exclude<D, undefined>> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    throw notifyIfTokenExpired(ApiError.fromResponse(response.status, false, error, response.headers.get('x-request-id')));
  }
  if (data === undefined || (data !== null && typeof data === 'object' && (data as { error?: unknown }).error === true)) {
    throw notifyIfTokenExpired(ApiError.fromResponse(response.status, true, data));
  }
  return data as Exclude<D, undefined>;
}
