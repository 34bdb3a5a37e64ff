// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DEFAULT_PROJECT_ID } from '../config/constants';
import { MESSAGES } from '../config/messages';
import type { components } from '../generated/api';
import { api, onTokenExpired, unwrap } from './client';
import { apiConfig, configureApi, resetApiConfig, setTokenGetter } from './config';
import { ApiError, ValidationError } from './errors';

const BASE = 'http://api.test';
const STATUS = `${BASE}/v1/api/status`;
const LIST = `${BASE}/v1/api/records/sportlink/member/program`;

const server = setupServer();
const seen: Request[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(request);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApiConfig();
  configureApi({ baseUrl: BASE });
  setTokenGetter(() => null);
  seen.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const statusBody: components['schemas']['StatusResponse'] = {
  error: false,
  status: 'ok',
  version: '0.1.0',
  database: 'sqlite',
  uptime_s: 3,
  time: '2026-01-01T00:00:00.000Z',
};

function listRecords() {
  return unwrap(
    api.GET('/v1/api/records/{project}/{role}/{table}', {
      params: { path: { project: apiConfig.projectId, role: 'member', table: 'program' } },
    }),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client headers', () => {
  it('sends the project header and the bearer token on every call', async () => {
    setTokenGetter(() => 'tok-123');
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));

    const data = await unwrap(api.GET('/v1/api/status'));

    expect(data.status).toBe('ok');
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('x-project')).toBe(DEFAULT_PROJECT_ID);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('sends the configured project id, and no Authorization header when signed out', async () => {
    configureApi({ projectId: 'other-project' });
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));

    await unwrap(api.GET('/v1/api/status'));

    expect(seen[0].headers.get('x-project')).toBe('other-project');
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it('waits for an async token getter', async () => {
    setTokenGetter(async () => 'async-token');
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));

    await unwrap(api.GET('/v1/api/status'));

    expect(seen[0].headers.get('authorization')).toBe('Bearer async-token');
  });

  it('reads the token from localStorage by default', async () => {
    setTokenGetter(null);
    const store = new Map([['token', 'stored-token']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));

    await unwrap(api.GET('/v1/api/status'));

    expect(seen[0].headers.get('authorization')).toBe('Bearer stored-token');
  });

  it('keeps an Authorization header the caller set itself', async () => {
    setTokenGetter(() => 'session-token');
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));

    await unwrap(api.GET('/v1/api/status', { headers: { Authorization: 'Bearer refresh-token' } }));

    expect(seen[0].headers.get('authorization')).toBe('Bearer refresh-token');
  });

  it('applies a base URL changed after start-up', async () => {
    configureApi({ baseUrl: 'http://elsewhere.test/' });
    server.use(http.get('http://elsewhere.test/v1/api/status', () => HttpResponse.json(statusBody)));

    await unwrap(api.GET('/v1/api/status'));

    expect(seen.map((r) => r.url)).toEqual(['http://elsewhere.test/v1/api/status']);
  });
});

describe('request ids', () => {
  it('sends a new X-Request-Id with every call', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));
    await unwrap(api.GET('/v1/api/status'));
    await unwrap(api.GET('/v1/api/status'));
    const ids = seen.map((r) => r.headers.get('x-request-id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("ends a server error's words with its request's reference, and keeps the whole id", async () => {
    server.use(http.get(LIST, ({ request }) => HttpResponse.json({ error: true, message: 'Internal server error' }, { status: 500, headers: { 'x-request-id': request.headers.get('x-request-id')! } })));
    const error = await failureOf(listRecords());
    const sent = seen[0].headers.get('x-request-id')!;
    expect(error.requestId).toBe(sent);
    expect(error.message).toBe(`Internal server error (reference ${sent.slice(0, 8)})`);
  });

  it("leaves a refusal's words as the server wrote them (a 4xx is the caller's to fix)", async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ error: true, message: 'Not found' }, { status: 404, headers: { 'x-request-id': 'abcdef0123456789' } })));
    const error = await failureOf(listRecords());
    expect(error.message).toBe('Not found');
    expect(error.requestId).toBe('abcdef0123456789');
  });
});

describe('api client errors (requirements §8)', () => {
  it("throws the server's message, with the status, validation and body", async () => {
    const body = { error: true, message: 'title is required', validation: { title: 'is required' } };
    server.use(http.get(LIST, () => HttpResponse.json(body, { status: 422 })));

    const error = await failureOf(listRecords());

    expect(error.status).toBe(422);
    expect(error.message).toBe('title is required');
    expect(error.validation).toEqual({ title: 'is required' });
    expect(error.body).toEqual(body);
  });

  it("throws 'HTTP error! status: 502' when the body has no message", async () => {
    server.use(http.get(LIST, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));

    const error = await failureOf(listRecords());

    expect(error.status).toBe(502);
    expect(error.message).toBe(MESSAGES.httpError(502));
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it("throws 'HTTP error! status: N' for an empty body or a JSON body without a message", async () => {
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 500 })));
    expect((await failureOf(listRecords())).message).toBe('HTTP error! status: 500');

    server.use(http.get(LIST, () => HttpResponse.json({ error: true, message: '' }, { status: 404 })));
    expect((await failureOf(listRecords())).message).toBe('HTTP error! status: 404');
  });

  it("throws the default 'An error occurred' for a 2xx envelope that says error without a message", async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ error: true })));

    const error = await failureOf(listRecords());

    expect(error.status).toBe(200);
    expect(error.message).toBe(MESSAGES.defaultError);
    expect(error.message).toBe('An error occurred');
  });

  it("uses 'An error occurred' when an error is built with no message", () => {
    expect(new ApiError(0).message).toBe('An error occurred');
    expect(ApiError.fromResponse(0, false, undefined).message).toBe('An error occurred');
    const refused = new ValidationError(MESSAGES.tableRequired);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(0);
    expect(refused.message).toBe('table is required.');
  });

  it('tells the token-expired listeners when the server says TOKEN_EXPIRED, until they unsubscribe', async () => {
    const listener = vi.fn();
    const unsubscribe = onTokenExpired(listener);
    server.use(http.get(LIST, () => HttpResponse.json({ error: true, message: 'TOKEN_EXPIRED' }, { status: 401 })));

    const error = await failureOf(listRecords());

    expect(error.message).toBe(MESSAGES.tokenExpired);
    expect(error.isTokenExpired).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(error);

    unsubscribe();
    await failureOf(listRecords());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not tell the token-expired listeners about other 401s', async () => {
    const listener = vi.fn();
    const unsubscribe = onTokenExpired(listener);
    server.use(http.get(LIST, () => HttpResponse.json({ error: true, message: 'Invalid token' }, { status: 401 })));

    const error = await failureOf(listRecords());

    expect(error.message).toBe('Invalid token');
    expect(error.isTokenExpired).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('a throwing listener does not replace the API error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unsubscribe = onTokenExpired(() => {
      throw new Error('listener broke');
    });
    server.use(http.get(LIST, () => HttpResponse.json({ error: true, message: 'TOKEN_EXPIRED' }, { status: 401 })));

    const error = await failureOf(listRecords());

    expect(error.message).toBe('TOKEN_EXPIRED');
    expect(consoleError).toHaveBeenCalled();
    unsubscribe();
    consoleError.mockRestore();
  });

  it('lets network failures through untouched for the offline layer', async () => {
    server.use(http.get(STATUS, () => HttpResponse.error()));

    const error = await api.GET('/v1/api/status').then(
      () => null,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('unwrap', () => {
  it('answers the typed data of a successful call', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json(statusBody)));

    const data = await unwrap(api.GET('/v1/api/status'));

    expectTypeOf(data).toEqualTypeOf<components['schemas']['StatusResponse']>();
    expect(data).toEqual(statusBody);
  });

  it('throws for an error result that bypassed the middleware', async () => {
    const response = new Response(JSON.stringify({ error: true, message: 'Nope' }), { status: 403 });

    const error = await failureOf(unwrap({ error: { error: true, message: 'Nope' }, response }));

    expect(error.status).toBe(403);
    expect(error.message).toBe('Nope');
  });
});
