import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError, isNetworkLikeError, ValidationError } from './errors';

describe('a network-like error (requirements §8: it may be retried or queued)', () => {
  it.each([
    ['network error', new Error('Network error')],
    ['fetch error', new Error('Fetch error')],
    ['connection failed', new Error('Connection failed')],
    ['timeout', new Error('Request timeout')],
    ['no internet', new Error('No internet')],
    ['offline', new Error('Offline')],
  ])('is the spec kind "%s", in any letter case', (_kind, error) => {
    expect(isNetworkLikeError(error)).toBe(true);
    expect(isNetworkLikeError(new Error(error.message.toUpperCase()))).toBe(true);
    expect(isNetworkLikeError(new Error(error.message.toLowerCase()))).toBe(true);
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch')],
    ['Chromium, its console words', new TypeError('net::ERR_INTERNET_DISCONNECTED')],
    ['Chromium, a refused connection', new TypeError('net::ERR_CONNECTION_REFUSED')],
    ['Chromium, a changed network', new TypeError('net::ERR_NETWORK_CHANGED')],
    ['Chromium, an unknown host', new TypeError('net::ERR_NAME_NOT_RESOLVED')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
    ['Safari, without a connection', new TypeError('The Internet connection appears to be offline.')],
    ['Safari, a lost connection', new TypeError('The network connection was lost.')],
    ['undici (Node)', new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) })],
    ['a polyfilled fetch', new TypeError('Network request failed')],
    ['an HTTP library', new Error('timeout of 5000ms exceeded')],
    ['a timed-out request', new Error('Request timed out')],
    ['AbortSignal.timeout()', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
    ['an abort (how older timeouts are made)', new DOMException('This operation was aborted', 'AbortError')],
  ])('is what %s says when it cannot reach the server', (_who, error) => {
    expect(isNetworkLikeError(error)).toBe(true);
  });

  it.each([
    ['a refused connection', 'connect ECONNREFUSED 10.0.0.1:443'],
    ['a reset connection', 'read ECONNRESET'],
    ['an unknown host', 'getaddrinfo ENOTFOUND api.sportlink.test'],
    ['a host not found yet', 'getaddrinfo EAI_AGAIN api.sportlink.test'],
    ['a silent host', 'connect ETIMEDOUT 10.0.0.1:443'],
  ])('is an error whose cause is %s, whatever it says itself', (_what, cause) => {
    expect(isNetworkLikeError(new Error('Could not save the set', { cause: new Error(cause) }))).toBe(true);
  });

  it('is what a real fetch throws when nothing listens at the address', async () => {
    // A port that was free a moment ago: the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await fetch(`http://127.0.0.1:${port}/v1/api/status`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(isNetworkLikeError(error)).toBe(true);
  });

  it('is what a real fetch throws when it is aborted or times out', async () => {
    const aborted = await fetch('http://127.0.0.1:9/', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((aborted as Error).name).toBe('AbortError');
    expect(isNetworkLikeError(aborted)).toBe(true);
    const timedOut = await fetch('http://127.0.0.1:9/', { signal: AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError')) }).catch((e: unknown) => e);
    expect((timedOut as Error).name).toBe('TimeoutError');
    expect(isNetworkLikeError(timedOut)).toBe(true);
  });
});

describe('not a network-like error', () => {
  it('is an answer of the server, whatever its words: an answer is final', () => {
    expect(isNetworkLikeError(new ApiError(504, 'Gateway timeout'))).toBe(false);
    expect(isNetworkLikeError(new ApiError(503, 'Network unavailable'))).toBe(false);
    expect(isNetworkLikeError(ApiError.fromResponse(500, false, { message: 'Failed to fetch the trainer' }))).toBe(false);
    expect(isNetworkLikeError(new ApiError(400, 'Offline payments are not accepted'))).toBe(false);
  });

  it('is a call the SDK refused before sending anything', () => {
    expect(isNetworkLikeError(new ValidationError('Table name is required'))).toBe(false);
  });

  it('is an ordinary error of the app', () => {
    for (const error of [
      new Error('Forbidden'),
      new Error('Invalid email format'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new SyntaxError('Unexpected token < in JSON at position 0'),
      new RangeError('Invalid time value'),
      new Error('Request queue is full'),
      new Error(''),
    ]) {
      expect(isNetworkLikeError(error)).toBe(false);
    }
  });

  it('is an ordinary error caused by an answer of the server, or by another ordinary error', () => {
    expect(isNetworkLikeError(new Error('Could not save', { cause: new ApiError(504, 'Gateway timeout') }))).toBe(false);
    expect(isNetworkLikeError(new Error('Could not save', { cause: new Error('Forbidden') }))).toBe(false);
    expect(isNetworkLikeError(new Error('Could not save', { cause: 'Failed to fetch' }))).toBe(false);
  });

  it('is anything thrown that is not an error, even with network-like words', () => {
    for (const thrown of ['Failed to fetch', { message: 'Failed to fetch' }, { name: 'AbortError' }, null, undefined, 0]) {
      expect(isNetworkLikeError(thrown)).toBe(false);
    }
  });
});
